import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OTP_POLICY, SESSION_POLICY, decideOtpSend, isSessionActive, retryAfterSeconds, roleOf, sentCodeStillOpen, sessionExpiry } from './policy.ts'

const now = new Date('2026-11-22T06:00:00.000Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MINUTE = 60_000

describe('decideOtpSend', () => {
  it('allows the first send', () => {
    expect(decideOtpSend([], [], now)).toEqual({ allowed: true })
  })

  it('refuses a resend within 30 s and says when to retry', () => {
    expect(decideOtpSend([ago(12_000)], [ago(12_000)], now)).toEqual({ allowed: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: 18 })
    expect(decideOtpSend([ago(30_000)], [ago(30_000)], now)).toEqual({ allowed: true })
  })

  it('refuses a sixth send for one phone within the hour', () => {
    const sends = [1, 2, 3, 4, 50].map((minutes) => ago(minutes * MINUTE))
    expect(decideOtpSend(sends, sends, now)).toEqual({ allowed: false, reason: 'PHONE_HOURLY_LIMIT', retryAfterSeconds: 10 * 60 })
  })

  it('forgets sends older than an hour', () => {
    const sends = [1, 2, 3, 4, 61].map((minutes) => ago(minutes * MINUTE))
    expect(decideOtpSend(sends, sends, now)).toEqual({ allowed: true })
  })

  it('refuses a 21st send from one IP within the hour', () => {
    const ipSends = Array.from({ length: 20 }, (_, index) => ago((index + 1) * MINUTE))
    expect(decideOtpSend([], ipSends, now)).toMatchObject({ allowed: false, reason: 'IP_HOURLY_LIMIT' })
  })

  it('never allows more than the hourly limits, whatever the history', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 * 60 * MINUTE }), { maxLength: 40 }), (offsets) => {
        const sends = offsets.sort((a, b) => a - b).map(ago)
        const decision = decideOtpSend(sends, [], now)
        const inWindow = sends.filter((at) => now.getTime() - at.getTime() < OTP_POLICY.windowMs).length
        if (decision.allowed) expect(inWindow).toBeLessThan(OTP_POLICY.sendsPerPhonePerHour)
        else expect(decision.retryAfterSeconds).toBeGreaterThan(0)
      }),
    )
  })
})

describe('sessions', () => {
  it('end at the idle or absolute limit, whichever comes first', () => {
    const createdAt = ago(0)
    const customer = { createdAt, lastSeenAt: createdAt, expiresAt: sessionExpiry(createdAt, 'customer'), role: 'customer' }
    expect(isSessionActive(customer, new Date(now.getTime() + SESSION_POLICY.customer.idleMs - 1))).toBe(true)
    expect(isSessionActive(customer, new Date(now.getTime() + SESSION_POLICY.customer.idleMs))).toBe(false)
    const busy = { ...customer, lastSeenAt: new Date(now.getTime() + 59 * 24 * 60 * MINUTE) }
    expect(isSessionActive(busy, new Date(now.getTime() + 60 * 24 * 60 * MINUTE))).toBe(false)
    const admin = { createdAt, lastSeenAt: createdAt, expiresAt: sessionExpiry(createdAt, 'admin'), role: 'admin' }
    expect(isSessionActive(admin, new Date(now.getTime() + 29 * MINUTE))).toBe(true)
    expect(isSessionActive(admin, new Date(now.getTime() + 30 * MINUTE))).toBe(false)
    expect(isSessionActive({ ...admin, lastSeenAt: new Date(now.getTime() + 11 * 60 * MINUTE) }, new Date(now.getTime() + 12 * 60 * MINUTE))).toBe(false)
  })

  it('give a vet 12 hours idle and 7 days in all', () => {
    const createdAt = ago(0)
    const vet = { createdAt, lastSeenAt: createdAt, expiresAt: sessionExpiry(createdAt, 'vet'), role: 'vet' }
    expect(isSessionActive(vet, new Date(now.getTime() + 12 * 60 * MINUTE - 1))).toBe(true)
    expect(isSessionActive(vet, new Date(now.getTime() + 12 * 60 * MINUTE))).toBe(false)
    const busy = { ...vet, lastSeenAt: new Date(now.getTime() + 7 * 24 * 60 * MINUTE - 60 * MINUTE) }
    expect(isSessionActive(busy, new Date(now.getTime() + 7 * 24 * 60 * MINUTE - 1))).toBe(true)
    expect(isSessionActive(busy, new Date(now.getTime() + 7 * 24 * 60 * MINUTE))).toBe(false)
  })

  it('read an unknown stored role as a customer', () => {
    expect(roleOf('vet')).toBe('vet')
    expect(roleOf('superuser')).toBe('customer')
  })

  it('round retry-after up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(ago(59_500), 60_000, now)).toBe(1)
    expect(retryAfterSeconds(ago(60_000), 60_000, now)).toBe(1)
    expect(retryAfterSeconds(ago(0), 60_000, now)).toBe(60)
  })
})

describe('sentCodeStillOpen', () => {
  const sent = { phoneNumber: '9876543210', sentAt: now.getTime() }
  it.each([
    ['the same number a few seconds later', '9876543210', 10_000, true],
    ['the same number just before the code expires', '9876543210', OTP_POLICY.lifetimeMs - 1, true],
    ['the same number once the code has expired', '9876543210', OTP_POLICY.lifetimeMs, false],
    ['another number', '9876543211', 10_000, false],
  ] as const)('%s: %s', (_, phoneNumber, after, open) => {
    expect(sentCodeStillOpen(sent, phoneNumber, now.getTime() + after)).toBe(open)
  })

  it('nothing sent yet: a code must be asked for', () => {
    expect(sentCodeStillOpen(null, '9876543210', now.getTime())).toBe(false)
  })
})
