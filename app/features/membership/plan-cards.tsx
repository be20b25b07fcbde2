import { BadgeCheck, Check } from '../../components/ui/icons.tsx'
import type { MembershipPlanDto } from '../../../core/contracts/membership.ts'
import type { PlanFigures } from '../../../core/membership/plan-copy.ts'
import { useTranslations } from 'use-intl'
import { Button } from '../../components/ui/button.tsx'
import { useLanguage } from '../../lib/i18n.tsx'
import { formatRupees } from '../../lib/rupees.ts'

/**
 * A plan's words in the page's language (decision 0081): its term, its benefits from the row's
 * figures, and its name (the row's on the English page; on a Hindi page, said from its term).
 */
export function usePlanWords() {
  const t = useTranslations('membership.plans')
  const hindi = useLanguage() === 'hi'
  const term = (months: number) => (months % 12 === 0 ? t('years', { count: months / 12 }) : t('months', { count: months }))
  return {
    term,
    name: (plan: { name: string; durationMonths: number }) => (hindi ? t('name', { term: term(plan.durationMonths) }) : plan.name),
    benefits: (plan: PlanFigures, homeVisitFee: number | null): string[] => {
      const lines: string[] = []
      if (plan.freeHomeVisits > 0) {
        lines.push(
          homeVisitFee !== null
            ? t('benefits.homeVisitsWithFee', { count: plan.freeHomeVisits, fee: formatRupees(homeVisitFee) })
            : t('benefits.homeVisits', { count: plan.freeHomeVisits }),
        )
      }
      if (plan.serviceDiscountPercent > 0) lines.push(t('benefits.discount', { percent: plan.serviceDiscountPercent }))
      if (plan.freeVideoConsults) lines.push(t('benefits.video'))
      if (plan.prioritySlots) lines.push(t('benefits.priority'))
      return lines
    },
  }
}

export type PlanCardsProps = {
  plans: readonly MembershipPlanDto[]
  /** The home visit's fee from the catalogue, to say what a free visit is worth. */
  homeVisitFee: number | null
  /** The price each plan costs this person (a friend's code lowers it), by plan id. */
  pricesToPay: Readonly<Record<string, number>>
  onJoin: (plan: MembershipPlanDto) => void
  busy: boolean
}

/** The plans side by side: price, term and what is covered, each from the plan row. */
export function PlanCards({ plans, homeVisitFee, pricesToPay, onJoin, busy }: PlanCardsProps) {
  const t = useTranslations('membership.plans')
  const words = usePlanWords()
  return (
    <ul className="grid gap-5 md:grid-cols-2" data-testid="membership-plans">
      {plans.map((plan, index) => {
        const toPay = pricesToPay[plan.id] ?? plan.discountedPrice
        const perMonth = Math.round(toPay / plan.durationMonths)
        const featured = index === 0
        return (
          <li
            key={plan.id}
            className={`card relative flex flex-col p-6 sm:p-7 ${featured ? 'border-2 border-brand-600' : ''}`}
            data-testid={`plan-${plan.id}`}
          >
            {featured ? (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">{t('bestValue')}</p>
            ) : null}
            <h3 className="font-display text-xl font-bold text-ink">{words.name(plan)}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t('validFor', { term: words.term(plan.durationMonths) })}</p>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink" data-testid="plan-price">
                {formatRupees(toPay)}
              </span>
              {plan.price > toPay ? <s className="text-lg text-ink-subtle">{formatRupees(plan.price)}</s> : null}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t('perMonth', { price: formatRupees(perMonth) })}</p>
            <ul className="mt-5 flex-1 space-y-2.5" aria-label={t('covered', { plan: words.name(plan) })}>
              {words.benefits(plan, homeVisitFee).map((line) => (
                <li key={line} className="flex gap-2.5 text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
            <Button size="lg" className="mt-6 w-full" variant={featured ? 'primary' : 'outline'} disabled={busy} onClick={() => onJoin(plan)}>
              <BadgeCheck aria-hidden="true" className="size-5" />
              {t('join', { price: formatRupees(toPay) })}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

/** The hero's card: each plan's price and term at a glance. */
export function PlanPrices({ plans }: { plans: readonly MembershipPlanDto[] }) {
  const t = useTranslations('membership.plans')
  const words = usePlanWords()
  return (
    <div className="card p-5 sm:p-6">
      <p className="font-semibold text-ink">{t('pricesHeading')}</p>
      <ul className="mt-3 divide-y divide-line">
        {plans.map((plan) => (
          <li key={plan.id} className="flex items-baseline justify-between gap-4 py-3">
            <span className="text-ink">{words.term(plan.durationMonths)}</span>
            <span className="text-right">
              <span className="text-xl font-bold text-ink">{formatRupees(plan.discountedPrice)}</span>
              {plan.price > plan.discountedPrice ? <s className="ml-2 text-sm text-ink-subtle">{formatRupees(plan.price)}</s> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{t('paidOnce')}</p>
    </div>
  )
}
