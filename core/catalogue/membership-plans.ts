/** Gold Membership plans and their prices in whole rupees: the seed of the server's plan table. */
export type MembershipPlanSeed = {
  id: string
  name: string
  durationMonths: number
  price: number
  discountedPrice: number
}

export const MEMBERSHIP_PLANS: readonly MembershipPlanSeed[] = [
  { id: 'gold-annual', name: 'Gold Membership: 12 months', durationMonths: 12, price: 2999, discountedPrice: 1999 },
  { id: 'gold-half-yearly', name: 'Gold Membership: 6 months', durationMonths: 6, price: 1699, discountedPrice: 1199 },
]

/** The appointmentType value that marks a membership purchase (spec section 3). */
export const MEMBERSHIP_APPOINTMENT_TYPE = 'Gold Membership'
