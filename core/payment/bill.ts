/**
 * The bill of a visit (issue 22), in paise: what the booking priced, what the vet added at the
 * visit from the catalogue, what was paid before, and what is due. One function, used by the vet's
 * screen, the collect step and the receipt alike, so the amount due is never computed twice.
 */

export type BillLineSource = 'booking' | 'visit'

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
 * bill always starts from exactly what the owner agreed to pay.
 */
export function bookingLines(
  services: ReadonlyArray<{ id: string; title: string; pricePaise: number; quantity: number }>,
  bookingTotalPaise: number,
  taxRateOf: (serviceId: string) => number = () => 0,
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
    lines.push({
      serviceId: null,
      title: difference > 0 ? 'Visit charge' : 'Booking discount',
      unitPaise: difference,
      quantity: 1,
      taxRateBps: 0,
      source: 'booking',
      lineId: null,
    })
  }
  return lines
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
