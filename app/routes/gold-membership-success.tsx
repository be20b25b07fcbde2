import { CheckCircle2 } from '../components/ui/icons.tsx'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { fetchProfile } from '../features/account/account-api.ts'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { accountKeys } from '../lib/query-keys/account-keys.ts'
import { MembershipSummary } from '../features/membership/membership-summary.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { useBusiness } from '../lib/business.ts'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/gold-membership-success.ts'

export function loader() {
  const page = findSitePage('/gold-membership-success')
  return { title: page?.title ?? 'Gold Membership confirmed', heading: page?.heading ?? 'Your Gold Membership is confirmed', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** Where the receipt goes: by SMS always, and by e-mail only to an owner who gave an address. */
function ReceiptWay({ userId }: { userId: string }) {
  const profile = useQuery({ queryKey: accountKeys.profile(userId), queryFn: fetchProfile })
  if (!profile.data) return null
  return profile.data.email
    ? <>The receipt comes by SMS and to {profile.data.email}.</>
    : <>The receipt comes by SMS; add an e-mail address on <Link to="/account" className="font-semibold text-brand-800 underline underline-offset-4">your account</Link> to get it by e-mail too.</>
}

/** After paying for a membership: the term and the member number as the server has them, never a figure kept in the browser. */
export default function GoldMembershipSuccessPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  const auth = useAuth()
  return (
    <section className="px-4 py-14 sm:py-20">
      <div className="card mx-auto max-w-2xl p-6 sm:p-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-5 text-center font-display text-3xl font-bold tracking-tight text-ink">{loaderData.heading}</h1>
        <div className="mt-6">
          <SignInRequired reason="Sign in with the number you paid from to see your membership.">
            {(userId) => <MembershipSummary userId={userId} welcome />}
          </SignInRequired>
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">
          {auth.isAuthenticated && auth.userId ? <ReceiptWay userId={auth.userId} /> : null} Questions about your membership? Call {business.phone} or write to{' '}
          {business.email}.
        </p>
      </div>
    </section>
  )
}
