import { data } from 'react-router'
import { serviceIdsForPage } from '../../core/catalogue/service-pages.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/content-page.ts'

/** Renders a page of the route table from its entry in core/site/pages.ts. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = findSitePage(url.pathname.replace(/\/+$/, '') || '/')
  if (!page) throw data(null, { status: 404 })
  const ids = serviceIdsForPage(page.path)
  const catalogue = ids.length > 0 ? await context.get(serverContext).services.catalogue.listServices() : []
  const offers = ids.flatMap((id) => catalogue.filter((service) => service.id === id))
  return { path: page.path, title: page.title, heading: page.heading, description: page.description, noIndex: page.noIndex ?? false, offers }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    noIndex: args.loaderData?.noIndex,
  })

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <ServiceOffers services={loaderData.offers} />
    </>
  )
}
