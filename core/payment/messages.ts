/**
 * The payment texts of spec section 8, and the rules that pick between them. The spec treats any
 * mention of a domain or origin in a payment error as a configuration problem of the site.
 */
import { formatRupees } from '../money.ts'

export const PAYMENT_CHECKOUT_DESCRIPTION = 'Veterinary Services Payment'
export const PAYMENT_THEME_COLOR = '#dc2626'

export const FAILED_TO_CREATE_ORDER = 'Failed to create payment order'
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed'

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

/**
 * The server refused the order (400). A referral code it refused is the owner's to correct, so its
 * reason is shown; any other refusal (a stale price, an amount) ends in the spec's own text.
 */
export function orderRefusedToast(message: string): PaymentToast {
  const referral = /^referralCode: (.+)$/.exec(message)
  if (referral) return { title: 'Payment Failed', description: referral[1] as string, variant: 'destructive' }
  return startFailureToast(message)
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
