/**
 * A visit completed with money still due, to be paid by link (issue 22): when the link is sent
 * again. Pure: the caller gives `now`.
 */

/** The hour, India time, of the morning reminder. */
export const PAY_BY_LINK_REMINDER_HOUR = 9

const INDIA_OFFSET_MS = 330 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** 9:00 am India time on the India day after `now`: the next morning, whatever the hour of completion. */
export function nextMorningReminderAt(now: Date): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS)
  const nextDay = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()) + DAY_MS
  return new Date(nextDay + PAY_BY_LINK_REMINDER_HOUR * 60 * 60_000 - INDIA_OFFSET_MS)
}
