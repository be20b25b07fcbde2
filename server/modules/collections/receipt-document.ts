import { HTML_LANG, INTL_LOCALE, type Language } from '../../../core/i18n/language.ts'
import { formatRupees } from '../../../core/money.ts'
import { gstinIn } from '../../../core/site/business.ts'
import { paymentTaxPaise } from '../../../core/payment/ledger.ts'
import type { ReceiptAccount } from '../../../core/payment/visit-payments.ts'
import type { Messages } from '../../../content/i18n/index.ts'
import { type OwnerTranslator, ownerTranslator } from '../../i18n/owner-messages.ts'

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
  /** Who paid ('Asha'); null when the account has no name, and the receipt says 'the account holder'. */
  receivedFrom: string | null
  /** 'for Bruno's visit on ...' or, with no visit, what the payment was for, in the receipt's language. */
  paidFor: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const rupees = (paise: number) => formatRupees(paise / 100)
const METHOD_WORDS: Record<string, string> = { upi_qr: 'UPI (QR code at the door)', payment_link: 'UPI / card (payment link)', cash: 'Cash', online: 'Online, before the visit' }

const longInstant = (at: Date, language: Language = 'en') => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(at)

/** How a payment was made, in English (the staff's pages). */
export const receiptMethodWords = (method: string) => METHOD_WORDS[method] ?? method

/** The GST included in a receipt's lines, in paise. */
export const includedTax = (lines: readonly ReceiptLine[]) => lines.reduce((sum, line) => sum + line.taxPaise, 0)

type Words = { t: OwnerTranslator; language: Language }
type DocumentKey = keyof Messages['mail']['receiptDocument']

/** One phrase of the receipt in its language, escaped for HTML. */
function say({ t }: Words, key: DocumentKey, values: Record<string, string | number> = {}): string {
  const translate = t as unknown as (key: string, values: Record<string, string | number>) => string
  return escapeHtml(translate(`mail.receiptDocument.${key}`, values))
}
/** How a payment was made, in the receipt's language (not escaped: it goes into another phrase). */
const methodWords = ({ t }: Words, method: string) => (t as unknown as (key: string, values: Record<string, string>) => string)('mail.receiptDocument.methods', { method })

/** The GST line: the bill's, or, for a later payment of a bill, this payment's share and the bill's. */
function taxLine(words: Words, taxed: boolean, billTaxPaise: number, paymentTax: number | null): string {
  if (!taxed) return say(words, 'noGst')
  if (paymentTax === null) return say(words, 'gst', { amount: rupees(billTaxPaise) })
  return say(words, 'gstOfPayment', { amount: rupees(paymentTax), total: rupees(billTaxPaise) })
}

const NAME_SLOT = '\u0001'
const PAID_FOR_SLOT = '\u0002'
const cell = 'padding:.3rem 0'
/** The whole bill, what was paid before (each with its receipt), this payment and the balance. */
function accountTable(words: Words, account: ReceiptAccount): string {
  const before = account.before
    .map(
      (payment) =>
        `<tr data-testid="receipt-paid-before"><td style="${cell}">${say(words, 'paidBefore', { method: methodWords(words, payment.method), at: longInstant(payment.at, words.language) })}${payment.receiptNumber ? ` ${say(words, 'paidBeforeReceipt', { number: payment.receiptNumber })}` : ''}</td><td style="text-align:right;white-space:nowrap">${rupees(payment.amountPaise)}</td></tr>`,
    )
    .join('')
  return `<table style="width:100%;border-collapse:collapse;margin-top:1rem" data-testid="receipt-account">
<tbody><tr style="border-bottom:1px solid #e4e7eb"><th scope="row" style="${cell};text-align:left">${say(words, 'billTotal')}</th><td style="text-align:right" data-testid="receipt-bill-total">${rupees(account.totalPaise)}</td></tr>
${before}<tr><td style="${cell}">${say(words, 'thisPayment')}</td><td style="text-align:right" data-testid="receipt-this-payment">${rupees(account.thisPaise)}</td></tr>
<tr style="border-top:1px solid #cbd2d9"><th scope="row" style="${cell};text-align:left">${say(words, account.balancePaise > 0 ? 'balanceDue' : 'balancePaid')}</th><td style="text-align:right;white-space:nowrap" data-testid="receipt-balance">${rupees(account.balancePaise)}</td></tr></tbody>
</table>
`
}

/**
 * The printable receipt (A4 on paper or saved as PDF), also the HTML part of the receipt's e-mail,
 * in the owner's language (decision 0076). What the business wrote stays as written: its name and
 * address, the items' names (marked English on a Hindi receipt), a voided payment's reason.
 */
export function receiptDocument(receipt: ReceiptContent, business: BusinessDetails, language: Language = 'en'): string {
  const words: Words = { t: ownerTranslator(language), language }
  const t = (key: DocumentKey, values?: Record<string, string | number>) => say(words, key, values)
  const { lines } = receipt
  const taxed = lines.some((line) => line.taxRateBps > 0)
  const tax = includedTax(lines)
  const account = receipt.account ?? null
  const issued = longInstant(receipt.issuedAt, language)
  const voidedWord = receipt.voided ? 'yes' : 'no'
  const b = business
  const english = language === 'en' ? '' : ' lang="en"'
  const name = `<strong>${receipt.receivedFrom === null ? t('accountHolder') : `<span translate="no">${escapeHtml(receipt.receivedFrom)}</span>`}</strong>`
  // The name goes in as markup: the phrase is escaped around two slots, then the slots are filled.
  const phrase = words.t.markup('mail.receiptDocument.receivedFrom', { name: () => NAME_SLOT, paidFor: PAID_FOR_SLOT })
  const receivedFrom = escapeHtml(phrase).replace(NAME_SLOT, name).replace(PAID_FOR_SLOT, escapeHtml(receipt.paidFor))
  const voided = receipt.voided
    ? `<p role="status" data-testid="receipt-void" style="border:3px solid #b91c1c;color:#b91c1c;padding:.75rem 1rem;font-size:1.1rem"><strong style="font-size:1.5rem;letter-spacing:.1em">VOID</strong><br>${t('void', { at: longInstant(receipt.voided.at, language), reason: receipt.voided.reason })}</p>`
    : ''
  return `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title', { voided: voidedWord, number: receipt.number })}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1f2933;line-height:1.45">
<header style="display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;border-bottom:2px solid #0f766e;padding-bottom:.75rem">
<div${english}><strong style="font-size:1.25rem">${escapeHtml(b.legalName)}</strong><br>${escapeHtml(b.address)}${b.registration ? `<br>${gstinIn(b.registration) === b.registration.trim().toUpperCase() ? t('gstin', { gstin: b.registration.trim().toUpperCase() }) : t('registration', { registration: b.registration })}` : ''}<br>+91 ${escapeHtml(b.supportPhone)} · ${escapeHtml(b.supportEmail)}</div>
<div style="text-align:right"><strong style="font-size:1.25rem">${t('heading', { voided: voidedWord })}</strong><br><span data-testid="receipt-number">${escapeHtml(receipt.number)}</span><br>${escapeHtml(issued)}</div>
</header>
${voided}<p>${receivedFrom}</p>
<table style="width:100%;border-collapse:collapse">
<thead><tr style="text-align:left;border-bottom:1px solid #cbd2d9"><th style="padding:.4rem 0">${t('item')}</th><th>${t('quantity')}</th>${taxed ? `<th>${t('gstIncluded')}</th>` : ''}<th style="text-align:right">${t('amount')}</th></tr></thead>
<tbody>${lines
    .map(
      (line) =>
        `<tr style="border-bottom:1px solid #e4e7eb"><td style="padding:.4rem 0"${english}>${escapeHtml(line.title)}</td><td>${line.quantity}</td>${taxed ? `<td>${line.taxRateBps ? `${line.taxRateBps / 100}% · ${rupees(line.taxPaise)}` : '0%'}</td>` : ''}<td style="text-align:right">${rupees(line.amountPaise)}</td></tr>`,
    )
    .join('')}</tbody>
</table>
${account ? accountTable(words, account) : ''}<p style="font-size:1.15rem;text-align:right;margin-bottom:0"><strong>${t('paid', { now: account ? 'yes' : 'no', amount: rupees(receipt.amountPaise) })}</strong></p>
<p style="text-align:right;margin-top:.25rem" data-testid="receipt-tax">${taxLine(words, taxed, tax, account ? paymentTaxPaise(lines, receipt.amountPaise) : null)}</p>
<p>${t('method', { method: methodWords(words, receipt.method) })}<br>${t('paymentId', { id: receipt.providerPaymentId ?? '—' })}</p>
<p style="color:#52606d;font-size:.9rem">${t('footer')}</p>
</body></html>`
}
