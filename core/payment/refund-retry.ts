/** Tries before a refund is left to the operators (decision 0015). */
export const MAX_REFUND_ATTEMPTS = 12

const MINUTE_MS = 60_000
const LONGEST_WAIT_MS = 6 * 60 * MINUTE_MS

/** The wait after a failed try: 1 minute after the first, doubling, at most 6 hours. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
}

/**
 * What follows a failed try of a refund: another after a wait, or none when the provider refused
 * the request itself or the last try has been spent.
 */
export function afterFailedRefund(attempts: number, refusedByProvider: boolean, now: Date): { retryAt: Date } | 'give-up' {
  if (refusedByProvider || attempts >= MAX_REFUND_ATTEMPTS) return 'give-up'
  return { retryAt: new Date(now.getTime() + refundRetryDelayMs(attempts)) }
}
