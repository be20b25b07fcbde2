import { describe, expect, it } from 'vitest'
import { paymentSuccessToast, providerFailureToast, receiptMailSubject, receiptMailText, receiptSmsText, startFailureToast } from './messages.ts'

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
})

describe('receipt notices (issue 22)', () => {
  const notice = { brand: 'PetVaidya', number: 'PV/2026-27/000042', amountPaise: 149_850, url: 'https://petvaidya.in/receipts/PV-2026-27-000042', ownerName: 'Asha', paidFor: "for Bruno's visit on Fri, 4 Dec", supportPhone: '+91 98765 43210' }

  it('texts the amount, the number and the link', () => {
    expect(receiptSmsText(notice)).toBe("PetVaidya: we received ₹1,498.50 for Bruno's visit on Fri, 4 Dec. Receipt PV/2026-27/000042: https://petvaidya.in/receipts/PV-2026-27-000042")
  })

  it('e-mails the number in the subject and the link in the text', () => {
    expect(receiptMailSubject(notice)).toBe('Your PetVaidya receipt PV/2026-27/000042 for ₹1,498.50')
    expect(receiptMailText(notice)).toContain('Hello Asha,')
    expect(receiptMailText(notice)).toContain(notice.url)
  })
})
