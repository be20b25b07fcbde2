import { data } from 'react-router'
import { EDITORIAL_TEAM_ID } from '../../content/blog/authors.ts'
import { toBlogCard } from '../../core/blog/listing.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { AuthorAvatar } from '../features/blog/author-card.tsx'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/author.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.get(serverContext).services
  const author = await blog.findAuthor(params.authorId)
  if (!author) throw data(null, { status: 404 })
  const posts = await blog.listByAuthor(author.id)
  return { author, cards: posts.map(toBlogCard) }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const { author } = loaded
  const origin = siteOriginOf(args)
  const path = `/authors/${author.id}`
  return pageMeta(args, {
    title: author.id === EDITORIAL_TEAM_ID ? 'Articles by our editorial team' : `${author.name}, ${author.credentials.split(',')[0]}`,
    description: author.bio,
    jsonLd: jsonLdGraph([
      author.id === EDITORIAL_TEAM_ID
        ? { '@type': 'Organization', '@id': `${origin}${path}#team`, name: author.name, description: author.bio, url: `${origin}${path}` }
        : { '@type': 'Person', '@id': `${origin}${path}#person`, name: author.name, jobTitle: author.credentials, description: author.bio, url: `${origin}${path}` },
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: author.name, path },
      ])]),
  })
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, cards } = loaderData
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
