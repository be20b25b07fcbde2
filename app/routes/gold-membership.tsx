import { useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { GOLD_MEMBERSHIP_PAGE } from '../../content/pages/gold-membership.ts'
import { GOLD_MEMBERSHIP_PAGE_HI } from '../../content/pages/gold-membership-hi.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { withFacts } from '../../core/site/content-facts.ts'
import { useTranslations } from 'use-intl'
import { ApiError } from '../lib/api-client.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import { useBusiness } from '../lib/business.ts'
import { Phone } from '../components/ui/icons.tsx'
import { MEMBERSHIP_APPOINTMENT_TYPE } from '../../core/catalogue/membership-plans.ts'
import type { MembershipPlanDto } from '../../core/contracts/membership.ts'
import { REFERRAL_CODE_PATTERN, normaliseReferralCode, referredPricePaise, yearlySavings } from '../../core/membership/membership.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { faqPageJsonLd, jsonLdGraph } from '../../core/site/structured-data.ts'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import { Input } from '../components/ui/input.tsx'
import { Label } from '../components/ui/label.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { checkReferralCode } from '../features/membership/membership-api.ts'
import { PlanCards, PlanPrices, usePlanWords } from '../features/membership/plan-cards.tsx'
import { type PlanSavings, SavingsTable } from '../features/membership/savings-table.tsx'
import { FaqSection } from '../features/service-pages/faq-section.tsx'
import { PageHero } from '../features/service-pages/page-hero.tsx'
import { PageSection } from '../features/service-pages/page-section.tsx'
import { withContentFacts } from '../lib/content-facts.ts'
import { loaderDataMeta } from '../lib/head.ts'
import { membershipKeys } from '../lib/query-keys/membership-keys.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/gold-membership.ts'
import { withQueries } from '../lib/query-scope.tsx'

const PaymentDialog = lazy(() => import('../features/payment/payment-dialog.tsx').then((module) => ({ default: module.PaymentDialog })))

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100)

/**
 * /gold-membership: the plans from their rows, a typical year's savings from the catalogue, and
 * joining. In Hindi, the Hindi copy with the same facts filled in (decision 0081).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['membership'])
  const page = language === 'en' ? findSitePage('/gold-membership') : messages.membership.page
  const server = context.get(serverContext)
  const { services } = server
  const [plans, catalogue] = await Promise.all([services.membership.listPlans(), services.catalogue.listServices()])
  const price = (id: string) => catalogue.find((service) => service.id === id)?.discountedPrice
  const homeVisitFee = price('home-visit') ?? null
  const prices = {
    homeVisitPaise: paise(price('home-visit')),
    vaccinationPaise: paise(price('dog-vaccination-core')),
    labTestPaise: paise(price('dog-lab-blood-panel')),
    videoConsultPaise: paise(price('video-consultation')),
  }
  const savings: PlanSavings[] = plans.map((plan) => {
    const year = yearlySavings({ ...plan, pricePaise: paise(plan.discountedPrice) }, prices)
    return {
      planId: plan.id,
      planName: plan.name,
      spentWithout: year.spentWithoutPaise / 100,
      saved: year.savedPaise / 100,
      yearlyCost: (year.savedPaise - year.netPaise) / 100,
      net: year.netPaise / 100,
    }
  })
  const content =
    language === 'en' ? await withContentFacts(context, GOLD_MEMBERSHIP_PAGE) : withFacts(GOLD_MEMBERSHIP_PAGE_HI, await server.contentFacts(), server.reportBrokenFact, language)
  return {
    messages,
    title: page?.title ?? 'Gold Membership',
    heading: page?.heading ?? 'Gold Membership',
    description: page?.description ?? '',
    plans,
    homeVisitFee,
    savings,
    content,
    jsonLd: jsonLdGraph([faqPageJsonLd(content.faqs)]),
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

function GoldMembershipPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <GoldMembership {...loaderData} />
    </PageMessages>
  )
}

/** Why the server refused a referral code, in the page's words (by its code; its own words otherwise). */
const REFERRAL_REASONS = { REFERRAL_INVALID: 'invalid', SELF_REFERRAL: 'own', REFERRAL_NOT_FIRST_TERM: 'notFirst', REFERRAL_CAP: 'cap' } as const

function GoldMembership({ heading, plans, homeVisitFee, savings, content }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('membership')
  const words = usePlanWords()
  const localPath = useLocalPath()
  const language = useLanguage()
  const business = useBusiness()
  const auth = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [codeInput, setCodeInput] = useState(() => params.get('ref') ?? '')
  const [chosen, setChosen] = useState<MembershipPlanDto | null>(null)
  const [paying, setPaying] = useState(false)

  const code = normaliseReferralCode(codeInput)
  // A code is checked by the server before any friend's price is shown; its reason is shown otherwise.
  const [checked, setChecked] = useState<{ code: string; valid: boolean; reason: string; known?: (typeof REFERRAL_REASONS)[keyof typeof REFERRAL_REASONS] | undefined } | null>(null)
  const wellFormed = REFERRAL_CODE_PATTERN.test(code)
  useEffect(() => {
    if (!wellFormed) return
    let current = true
    const timer = window.setTimeout(() => {
      checkReferralCode(code).then(
        () => current && setChecked({ code, valid: true, reason: '' }),
        (error: Error) => {
          if (!current) return
          const known = error instanceof ApiError ? REFERRAL_REASONS[error.code as keyof typeof REFERRAL_REASONS] : undefined
          setChecked({ code, valid: false, reason: error.message.replace(/^referralCode: /, ''), known })
        },
      )
    }, 300)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [code, wellFormed, auth.userId])
  const verdict = wellFormed && checked?.code === code ? checked : null
  const codeValid = verdict?.valid === true
  const priceFor = (plan: MembershipPlanDto) =>
    codeValid ? referredPricePaise(paise(plan.discountedPrice), plan.referralDiscountPercent) / 100 : plan.discountedPrice
  const pricesToPay = Object.fromEntries(plans.map((plan) => [plan.id, priceFor(plan)]))

  function join(plan: MembershipPlanDto) {
    if (!auth.isAuthenticated) {
      openAuthModal({ title: 'Sign in to join Gold Membership', redirectTo: null, onVerified: () => {
        setChosen(plan)
        setPaying(true)
      } })
      return
    }
    setChosen(plan)
    setPaying(true)
  }

  return (
    <>
      <PageHero
        kind="consultation"
        eyebrow={content.eyebrow}
        heading={heading}
        lead={content.lead}
        highlights={content.highlights}
        pricesAnchor="#plans"
        aside={<PlanPrices plans={plans} />}
        words={{ atAGlance: t('hero.atAGlance'), book: t('hero.book'), seePrices: t('hero.seePrices') }}
      />
      <PageSection id="plans" heading={content.plansHeading} intro={content.plansIntro}>
        <div className="mb-8 max-w-xl rounded-2xl border border-line bg-white p-4 sm:p-5">
          <h3 className="font-semibold text-ink">{content.referralHeading}</h3>
          <p className="mt-1 text-sm text-ink-muted">{content.referralIntro}</p>
          <Label htmlFor="referral-code" className="mt-3 block">
            {t('referral.label')}
          </Label>
          <Input
            id="referral-code"
            className="mt-1.5 uppercase"
            autoComplete="off"
            maxLength={20}
            value={codeInput}
            onChange={(event) => setCodeInput(event.target.value)}
            aria-describedby="referral-code-note"
          />
          <p id="referral-code-note" className="mt-1.5 text-sm text-ink-muted" aria-live="polite">
            {codeValid ? t('referral.valid') : verdict ? (verdict.known ? t(`referral.${verdict.known}`) : verdict.reason) : wellFormed ? t('referral.checking') : t('referral.empty')}
          </p>
        </div>
        <PlanCards plans={plans} homeVisitFee={homeVisitFee} pricesToPay={pricesToPay} onJoin={join} busy={paying} />
      </PageSection>
      <PageSection id="savings" heading={content.savingsHeading} intro={content.savingsIntro} tone="band">
        <SavingsTable rows={savings.map((row) => ({ ...row, planName: words.name({ name: row.planName, durationMonths: plans.find((plan) => plan.id === row.planId)?.durationMonths ?? 0 }) }))} />
      </PageSection>
      <PageSection id="how-it-works" heading={content.stepsHeading}>
        <ol className="grid gap-5 md:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.title} className="card p-5">
              <p className="flex size-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800">{index + 1}</p>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1.5 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <FaqSection
        faqs={content.faqs}
        heading={t('faqHeading')}
        note={
          language === 'hi'
            ? t.rich('faqNote', {
                hours: business.hours,
                phone: () => (
                  <a href={business.phoneHref} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4">
                    <Phone aria-hidden="true" className="size-4" />
                    {business.phone}
                  </a>
                ),
              })
            : undefined
        }
      />
      <MountOnFirstOpen open={paying}>
        <Suspense fallback={null}>
          {chosen ? (
            <PaymentDialog
              open={paying}
              onOpenChange={setPaying}
              services={[{ id: chosen.id, title: words.name(chosen), price: chosen.price, discountedPrice: priceFor(chosen), quantity: 1 }]}
              total={priceFor(chosen)}
              appointmentDetails={{ petOwnerName: auth.displayName ?? undefined, appointmentType: MEMBERSHIP_APPOINTMENT_TYPE, planId: chosen.id }}
              membership={{ planId: chosen.id, ...(codeValid ? { referralCode: code } : {}) }}
              onSuccess={() => {
                if (auth.userId) void queryClient.invalidateQueries({ queryKey: membershipKeys.all(auth.userId) })
                void navigate(localPath('/gold-membership-success'))
              }}
            />
          ) : null}
        </Suspense>
      </MountOnFirstOpen>
    </>
  )
}

export default withQueries(GoldMembershipPage)
