import { isCalendarDate } from '../dates.ts'

/**
 * Dates and slots of the booking wizard, in Asia/Kolkata (spec section 9): 10 days from today,
 * hourly slots from 09:00 to 20:00, Popular on 09-11 and 17-19. Pure: `now` is always passed in.
 * India keeps one offset all year (+05:30), so a slot's instant is exact without a zone database.
 */

export const BOOKING_WINDOW_DAYS = 10
export const SLOT_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'] as const
export type SlotTime = (typeof SLOT_TIMES)[number]
const POPULAR_TIMES: ReadonlySet<string> = new Set(['09:00', '10:00', '11:00', '17:00', '18:00', '19:00'])

/** An appointment can be cancelled or rescheduled online until this long before it starts. */
export const CHANGE_CUTOFF_MS = 2 * 60 * 60_000

/** Online rescheduling stops after this many moves of one appointment; after that, support helps. */
export const MAX_RESCHEDULES = 3

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The calendar date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

export function isSlotTime(value: string): value is SlotTime {
  return (SLOT_TIMES as readonly string[]).includes(value)
}

export function isPopularSlot(time: string): boolean {
  return POPULAR_TIMES.has(time)
}

/** The instant a slot starts: its date and time read in India. */
export function slotStart(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`)
}

export type BookingDate = { date: string; label: string }

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** A visit's day as people in India write it, day before month: 2026-11-27 is "Fri, 27 Nov". */
export function visitDayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return `${SHORT_WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${SHORT_MONTHS[day.getUTCMonth()]}`
}

/** The date picker: today and the next nine days in India, labelled Today, Tomorrow, then weekdays. */
export function bookingDates(now: Date, days = BOOKING_WINDOW_DAYS): BookingDate[] {
  const today = indiaDate(now)
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(new Date(`${today}T00:00:00Z`).getTime() + index * DAY_MS)
    const label = index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : (WEEKDAYS[date.getUTCDay()] as string)
    return { date: date.toISOString().slice(0, 10), label }
  })
}

/** The dates the picker shows: today only while one of its slots is still ahead. */
export function offeredBookingDates(now: Date, days = BOOKING_WINDOW_DAYS): BookingDate[] {
  const lastSlot = SLOT_TIMES[SLOT_TIMES.length - 1] as SlotTime
  return bookingDates(now, days).filter((entry) => entry.label !== 'Today' || !isSlotPast(entry.date, lastSlot, now))
}

/** Whether a date is one the picker offers (one of `bookingDates`, found without listing them: every booking asks). */
export function isDateInWindow(date: string, now: Date, days = BOOKING_WINDOW_DAYS): boolean {
  const first = Date.parse(`${indiaDate(now)}T00:00:00Z`)
  const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - first) / DAY_MS)
  return offset >= 0 && offset < days && new Date(first + offset * DAY_MS).toISOString().slice(0, 10) === date
}

export function isSlotPast(date: string, time: string, now: Date): boolean {
  return slotStart(date, time).getTime() <= now.getTime()
}

export type SlotRefusal = 'INVALID_DATE' | 'INVALID_TIME' | 'OUT_OF_WINDOW' | 'PAST'

/** Why a slot cannot be booked now, or null when it can (capacity aside). */
export function slotRefusal(date: string, time: string, now: Date): SlotRefusal | null {
  if (!isCalendarDate(date)) return 'INVALID_DATE'
  if (!isSlotTime(time)) return 'INVALID_TIME'
  if (!isDateInWindow(date, now)) return 'OUT_OF_WINDOW'
  if (isSlotPast(date, time, now)) return 'PAST'
  return null
}

/** An upcoming appointment may be cancelled or rescheduled online until 2 hours before it starts. */
export function canChangeAppointment(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CHANGE_CUTOFF_MS
}
