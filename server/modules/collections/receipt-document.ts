import { formatRupees } from '../../../core/money.ts'

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
  /** 'Received from Asha for the visit of Bruno on ...' or, with no visit, what the payment was for. */
  receivedFrom: string
  paidFor: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const rupees = (paise: number) => formatRupees(paise / 100)
const METHOD_WORDS: Record<string, string> = { upi_qr: 'UPI (QR code at the door)', payment_link: 'UPI / card (payment link)', cash: 'Cash', online: 'Online, before the visit' }

export const receiptMethodWords = (method: string) => METHOD_WORDS[method] ?? method

/** The GST included in a receipt's lines, in paise. */
export const includedTax = (lines: readonly ReceiptLine[]) => lines.reduce((sum, line) => sum + line.taxPaise, 0)

/** The printable receipt (A4 on paper or saved as PDF), also the HTML part of the receipt's e-mail. */
export function receiptDocument(receipt: ReceiptContent, business: BusinessDetails): string {
  const { lines } = receipt
  const taxed = lines.some((line) => line.taxRateBps > 0)
  const tax = includedTax(lines)
  const issued = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(receipt.issuedAt)
  const b = business
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Receipt ${escapeHtml(receipt.number)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1f2933;line-height:1.45">
<header style="display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;border-bottom:2px solid #0f766e;padding-bottom:.75rem">
<div><strong style="font-size:1.25rem">${escapeHtml(b.legalName)}</strong><br>${escapeHtml(b.address)}${b.registration ? `<br>Registration: ${escapeHtml(b.registration)}` : ''}<br>+91 ${escapeHtml(b.supportPhone)} · ${escapeHtml(b.supportEmail)}</div>
<div style="text-align:right"><strong style="font-size:1.25rem">Receipt</strong><br><span data-testid="receipt-number">${escapeHtml(receipt.number)}</span><br>${escapeHtml(issued)}</div>
</header>
<p>Received from <strong>${escapeHtml(receipt.receivedFrom)}</strong> ${escapeHtml(receipt.paidFor)}.</p>
<table style="width:100%;border-collapse:collapse">
<thead><tr style="text-align:left;border-bottom:1px solid #cbd2d9"><th style="padding:.4rem 0">Item</th><th>Qty</th>${taxed ? '<th>GST incl.</th>' : ''}<th style="text-align:right">Amount</th></tr></thead>
<tbody>${lines
    .map(
      (line) =>
        `<tr style="border-bottom:1px solid #e4e7eb"><td style="padding:.4rem 0">${escapeHtml(line.title)}</td><td>${line.quantity}</td>${taxed ? `<td>${line.taxRateBps ? `${line.taxRateBps / 100}% · ${rupees(line.taxPaise)}` : '0%'}</td>` : ''}<td style="text-align:right">${rupees(line.amountPaise)}</td></tr>`,
    )
    .join('')}</tbody>
</table>
<p style="font-size:1.15rem;text-align:right;margin-bottom:0"><strong>Paid ${rupees(receipt.amountPaise)}</strong></p>
<p style="text-align:right;margin-top:.25rem" data-testid="receipt-tax">${taxed ? `Includes GST of ${rupees(tax)}` : 'No GST charged'}</p>
<p>Method: ${escapeHtml(receiptMethodWords(receipt.method))}<br>Payment id: ${escapeHtml(receipt.providerPaymentId ?? '—')}</p>
<p style="color:#52606d;font-size:.9rem">Prices include the GST shown. Keep this receipt for your records; print it or save it as PDF from your browser's print menu.</p>
</body></html>`
}
