import { data } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/content-page.ts'
import { withContentFacts } from '../lib/content-facts.ts'

/** Renders a page of the route table from its entry in core/site/pages.ts. */
export function loader({ url, context }: Route.LoaderArgs) {
  const page = findSitePage(url.pathname.replace(/\/+$/, '') || '/')
  if (!page) throw data(null, { status: 404 })
  return withContentFacts(context, {
    path: page.path,
    title: page.title,
    heading: page.heading,
    description: page.description,
    noIndex: page.noIndex ?? false,
  })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader heading={loaderData.heading} description={loaderData.description} />
}
