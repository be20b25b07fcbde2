import { type RouterContextProvider, data } from 'react-router'
import { serviceIdsForPage, servicesInOrder } from '../../../core/catalogue/service-pages.ts'
import { findSitePage } from '../../../core/site/pages.ts'
import { englishPath } from '../../../core/i18n/language.ts'
import { type FaqEntry, faqPageJsonLd, jsonLdGraph, serviceJsonLd } from '../../../core/site/structured-data.ts'
import { serverContext } from '../../lib/server-context.ts'
import { contactOf, withContentFacts } from '../../lib/content-facts.ts'
import { healthPageReview } from '../../../content/review/health-pages.ts'

type ServiceContent = { schema: { name: string; serviceType: string }; faqs: readonly FaqEntry[] }

/**
 * The loader of a page that sells services (a service page, a near-me page): its copy from
 * `contents`, its offers from the server's catalogue, and its Service and FAQPage JSON-LD.
 * A path without copy is a 404.
 */
export async function loadServiceContentPage<Content extends ServiceContent>(
  url: URL,
  context: Readonly<RouterContextProvider>,
  contents: Readonly<Record<string, Content>>,
) {
  // A Hindi page (/hi/...) shows the copy of its English path (decision 0075).
  const path = englishPath(url.pathname).replace(/\/+$/, '')
  const page = findSitePage(path)
  const content = contents[path]
  if (!page || !content) throw data(null, { status: 404 })
  const { siteOrigin, services } = context.get(serverContext)
  const offers = servicesInOrder(await services.catalogue.listServices(), serviceIdsForPage(path))
  const jsonLd = jsonLdGraph([
    serviceJsonLd({ origin: siteOrigin, path, name: content.schema.name, serviceType: content.schema.serviceType, description: page.description, offers, contact: contactOf(context) }),
    faqPageJsonLd(content.faqs),
  ])
  return withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, content, offers, jsonLd, review: healthPageReview(path) })
}

/**
 * The common part of the loaders of the catalogue-wide pages (/services, /pricing): the page of
 * the route table (a 404 without one), the whole catalogue, this page's offers, and the three
 * visit charges matched to their copy.
 */
export async function loadCataloguePage<VisitCopy extends { serviceId: string }>(
  url: URL,
  context: Readonly<RouterContextProvider>,
  visitTypeCopy: readonly VisitCopy[],
) {
  const path = url.pathname.replace(/\/+$/, '')
  const page = findSitePage(path)
  if (!page) throw data(null, { status: 404 })
  const { siteOrigin, services } = context.get(serverContext)
  const catalogue = await services.catalogue.listServices()
  const offers = servicesInOrder(catalogue, serviceIdsForPage(path))
  const visitTypes = visitTypeCopy.map((copy) => ({ copy, service: catalogue.find((service) => service.id === copy.serviceId) ?? null }))
  return { path, page, siteOrigin, catalogue, offers, visitTypes }
}
