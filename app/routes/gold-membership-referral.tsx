import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { type PlanFigures, referralTermsText } from '../../core/membership/plan-copy.ts'
import { ReferralPanel } from '../features/membership/referral-panel.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/gold-membership-referral.ts'
import { withQueries } from '../lib/query-scope.tsx'

type ReferralFigures = Pick<PlanFigures, 'referralDiscountPercent' | 'referrerCreditVisits'>

/** /gold-membership/referral: the member's code and share links; the terms come from the first plan's row. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['referral'])
  const { siteOrigin, services } = context.get(serverContext)
  const [plan] = await services.membership.listPlans()
  return {
    ...messages.referral.page,
    messages,
    siteOrigin,
    // English says the terms as core writes them; another language says them from its messages.
    englishTerms: plan && language === 'en' ? referralTermsText(plan) : null,
    figures: plan ? ({ referralDiscountPercent: plan.referralDiscountPercent, referrerCreditVisits: plan.referrerCreditVisits } satisfies ReferralFigures) : null,
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function GoldMembershipReferralPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Referral {...loaderData} />
    </PageMessages>
  )
}

/** The referral terms in the page's language, or null when the plan has none (as referralTermsText). */
function useTermsText(figures: ReferralFigures | null): string | null {
  const t = useTranslations('referral.terms')
  if (!figures || (figures.referralDiscountPercent === 0 && figures.referrerCreditVisits === 0)) return null
  const friend = figures.referralDiscountPercent > 0 ? t('friendDiscount', { percent: figures.referralDiscountPercent }) : t('friendUsual')
  const you = figures.referrerCreditVisits > 0 ? t('youVisits', { count: figures.referrerCreditVisits }) : t('youThanks')
  return t('sentence', { friend, you })
}

function Referral({ heading, siteOrigin, englishTerms, figures }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('referral')
  const translatedTerms = useTermsText(figures)
  return (
    <>
      <PageHeader heading={heading} description={t('lead')} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <section className="card p-5 sm:p-6">
          <SignInRequired reason={t('signIn')}>
            {(userId) => <ReferralPanel userId={userId} siteOrigin={siteOrigin} terms={englishTerms ?? translatedTerms} />}
          </SignInRequired>
        </section>
      </div>
    </>
  )
}

export default withQueries(GoldMembershipReferralPage)
