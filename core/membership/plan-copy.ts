/**
 * What a plan gives, in words, built from the plan row's own figures: pages never type a
 * benefit or a price into prose (decision 0036).
 */
import { formatRupees } from '../money.ts'

export type PlanFigures = {
  durationMonths: number
  price: number
  discountedPrice: number
  freeHomeVisits: number
  serviceDiscountPercent: number
  freeVideoConsults: boolean
  prioritySlots: boolean
  referralDiscountPercent: number
  referrerCreditVisits: number
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** '12 months', '6 months'. */
export function termText(months: number): string {
  return months % 12 === 0 ? plural(months / 12, 'year', 'years') : plural(months, 'month', 'months')
}

/** The benefits of a plan, one line each, in the order the page lists them. */
export function planBenefitLines(plan: PlanFigures, homeVisitFee: number | null): string[] {
  const lines: string[] = []
  if (plan.freeHomeVisits > 0) {
    const fee = homeVisitFee !== null ? ` (${formatRupees(homeVisitFee)} each)` : ''
    lines.push(`${plural(plan.freeHomeVisits, 'home visit', 'home visits')} without the visit fee${fee}`)
  }
  if (plan.serviceDiscountPercent > 0) lines.push(`${plan.serviceDiscountPercent}% off vaccinations and lab tests paid after the visit`)
  if (plan.freeVideoConsults) lines.push('Video consultations with a vet at no charge')
  if (plan.prioritySlots) lines.push('Priority slots: a place in every booking hour kept for members')
  return lines
}

/** The referral terms of a plan in one sentence, or null when it has none. */
export function referralTermsText(plan: PlanFigures): string | null {
  if (plan.referralDiscountPercent === 0 && plan.referrerCreditVisits === 0) return null
  const friend = plan.referralDiscountPercent > 0 ? `Your friend gets ${plan.referralDiscountPercent}% off their first term` : 'Your friend joins at the usual price'
  const you =
    plan.referrerCreditVisits > 0 ? `you get ${plural(plan.referrerCreditVisits, 'extra free home visit', 'extra free home visits')} once their payment goes through` : 'you get our thanks'
  return `${friend}, and ${you}.`
}
