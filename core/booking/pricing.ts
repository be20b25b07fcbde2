/**
 * What a booking costs (spec section 9), in paise so that sums are exact. The server prices a
 * booking with these rules from its own catalogue; the wizard shows the same figures.
 */
import { SERVICE_CATALOGUE } from '../catalogue/services.ts'
import type { VisitType } from './options.ts'

/** The catalogue service that is each visit type's charge when the cart is empty. */
export const VISIT_SERVICE_IDS: Record<VisitType, string> = { home: 'home-visit', clinic: 'clinic-consultation', video: 'video-consultation' }

/** A visit's charge in rupees: list price and the price charged. */
export type VisitCharge = { price: number; discountedPrice: number; catalogueId: string; title: string }

type CatalogueEntry = { id: string; title: string; price: number; discountedPrice: number }

/**
 * The one place a visit's price is read: from the catalogue the server serves (its services
 * table), so the home page, the booking wizard and the charge agree when an admin changes it.
 * Null when the catalogue has no active service for the visit.
 */
export function visitCharge(catalogue: readonly CatalogueEntry[], visitType: VisitType): VisitCharge | null {
  const service = catalogue.find((entry) => entry.id === VISIT_SERVICE_IDS[visitType])
  return service ? { price: service.price, discountedPrice: service.discountedPrice, catalogueId: service.id, title: service.title } : null
}

function seededCharge(visitType: VisitType): VisitCharge {
  const charge = visitCharge(SERVICE_CATALOGUE, visitType)
  if (!charge) throw new Error(`The seeded catalogue has no ${visitType} visit`)
  return charge
}

/**
 * The seeded catalogue's visit charges. Only for labels shown before the live catalogue is known;
 * every amount charged or totalled comes from `visitCharge` over the server's catalogue.
 */
export const DEFAULT_VISIT_CHARGES: Record<VisitType, VisitCharge> = {
  home: seededCharge('home'),
  clinic: seededCharge('clinic'),
  video: seededCharge('video'),
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
