import { useTranslations } from 'use-intl'
import { NEWSLETTER_ISSUES } from '../../content/newsletters/issues.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { NEWSLETTER_CONSENT_TEXT } from '../../core/contracts/newsletter.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { IssueList } from '../features/newsletter/issue-list.tsx'
import { SubscribeForm } from '../features/newsletter/subscribe-form.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLanguage } from '../lib/i18n.tsx'
import type { Route } from './+types/newsletters.ts'
import { formatMonthYear } from '../../core/dates.ts'
import { withContentFacts } from '../lib/content-facts.ts'

/**
 * /newsletters: the sign-up form and the past issues, read from content/newsletters on the server.
 * In Hindi, the frame and the form are Hindi; the issues stay as they were sent, in English.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['newsletters'])
  const page = await withContentFacts(context, {
    consentText: NEWSLETTER_CONSENT_TEXT,
    issues: NEWSLETTER_ISSUES.map((issue) => ({ ...issue, month: formatMonthYear(issue.sentOn) })),
  })
  return { ...messages.newsletters.page, messages, ...page }
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Newsletters {...loaderData} />
    </PageMessages>
  )
}

function Newsletters({ heading, description, consentText, issues }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('newsletters')
  const english = useLanguage() === 'en'
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <section aria-labelledby="subscribe-heading" className="card p-5 sm:p-8">
          <h2 id="subscribe-heading" className="font-display text-2xl font-semibold text-ink">
            {t('subscribe.heading')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('subscribe.text')}</p>
          <div className="mt-6 max-w-3xl">
            <SubscribeForm consentText={consentText} />
          </div>
        </section>
        <section aria-labelledby="past-issues-heading" className="mt-12">
          <h2 id="past-issues-heading" className="font-display text-2xl font-semibold text-ink">
            {t('past.heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('past.text')}</p>
          <div className="mt-6" lang={english ? undefined : 'en'}>
            <IssueList issues={issues} />
          </div>
        </section>
      </div>
    </>
  )
}
