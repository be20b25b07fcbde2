/**
 * The payment texts of spec section 8, and the rules that pick between them. The spec treats any
 * mention of a domain or origin in a payment error as a configuration problem of the site.
 */
import { BRAND } from '../brand.ts'
import { formatRupees } from '../money.ts'

export const PAYMENT_CHECKOUT_DESCRIPTION = 'Veterinary Services Payment'
export const PAYMENT_THEME_COLOR = '#dc2626'

export const FAILED_TO_CREATE_ORDER = 'Failed to create payment order'
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed'

/** What the owner is told when a receipt is issued (issue 22): by SMS with its link, and by e-mail. */
export type ReceiptNotice = {
  brand: string
  number: string
  amountPaise: number
  /** The receipt's page: site origin + /receipts/PV-2026-27-000123. */
  url: string
  ownerName: string
  /** 'for Bruno's visit on Fri, 4 Dec' or 'for Gold Membership'. */
  paidFor: string
  supportPhone: string
}

const receiptRupees = (paise: number) => formatRupees(paise / 100)

export function receiptSmsText(notice: ReceiptNotice): string {
  return `${notice.brand}: we received ${receiptRupees(notice.amountPaise)} ${notice.paidFor}. Receipt ${notice.number}: ${notice.url}`
}

export function receiptMailSubject(notice: ReceiptNotice): string {
  return `Your ${notice.brand} receipt ${notice.number} for ${receiptRupees(notice.amountPaise)}`
}

export function receiptMailText(notice: ReceiptNotice): string {
  return [
    `Hello ${notice.ownerName},`,
    '',
    `Thank you: we received ${receiptRupees(notice.amountPaise)} ${notice.paidFor}.`,
    `Your receipt is ${notice.number}. It is below, and you can open, print or save it as PDF at ${notice.url} (sign in with your mobile number).`,
    '',
    `Questions: ${notice.supportPhone}.`,
    '',
    `Team ${notice.brand}`,
  ].join('\n')
}

export type PaymentToast = { title: string; description: string; variant: 'default' | 'destructive' }

const mentions = (text: string, ...words: string[]) => words.some((word) => text.toLowerCase().includes(word))

export function paymentSuccessToast(amount: string): PaymentToast {
  return { title: 'Payment Successful', description: `Payment of ₹${amount} completed successfully.`, variant: 'default' }
}

export const VERIFICATION_FAILED_TOAST: PaymentToast = {
  title: 'Payment Verification Failed',
  description: 'Please contact support if amount was deducted.',
  variant: 'destructive',
}

/** The provider reported a failed payment (the checkout's payment.failed event). */
export function providerFailureToast(description: string | undefined | null): PaymentToast {
  const text = description?.trim() ? description : ''
  return {
    title: 'Payment Failed',
    description: mentions(text, 'domain')
      ? 'Payment service temporarily unavailable on this domain. Please try again later.'
      : `Payment failed: ${text || 'Unknown error'}`,
    variant: 'destructive',
  }
}

/** The order could not be created or the checkout script could not load. */
export function startFailureToast(message: string | undefined | null): PaymentToast {
  return {
    title: 'Payment Failed',
    description: mentions(message ?? '', 'domain', 'origin')
      ? 'Payment service not configured for this domain. Please contact support.'
      : 'Unable to process online payment. Please try again.',
    variant: 'destructive',
  }
}

export const ORDER_CONFIRMED_TOAST: PaymentToast = {
  title: 'Order confirmed',
  description: 'Thank you for your purchase!',
  variant: 'default',
}

const rupeesOf = (paise: number) => formatRupees(paise / 100)

/** The vet's refusal to complete a visit with money due (409 MONEY_DUE). */
export function moneyDueMessage(duePaise: number): string {
  return `${rupeesOf(duePaise)} is still due on this visit. Collect it by UPI QR or cash, or choose 'Owner will pay by link' to complete the visit and send the owner a payment link.`
}

/** The owner's SMS with a payment link the vet started at the door. */
export function paymentLinkSms(input: { amountPaise: number; url: string; petName: string }): string {
  return `${BRAND}: please pay ${rupeesOf(input.amountPaise)} for ${input.petName}'s visit by UPI or card at ${input.url} . A receipt follows once it is paid.`
}

/** The morning-after reminder of a visit completed with money to be paid by link (sent once). */
export function paymentLinkReminderSms(input: { amountPaise: number; url: string; petName: string }): string {
  return `${BRAND}: a reminder that ${rupeesOf(input.amountPaise)} is still due for ${input.petName}'s visit. Pay by UPI or card at ${input.url} . Thank you!`
}
