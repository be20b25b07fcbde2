import { describe, expect, it } from 'vitest'
import { moneyDueMessage, paymentLinkReminderSms, paymentLinkSms, paymentSuccessToast, providerFailureToast, receiptMailSubject, receiptMailText, receiptSmsText, startFailureToast } from './messages.ts'

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

describe('money at the door', () => {
  it('says how much is due when a visit cannot be completed, and the way out', () => {
    expect(moneyDueMessage(149_800)).toBe(
      "₹1,498 is still due on this visit. Collect it by UPI QR or cash, or choose 'Owner will pay by link' to complete the visit and send the owner a payment link.",
    )
  })

  it('gives the owner the amount and the link, first and in the morning reminder', () => {
    const link = { amountPaise: 149_800, url: 'https://rzp.io/i/abc123', petName: 'Sheru' }
    expect(paymentLinkSms(link)).toBe("PetVaidya: please pay ₹1,498 for Sheru's visit by UPI or card at https://rzp.io/i/abc123 . A receipt follows once it is paid.")
    expect(paymentLinkReminderSms(link)).toContain('₹1,498 is still due')
    expect(paymentLinkReminderSms(link)).toContain('https://rzp.io/i/abc123 ')
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
