import { data, redirect } from 'react-router'
import { BLOGS_PER_PAGE, blogCategoryPath, categoryName, listPagePath, pageCount, parsePageParam, toBlogCard } from '../../core/blog/listing.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { categoryDescription } from '../../content/blog/categories.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { CategoryFilter } from '../features/blog/category-filter.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/blog-category.ts'

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) throw data(null, { status: 404 })
  const { blog } = context.get(serverContext).services
  const [{ posts, total }, categories] = await Promise.all([
    blog.listPage({ page, perPage: BLOGS_PER_PAGE, category: params.category }),
    blog.listCategories(),
  ])
  // A category is known by its posts; an empty one would be a page with nothing on it (a soft 404).
  if (total === 0) throw data(null, { status: 404 })
  if (page === 1 && url.searchParams.has('page')) throw redirect(blogCategoryPath(params.category), 301)
  const pages = pageCount(total)
  if (page > pages) throw data(null, { status: 404 })
  const name = categoryName(params.category)
  return {
    category: params.category,
    name,
    description: categoryDescription(params.category, name),
    page,
    pageCount: pages,
    total,
    cards: posts.map(toBlogCard),
    categories,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const basePath = blogCategoryPath(loaded.category)
  const suffix = loaded.page > 1 ? `, Page ${loaded.page} of ${loaded.pageCount}` : ''
  const origin = siteOriginOf(args)
  return pageMeta(args, {
    title: `${loaded.name} Articles${suffix}`,
    description: loaded.page > 1 ? `${loaded.description} Page ${loaded.page} of ${loaded.pageCount}.` : loaded.description,
    path: listPagePath(basePath, loaded.page),
    jsonLd: jsonLdGraph([
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: loaded.name, path: basePath },
      ])]),
  })
}

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, name, description, page, pageCount: pages, total, cards, categories } = loaderData
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
