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
import { SERVICES_OVERVIEW_HI } from '../../content/services/hi/overview.ts'
import { SERVICES_OVERVIEW_PAGE_HI } from '../../content/services/hi/pages.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { useServicePageWords } from '../features/service-pages/words.ts'

/** /services: every service, its lowest price from the catalogue, and links to its pages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  // The Hindi page (/hi/services) has its own words; the catalogue and its prices are the same.
  const language = languageOfPath(url.pathname)
  const content = language === 'hi' ? SERVICES_OVERVIEW_HI : SERVICES_OVERVIEW
  const messages = messagesOf(language, ['servicePages'])
  const { path, page: englishPage, siteOrigin, catalogue, offers, visitTypes } = await loadCataloguePage(new URL(englishPath(url.pathname), url), context, content.visitTypes)
  const page = language === 'hi' ? SERVICES_OVERVIEW_PAGE_HI : englishPage
  const groups = content.groups.map((group) => ({ group, fromPrice: lowestPrice(catalogue, group.serviceIds) }))
  const jsonLd = jsonLdGraph([
    offerCatalogJsonLd({ origin: siteOrigin, path, name: page.heading, offers: catalogue, contact: contactOf(context) }),
    faqPageJsonLd(content.faqs),
  ])
  const data = await withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, content, groups, visitTypes, offers, jsonLd })
  return { ...data, messages }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function ServicesOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServicesOverview {...loaderData} />
    </PageMessages>
  )
}

function ServicesOverview({ heading, content, groups, visitTypes, offers }: Route.ComponentProps['loaderData']) {
  const words = useServicePageWords()
  return (
    <>
      <PageHero
        kind="consultation"
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        aside={<PriceCard heading={words('priceCard.visitCharges')} services={visitTypes.flatMap(({ service }) => (service ? [service] : []))} />}
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
      <PageSection id="cities" heading={words('cities.heading')}>
        <CityLinks />
      </PageSection>
      <FaqSection faqs={content.faqs} />
      <BookingBand heading={words('band.overview.heading')} text={words('band.overview.text')} />
    </>
  )
}
