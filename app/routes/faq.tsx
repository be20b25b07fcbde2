import { Mail, Phone } from '../components/ui/icons.tsx'
import { groupFaqs } from '../../core/contracts/faq.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { FaqList } from '../features/faq/faq-list.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/faq.ts'
import { useBusiness } from '../lib/business.ts'
import { healthPageReview } from '../../content/review/health-pages.ts'
import { ReviewStatusBox } from '../features/health-review/review-status.tsx'

/** /faq: the published questions from the database, grouped by category, with FAQPage data. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/faq')
  const faqs = await context.get(serverContext).services.faq.listPublished()
  return {
    title: page?.title ?? 'FAQ',
    heading: page?.heading ?? 'Frequently asked questions',
    description: page?.description ?? '',
    groups: groupFaqs(faqs),
    review: healthPageReview('/faq'),
  }
}

export const meta: Route.MetaFunction = (args) => {
  const groups = args.loaderData?.groups ?? []
  return pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    jsonLd:
      groups.length > 0
        ? {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: groups.flatMap((group) =>
              group.faqs.map((faq) => ({
                '@type': 'Question',
                name: faq.question,
                acceptedAnswer: { '@type': 'Answer', text: faq.answer },
              })),
            ),
          }
        : undefined,
  })
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <FaqList groups={loaderData.groups} />
        {loaderData.review ? <ReviewStatusBox status={loaderData.review} className="mt-12" /> : null}
        <section aria-labelledby="faq-contact-heading" className="card mt-12 p-5 sm:p-7">
          <h2 id="faq-contact-heading" className="font-display text-xl font-semibold text-ink">
            Still have a question?
          </h2>
          <p className="mt-2 text-ink-muted">Our support team answers every day from {business.hours}. In an emergency outside those hours, go straight to the nearest 24-hour veterinary hospital.</p>
          <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
            <li>
              <a href={business.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700">
                <Phone aria-hidden="true" className="size-4" /> {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700">
                <Mail aria-hidden="true" className="size-4" /> {business.email}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
