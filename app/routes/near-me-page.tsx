import { NEAR_ME_PAGE_CONTENT } from '../../content/near-me/pages.ts'
import { CITIES } from '../../core/site/cities.ts'
import { ServedPincodes } from '../features/service-pages/served-pincodes.tsx'
import { VerifiedHospitals } from '../features/hospitals/verified-hospitals.tsx'
import { serverContext } from '../lib/server-context.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { CareOptions } from '../features/service-pages/care-options.tsx'
import { CheckGrid } from '../features/service-pages/check-grid.tsx'
import { CityLinks } from '../features/service-pages/city-links.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { loadServiceContentPage } from '../features/service-pages/service-content-loader.ts'
import { PriceCard } from '../features/service-pages/price-card.tsx'
import { RelatedLinks } from '../features/service-pages/related-links.tsx'
import { StepsSection } from '../features/service-pages/steps-section.tsx'
import { TextSectionsBlock } from '../features/service-pages/text-sections.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/near-me-page.ts'
import { ReviewStatusSection } from '../features/health-review/review-status.tsx'
import { data } from 'react-router'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import type { NearMeKey } from '../../content/i18n/en/places.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages } from '../lib/i18n.tsx'
import {
  EnglishGuide,
  EnglishNotice,
  PlaceBookingBand,
  PlaceCityLinks,
  PlaceHero,
  PlaceHospitals,
  PlaceOffers,
  PlacePincodes,
  PlacePriceCard,
  PlaceSection,
} from '../features/service-pages/translated-blocks.tsx'

/** A near-me page: what to look for near you, which kind of care suits, and the services we bring. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadServiceContentPage(url, context, NEAR_ME_PAGE_CONTENT)
  const { pincodes, hospitals } = context.get(serverContext).services
  const [served, verifiedHospitals] = await Promise.all([
    Promise.all(CITIES.map((city) => pincodes.servedPincodes(city.slug))).then((cities) => cities.filter((city) => city !== null)),
    // The emergency page names only hospitals the team has checked (decision 0063).
    page.content.kind === 'emergency' ? hospitals.listVerified() : Promise.resolve(null),
  ])
  // A Hindi page has its own words and frame; its long guidance stays English (decision 0080).
  const language = languageOfPath(url.pathname)
  const key = englishPath(url.pathname).replace(/\/+$/, '').slice(1) as NearMeKey
  const messages = language === 'hi' ? messagesOf(language, ['places']) : null
  const words = messages?.places.nearMe[key]
  if (messages && !words) throw data(null, { status: 404 })
  return words
    ? { ...page, title: words.title, heading: words.heading, description: words.description, summary: words.summary, messages, served, verifiedHospitals }
    : { ...page, summary: null, messages: null, served, verifiedHospitals }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function NearMePage({ loaderData }: Route.ComponentProps) {
  const { heading, content, offers, served, review, verifiedHospitals, messages } = loaderData
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedNearMePage {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <PageHero
        kind={content.kind}
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        aside={<PriceCard heading="Prices" services={offers} />}
      />
      <PageSection id="what-to-look-for" heading={content.lookFor.heading}>
        <CheckGrid items={content.lookFor.items} tone={content.kind === 'emergency' ? 'warning' : 'check'} />
      </PageSection>
      {verifiedHospitals ? (
        <PageSection id="hospitals" heading="24-hour hospitals">
          <VerifiedHospitals hospitals={verifiedHospitals} />
        </PageSection>
      ) : null}
      <PageSection id="which-care" heading={content.choice.heading} intro={content.choice.intro} tone="band">
        <CareOptions options={content.choice.options} />
      </PageSection>
      <div id="book" className="scroll-mt-20">
        <ServiceOffers services={offers} heading={content.offersHeading} />
      </div>
      <TextSectionsBlock id="details" sections={content.sections} />
      {content.steps ? <StepsSection block={content.steps} /> : null}
      <PageSection id="cities" heading="Cities we cover" intro={content.citiesIntro}>
        <CityLinks />
      </PageSection>
      {served.length > 0 ? (
        <PageSection id="pin-codes" heading="PIN codes we visit" intro="Open your city to see whether your PIN code and locality are covered." tone="band">
          <ServedPincodes cities={served} />
        </PageSection>
      ) : null}
      <FaqSection faqs={content.faqs} />
      {review ? <ReviewStatusSection status={review} /> : null}
      <RelatedLinks links={content.related} />
      <BookingBand heading="Book a vet near you" text="Pick a day and an hourly slot, and a registered vet comes to your home. Pay online, or after the service." />
    </>
  )
}

/** A near-me page in Hindi: its own summary and frame; the long guidance in English below. */
function TranslatedNearMePage({ heading, summary, content, offers, served, review, verifiedHospitals }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('places')
  return (
    <>
      <PlaceHero kind={content.kind} eyebrow={t('hero.nearMeEyebrow')} heading={heading} summary={summary ?? ''} aside={<PlacePriceCard heading={t('prices.heading')} services={offers} />} />
      <EnglishNotice review={review} />
      {verifiedHospitals ? (
        <PlaceSection id="hospitals" heading={t('hospitals.heading')}>
          <PlaceHospitals hospitals={verifiedHospitals} />
        </PlaceSection>
      ) : null}
      <PlaceOffers services={offers} />
      <PlaceSection id="cities" heading={t('cityLinks.coveredHeading')} tone="band">
        <PlaceCityLinks label={t('cityLinks.label')} />
      </PlaceSection>
      {served.length > 0 ? (
        <PlaceSection id="pin-codes" heading={t('pincodes.heading')} intro={t('pincodes.intro')}>
          <PlacePincodes cities={served} />
        </PlaceSection>
      ) : null}
      <EnglishGuide>
        <PageSection id="what-to-look-for" heading={content.lookFor.heading}>
          <CheckGrid items={content.lookFor.items} tone={content.kind === 'emergency' ? 'warning' : 'check'} />
        </PageSection>
        <PageSection id="which-care" heading={content.choice.heading} intro={content.choice.intro} tone="band">
          <CareOptions options={content.choice.options} />
        </PageSection>
        <TextSectionsBlock id="details" sections={content.sections} />
        {content.steps ? <StepsSection block={content.steps} /> : null}
        <FaqSection faqs={content.faqs} />
      </EnglishGuide>
      <PlaceBookingBand heading={t('band.heading')} />
    </>
  )
}
