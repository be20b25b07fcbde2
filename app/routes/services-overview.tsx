import { SERVICES_OVERVIEW } from '../../content/services/overview.ts'
import { lowestPrice } from '../../core/catalogue/price-list.ts'
import { faqPageJsonLd, jsonLdGraph, offerCatalogJsonLd } from '../../core/site/structured-data.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { CityLinks } from '../features/service-pages/city-links.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { PriceCard } from '../features/service-pages/price-card.tsx'
import { ServiceGroupCards } from '../features/service-pages/service-group-cards.tsx'
import { StepsSection } from '../features/service-pages/steps-section.tsx'
import { VisitTypeCards } from '../features/service-pages/visit-type-cards.tsx'
import { loadCataloguePage } from '../features/service-pages/service-content-loader.ts'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/services-overview.ts'
import { contactOf, withContentFacts } from '../lib/content-facts.ts'

/** /services: every service, its lowest price from the catalogue, and links to its pages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const content = SERVICES_OVERVIEW
  const { path, page, siteOrigin, catalogue, offers, visitTypes } = await loadCataloguePage(url, context, content.visitTypes)
  const groups = content.groups.map((group) => ({ group, fromPrice: lowestPrice(catalogue, group.serviceIds) }))
  const jsonLd = jsonLdGraph([
    offerCatalogJsonLd({ origin: siteOrigin, path, name: 'Veterinary services for dogs and cats', offers: catalogue, contact: contactOf(context) }),
    faqPageJsonLd(content.faqs),
  ])
  return withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, content, groups, visitTypes, offers, jsonLd })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function ServicesOverviewPage({ loaderData }: Route.ComponentProps) {
  const { heading, content, groups, visitTypes, offers } = loaderData
  return (
    <>
      <PageHero
        kind="consultation"
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        aside={<PriceCard heading="Visit charges" services={visitTypes.flatMap(({ service }) => (service ? [service] : []))} />}
        pricesAnchor="#visit-types"
      />
      <PageSection id="all-services" heading={content.groupsHeading}>
        <ServiceGroupCards groups={groups} />
      </PageSection>
      <PageSection id="visit-types" heading={content.visitTypesHeading} intro={content.visitTypesIntro} tone="band">
        <VisitTypeCards visitTypes={visitTypes} />
      </PageSection>
      <div id="book" className="scroll-mt-20">
        <ServiceOffers services={offers} heading={content.offersHeading} />
      </div>
      <StepsSection block={content.steps} />
      <PageSection id="cities" heading="Where our vets visit">
        <CityLinks />
      </PageSection>
      <FaqSection faqs={content.faqs} />
      <BookingBand heading="Not sure which service you need?" text="Book a home visit or a video call: the vet examines or listens, then tells you what your pet needs, and nothing more." />
    </>
  )
}
