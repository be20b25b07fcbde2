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

/** A near-me page: what to look for near you, which kind of care suits, and the services we bring. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadServiceContentPage(url, context, NEAR_ME_PAGE_CONTENT)
  const { pincodes, hospitals } = context.get(serverContext).services
  const [served, verifiedHospitals] = await Promise.all([
    Promise.all(CITIES.map((city) => pincodes.servedPincodes(city.slug))).then((cities) => cities.filter((city) => city !== null)),
    // The emergency page names only hospitals the team has checked (decision 0063).
    page.content.kind === 'emergency' ? hospitals.listVerified() : Promise.resolve(null),
  ])
  return { ...page, served, verifiedHospitals }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function NearMePage({ loaderData }: Route.ComponentProps) {
  const { heading, content, offers, served, review, verifiedHospitals } = loaderData
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
