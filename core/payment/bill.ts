/**
 * The bill of a visit (issue 22), in paise: what the booking priced, what the vet added at the
 * visit from the catalogue, what was paid before, and what is due. One function, used by the vet's
 * screen, the collect step and the receipt alike, so the amount due is never computed twice.
 */

import { DISCOUNTED_SERVICE_TYPES, type MembershipBenefitUsed, percentOffPaise } from '../membership/membership.ts'

export type BillLineSource = 'booking' | 'visit' | 'membership'

/** The bill's line for each Gold Membership benefit: what the membership saved, as a negative amount. */
export const MEMBERSHIP_LINE_TITLES: Record<MembershipBenefitUsed, string> = {
  discount: 'Gold Membership discount',
  free_visit: 'Gold Membership: free home visit',
  free_video: 'Gold Membership: free video consultation',
}

export type BillLineInput = {
  /** The catalogue id, or null for the booking's adjustment line. */
  serviceId: string | null
  title: string
  unitPaise: number
  quantity: number
  /** Tax in basis points of the line (1800 = 18 %), from the catalogue; 0 by default. */
  taxRateBps: number
  source: BillLineSource
  /** The stored row of a line the vet added (so it can be removed); null for booking lines. */
  lineId: string | null
}

export type BillLine = BillLineInput & { amountPaise: number; taxPaise: number }

export type Bill = {
  lines: BillLine[]
  subtotalPaise: number
  taxPaise: number
  totalPaise: number
  /** Paid online before the visit and at the door, net of refunds of those payments. */
  paidPaise: number
  duePaise: number
}

/** The tax inside a line priced tax-inclusive: amount × rate / (1 + rate), rounded to the paisa. */
export function includedTaxPaise(amountPaise: number, taxRateBps: number): number {
  if (taxRateBps <= 0) return 0
  return Math.round((amountPaise * taxRateBps) / (10_000 + taxRateBps))
}

/**
 * The booking's own lines as priced at booking time; when the booking's total differs from their
 * sum (the visit charge, a plan discount), one adjustment line carries the difference, so the
 * bill always starts from exactly what the owner agreed to pay. A booking a membership priced
 * (`benefit`) was already member-priced: the saving shows as that benefit's line.
 */
export function bookingLines(
  services: ReadonlyArray<{ id: string; title: string; pricePaise: number; quantity: number }>,
  bookingTotalPaise: number,
  taxRateOf: (serviceId: string) => number = () => 0,
  benefit: MembershipBenefitUsed | null = null,
): BillLineInput[] {
  const lines: BillLineInput[] = services.map((service) => ({
    serviceId: service.id,
    title: service.title,
    unitPaise: service.pricePaise,
    quantity: service.quantity,
    taxRateBps: taxRateOf(service.id),
    source: 'booking',
    lineId: null,
  }))
  const sum = lines.reduce((total, line) => total + line.unitPaise * line.quantity, 0)
  const difference = bookingTotalPaise - sum
  if (difference !== 0) {
    const saved = difference < 0 && benefit !== null
    lines.push({
      serviceId: null,
      title: saved ? MEMBERSHIP_LINE_TITLES[benefit] : difference > 0 ? 'Visit charge' : 'Booking discount',
      unitPaise: difference,
      quantity: 1,
      taxRateBps: 0,
      source: saved ? 'membership' : 'booking',
      lineId: null,
    })
  }
  return lines
}

/** A line the vet added, with what decides the member's discount on it. */
export type AddedBillLine = BillLineInput & {
  /** The catalogue service type (vaccination, labtest, ...); the discount applies to some only. */
  serviceType: string | null
  /** The owner's membership discount when the line was added; 0 when the owner was not a member. */
  memberDiscountPercent: number
}

/**
 * The member's discount on the lines the vet added at the visit: the booking's rule for services
 * paid after the visit (memberPricing), i.e. the plan's percent off vaccinations and lab tests,
 * in whole rupees per line.
 */
export function memberDiscountPaise(added: readonly AddedBillLine[]): number {
  return added
    .filter((line) => line.serviceType !== null && DISCOUNTED_SERVICE_TYPES.includes(line.serviceType))
    .reduce((sum, line) => sum + percentOffPaise(line.unitPaise * line.quantity, line.memberDiscountPercent), 0)
}

/**
 * Every line of a visit's bill: the booking's (with its membership line), the vet's, and one
 * 'Gold Membership discount' line last that holds the whole discount, the booking's and the vet's lines'.
 */
export function billLinesOfVisit(booking: readonly BillLineInput[], added: readonly AddedBillLine[]): BillLineInput[] {
  const vetLines: BillLineInput[] = added.map(({ serviceType: _type, memberDiscountPercent: _percent, ...line }) => line)
  const discount = memberDiscountPaise(added)
  if (discount === 0) return [...booking, ...vetLines]
  const title = MEMBERSHIP_LINE_TITLES.discount
  const booked = booking.find((line) => line.source === 'membership' && line.title === title)
  const bookedPaise = booked ? booked.unitPaise * booked.quantity : 0
  return [
    ...booking.filter((line) => line !== booked),
    ...vetLines,
    { serviceId: null, title, unitPaise: bookedPaise - discount, quantity: 1, taxRateBps: 0, source: 'membership', lineId: null },
  ]
}

/** Totals the lines; the due amount is never below zero (an overpayment is refunded, not owed back here). */
export function computeBill(lines: readonly BillLineInput[], paidPaise: number): Bill {
  for (const line of lines) {
    if (!Number.isInteger(line.unitPaise) || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`Bill line ${line.title} is not whole paise times a whole quantity`)
    }
  }
  const priced = lines.map((line) => {
    const amountPaise = line.unitPaise * line.quantity
    return { ...line, amountPaise, taxPaise: includedTaxPaise(amountPaise, line.taxRateBps) }
  })
  const totalPaise = Math.max(
    0,
    priced.reduce((sum, line) => sum + line.amountPaise, 0),
  )
  const taxPaise = priced.reduce((sum, line) => sum + line.taxPaise, 0)
  return {
    lines: priced,
    subtotalPaise: totalPaise - taxPaise,
    taxPaise,
    totalPaise,
    paidPaise,
    duePaise: Math.max(0, totalPaise - paidPaise),
  }
}

/**
 * Whether a line the vet added can still be taken off: only while it is unpaid, i.e. the bill
 * without it is still at least what was paid (a paid line stays; the server refuses it too).
 */
export function lineRemovable(bill: Pick<Bill, 'duePaise'>, line: Pick<BillLine, 'lineId' | 'amountPaise'>): boolean {
  return line.lineId !== null && line.amountPaise <= bill.duePaise
}

export type PaymentStatus = 'due' | 'paid' | 'refunded' | 'partly_refunded'

/**
 * The owner's view of a booking's money. `paidPaise` and `refundedPaise` count only the payments
 * that paid for the visit; an extra payment refunded automatically is in neither.
 */
export function paymentStatusOf(input: { totalPaise: number; paidPaise: number; refundedPaise: number }): PaymentStatus {
  const { totalPaise, paidPaise, refundedPaise } = input
  if (paidPaise <= 0) return 'due'
  if (refundedPaise >= paidPaise) return 'refunded'
  if (refundedPaise > 0) return 'partly_refunded'
  return paidPaise >= totalPaise ? 'paid' : 'due'
}

/** The Indian financial year (April to March) of an instant, as `2026-27`, in India time. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000)
  const year = india.getUTCFullYear()
  const start = india.getUTCMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** A receipt's number in its year's series: `PV/2026-27/000123`. */
export function receiptNumber(financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error('A receipt sequence starts at 1')
  return `PV/${financialYear}/${String(sequence).padStart(6, '0')}`
}
