import { Mail, Phone } from '../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import { groupFaqs } from '../../core/contracts/faq.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { FaqList } from '../features/faq/faq-list.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/faq.ts'
import { useBusiness } from '../lib/business.ts'
import { healthPageReview } from '../../content/review/health-pages.ts'
import { ReviewStatusBox } from '../features/health-review/review-status.tsx'
import { PageMessages } from '../lib/i18n.tsx'

/**
 * /faq: the published questions from the database, grouped by category, with FAQPage data. In
 * Hindi, each entry's Hindi text, or its English marked as such where none is written (decision 0081).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['faq'])
  const faqs = await context.get(serverContext).services.faq.listPublished(language)
  return {
    ...messages.faq.page,
    messages,
    hindi: language === 'hi',
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
  return (
    <PageMessages messages={loaderData.messages}>
      <Faq {...loaderData} />
    </PageMessages>
  )
}

function Faq({ heading, description, groups, review, hindi }: Route.ComponentProps['loaderData']) {
  const business = useBusiness()
  const t = useTranslations('faq')
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <FaqList groups={groups} />
        {review ? (
          hindi ? (
            // The review box's words and sources are the English answers': said once in Hindi, then shown as they are.
            <div className="mt-12">
              <p className="mb-3 text-ink-muted">{t('review.note')}</p>
              <div lang="en">
                <ReviewStatusBox status={review} />
              </div>
            </div>
          ) : (
            <ReviewStatusBox status={review} className="mt-12" />
          )
        ) : null}
        <section aria-labelledby="faq-contact-heading" className="card mt-12 p-5 sm:p-7">
          <h2 id="faq-contact-heading" className="font-display text-xl font-semibold text-ink">
            {t('contact.heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('contact.text', { hours: business.hours })}</p>
          <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
            <li>
              <a href={business.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700">
                <Phone aria-hidden="true" className="size-4" /> {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} translate={hindi ? 'no' : undefined} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700">
                <Mail aria-hidden="true" className="size-4" /> {business.email}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
