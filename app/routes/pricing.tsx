import { PRICING } from '../../content/services/pricing.ts'
import { priceListGroups } from '../../core/catalogue/price-list.ts'
import { faqPageJsonLd, jsonLdGraph, offerCatalogJsonLd } from '../../core/site/structured-data.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { PriceTable } from '../features/service-pages/price-table.tsx'
import { StartingPrices } from '../features/service-pages/starting-prices.tsx'
import { RelatedLinks } from '../features/service-pages/related-links.tsx'
import { TextSections, TextSectionsBlock } from '../features/service-pages/text-sections.tsx'
import { VisitTypeCards } from '../features/service-pages/visit-type-cards.tsx'
import { loadCataloguePage } from '../features/service-pages/service-content-loader.ts'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/pricing.ts'
import { contactOf, withContentFacts } from '../lib/content-facts.ts'
import { PRICING_HI } from '../../content/services/hi/pricing.ts'
import { PRICING_PAGE_HI } from '../../content/services/hi/pages.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { useServicePageWords } from '../features/service-pages/words.ts'

/** /pricing: every service of the server's catalogue with its list price and the price charged. */
export async function loader({ url, context }: Route.LoaderArgs) {
  // The Hindi page (/hi/pricing) has its own words; the catalogue and its prices are the same.
  const language = languageOfPath(url.pathname)
  const content = language === 'hi' ? PRICING_HI : PRICING
  const messages = messagesOf(language, ['servicePages'])
  const { path, page: englishPage, siteOrigin, catalogue, offers, visitTypes } = await loadCataloguePage(new URL(englishPath(url.pathname), url), context, content.visitTypes)
  const page = language === 'hi' ? PRICING_PAGE_HI : englishPage
  const groups = priceListGroups(catalogue).map((group) => ({ ...group, heading: content.groupHeadings[group.key] ?? group.key }))
  const jsonLd = jsonLdGraph([
    offerCatalogJsonLd({ origin: siteOrigin, path, name: language === 'hi' ? PRICING_HI.tableHeading : 'Prices of veterinary services', offers: catalogue, contact: contactOf(context) }),
    faqPageJsonLd(content.faqs),
  ])
  const data = await withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, content, groups, visitTypes, offers, jsonLd })
  return { ...data, messages }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Pricing {...loaderData} />
    </PageMessages>
  )
}

function Pricing({ heading, content, groups, visitTypes, offers }: Route.ComponentProps['loaderData']) {
  const words = useServicePageWords()
  const startingPrices = groups.map((group) => ({
    key: group.key,
    label: group.heading,
    from: Math.min(...group.services.map((service) => service.discountedPrice)),
  }))
  return (
    <>
      <PageHero
        kind="consultation"
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        aside={<StartingPrices heading={words('startingPrices.heading')} prices={startingPrices} note={words('startingPrices.note')} />}
        pricesAnchor="#price-list"
      />
      <PageSection id="visit-charges" heading={content.visitChargesHeading} intro={content.visitChargesIntro}>
        <VisitTypeCards visitTypes={visitTypes} />
      </PageSection>
      <PageSection id="price-list" heading={content.tableHeading} intro={content.tableIntro} tone="band">
        <PriceTable groups={groups} links={content.serviceLinks} />
      </PageSection>
      <PageSection id="no-hidden-fees" heading={content.fees.heading}>
        <div className="grid gap-10 lg:grid-cols-2">
          <TextSections sections={[content.fees.noHiddenFees]} level="h3" />
          <TextSections sections={[content.fees.payment]} level="h3" />
        </div>
      </PageSection>
      <div id="book" className="scroll-mt-20">
        <ServiceOffers services={offers} heading={content.offersHeading} />
      </div>
      <TextSectionsBlock id="details" sections={content.sections} />
      <FaqSection faqs={content.faqs} />
      <RelatedLinks links={content.related} heading={words('related.pricing')} />
      <BookingBand heading={words('band.pricing.heading')} text={words('band.pricing.text')} />
    </>
  )
}
