import { describe, expect, it } from 'vitest'
import { moneyDueMessage, orderRefusedToast, paymentSuccessToast, providerFailureToast, startFailureToast } from './messages.ts'

describe('payment toasts (spec section 8)', () => {
  it('names the amount on success', () => {
    expect(paymentSuccessToast('1,199')).toEqual({
      title: 'Payment Successful',
      description: 'Payment of ₹1,199 completed successfully.',
      variant: 'default',
    })
  })

  it('quotes the provider description of a failed payment, or says unknown', () => {
    expect(providerFailureToast('Card declined').description).toBe('Payment failed: Card declined')
    expect(providerFailureToast(undefined).description).toBe('Payment failed: Unknown error')
    expect(providerFailureToast('  ').description).toBe('Payment failed: Unknown error')
  })

  it('treats a provider failure that mentions the domain as the service being unavailable here', () => {
    expect(providerFailureToast('Payment blocked for this Domain').description).toBe(
      'Payment service temporarily unavailable on this domain. Please try again later.',
    )
  })

  it('treats an order or script failure that mentions domain or origin as a configuration problem', () => {
    expect(startFailureToast('Origin not allowed').description).toBe('Payment service not configured for this domain. Please contact support.')
    expect(startFailureToast('invalid domain').description).toBe('Payment service not configured for this domain. Please contact support.')
    expect(startFailureToast('Failed to create payment order').description).toBe('Unable to process online payment. Please try again.')
    expect(startFailureToast(null).title).toBe('Payment Failed')
  })

  it("shows the server's reason for a refused referral code and the spec's text for any other refusal", () => {
    expect(orderRefusedToast('referralCode: This referral code is not valid. Please check it with your friend.').description).toBe(
      'This referral code is not valid. Please check it with your friend.',
    )
    expect(orderRefusedToast('amount: The amount does not match the services.').description).toBe('Unable to process online payment. Please try again.')
    expect(orderRefusedToast('services.0.price: This price has changed.').title).toBe('Payment Failed')
  })
})

describe('money at the door', () => {
  it('says how much is due when a visit cannot be completed, and the way out', () => {
    expect(moneyDueMessage(149_800)).toBe(
      "₹1,498 is still due on this visit. Collect it by UPI QR or cash, or choose 'Owner will pay by link' to complete the visit and send the owner a payment link.",
    )
  })
})
