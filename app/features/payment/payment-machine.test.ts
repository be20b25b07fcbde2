import { describe, expect, it } from 'vitest'
import { type PaymentEvent, type PaymentStage, isBusy, paymentReducer } from './payment-machine.ts'

const run = (events: PaymentEvent['type'][], from: PaymentStage = 'idle') =>
  events.reduce<PaymentStage>((stage, type) => paymentReducer(stage, { type } as PaymentEvent), from)

describe('the payment flow', () => {
  it.each<[PaymentStage, PaymentEvent['type'], PaymentStage]>([
    ['idle', 'start', 'creating'],
    ['creating', 'orderCreated', 'checkout'],
    ['creating', 'orderFailed', 'failure'],
    ['checkout', 'checkoutPaid', 'verifying'],
    ['checkout', 'checkoutClosed', 'idle'],
    ['verifying', 'verified', 'success'],
    ['verifying', 'verifyFailed', 'failure'],
    ['success', 'start', 'creating'],
    ['failure', 'start', 'creating'],
    ['success', 'reset', 'idle'],
    ['failure', 'reset', 'idle'],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(paymentReducer(from, { type: event } as PaymentEvent)).toBe(to)
  })

  it.each<[PaymentStage, PaymentEvent['type']]>([
    ['creating', 'start'],
    ['checkout', 'start'],
    ['verifying', 'start'],
    ['idle', 'orderCreated'],
    ['idle', 'checkoutPaid'],
    ['idle', 'verified'],
    ['checkout', 'verified'],
    ['success', 'checkoutClosed'],
    ['verifying', 'checkoutClosed'],
    ['checkout', 'reset'],
  ])('ignores %s --%s', (from, event) => {
    expect(paymentReducer(from, { type: event } as PaymentEvent)).toBe(from)
  })

  it('starts again after a success, a failure and a closed checkout', () => {
    const paid = run(['start', 'orderCreated', 'checkoutPaid', 'verified'])
    expect(paid).toBe('success')
    expect(run(['start'], paid)).toBe('creating')
    const failed = run(['start', 'orderFailed'], paid)
    expect(run(['start'], failed)).toBe('creating')
    const closed = run(['start', 'orderCreated', 'checkoutClosed'], failed)
    expect(closed).toBe('idle')
    expect(run(['start', 'orderCreated', 'checkoutPaid', 'verifyFailed', 'start'], closed)).toBe('creating')
  })

  it('is busy only while a payment is under way', () => {
    expect((['idle', 'creating', 'checkout', 'verifying', 'success', 'failure'] as const).filter(isBusy)).toEqual(['creating', 'checkout', 'verifying'])
  })
})
