/** Gold Membership plans, their prices in whole rupees and their benefits: the seed of the server's plan table. */
export type MembershipPlanSeed = {
  id: string
  name: string
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

const BENEFITS = { serviceDiscountPercent: 10, freeVideoConsults: true, prioritySlots: true, referralDiscountPercent: 10, referrerCreditVisits: 1 }

export const MEMBERSHIP_PLANS: readonly MembershipPlanSeed[] = [
  { id: 'gold-annual', name: 'Gold Membership: 12 months', durationMonths: 12, price: 2999, discountedPrice: 1999, freeHomeVisits: 4, ...BENEFITS },
  { id: 'gold-half-yearly', name: 'Gold Membership: 6 months', durationMonths: 6, price: 1699, discountedPrice: 1199, freeHomeVisits: 2, ...BENEFITS },
]

/** The appointmentType value that marks a membership purchase (spec section 3). */
export const MEMBERSHIP_APPOINTMENT_TYPE = 'Gold Membership'
