import { data, redirect } from 'react-router'
import { BLOGS_PER_PAGE, listPagePath, pageCount, parsePageParam, toBlogCard } from '../../core/blog/listing.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { CategoryFilter } from '../features/blog/category-filter.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-index.ts'

const BASE_PATH = '/blogs'

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) throw data(null, { status: 404 })
  if (page === 1 && url.searchParams.has('page')) throw redirect(BASE_PATH, 301)
  const { blog } = context.get(serverContext).services
  const [{ posts, total }, categories] = await Promise.all([
    blog.listPage({ page, perPage: BLOGS_PER_PAGE }),
    blog.listCategories(),
  ])
  const pages = pageCount(total)
  if (page > pages) throw data(null, { status: 404 })
  const entry = findSitePage(BASE_PATH)
  return {
    page,
    pageCount: pages,
    cards: posts.map(toBlogCard),
    categories,
    title: entry?.title ?? 'Blog',
    heading: entry?.heading ?? 'Blog',
    description: entry?.description ?? '',
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const suffix = loaded.page > 1 ? `, Page ${loaded.page} of ${loaded.pageCount}` : ''
  const origin = siteOriginOf(args)
  return pageMeta(args, {
    title: `${loaded.title}${suffix}`,
    description: loaded.page > 1 ? `${loaded.description} Page ${loaded.page} of ${loaded.pageCount}.` : loaded.description,
    path: listPagePath(BASE_PATH, loaded.page),
    jsonLd: jsonLdGraph([
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: BASE_PATH },
      ])]),
  })
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount: pages, cards, categories, heading, description } = loaderData
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
