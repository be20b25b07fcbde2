import { describe, expect, it } from 'vitest'
import { MAX_REFUND_ATTEMPTS, afterFailedRefund, refundRetryDelayMs } from './refund-retry.ts'

const now = new Date('2026-11-24T06:00:00.000Z')
const minutes = (count: number) => count * 60_000

describe('refund retries', () => {
  it.each([
    [1, minutes(1)],
    [2, minutes(2)],
    [3, minutes(4)],
    [9, minutes(256)],
    [10, minutes(360)],
    [11, minutes(360)],
    [0, minutes(1)],
  ])('waits after try %i: %i ms', (attempts, wait) => {
    expect(refundRetryDelayMs(attempts)).toBe(wait)
  })

  it('tries again after the wait until the last try, then gives up', () => {
    expect(afterFailedRefund(1, false, now)).toEqual({ retryAt: new Date(now.getTime() + minutes(1)) })
    expect(afterFailedRefund(MAX_REFUND_ATTEMPTS - 1, false, now)).toEqual({ retryAt: new Date(now.getTime() + minutes(360)) })
    expect(afterFailedRefund(MAX_REFUND_ATTEMPTS, false, now)).toBe('give-up')
  })

  it('gives up at once when the provider refused the request itself', () => {
    expect(afterFailedRefund(1, true, now)).toBe('give-up')
  })
})
