import { formatRupees } from '../../../core/money.ts'
import { paymentTaxPaise } from '../../../core/payment/ledger.ts'
import type { ReceiptAccount } from '../../../core/payment/visit-payments.ts'

export type ReceiptLine = { title: string; quantity: number; amountPaise: number; taxRateBps: number; taxPaise: number }

export type BusinessDetails = { legalName: string; address: string; registration: string | null; supportPhone: string; supportEmail: string }

/** What one receipt says, whatever it paid for: a visit, a booking paid online, a membership. */
export type ReceiptContent = {
  number: string
  issuedAt: Date
  method: string
  amountPaise: number
  lines: ReceiptLine[]
  providerPaymentId: string | null
  /** Cash undone after it was recorded (issue 36): the number stays used in the series, and the receipt reads VOID. */
  voided?: { at: Date; reason: string } | null
  /**
   * A later payment of a visit's bill (issue 36): the whole bill, what was paid before with its
   * receipts, this payment, and the balance. Null when this payment paid the whole bill at once.
   */
  account?: ReceiptAccount | null
  /** 'Received from Asha for the visit of Bruno on ...' or, with no visit, what the payment was for. */
  receivedFrom: string
  paidFor: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const rupees = (paise: number) => formatRupees(paise / 100)
const METHOD_WORDS: Record<string, string> = { upi_qr: 'UPI (QR code at the door)', payment_link: 'UPI / card (payment link)', cash: 'Cash', online: 'Online, before the visit' }

const longInstant = (at: Date) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(at)

export const receiptMethodWords = (method: string) => METHOD_WORDS[method] ?? method

/** The GST included in a receipt's lines, in paise. */
export const includedTax = (lines: readonly ReceiptLine[]) => lines.reduce((sum, line) => sum + line.taxPaise, 0)

/** The GST line: the bill's, or, for a later payment of a bill, this payment's share and the bill's. */
function taxLine(taxed: boolean, billTaxPaise: number, paymentTax: number | null): string {
  if (!taxed) return 'No GST charged'
  if (paymentTax === null) return `Includes GST of ${rupees(billTaxPaise)}`
  return `This payment includes GST of ${rupees(paymentTax)} (the whole bill: ${rupees(billTaxPaise)})`
}

const cell = 'padding:.3rem 0'
/** The whole bill, what was paid before (each with its receipt), this payment and the balance. */
function accountTable(account: ReceiptAccount): string {
  const before = account.before
    .map(
      (payment) =>
        `<tr data-testid="receipt-paid-before"><td style="${cell}">Paid before: ${escapeHtml(receiptMethodWords(payment.method))}, ${escapeHtml(longInstant(payment.at))}${payment.receiptNumber ? ` (receipt ${escapeHtml(payment.receiptNumber)})` : ''}</td><td style="text-align:right;white-space:nowrap">${rupees(payment.amountPaise)}</td></tr>`,
    )
    .join('')
  return `<table style="width:100%;border-collapse:collapse;margin-top:1rem" data-testid="receipt-account">
<tbody><tr style="border-bottom:1px solid #e4e7eb"><th scope="row" style="${cell};text-align:left">Bill total</th><td style="text-align:right" data-testid="receipt-bill-total">${rupees(account.totalPaise)}</td></tr>
${before}<tr><td style="${cell}">This payment</td><td style="text-align:right" data-testid="receipt-this-payment">${rupees(account.thisPaise)}</td></tr>
<tr style="border-top:1px solid #cbd2d9"><th scope="row" style="${cell};text-align:left">${account.balancePaise > 0 ? 'Balance due' : 'Balance: the bill is paid in full'}</th><td style="text-align:right;white-space:nowrap" data-testid="receipt-balance">${rupees(account.balancePaise)}</td></tr></tbody>
</table>
`
}

/** The printable receipt (A4 on paper or saved as PDF), also the HTML part of the receipt's e-mail. */
export function receiptDocument(receipt: ReceiptContent, business: BusinessDetails): string {
  const { lines } = receipt
  const taxed = lines.some((line) => line.taxRateBps > 0)
  const tax = includedTax(lines)
  const account = receipt.account ?? null
  const issued = longInstant(receipt.issuedAt)
  const b = business
  const voided = receipt.voided
    ? `<p role="status" data-testid="receipt-void" style="border:3px solid #b91c1c;color:#b91c1c;padding:.75rem 1rem;font-size:1.1rem"><strong style="font-size:1.5rem;letter-spacing:.1em">VOID</strong><br>This receipt was cancelled on ${escapeHtml(longInstant(receipt.voided.at))}: ${escapeHtml(receipt.voided.reason)}. No money is held against it; its number stays used in the series.</p>`
    : ''
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${receipt.voided ? 'VOID ' : ''}Receipt ${escapeHtml(receipt.number)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1f2933;line-height:1.45">
<header style="display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;border-bottom:2px solid #0f766e;padding-bottom:.75rem">
<div><strong style="font-size:1.25rem">${escapeHtml(b.legalName)}</strong><br>${escapeHtml(b.address)}${b.registration ? `<br>Registration: ${escapeHtml(b.registration)}` : ''}<br>+91 ${escapeHtml(b.supportPhone)} · ${escapeHtml(b.supportEmail)}</div>
<div style="text-align:right"><strong style="font-size:1.25rem">${receipt.voided ? 'VOID receipt' : 'Receipt'}</strong><br><span data-testid="receipt-number">${escapeHtml(receipt.number)}</span><br>${escapeHtml(issued)}</div>
</header>
${voided}<p>Received from <strong>${escapeHtml(receipt.receivedFrom)}</strong> ${escapeHtml(receipt.paidFor)}.</p>
<table style="width:100%;border-collapse:collapse">
<thead><tr style="text-align:left;border-bottom:1px solid #cbd2d9"><th style="padding:.4rem 0">Item</th><th>Qty</th>${taxed ? '<th>GST incl.</th>' : ''}<th style="text-align:right">Amount</th></tr></thead>
<tbody>${lines
    .map(
      (line) =>
        `<tr style="border-bottom:1px solid #e4e7eb"><td style="padding:.4rem 0">${escapeHtml(line.title)}</td><td>${line.quantity}</td>${taxed ? `<td>${line.taxRateBps ? `${line.taxRateBps / 100}% · ${rupees(line.taxPaise)}` : '0%'}</td>` : ''}<td style="text-align:right">${rupees(line.amountPaise)}</td></tr>`,
    )
    .join('')}</tbody>
</table>
${account ? accountTable(account) : ''}<p style="font-size:1.15rem;text-align:right;margin-bottom:0"><strong>Paid ${account ? 'now ' : ''}${rupees(receipt.amountPaise)}</strong></p>
<p style="text-align:right;margin-top:.25rem" data-testid="receipt-tax">${taxLine(taxed, tax, account ? paymentTaxPaise(lines, receipt.amountPaise) : null)}</p>
<p>Method: ${escapeHtml(receiptMethodWords(receipt.method))}<br>Payment id: ${escapeHtml(receipt.providerPaymentId ?? '—')}</p>
<p style="color:#52606d;font-size:.9rem">Prices include the GST shown. Keep this receipt for your records; print it or save it as PDF from your browser's print menu.</p>
</body></html>`
}
