import { Link, data } from 'react-router'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-post.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.get(serverContext).services
  const post = await blog.findPost(params.id)
  if (!post) throw data(null, { status: 404 })
  const author = await blog.findAuthor(post.authorId)
  return { post, author }
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post
  return pageMeta(args, {
    title: post?.title,
    description: post?.excerpt ?? post?.content.slice(0, 150),
    jsonLd: post && {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      author: args.loaderData?.author ? { '@type': 'Person', name: args.loaderData.author.name } : undefined,
    },
  })
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, author } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to={`/blogs/category/${post.category}`} className="text-sm font-semibold text-brand-700 uppercase">
        {post.category.replace(/-/g, ' ')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold text-ink sm:text-4xl">{post.title}</h1>
      {author && (
        <p className="mt-3 text-ink-muted">
          By{' '}
          <Link to={`/authors/${author.id}`} className="font-medium text-brand-700 hover:underline">
            {author.name}
          </Link>
          , {author.credentials}
        </p>
      )}
      <div className="prose-content mt-8">
        {post.content.split(/\n{2,}/).map((paragraph, index) =>
          paragraph.startsWith('## ') ? (
            <h2 key={index}>{paragraph.slice(3)}</h2>
          ) : (
            <p key={index}>{paragraph}</p>
          ),
        )}
      </div>
    </article>
  )
}
