import { CheckCircle2 } from '../components/ui/icons.tsx'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { fetchProfile } from '../features/account/account-api.ts'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { accountKeys } from '../lib/query-keys/account-keys.ts'
import { MembershipSummary } from '../features/membership/membership-summary.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { useBusiness } from '../lib/business.ts'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import type { Route } from './+types/gold-membership-success.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const messages = messagesOf(languageOfPath(new URL(request.url).pathname), ['membership'])
  return { ...messages.membership.success.page, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** Where the receipt goes: by SMS always, and by e-mail only to an owner who gave an address. */
function ReceiptWay({ userId }: { userId: string }) {
  const t = useTranslations('membership.success')
  const localPath = useLocalPath()
  const profile = useQuery({ queryKey: accountKeys.profile(userId), queryFn: fetchProfile })
  if (!profile.data) return null
  const email = profile.data.email
  return email
    ? <>{t.rich('receiptEmail', { email: () => <span translate="no">{email}</span> })}</>
    : <>{t.rich('receiptNoEmail', { link: (chunks) => <Link to={localPath('/account')} className="font-semibold text-brand-800 underline underline-offset-4">{chunks}</Link> })}</>
}

/** After paying for a membership: the term and the member number as the server has them, never a figure kept in the browser. */
function GoldMembershipSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <GoldMembershipSuccess heading={loaderData.heading} />
    </PageMessages>
  )
}

function GoldMembershipSuccess({ heading }: { heading: string }) {
  const t = useTranslations('membership.success')
  const hindi = useLanguage() === 'hi'
  const business = useBusiness()
  const auth = useAuth()
  return (
    <section className="px-4 py-14 sm:py-20">
      <div className="card mx-auto max-w-2xl p-6 sm:p-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-5 text-center font-display text-3xl font-bold tracking-tight text-ink">{heading}</h1>
        <div className="mt-6">
          <SignInRequired reason={t('signIn')}>
            {(userId) => <MembershipSummary userId={userId} welcome />}
          </SignInRequired>
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">
          {auth.isAuthenticated && auth.userId ? <ReceiptWay userId={auth.userId} /> : null}{' '}
          {t.rich('questions', { phone: business.phone, email: () => (hindi ? <span translate="no">{business.email}</span> : business.email) })}
        </p>
      </div>
    </section>
  )
}

export default withQueries(GoldMembershipSuccessPage)
