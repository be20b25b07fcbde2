import { BadgeCheck, Check } from '../../components/ui/icons.tsx'
import type { MembershipPlanDto } from '../../../core/contracts/membership.ts'
import { planBenefitLines, termText } from '../../../core/membership/plan-copy.ts'
import { Button } from '../../components/ui/button.tsx'
import { formatRupees } from '../../lib/rupees.ts'

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
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">Best value</p>
            ) : null}
            <h3 className="font-display text-xl font-bold text-ink">{plan.name}</h3>
            <p className="mt-1 text-sm text-ink-muted">Valid for {termText(plan.durationMonths)} from the day you join</p>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink" data-testid="plan-price">
                {formatRupees(toPay)}
              </span>
              {plan.price > toPay ? <s className="text-lg text-ink-subtle">{formatRupees(plan.price)}</s> : null}
            </p>
            <p className="mt-1 text-sm text-ink-muted">About {formatRupees(perMonth)} a month</p>
            <ul className="mt-5 flex-1 space-y-2.5" aria-label={`${plan.name}: what is covered`}>
              {planBenefitLines(plan, homeVisitFee).map((line) => (
                <li key={line} className="flex gap-2.5 text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
            <Button size="lg" className="mt-6 w-full" variant={featured ? 'primary' : 'outline'} disabled={busy} onClick={() => onJoin(plan)}>
              <BadgeCheck aria-hidden="true" className="size-5" />
              Join for {formatRupees(toPay)}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

/** The hero's card: each plan's price and term at a glance. */
export function PlanPrices({ plans }: { plans: readonly MembershipPlanDto[] }) {
  return (
    <div className="card p-5 sm:p-6">
      <p className="font-semibold text-ink">Gold Membership plans</p>
      <ul className="mt-3 divide-y divide-line">
        {plans.map((plan) => (
          <li key={plan.id} className="flex items-baseline justify-between gap-4 py-3">
            <span className="text-ink">{termText(plan.durationMonths)}</span>
            <span className="text-right">
              <span className="text-xl font-bold text-ink">{formatRupees(plan.discountedPrice)}</span>
              {plan.price > plan.discountedPrice ? <s className="ml-2 text-sm text-ink-subtle">{formatRupees(plan.price)}</s> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">Paid once for the whole term, which starts the moment your payment is confirmed.</p>
    </div>
  )
}
