/**
 * What was paid on a visit, and how (issue 36): the one rule that says which payments count for a
 * visit's bill, used by the vet's bill, the board's cards and counters, and a receipt's account of
 * what was paid before it. Amounts in paise.
 */

import type { BillLine } from './bill.ts'

/** How money for a visit came in: online before the visit, or at the door by UPI QR, link or cash. */
export const PAID_METHODS = ['online', 'upi_qr', 'payment_link', 'cash'] as const
export type PaidMethod = (typeof PAID_METHODS)[number]
export const PAID_METHOD_LABELS: Record<PaidMethod, string> = { online: 'online', upi_qr: 'UPI QR', payment_link: 'payment link', cash: 'cash' }

/** One payment that may belong to a visit, as stored. */
export type VisitPaymentRow = {
  id: string
  amountPaise: number
  /** checkout and webhook (online), door (cash), webhook (a door QR code or link paid at the provider). */
  source: string
  /** Beyond what the visit owed (paid twice): refunded, never counted. */
  extra: boolean
  createdAt: Date
  voidedAt: Date | null
  depositedAt: Date | null
  /** The visit the payment row names. */
  appointmentId: string | null
  /** The visit the payment's order was made at the door for (null for an online order). */
  orderAppointmentId: string | null
  collectMethod: string | null
  collectedBy: string | null
  receiptNumber: string | null
}

export type VisitOfPayments = { id: string; paymentId: string | null; totalPaise: number }

export type CountedPayment = { id: string; method: PaidMethod; amountPaise: number; at: Date; receiptNumber: string | null; collectedBy: string | null }

export type VisitPaid = {
  /** The booking's online payment, up to the booking's total. */
  onlinePaise: number
  /** UPI QR, link and cash at the door, each counted once, cash undone left out. */
  doorPaise: number
  /** Refunds of payments that counted (a cancelled paid visit). */
  refundedPaise: number
  /** The counted payments, oldest first. */
  counted: CountedPayment[]
  /** Cash taken for this visit that no one has recorded as deposited (and not undone), by who holds it. */
  cashHeld: Array<{ heldBy: string | null; amountPaise: number }>
}

const isDoorMethod = (method: string | null): method is Exclude<PaidMethod, 'online'> => method === 'upi_qr' || method === 'payment_link' || method === 'cash'

/**
 * A payment counted for the visit at the door: recorded at the door (cash) or paid at the provider
 * on a QR code or link made for this visit; never an extra payment, never cash undone (as of `at`,
 * when given: a receipt tells what counted when it was issued).
 */
function countsAtDoor(visitId: string, row: VisitPaymentRow, at?: Date): boolean {
  const forVisit = (row.source === 'door' && row.appointmentId === visitId) || (row.source === 'webhook' && row.orderAppointmentId === visitId)
  const voided = row.voidedAt !== null && (at === undefined || row.voidedAt.getTime() <= at.getTime())
  return forVisit && !row.extra && !voided && isDoorMethod(row.collectMethod)
}

/** What counts as paid for a visit, from the payments and refunds that may concern it. */
export function paidOfVisit(visit: VisitOfPayments, rows: readonly VisitPaymentRow[], refunds: ReadonlyArray<{ amountPaise: number; extra: boolean }>): VisitPaid {
  const counted: CountedPayment[] = []
  let onlinePaise = 0
  for (const row of rows) {
    if (row.id === visit.paymentId) {
      onlinePaise = Math.min(row.amountPaise, visit.totalPaise)
      if (onlinePaise > 0) counted.push({ id: row.id, method: 'online', amountPaise: onlinePaise, at: row.createdAt, receiptNumber: row.receiptNumber, collectedBy: null })
    } else if (countsAtDoor(visit.id, row)) {
      counted.push({ id: row.id, method: row.collectMethod as PaidMethod, amountPaise: row.amountPaise, at: row.createdAt, receiptNumber: row.receiptNumber, collectedBy: row.collectedBy })
    }
  }
  counted.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.receiptNumber ?? '').localeCompare(b.receiptNumber ?? ''))
  const held = new Map<string | null, number>()
  for (const payment of counted) {
    const row = rows.find((candidate) => candidate.id === payment.id)
    if (payment.method === 'cash' && row?.depositedAt === null) held.set(payment.collectedBy, (held.get(payment.collectedBy) ?? 0) + payment.amountPaise)
  }
  return {
    onlinePaise,
    doorPaise: counted.filter((payment) => payment.method !== 'online').reduce((sum, payment) => sum + payment.amountPaise, 0),
    refundedPaise: refunds.filter((refund) => !refund.extra).reduce((sum, refund) => sum + refund.amountPaise, 0),
    counted,
    cashHeld: [...held].map(([heldBy, amountPaise]) => ({ heldBy, amountPaise })),
  }
}

/** The paise paid by each method, in PAID_METHODS order, leaving out methods not used. */
export function paidByMethod(counted: readonly CountedPayment[]): Array<{ method: PaidMethod; amountPaise: number }> {
  return PAID_METHODS.map((method) => ({ method, amountPaise: counted.filter((payment) => payment.method === method).reduce((sum, payment) => sum + payment.amountPaise, 0) })).filter(
    (entry) => entry.amountPaise > 0,
  )
}

/**
 * The payments that counted for the visit before `payment` (the one a receipt is for): made before
 * it, and not undone by then. A receipt names them as what was paid before.
 */
export function paidBefore(visit: VisitOfPayments, rows: readonly VisitPaymentRow[], payment: { id: string; createdAt: Date; receiptNumber: string | null }): CountedPayment[] {
  const before = (row: VisitPaymentRow) =>
    row.id !== payment.id &&
    (row.createdAt.getTime() < payment.createdAt.getTime() || (row.createdAt.getTime() === payment.createdAt.getTime() && (row.receiptNumber ?? '') < (payment.receiptNumber ?? '')))
  const earlier = rows.filter((row) => before(row) && (row.id === visit.paymentId || countsAtDoor(visit.id, row, payment.createdAt)))
  return paidOfVisit(visit, earlier.map((row) => ({ ...row, voidedAt: null })), []).counted
}

/**
 * The account a receipt gives of the whole bill when it is not the only payment of it: the bill's
 * total (its lines when this payment was made), what was paid before, this payment, and what is
 * left. Null when this payment paid the whole bill at once: its lines and amount say it all.
 */
export function receiptAccount(lines: ReadonlyArray<Pick<BillLine, 'amountPaise'>>, thisPaise: number, before: readonly CountedPayment[]) {
  const totalPaise = Math.max(0, lines.reduce((sum, line) => sum + line.amountPaise, 0))
  const beforePaise = before.reduce((sum, payment) => sum + payment.amountPaise, 0)
  const balancePaise = Math.max(0, totalPaise - beforePaise - thisPaise)
  if (before.length === 0 && balancePaise === 0) return null
  return { totalPaise, before: [...before], beforePaise, thisPaise, balancePaise }
}
export type ReceiptAccount = NonNullable<ReturnType<typeof receiptAccount>>
