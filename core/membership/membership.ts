/**
 * Gold Membership's rules (decision 0036): terms, benefits at booking, held-back places,
 * referrals and renewal reminders. Plain functions of their inputs and `now`, in paise.
 */

/** The benefits a membership carries, as the booking applies them. */
export type MemberBenefits = {
  freeHomeVisitsLeft: number
  serviceDiscountPercent: number
  freeVideoConsults: boolean
  prioritySlots: boolean
}

export type MembershipStatus = 'active' | 'cancelled'

/** Which benefit priced a booking. */
export type MembershipBenefitUsed = 'free_visit' | 'free_video' | 'discount'

/** How an owner reads a visit Gold Membership paid for, wherever they see it: page, list, SMS, e-mail. */
export const COVERED_BY_GOLD = 'Covered by Gold Membership'

/**
 * Whether Gold Membership paid for the whole visit (a free home visit or video call): nobody paid
 * for it online, so it never reads '₹0 · paid online'.
 */
export function coveredByGold(visit: { totalAmount: number; membershipBenefit?: MembershipBenefitUsed | null }): boolean {
  return visit.totalAmount === 0 && (visit.membershipBenefit === 'free_visit' || visit.membershipBenefit === 'free_video')
}

/** The service types whose price a member's discount lowers. */
export const DISCOUNTED_SERVICE_TYPES: readonly string[] = ['vaccination', 'labtest']

/** Friends one member may refer for a credit in any 365 days. */
export const REFERRALS_PER_YEAR = 10

/** Days before expiry when the renewal reminder goes out, latest last. */
export const REMINDER_DAYS = [15, 3] as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The member number shown on the success page and the account: PVG-000123. */
export function memberNumber(serial: number): string {
  return `PVG-${String(serial).padStart(6, '0')}`
}

/** The same instant `months` calendar months later, kept on the last day of a shorter month. */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS)
}

/** Whether a membership gives its benefits now. */
export function isActive(membership: { status: string; startsAt: Date; expiresAt: Date } | null, now: Date): boolean {
  return membership !== null && membership.status === 'active' && membership.startsAt.getTime() <= now.getTime() && membership.expiresAt.getTime() > now.getTime()
}

/**
 * When a newly paid term starts: at the current expiry while the membership still runs (a
 * renewal adds its months after the days already paid for), otherwise now.
 */
export function termStart(current: { status: string; startsAt: Date; expiresAt: Date } | null, now: Date): Date {
  return isActive(current, now) && current ? current.expiresAt : now
}

/** How a paid term came about: the account's first membership, a renewal of a running one, or a new start after a lapse. */
export type TermKind = 'joined' | 'renewed' | 'rejoined'

/**
 * The kind of the newest of a membership's terms (`terms` newest first). A renewal starts at the
 * running term's expiry, after the day it was bought; a first term and a term bought after a
 * lapse start the moment they are bought (`termStart`).
 */
export function latestTermKind(terms: ReadonlyArray<{ startsAt: Date; createdAt: Date }>): TermKind | null {
  const [latest, earlier] = terms
  if (!latest) return null
  if (!earlier) return 'joined'
  return latest.startsAt.getTime() > latest.createdAt.getTime() ? 'renewed' : 'rejoined'
}

/** The legal changes of a membership's status (decision 0036); anything else is refused. */
export function canChangeMembership(status: MembershipStatus, action: 'extend' | 'cancel'): boolean {
  return status === 'active' && (action === 'extend' || action === 'cancel')
}

export type BookingLineForBenefits = { serviceType: string | null; pricePaise: number; listPricePaise: number; quantity: number }

export type MemberPricing = { totalPaise: number; benefit: MembershipBenefitUsed | null; savedPaise: number }

/** Whole rupees off a price, rounded down: a discount never makes a total of odd paise. */
export function percentOffPaise(paise: number, percent: number): number {
  return Math.floor((paise * percent) / 100 / 100) * 100
}

/**
 * A booking's total once a member's benefits apply. With an empty cart a home visit is free
 * while free visits are left, and a video consultation is free when the plan includes it. A
 * booking paid after the service takes the discount on vaccinations and lab tests. A booking paid
 * online keeps the price paid; a vaccination plan is charged at list price, without benefits.
 */
export function memberPricing(
  lines: readonly BookingLineForBenefits[],
  context: { visitType: string; cartEmpty: boolean; paidOnline: boolean; vaccinationPlan: boolean; benefits: MemberBenefits | null },
): MemberPricing {
  const charged = (line: BookingLineForBenefits) => (context.vaccinationPlan ? line.listPricePaise : line.pricePaise) * line.quantity
  const basePaise = lines.reduce((sum, line) => sum + charged(line), 0)
  const benefits = context.benefits
  if (!benefits || context.vaccinationPlan || context.paidOnline) return { totalPaise: basePaise, benefit: null, savedPaise: 0 }
  if (context.cartEmpty && context.visitType === 'home' && benefits.freeHomeVisitsLeft > 0) {
    return { totalPaise: 0, benefit: 'free_visit', savedPaise: basePaise }
  }
  if (context.cartEmpty && context.visitType === 'video' && benefits.freeVideoConsults) {
    return { totalPaise: 0, benefit: 'free_video', savedPaise: basePaise }
  }
  const savedPaise = lines
    .filter((line) => line.serviceType !== null && DISCOUNTED_SERVICE_TYPES.includes(line.serviceType))
    .reduce((sum, line) => sum + percentOffPaise(charged(line), benefits.serviceDiscountPercent), 0)
  return savedPaise > 0 ? { totalPaise: basePaise - savedPaise, benefit: 'discount', savedPaise } : { totalPaise: basePaise, benefit: null, savedPaise: 0 }
}

/** Places of a slot held back for members: as configured, always leaving one for everyone. */
export function heldBackPlaces(capacity: number, held: number): number {
  return Math.max(0, Math.min(held, capacity - 1))
}

/** The places of a slot a booking may fill: all for a member with priority slots, the rest for others. */
export function bookableCapacity(capacity: number, held: number, priority: boolean): number {
  return priority ? capacity : capacity - heldBackPlaces(capacity, held)
}

/** A referral code as people type it: spaces and case do not matter. */
export function normaliseReferralCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/

/** A plan's price for a friend who joins with a code: the referral discount off the first term. */
export function referredPricePaise(pricePaise: number, referralDiscountPercent: number): number {
  return pricePaise - percentOffPaise(pricePaise, referralDiscountPercent)
}

/**
 * The renewal reminder due now, if any: the 15-day one while 15 days or fewer are left, the
 * 3-day one while 3 or fewer are left; each once per expiry date (`lastReminder` says which went).
 */
export function reminderDue(expiresAt: Date, lastReminder: string | null, now: Date): { days: 15 | 3; key: string } | null {
  const left = (expiresAt.getTime() - now.getTime()) / DAY_MS
  if (left <= 0) return null
  const expiry = expiresAt.toISOString().slice(0, 10)
  for (const days of [3, 15] as const) {
    if (left > days) continue
    const key = `${expiry}:${days}`
    if (lastReminder === key || (days === 15 && lastReminder === `${expiry}:3`)) return null
    return { days, key }
  }
  return null
}

/** A typical family's year, for the savings figure on /gold-membership. */
export const TYPICAL_YEAR = { homeVisits: 3, vaccinations: 2, labTests: 1, videoConsults: 2 } as const

export type PlanForSavings = {
  durationMonths: number
  pricePaise: number
  freeHomeVisits: number
  serviceDiscountPercent: number
  freeVideoConsults: boolean
}

/**
 * What a typical family saves in a year with a plan, from the catalogue's own prices (paise):
 * the fees it would have paid, less the plan's price for a year of membership.
 */
export function yearlySavings(
  plan: PlanForSavings,
  prices: { homeVisitPaise: number; vaccinationPaise: number; labTestPaise: number; videoConsultPaise: number },
): { spentWithoutPaise: number; savedPaise: number; netPaise: number } {
  const termsPerYear = 12 / plan.durationMonths
  const freeVisits = Math.min(TYPICAL_YEAR.homeVisits, Math.floor(plan.freeHomeVisits * termsPerYear))
  const spentWithoutPaise =
    TYPICAL_YEAR.homeVisits * prices.homeVisitPaise +
    TYPICAL_YEAR.vaccinations * prices.vaccinationPaise +
    TYPICAL_YEAR.labTests * prices.labTestPaise +
    TYPICAL_YEAR.videoConsults * prices.videoConsultPaise
  const savedPaise =
    freeVisits * prices.homeVisitPaise +
    TYPICAL_YEAR.vaccinations * percentOffPaise(prices.vaccinationPaise, plan.serviceDiscountPercent) +
    TYPICAL_YEAR.labTests * percentOffPaise(prices.labTestPaise, plan.serviceDiscountPercent) +
    (plan.freeVideoConsults ? TYPICAL_YEAR.videoConsults * prices.videoConsultPaise : 0)
  return { spentWithoutPaise, savedPaise, netPaise: savedPaise - Math.round(plan.pricePaise * termsPerYear) }
}
