import { Link, data } from 'react-router'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-category.ts'

function categoryName(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const posts = await context.get(serverContext).services.blog.listByCategory(params.category)
  // A category is known by its posts; an empty one would be a page with nothing on it (a soft 404).
  if (posts.length === 0) throw data(null, { status: 404 })
  return { category: params.category, name: categoryName(params.category), posts }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.name} Articles` : 'Blog',
    description: args.loaderData ? `Articles from our vets about ${args.loaderData.name.toLowerCase()}.` : undefined,
  })

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={`${loaderData.name} articles`} description="Advice written by our vets for pet parents in India." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {loaderData.posts.map((post) => (
            <li key={post.id} className="card p-5">
              <Link to={`/blogs/${post.slug}`} className="font-display text-lg font-semibold text-ink hover:text-brand-700">
                {post.title}
              </Link>
              <p className="mt-2 text-sm text-ink-muted">{post.excerpt ?? post.content.slice(0, 150)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
