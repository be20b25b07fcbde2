import { data } from 'react-router'
import { useTranslations } from 'use-intl'
import {
  CANCELLATION_POLICY,
  MEMBERSHIP_REFUND_DAYS,
  NO_SHOW_WAIT_MINUTES,
  ONLINE_CHANGE_CUTOFF_HOURS,
  REFUND_CREDIT_WORKING_DAYS,
  RESCHEDULE_WINDOW_DAYS,
} from '../../content/policies/cancellation-policy.ts'
import { GRIEVANCE_REPLY_DAYS, PRIVACY_POLICY, SIGN_IN_CODE_MINUTES } from '../../content/policies/privacy-policy.ts'
import { LAB_REPORT_HOURS, LATE_NOTICE_MINUTES, SHIPPING_POLICY } from '../../content/policies/shipping-policy.ts'
import { MINIMUM_AGE_YEARS, TERMS_OF_SERVICE } from '../../content/policies/terms-of-service.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { MAX_RESCHEDULES } from '../../core/booking/schedule.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { ProseSections } from '../components/ui/prose-sections.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { useBusiness } from '../lib/business.ts'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import type { Route } from './+types/policy-page.ts'
import { withContentFacts } from '../lib/content-facts.ts'

const POLICIES = {
  '/privacy-policy': { id: 'privacy', policy: PRIVACY_POLICY },
  '/terms-of-service': { id: 'terms', policy: TERMS_OF_SERVICE },
  '/cancellation-policy': { id: 'cancellation', policy: CANCELLATION_POLICY },
  '/shipping-policy': { id: 'shipping', policy: SHIPPING_POLICY },
} as const

/**
 * The figures the Hindi key points name, from the constants the English text is written with
 * (decision 0081), so the two can never say different things.
 */
const POLICY_FIGURES = {
  cutoffHours: ONLINE_CHANGE_CUTOFF_HOURS,
  rescheduleDays: RESCHEDULE_WINDOW_DAYS,
  maxReschedules: MAX_RESCHEDULES,
  refundWorkingDays: REFUND_CREDIT_WORKING_DAYS,
  noShowMinutes: NO_SHOW_WAIT_MINUTES,
  membershipRefundDays: MEMBERSHIP_REFUND_DAYS,
  codeMinutes: SIGN_IN_CODE_MINUTES,
  replyDays: GRIEVANCE_REPLY_DAYS,
  minimumAge: MINIMUM_AGE_YEARS,
  lateMinutes: LATE_NOTICE_MINUTES,
  labFromHours: LAB_REPORT_HOURS.from,
  labToHours: LAB_REPORT_HOURS.to,
}

/**
 * A policy page: its text comes from content/policies, read on the server. In Hindi, the key
 * points in Hindi first, then the binding English text, marked as English.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const path = englishPath(url.pathname).replace(/\/+$/, '')
  const page = findSitePage(path)
  const entry = POLICIES[path as keyof typeof POLICIES]
  if (!page || !entry) throw data(null, { status: 404 })
  if (language === 'en') {
    return withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, policy: entry.policy, hindi: null })
  }
  const messages = messagesOf(language, ['policy'])
  const words = messages.policy.pages[entry.id]
  // Only the English text has placeholders to fill; the messages take their figures as arguments.
  return {
    title: words.title,
    heading: words.heading,
    description: words.description,
    policy: await withContentFacts(context, entry.policy),
    hindi: { id: entry.id, englishHeading: page.heading, points: Object.keys(messages.policy.points[entry.id]), messages },
  }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { heading, policy, hindi } = loaderData
  if (hindi) {
    return (
      <PageMessages messages={hindi.messages}>
        <HindiPolicy heading={heading} description={loaderData.description} policy={policy} id={hindi.id} englishHeading={hindi.englishHeading} points={hindi.points} />
      </PageMessages>
    )
  }
  return (
    <>
      <PageHeader heading={heading} description={policy.intro} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm text-ink-muted">Last updated: {policy.updated}</p>
        <ProseSections sections={policy.sections} className="mt-6" />
      </article>
    </>
  )
}

type PolicyId = (typeof POLICIES)[keyof typeof POLICIES]['id']

function HindiPolicy({ heading, description, policy, id, englishHeading, points }: {
  heading: string
  description: string
  policy: (typeof POLICIES)[keyof typeof POLICIES]['policy']
  id: PolicyId
  englishHeading: string
  points: readonly string[]
}) {
  const t = useTranslations('policy')
  const business = useBusiness()
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <section aria-labelledby="policy-summary-heading" className="card p-5 sm:p-7">
          <h2 id="policy-summary-heading" className="font-display text-2xl font-semibold text-ink">
            {t('summary.heading')}
          </h2>
          <ul className="mt-4 list-disc space-y-2.5 pl-5 leading-relaxed text-ink">
            {points.map((point) => (
              <li key={point}>{t(`points.${id}.${point}` as `points.cancellation.online`, POLICY_FIGURES)}</li>
            ))}
          </ul>
          <p className="mt-4 text-ink-muted">
            {t('summary.contact', POLICY_FIGURES)}{' '}
            <a href={`mailto:${business.email}`} translate="no" className="font-semibold text-brand-700 underline underline-offset-2">
              {business.email}
            </a>
            {', '}
            <a href={business.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {business.phone}
            </a>
          </p>
          <p role="note" className="mt-5 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 font-semibold text-ink">
            {t('summary.notice')}
          </p>
        </section>
        <h2 className="mt-12 font-display text-xl font-semibold text-ink-muted">{t('summary.fullText')}</h2>
        <article lang="en" aria-label={englishHeading} className="mt-4 border-t border-line pt-6">
          <p className="font-display text-2xl font-bold text-ink">{englishHeading}</p>
          <p className="mt-3 leading-relaxed text-ink-muted">{policy.intro}</p>
          <p className="mt-3 text-sm text-ink-muted">Last updated: {policy.updated}</p>
          <ProseSections sections={policy.sections} className="mt-6" />
        </article>
      </div>
    </>
  )
}
