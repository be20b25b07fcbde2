import { data } from 'react-router'
import { SERVICE_PAGE_CONTENT } from '../../content/services/pages.ts'
import { SERVICE_PAGES_HI } from '../../content/services/hi/pages.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { BookingBand } from '../features/service-pages/booking-band.tsx'
import { ChecklistPair } from '../features/service-pages/checklist-pair.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { GuideSummary } from '../features/service-pages/guide-summary.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { loadServiceContentPage } from '../features/service-pages/service-content-loader.ts'
import { PriceCard } from '../features/service-pages/price-card.tsx'
import { RelatedLinks } from '../features/service-pages/related-links.tsx'
import { StepsSection } from '../features/service-pages/steps-section.tsx'
import { Paragraphs, TextSectionsBlock } from '../features/service-pages/text-sections.tsx'
import { VaccineScheduleSection } from '../features/service-pages/vaccine-schedule.tsx'
import { useServicePageWords } from '../features/service-pages/words.ts'
import { loaderDataMeta } from '../lib/head.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { PageMessages } from '../lib/i18n.tsx'
import type { Route } from './+types/service-page.ts'
import { ReviewStatusSection } from '../features/health-review/review-status.tsx'

/**
 * A service page: its copy from content/services, its prices from the server's catalogue. The
 * Hindi page (decision 0079) has its own frame and summary, over the guide kept in English.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const page = await loadServiceContentPage(new URL(englishPath(url.pathname), url), context, SERVICE_PAGE_CONTENT)
  if (language === 'en') return { ...page, hindi: null, messages: {} }
  const hindi = SERVICE_PAGES_HI[englishPath(url.pathname).replace(/\/+$/, '')]
  if (!hindi) throw data(null, { status: 404 })
  const { title, heading, description } = hindi
  return { ...page, title, heading, description, hindi: await withContentFacts(context, hindi), messages: messagesOf(language, ['servicePages']) }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

type PageData = Route.ComponentProps['loaderData']

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <PageMessages messages={loaderData.messages}>{loaderData.hindi ? <HindiServicePage data={loaderData} hindi={loaderData.hindi} /> : <EnglishServicePage data={loaderData} />}</PageMessages>
}

function EnglishServicePage({ data: { heading, content, offers, review } }: { data: PageData }) {
  const words = useServicePageWords()
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
        aside={<PriceCard heading={words('priceCard.prices')} services={offers} />}
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
      <BookingBand heading={words('band.service.heading')} text={words('band.service.text')} />
    </>
  )
}

/**
 * The Hindi page: the top, a summary with the review status, and the booking in Hindi; the guide
 * (what the service is and includes, the schedule, the steps), its questions and its sources stay
 * in English, marked `lang="en"`.
 */
function HindiServicePage({ data: { content, offers, review }, hindi }: { data: PageData; hindi: NonNullable<PageData['hindi']> }) {
  const words = useServicePageWords()
  return (
    <>
      <PageHero
        kind={content.kind}
        eyebrow={hindi.eyebrow}
        heading={hindi.heading}
        lead={hindi.lead}
        highlights={hindi.highlights}
        aside={<PriceCard heading={words('priceCard.prices')} services={offers} />}
      />
      <GuideSummary summary={hindi.summary} review={review} />
      <div id="book" className="scroll-mt-20">
        <ServiceOffers services={offers} heading={hindi.offersHeading} />
      </div>
      <div id="guide" lang="en" className="scroll-mt-20">
        <PageSection id="about" heading={content.about.heading}>
          <Paragraphs paragraphs={content.about.paragraphs} />
        </PageSection>
        {content.schedule ? <VaccineScheduleSection schedule={content.schedule} /> : null}
        <TextSectionsBlock id="details" sections={content.sections} />
        <ChecklistPair included={content.included} audience={content.audience} />
        <StepsSection block={content.steps} />
      </div>
      <FaqSection faqs={content.faqs} faqsLang="en" />
      {review ? (
        <div lang="en">
          <ReviewStatusSection status={review} />
        </div>
      ) : null}
      <RelatedLinks links={content.related} lang="en" />
      <BookingBand heading={words('band.service.heading')} text={words('band.service.text')} />
    </>
  )
}
