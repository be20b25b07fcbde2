/**
 * What a booking costs (spec section 9), in paise so that sums are exact. The server prices a
 * booking with these rules from its own catalogue; the wizard shows the same figures.
 */
import type { VisitType } from './options.ts'

/** The default charges when the cart is empty, in rupees: list price and the price charged. */
export const DEFAULT_VISIT_CHARGES: Record<VisitType, { price: number; discountedPrice: number; catalogueId: string; title: string }> = {
  home: { price: 999, discountedPrice: 799, catalogueId: 'home-visit', title: 'Vet Home Visit' },
  clinic: { price: 699, discountedPrice: 499, catalogueId: 'clinic-consultation', title: 'Clinic Consultation' },
  video: { price: 199, discountedPrice: 149, catalogueId: 'video-consultation', title: 'Video Consultation' },
}

export type PricedLine = { listPricePaise: number; pricePaise: number; quantity: number }

export type BookingTotal = { listPaise: number; discountPaise: number; totalPaise: number }

/**
 * Total = sum of list price × quantity, minus the discounts. With a vaccination plan the
 * services are charged at list price, without discount.
 */
export function bookingTotal(lines: readonly PricedLine[], options: { vaccinationPlan: boolean }): BookingTotal {
  const listPaise = lines.reduce((sum, line) => sum + line.listPricePaise * line.quantity, 0)
  const chargedPaise = lines.reduce((sum, line) => sum + (options.vaccinationPlan ? line.listPricePaise : line.pricePaise) * line.quantity, 0)
  return { listPaise, discountPaise: listPaise - chargedPaise, totalPaise: chargedPaise }
}

/**
 * What is still to pay for a booking, in rupees. With cart items it is the cart's amount due; with
 * an empty cart it is zero only when a membership payment covers the visit (spec section 4), and
 * otherwise the visit's charge, collected after the service.
 */
export function bookingAmountDue(cartAmountDue: number, itemCount: number, membershipCovered: boolean, visitCharge: number): number {
  if (itemCount > 0) return cartAmountDue
  return membershipCovered ? 0 : visitCharge
}

export type PaymentLine = 'Payment Completed' | 'Covered by Membership' | 'Payment will be collected after the service'

/**
 * The payment line of the summary: 'Payment Completed' when nothing is due for the items,
 * 'Covered by Membership' when the cart is empty and nothing is due, otherwise collected after.
 */
export function paymentLine(amountDue: number, itemCount: number): PaymentLine {
  if (amountDue === 0 && itemCount > 0) return 'Payment Completed'
  if (amountDue === 0 && itemCount === 0) return 'Covered by Membership'
  return 'Payment will be collected after the service'
}
