import { SERVICE_PAGE_CONTENT } from '../../content/services/pages.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { ChecklistPair } from '../features/service-pages/checklist-pair.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { loadServiceContentPage } from '../features/service-pages/service-content-loader.ts'
import { PriceCard } from '../features/service-pages/price-card.tsx'
import { RelatedLinks } from '../features/service-pages/related-links.tsx'
import { StepsSection } from '../features/service-pages/steps-section.tsx'
import { Paragraphs, TextSectionsBlock } from '../features/service-pages/text-sections.tsx'
import { VaccineScheduleSection } from '../features/service-pages/vaccine-schedule.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/service-page.ts'
import { ReviewStatusSection } from '../features/health-review/review-status.tsx'

/** A service page: its copy from content/services, its prices from the server's catalogue. */
export function loader({ url, context }: Route.LoaderArgs) {
  return loadServiceContentPage(url, context, SERVICE_PAGE_CONTENT)
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { heading, content, offers, review } = loaderData
  const offersSection = (
    <div id="book" className="scroll-mt-20">
      <ServiceOffers services={offers} heading={content.offersHeading} />
    </div>
  )
  const about = (
    <PageSection id="about" heading={content.about.heading}>
      <Paragraphs paragraphs={content.about.paragraphs} />
    </PageSection>
  )
  const checklists = <ChecklistPair included={content.included} audience={content.audience} />
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
      {content.layout === 'sheet' ? (
        <>
          {about}
          {checklists}
          {offersSection}
          <StepsSection block={content.steps} />
          <TextSectionsBlock id="details" sections={content.sections} />
        </>
      ) : (
        <>
          {about}
          {content.schedule ? <VaccineScheduleSection schedule={content.schedule} /> : null}
          <TextSectionsBlock id="details" sections={content.sections} />
          {offersSection}
          {checklists}
          <StepsSection block={content.steps} />
        </>
      )}
      <FaqSection faqs={content.faqs} />
      {review ? <ReviewStatusSection status={review} /> : null}
      <RelatedLinks links={content.related} />
      <BookingBand heading="A vet at your door, when it suits you" text="Pick a day and an hourly slot, and a registered vet comes to you. Pay online, or after the service." />
    </>
  )
}
