/**
 * Services paid for online and not booked yet (decision 0067): they belong to the payer's account,
 * are refunded in full after a number of days, and the owner hears of it by SMS a day before.
 */
import { formatLongDay } from '../dates.ts'
import { formatRupees } from '../money.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** When an unbooked payment is refunded on its own: `days` after it was paid. */
export function unbookedRefundAt(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * DAY_MS)
}

/** When the owner is told of that refund: a day before it, or at once when the wait is a day or less. */
export function unbookedNoticeAt(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + Math.max(0, days - 1) * DAY_MS)
}

/** The SMS a day before: what was paid, until when it can still be booked, and where. */
export function unbookedNoticeText(input: { brand: string; amountRupees: number; titles: readonly string[]; refundAt: Date; bookUrl: string }): string {
  const what = input.titles.length > 0 ? ` for ${input.titles.join(', ')}` : ''
  return `${input.brand}: the ${formatRupees(input.amountRupees)} you paid${what} is not booked yet. Book a time at ${input.bookUrl} before ${formatLongDay(input.refundAt)}, or we refund it in full that day.`
}

/** The account page's and the cart's heading for them. */
export const PAID_NOT_BOOKED = 'Paid, not yet booked'
