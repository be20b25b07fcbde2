import { data, redirect } from 'react-router'
import { createTranslator, useTranslations } from 'use-intl'
import { BLOGS_PER_PAGE, listPagePath, pageCount, parsePageParam, toBlogCard } from '../../core/blog/listing.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { INTL_LOCALE, languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { CategoryFilter } from '../features/blog/category-filter.tsx'
import { hindiBlogCard } from '../features/blog/article-summaries.server.ts'
import { Pagination } from '../components/ui/pagination.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-index.ts'

const BASE_PATH = '/blogs'

export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const basePath = pathInLanguage(BASE_PATH, language)
  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) throw data(null, { status: 404 })
  if (page === 1 && url.searchParams.has('page')) throw redirect(basePath, 301)
  const { blog } = context.get(serverContext).services
  const [{ posts, total }, categories] = await Promise.all([
    blog.listPage({ page, perPage: BLOGS_PER_PAGE }),
    blog.listCategories(),
  ])
  const pages = pageCount(total)
  if (page > pages) throw data(null, { status: 404 })
  const common = { page, pageCount: pages, categories }
  // A Hindi page has the blog's words in Hindi; an article is named in Hindi where its summary is current (decision 0083).
  if (language === 'hi') {
    const messages = messagesOf(language, ['blog'])
    const t = createTranslator({ locale: INTL_LOCALE.hi, messages, namespace: 'blog.index' })
    const { title, heading, description } = messages.blog.index
    return {
      ...common,
      cards: posts.map(hindiBlogCard),
      heading,
      description,
      headTitle: page > 1 ? t('titleOfPage', { title, page, pages }) : title,
      headDescription: page > 1 ? t('descriptionOfPage', { description, page, pages }) : description,
      messages,
    }
  }
  const entry = findSitePage(BASE_PATH)
  const title = entry?.title ?? 'Blog'
  const description = entry?.description ?? ''
  return {
    ...common,
    cards: posts.map(toBlogCard),
    heading: entry?.heading ?? 'Blog',
    description,
    headTitle: page > 1 ? `${title}, Page ${page} of ${pages}` : title,
    headDescription: page > 1 ? `${description} Page ${page} of ${pages}.` : description,
    messages: null,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const origin = siteOriginOf(args)
  const words = loaded.messages?.blog.common
  const language = words ? 'hi' : 'en'
  return pageMeta(args, {
    title: loaded.headTitle,
    description: loaded.headDescription,
    path: listPagePath(pathInLanguage(BASE_PATH, language), loaded.page),
    jsonLd: jsonLdGraph([
      breadcrumbList(origin, [
        { name: words?.home ?? 'Home', path: pathInLanguage('/', language) },
        { name: words?.blog ?? 'Blog', path: pathInLanguage(BASE_PATH, language) },
      ])]),
  })
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount: pages, cards, categories, heading, description, messages } = loaderData
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedBlogIndex {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <CategoryFilter categories={categories} current={null} />
        <h2 className="mt-8 mb-5 font-display text-xl font-bold text-ink">
          {page > 1 ? `Latest articles, page ${page} of ${pages}` : 'Latest articles'}
        </h2>
        {cards.length > 0 ? (
          <BlogCardGrid cards={cards} label="Articles" eagerImages={3} />
        ) : (
          <p className="card p-6 text-ink-muted">No articles are published yet.</p>
        )}
        <Pagination page={page} pageCount={pages} pathFor={(number) => listPagePath(BASE_PATH, number)} label="Blog pages" />
      </div>
    </>
  )
}

/** The blog in Hindi (decision 0083): the frame in Hindi, each article named in Hindi where its summary is current. */
function TranslatedBlogIndex({ page, pageCount: pages, cards, categories, heading, description }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('blog')
  const basePath = pathInLanguage(BASE_PATH, 'hi')
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <p className="mb-6 max-w-3xl rounded-xl border border-line bg-white px-4 py-3 text-[15px] leading-relaxed text-ink-muted" data-testid="blog-english-note">
          {t('index.englishNote')}
        </p>
        <CategoryFilter categories={categories} current={null} />
        <h2 className="mt-8 mb-5 font-display text-xl font-bold text-ink">{page > 1 ? t('index.latestPage', { page, pages }) : t('index.latest')}</h2>
        {cards.length > 0 ? (
          <BlogCardGrid cards={cards} label={t('index.listLabel')} eagerImages={3} />
        ) : (
          <p className="card p-6 text-ink-muted">{t('index.empty')}</p>
        )}
        <Pagination
          page={page}
          pageCount={pages}
          pathFor={(number) => listPagePath(basePath, number)}
          label={t('index.pagesLabel')}
          words={{ previous: t('common.previous'), next: t('common.next'), page: t('common.page') }}
        />
      </div>
    </>
  )
}
