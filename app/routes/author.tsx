import { data } from 'react-router'
import { createTranslator, useTranslations } from 'use-intl'
import { EDITORIAL_TEAM_ID } from '../../content/blog/authors.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { BRAND } from '../../core/brand.ts'
import { toBlogCard } from '../../core/blog/listing.ts'
import { INTL_LOCALE, languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { hindiBlogCard } from '../features/blog/article-summaries.server.ts'
import { AuthorAvatar } from '../features/blog/author-card.tsx'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { useAuthorWords } from '../features/blog/translated-article.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/author.ts'

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const { blog } = context.get(serverContext).services
  const author = await blog.findAuthor(params.authorId)
  if (!author) throw data(null, { status: 404 })
  const posts = await blog.listByAuthor(author.id)
  if (language !== 'hi') return { author, cards: posts.map(toBlogCard), hindi: null, messages: null }
  // A Hindi page names the editorial team in Hindi and a named author as written; each article is
  // named in Hindi where its summary is current (decision 0083).
  const messages = messagesOf(language, ['blog'])
  const t = createTranslator({ locale: INTL_LOCALE.hi, messages, namespace: 'blog' })
  const team = author.id === EDITORIAL_TEAM_ID
  const hindi = {
    name: team ? t('editorialTeam.name', { brand: BRAND }) : author.name,
    title: team ? t('author.teamTitle') : t('author.namedTitle', { name: author.name }),
    description: team ? t('editorialTeam.bio', { brand: BRAND }) : author.bio,
    home: t('common.home'),
    blog: t('common.blog'),
  }
  return { author, cards: posts.map(hindiBlogCard), hindi, messages }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const { author, hindi } = loaded
  const origin = siteOriginOf(args)
  const language = hindi ? 'hi' : 'en'
  const path = pathInLanguage(`/authors/${author.id}`, language)
  const team = author.id === EDITORIAL_TEAM_ID
  const name = hindi?.name ?? author.name
  const description = hindi?.description ?? author.bio
  return pageMeta(args, {
    title: hindi?.title ?? (team ? 'Articles by our editorial team' : `${author.name}, ${author.credentials.split(',')[0]}`),
    description,
    ...(hindi ? { path } : {}),
    jsonLd: jsonLdGraph([
      team
        ? { '@type': 'Organization', '@id': `${origin}${path}#team`, name, description, url: `${origin}${path}` }
        : { '@type': 'Person', '@id': `${origin}${path}#person`, name: author.name, jobTitle: author.credentials, description: author.bio, url: `${origin}${path}` },
      breadcrumbList(origin, [
        { name: hindi?.home ?? 'Home', path: pathInLanguage('/', language) },
        { name: hindi?.blog ?? 'Blog', path: pathInLanguage('/blogs', language) },
        { name, path },
      ])]),
  })
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, cards, messages } = loaderData
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedAuthorPage {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Breadcrumbs
            items={[
              { name: 'Home', path: '/' },
              { name: 'Blog', path: '/blogs' },
              { name: author.name, path: `/authors/${author.id}` },
            ]}
          />
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
            <AuthorAvatar name={author.name} photo={author.photo} size="lg" />
            <div>
              <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{author.name}</h1>
              <p className="mt-1 font-semibold text-brand-800">{author.credentials}</p>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{author.bio}</p>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 className="mb-5 font-display text-xl font-bold text-ink">Articles by {author.name}</h2>
        {cards.length > 0 ? (
          <BlogCardGrid cards={cards} label={`Articles by ${author.name}`} />
        ) : (
          <p className="card p-6 text-ink-muted">No articles yet.</p>
        )}
      </div>
    </>
  )
}

/**
 * An author's page in Hindi (decision 0083): the frame in Hindi, the editorial team named in Hindi,
 * a named author's name (`translate="no"`), credentials and bio as written (`lang="en"`), and their
 * articles as Hindi cards.
 */
function TranslatedAuthorPage({ author, cards }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('blog')
  const words = useAuthorWords(author)
  const nameTranslate = words.asWritten ? 'no' : undefined
  const textLang = words.asWritten ? 'en' : undefined
  const name = () => <span translate={nameTranslate}>{words.name}</span>
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Breadcrumbs
            label={t('common.breadcrumb')}
            items={[
              { name: t('common.home'), path: '/hi' },
              { name: t('common.blog'), path: '/hi/blogs' },
              { name: words.name, path: `/hi/authors/${author.id}`, lang: textLang },
            ]}
          />
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
            <AuthorAvatar name={author.name} photo={author.photo} size="lg" />
            <div>
              <h1 className="font-display text-3xl leading-snug font-bold tracking-tight text-ink sm:text-4xl" translate={nameTranslate}>
                {words.name}
              </h1>
              <p className="mt-1 font-semibold text-brand-800" lang={textLang}>
                {words.credentials}
              </p>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted" lang={textLang}>
                {words.bio}
              </p>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 className="mb-5 font-display text-xl font-bold text-ink">{t.rich('author.articlesBy', { name })}</h2>
        {cards.length > 0 ? (
          <BlogCardGrid cards={cards} label={t('author.listLabel', { name: words.name })} />
        ) : (
          <p className="card p-6 text-ink-muted">{t('author.empty')}</p>
        )}
      </div>
    </>
  )
}
