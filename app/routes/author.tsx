import { Link, data } from 'react-router'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/author.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.get(serverContext).services
  const author = await blog.findAuthor(params.authorId)
  if (!author) throw data(null, { status: 404 })
  return { author, posts: await blog.listByAuthor(author.id) }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.author.name,
    description: args.loaderData?.author.bio,
    jsonLd: args.loaderData && {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: args.loaderData.author.name,
      jobTitle: args.loaderData.author.credentials,
    },
  })

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, posts } = loaderData
  return (
    <>
      <PageHeader heading={author.name} description={`${author.credentials}. ${author.bio}`} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 className="font-display text-xl font-semibold text-ink">Articles by {author.name}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id} className="card p-5">
              <Link to={`/blogs/${post.slug}`} className="font-display text-lg font-semibold text-ink hover:text-brand-700">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
