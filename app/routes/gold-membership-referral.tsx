import { GOLD_MEMBERSHIP_PAGE } from '../../content/pages/gold-membership.ts'
import { referralTermsText } from '../../core/membership/plan-copy.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { ReferralPanel } from '../features/membership/referral-panel.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/gold-membership-referral.ts'

/** /gold-membership/referral: the member's code and share links; the terms come from the first plan's row. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/gold-membership/referral')
  const { siteOrigin, services } = context.get(serverContext)
  const [plan] = await services.membership.listPlans()
  return {
    title: page?.title ?? 'Refer a Friend',
    heading: page?.heading ?? 'Refer a friend to Gold',
    description: page?.description ?? '',
    siteOrigin,
    terms: plan ? referralTermsText(plan) : null,
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

export default function GoldMembershipReferralPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={GOLD_MEMBERSHIP_PAGE.referralLead} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <section className="card p-5 sm:p-6">
          <SignInRequired reason="Sign in to see your referral code.">
            {(userId) => (
              <ReferralPanel userId={userId} siteOrigin={loaderData.siteOrigin} terms={loaderData.terms} nonMemberText={GOLD_MEMBERSHIP_PAGE.referralNonMember} />
            )}
          </SignInRequired>
        </section>
      </div>
    </>
  )
}
