import { data } from 'react-router'
import { CITY_PAGE_CONTENT } from '../../content/cities/pages.ts'
import { serviceIdsForPage, servicesInOrder } from '../../core/catalogue/service-pages.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { CITIES, cityPagePath } from '../../core/site/cities.ts'
import { faqPageJsonLd, jsonLdGraph, veterinaryCareJsonLd } from '../../core/site/structured-data.ts'
import { BRAND } from '../../core/brand.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { AreaList } from '../features/service-pages/area-list.tsx'
import { ServedPincodes } from '../features/service-pages/served-pincodes.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { CityLinks } from '../features/service-pages/city-links.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { PriceCard } from '../features/service-pages/price-card.tsx'
import { LinkCards } from '../features/service-pages/related-links.tsx'
import { ResponseTimes } from '../features/service-pages/response-times.tsx'
import { SeasonalRisks } from '../features/service-pages/seasonal-risks.tsx'
import { Paragraphs, TextSections } from '../features/service-pages/text-sections.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/city-page.ts'
import { contactOf, withContentFacts } from '../lib/content-facts.ts'
import { healthPageReview } from '../../content/review/health-pages.ts'
import { ReviewStatusSection } from '../features/health-review/review-status.tsx'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages } from '../lib/i18n.tsx'
import {
  EnglishGuide,
  EnglishNotice,
  PlaceAreas,
  PlaceBookingBand,
  PlaceCityLinks,
  PlaceHero,
  PlaceOffers,
  PlacePincodes,
  PlacePriceCard,
  PlaceSection,
} from '../features/service-pages/translated-blocks.tsx'

/** Vet home visits in one city: its own copy from content/cities, prices from the catalogue. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const path = englishPath(url.pathname).replace(/\/+$/, '')
  const page = findSitePage(path)
  const content = CITY_PAGE_CONTENT[path]
  if (!page || !content) throw data(null, { status: 404 })
  const { siteOrigin, services } = context.get(serverContext)
  const offers = servicesInOrder(await services.catalogue.listServices(), serviceIdsForPage(path))
  const city = CITIES.find((candidate) => cityPagePath(candidate.slug) === path)
  const served = city ? await services.pincodes.servedPincodes(city.slug) : null
  const jsonLd = jsonLdGraph([
    veterinaryCareJsonLd({
      origin: siteOrigin,
      path,
      name: `${BRAND} vet home visits in ${content.name}`,
      description: page.description,
      city: { name: content.officialName ?? content.name, region: content.region },
      localities: content.areas.groups.flatMap((group) => group.localities),
      offers,
      openingHours: 'Mo-Su 09:00-20:00',
      contact: contactOf(context),
    }),
    faqPageJsonLd(content.faqs),
  ])
  // A Hindi page has its own words and frame; its long guidance stays English (decision 0080).
  const messages = language === 'hi' && city ? messagesOf(language, ['places']) : null
  const words = messages && city ? messages.places.cities[city.slug] : page
  const filled = await withContentFacts(context, { title: words.title, heading: words.heading, description: words.description, content, offers, served, jsonLd, review: healthPageReview(path) })
  return { ...filled, messages, summary: messages && city ? messages.places.cities[city.slug].summary : null }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { heading, content, offers, served, review, messages } = loaderData
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedCityPage {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <PageHero
        kind="consultation"
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        aside={<PriceCard heading={`Popular in ${content.name}`} services={offers} />}
      />
      <PageSection id="about" heading={content.intro.heading}>
        <Paragraphs paragraphs={content.intro.paragraphs} />
      </PageSection>
      <PageSection id="areas" heading={content.areas.heading} intro={content.areas.intro} tone="band">
        <AreaList groups={content.areas.groups} note={content.areas.note} />
      </PageSection>
      {served && served.pincodes.length > 0 ? (
        <PageSection id="pin-codes" heading={`PIN codes we visit in ${served.name}`} intro="Every PIN code below is in our home-visit area; the booking form checks yours as you type it.">
          <ServedPincodes cities={[served]} open />
        </PageSection>
      ) : null}
      <PageSection id="response-times" heading={content.responseTimes.heading} intro={content.responseTimes.intro}>
        <ResponseTimes rows={content.responseTimes.rows} note={content.responseTimes.note} />
      </PageSection>
      <div id="book" className="scroll-mt-20">
        <ServiceOffers services={offers} heading={content.offersHeading} />
      </div>
      <PageSection id="local-rules" heading={content.localFacts.heading} tone="band">
        <div className="grid gap-10 lg:grid-cols-2">
          {content.localFacts.sections.map((section) => (
            <TextSections key={section.heading} sections={[section]} level="h3" />
          ))}
        </div>
      </PageSection>
      <PageSection id="seasons" heading={content.seasons.heading} intro={content.seasons.intro}>
        <SeasonalRisks risks={content.seasons.risks} />
      </PageSection>
      <FaqSection faqs={content.faqs} />
      {review ? <ReviewStatusSection status={review} /> : null}
      <PageSection id="more" heading="Services and nearby cities">
        <LinkCards links={content.related} />
        <h3 className="mt-10 font-display text-xl font-bold text-ink">Nearby cities</h3>
        <div className="mt-4">
          <CityLinks current={content.slug} label="Nearby cities" />
        </div>
      </PageSection>
      <BookingBand heading={`A vet at your door in ${content.name}`} text="Pick a day and an hourly slot from 9 am to 8 pm. Pay online, or pay the vet after the service." />
    </>
  )
}

/** The city page in Hindi: its own summary and frame; the long local guidance in English below. */
function TranslatedCityPage({ heading, summary, content, offers, served, review }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('places')
  const city = t(`cityNames.${content.slug as (typeof CITIES)[number]['slug']}`)
  return (
    <>
      <PlaceHero kind="consultation" eyebrow={t('hero.cityEyebrow', { city })} heading={heading} summary={summary ?? ''} aside={<PlacePriceCard heading={t('prices.cityHeading', { city })} services={offers} />} />
      <EnglishNotice review={review} />
      <PlaceSection id="areas" heading={t('areas.heading', { city })} intro={t('areas.intro')}>
        <PlaceAreas groups={content.areas.groups} />
      </PlaceSection>
      {served && served.pincodes.length > 0 ? (
        <PlaceSection id="pin-codes" heading={t('pincodes.cityHeading', { city })} intro={t('pincodes.cityIntro')} tone="band">
          <PlacePincodes cities={[served]} open />
        </PlaceSection>
      ) : null}
      <PlaceOffers services={offers} />
      <EnglishGuide>
        <PageSection id="about" heading={content.intro.heading}>
          <Paragraphs paragraphs={content.intro.paragraphs} />
          <p className="mt-6 max-w-3xl leading-relaxed text-ink-muted">{content.areas.note}</p>
        </PageSection>
        <PageSection id="response-times" heading={content.responseTimes.heading} intro={content.responseTimes.intro} tone="band">
          <ResponseTimes rows={content.responseTimes.rows} note={content.responseTimes.note} />
        </PageSection>
        <PageSection id="local-rules" heading={content.localFacts.heading}>
          <div className="grid gap-10 lg:grid-cols-2">
            {content.localFacts.sections.map((section) => (
              <TextSections key={section.heading} sections={[section]} level="h3" />
            ))}
          </div>
        </PageSection>
        <PageSection id="seasons" heading={content.seasons.heading} intro={content.seasons.intro} tone="band">
          <SeasonalRisks risks={content.seasons.risks} />
        </PageSection>
        <FaqSection faqs={content.faqs} />
      </EnglishGuide>
      <PlaceSection id="more" heading={t('cityLinks.nearby')}>
        <PlaceCityLinks current={content.slug} label={t('cityLinks.nearby')} />
      </PlaceSection>
      <PlaceBookingBand heading={t('band.cityHeading', { city })} />
    </>
  )
}
