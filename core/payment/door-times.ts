import { indiaDate } from '../booking/schedule.ts'

/** Razorpay wants a QR code's close time comfortably in the future; a QR made at 23:55 stays open this long. */
export const DOOR_QR_MIN_OPEN_MS = 15 * 60_000

/** The last second of an India calendar day (India keeps +05:30 all year). */
export function endOfIndiaDay(date: string): Date {
  return new Date(`${date}T23:59:59+05:30`)
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The later of the visit's day and today in India: a visit collected after its day closes with today. */
function collectionDay(visitDate: string, now: Date): string {
  const today = indiaDate(now)
  return visitDate > today ? visitDate : today
}

/** When a door QR code closes by itself: the end of the visit's day in India, and never sooner than 15 minutes from now. */
export function doorQrCloseBy(visitDate: string, now: Date): Date {
  const end = endOfIndiaDay(collectionDay(visitDate, now))
  return new Date(Math.max(end.getTime(), now.getTime() + DOOR_QR_MIN_OPEN_MS))
}

/** When a door payment link expires: the end of the day after the visit's day in India (the owner may pay that evening or the next morning). */
export function doorLinkExpireBy(visitDate: string, now: Date): Date {
  return endOfIndiaDay(addDays(collectionDay(visitDate, now), 1))
}

/** The first instant of today in India, for the end-of-day close of QR codes made before it. */
export function startOfIndiaDay(now: Date): Date {
  return new Date(`${indiaDate(now)}T00:00:00+05:30`)
}

/** A QR code or link shown again must leave the owner this long to pay before it closes. */
export const DOOR_REUSE_MARGIN_MS = 10 * 60_000

/**
 * Whether a door QR code or link made at `createdAt` can still be shown to the owner at `now`:
 * it closes by itself (the QR code at the end of the collection day, the link a day later) no
 * sooner than 10 minutes from now. Once it cannot, a new one is made.
 */
export function doorCollectionStillOpen(method: 'upi_qr' | 'payment_link', visitDate: string, createdAt: Date, now: Date): boolean {
  const closes = method === 'upi_qr' ? doorQrCloseBy(visitDate, createdAt) : doorLinkExpireBy(visitDate, createdAt)
  return now.getTime() + DOOR_REUSE_MARGIN_MS < closes.getTime()
}
