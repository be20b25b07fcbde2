import { data, redirect } from 'react-router'
import { createTranslator, useTranslations } from 'use-intl'
import { BLOGS_PER_PAGE, blogCategoryPath, categoryName, listPagePath, pageCount, parsePageParam, toBlogCard } from '../../core/blog/listing.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { INTL_LOCALE, languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { categoryDescription } from '../../content/blog/categories.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { CategoryFilter } from '../features/blog/category-filter.tsx'
import { hindiBlogCard } from '../features/blog/article-summaries.server.ts'
import { categoryWords } from '../features/blog/blog-words.ts'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-category.ts'

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) throw data(null, { status: 404 })
  const { blog } = context.get(serverContext).services
  const [{ posts, total }, categories] = await Promise.all([
    blog.listPage({ page, perPage: BLOGS_PER_PAGE, category: params.category }),
    blog.listCategories(),
  ])
  // A category is known by its posts; an empty one would be a page with nothing on it (a soft 404).
  if (total === 0) throw data(null, { status: 404 })
  if (page === 1 && url.searchParams.has('page')) throw redirect(pathInLanguage(blogCategoryPath(params.category), language), 301)
  const pages = pageCount(total)
  if (page > pages) throw data(null, { status: 404 })
  const common = { category: params.category, page, pageCount: pages, total, categories }
  const englishName = categoryName(params.category)
  // A Hindi page names the category in Hindi where the shipped words do (decision 0083).
  if (language === 'hi') {
    const messages = messagesOf(language, ['blog'])
    const t = createTranslator({ locale: INTL_LOCALE.hi, messages, namespace: 'blog.category' })
    const { name, description, lang } = categoryWords(messages.blog, params.category)
    return {
      ...common,
      name,
      nameLang: lang,
      description,
      cards: posts.map(hindiBlogCard),
      headTitle: page > 1 ? t('titleOfPage', { name, page, pages }) : t('title', { name }),
      headDescription: description ?? messages.blog.index.description,
      messages,
    }
  }
  const description = categoryDescription(params.category, englishName)
  return {
    ...common,
    name: englishName,
    nameLang: undefined,
    description,
    cards: posts.map(toBlogCard),
    headTitle: `${englishName} Articles${page > 1 ? `, Page ${page} of ${pages}` : ''}`,
    headDescription: page > 1 ? `${description} Page ${page} of ${pages}.` : description,
    messages: null,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const words = loaded.messages?.blog.common
  const language = words ? 'hi' : 'en'
  const basePath = pathInLanguage(blogCategoryPath(loaded.category), language)
  const origin = siteOriginOf(args)
  return pageMeta(args, {
    title: loaded.headTitle,
    description: loaded.headDescription,
    path: listPagePath(basePath, loaded.page),
    jsonLd: jsonLdGraph([
      breadcrumbList(origin, [
        { name: words?.home ?? 'Home', path: pathInLanguage('/', language) },
        { name: words?.blog ?? 'Blog', path: pathInLanguage('/blogs', language) },
        { name: loaded.name, path: basePath },
      ])]),
  })
}

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, name, description, page, pageCount: pages, total, cards, categories, messages } = loaderData
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedBlogCategory {...loaderData} />
      </PageMessages>
    )
  }
  const basePath = blogCategoryPath(category)
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Breadcrumbs
            items={[
              { name: 'Home', path: '/' },
              { name: 'Blog', path: '/blogs' },
              { name, path: basePath },
            ]}
          />
          <h1 className="mt-6 max-w-3xl font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{name} articles</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{description}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <CategoryFilter categories={categories} current={category} />
        <h2 className="mt-8 mb-5 font-display text-xl font-bold text-ink">
          {total === 1 ? '1 article' : `${total} articles`}
          {page > 1 ? `, page ${page} of ${pages}` : ''}
        </h2>
        <BlogCardGrid cards={cards} label={`${name} articles`} eagerImages={3} />
        <Pagination page={page} pageCount={pages} pathFor={(number) => listPagePath(basePath, number)} label={`${name} pages`} />
      </div>
    </>
  )
}

/** A category of the blog in Hindi (decision 0083). */
function TranslatedBlogCategory({ category, name, nameLang, description, page, pageCount: pages, total, cards, categories }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('blog')
  const basePath = pathInLanguage(blogCategoryPath(category), 'hi')
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Breadcrumbs
            label={t('common.breadcrumb')}
            items={[
              { name: t('common.home'), path: '/hi' },
              { name: t('common.blog'), path: '/hi/blogs' },
              { name, path: basePath, lang: nameLang },
            ]}
          />
          <h1 className="mt-6 max-w-3xl font-display text-3xl leading-snug font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {t.rich('category.heading', { name: () => <span lang={nameLang}>{name}</span> })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
            {description ?? t.rich('otherCategory.description', { name: () => <span lang="en">{name}</span> })}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <CategoryFilter categories={categories} current={category} />
        <h2 className="mt-8 mb-5 font-display text-xl font-bold text-ink">
          {page > 1 ? t('category.countPage', { count: total, page, pages }) : t('category.count', { count: total })}
        </h2>
        <BlogCardGrid cards={cards} label={t('index.listLabel')} eagerImages={3} />
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
