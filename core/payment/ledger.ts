/**
 * The per-payment ledger an accountant matches to the bank and UPI statements (issue 36): one row
 * per payment, refund, voided cash, cash deposit and membership sale, to the paisa, as CSV that a
 * spreadsheet opens without running anything a cell says.
 */

/** What a row records. A membership sale and a cash deposit have rows of their own. */
export const LEDGER_KINDS = ['payment', 'refund', 'void', 'cash_deposit', 'membership_sale'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** How the money came: online before the visit, at the door (UPI QR, link, cash), or a membership bought. */
export const LEDGER_METHODS = ['online', 'upi_qr', 'payment_link', 'cash', 'membership'] as const
export type LedgerMethod = (typeof LEDGER_METHODS)[number]

/** The words of each method in the CSV, as the team says them. */
export const LEDGER_METHOD_WORDS: Record<LedgerMethod, string> = { online: 'online', upi_qr: 'UPI QR', payment_link: 'link', cash: 'cash', membership: 'membership' }

export type LedgerEntry = {
  /** When it happened (the payment, the refund, the undo, the deposit). */
  at: Date
  kind: LedgerKind
  receiptNumber: string | null
  visitId: string | null
  ownerName: string | null
  vetName: string | null
  method: LedgerMethod
  providerPaymentId: string | null
  /** In paise: positive for money in and for a deposit, negative for a refund and a void. */
  amountPaise: number
  /** The GST included in the amount, in paise, with the amount's sign. */
  taxPaise: number
  /** What else the accountant needs: an extra payment, a refund's state, the reason of a void, who deposited. */
  note: string
}

/** The longest range one ledger covers: a year, with a leap day. */
export const LEDGER_MAX_DAYS = 366

/** The days from one India calendar date to another, both YYYY-MM-DD (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** A plain decimal number ('-1499.00'): a spreadsheet reads it as the number, and it can run nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * A cell as CSV writes it: a value a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, and a value with a comma, a quote or a
 * line break is quoted. A plain number keeps its minus: a refund of ₹799 stays -799.00.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows as one CSV document, lines ending CRLF as RFC 4180 writes them. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * Paise as rupees to the paisa, with a plain minus and no grouping: '1499.00', '-0.50'. A number
 * cell of the ledger: it is written as a number, never escaped as a formula.
 */
export function paiseAsRupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new Error('An amount is whole paise')
  const sign = paise < 0 ? '-' : ''
  const whole = Math.abs(paise)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * The GST inside one payment of a bill priced tax-inclusive. The lines are the bill when it was
 * paid; what was paid before covered its first lines, so this payment paid for the last ones
 * (a payment of the whole bill carries all its tax). Lines below zero (a membership's saving)
 * are already netted in the amount paid and carry no tax of their own.
 */
export function paymentTaxPaise(lines: ReadonlyArray<{ amountPaise: number; taxPaise: number }>, amountPaise: number): number {
  const charged = lines.filter((line) => line.amountPaise > 0)
  const total = charged.reduce((sum, line) => sum + line.amountPaise, 0)
  let paidBefore = Math.max(0, total - amountPaise)
  let tax = 0
  for (const line of charged) {
    const covered = Math.min(line.amountPaise, paidBefore)
    paidBefore -= covered
    const share = line.amountPaise - covered
    tax += share === line.amountPaise ? line.taxPaise : Math.round((line.taxPaise * share) / line.amountPaise)
  }
  return tax
}

/** The GST given back with a refund: the refunded share of the payment's tax. */
export function refundTaxPaise(payment: { amountPaise: number; taxPaise: number }, refundPaise: number): number {
  if (payment.amountPaise <= 0 || payment.taxPaise === 0) return 0
  return refundPaise >= payment.amountPaise ? payment.taxPaise : Math.round((payment.taxPaise * refundPaise) / payment.amountPaise)
}

/** The date and the 24-hour time of an instant in India: ['2026-11-29', '08:27']. */
export function indiaDateAndTime(at: Date): [string, string] {
  const india = new Date(at.getTime() + 330 * 60_000).toISOString()
  return [india.slice(0, 10), india.slice(11, 16)]
}

/** Oldest first; at the same instant, in the receipt series' order, a payment before its refund or void. */
export function sortLedger(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const rank = (kind: LedgerKind) => LEDGER_KINDS.indexOf(kind)
  return [...entries].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.receiptNumber ?? '').localeCompare(b.receiptNumber ?? '') || rank(a.kind) - rank(b.kind))
}

export const LEDGER_COLUMNS = ['date', 'time', 'kind', 'receipt_number', 'visit_id', 'owner_name', 'vet_name', 'method', 'provider_payment_id', 'amount_rupees', 'tax_rupees', 'note'] as const

/** The ledger as CSV: a header, then a row per entry in the order given; dates and times in India. */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  return csvDocument([
    LEDGER_COLUMNS,
    ...entries.map((entry) => [
      ...indiaDateAndTime(entry.at),
      entry.kind,
      entry.receiptNumber,
      entry.visitId,
      entry.ownerName,
      entry.vetName,
      LEDGER_METHOD_WORDS[entry.method],
      entry.providerPaymentId,
      paiseAsRupees(entry.amountPaise),
      paiseAsRupees(entry.taxPaise),
      entry.note,
    ]),
  ])
}
