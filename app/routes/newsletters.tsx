import { NEWSLETTER_ISSUES } from '../../content/newsletters/issues.ts'
import { NEWSLETTER_CONSENT_TEXT } from '../../core/contracts/newsletter.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { IssueList } from '../features/newsletter/issue-list.tsx'
import { SubscribeForm } from '../features/newsletter/subscribe-form.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/newsletters.ts'
import { formatMonthYear } from '../../core/dates.ts'
import { withContentFacts } from '../lib/content-facts.ts'


/** /newsletters: the sign-up form and the past issues, read from content/newsletters on the server. */
export function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/newsletters')
  return withContentFacts(context, {
    title: page?.title ?? 'Newsletter',
    heading: page?.heading ?? 'Newsletter',
    description: page?.description ?? '',
    consentText: NEWSLETTER_CONSENT_TEXT,
    issues: NEWSLETTER_ISSUES.map((issue) => ({ ...issue, month: formatMonthYear(issue.sentOn) })),
  })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <section aria-labelledby="subscribe-heading" className="card p-5 sm:p-8">
          <h2 id="subscribe-heading" className="font-display text-2xl font-semibold text-ink">
            Get the next issue
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            One short e-mail at the start of each month: what the season means for your dog or cat in Delhi NCR, a vet’s answer to a
            reader’s question, and any offers. No spam, and we never share your address.
          </p>
          <div className="mt-6 max-w-3xl">
            <SubscribeForm consentText={loaderData.consentText} />
          </div>
        </section>
        <section aria-labelledby="past-issues-heading" className="mt-12">
          <h2 id="past-issues-heading" className="font-display text-2xl font-semibold text-ink">
            Past issues
          </h2>
          <p className="mt-2 text-ink-muted">Read any issue in full below.</p>
          <div className="mt-6">
            <IssueList issues={loaderData.issues} />
          </div>
        </section>
      </div>
    </>
  )
}
