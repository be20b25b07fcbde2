/**
 * Dates and times as people in India read them, in India's time zone, for pages, e-mails, SMS
 * and calendar files alike: 'Fri, 4 Dec' in lists and steps, 'Friday, 4 December 2026, 10:00 am'
 * on confirmations. Day before month, time with am/pm; never an ISO or month-first date.
 */

export const LOCALE = 'en-IN'
export const TIME_ZONE = 'Asia/Kolkata'

const shortDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE })
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: TIME_ZONE })
const longDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const dayMonthYear = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE })
const plainLongDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const yearOnly = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', timeZone: TIME_ZONE })
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const clock24 = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE })

/** A calendar date ('2026-12-04') or an instant; a calendar date is that day in India. */
export type DateInput = string | Date

function instant(value: DateInput): Date {
  if (value instanceof Date) return value
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value)
}

/** '10:00 am', '12:30 pm', '12:00 am' from a 24-hour 'HH:MM'. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hour = Number(match[1])
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'am' : 'pm'}`
}

/** The 24-hour 'HH:MM' of an instant in India. */
function timeInIndia(value: Date): string {
  const parts = clock24.formatToParts(value)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

/** 'Fri, 4 Dec': lists, steps and short notices. */
export function formatShortDate(value: DateInput): string {
  return shortDay.format(instant(value))
}

/** '4 Dec': beside a day's name already shown ('Today', 'Fri') on a date chip. */
export function formatDayMonth(value: DateInput): string {
  return dayMonth.format(instant(value))
}

/** 'Fri, 4 Dec 2026': a short date whose year may differ from this one. */
export function formatShortDateWithYear(value: DateInput): string {
  // Intl puts a comma before the year ('Fri, 4 Dec, 2026'); Indian print does not.
  const at = instant(value)
  return `${shortDay.format(at)} ${yearOnly.format(at)}`
}

/** 'Friday, 4 December 2026'. */
export function formatLongDay(value: DateInput): string {
  return longDay.format(instant(value))
}

/** '4 Dec 2026': a date in a line of text (a vet's medical review). */
export function formatDayMonthYear(value: DateInput): string {
  return dayMonthYear.format(instant(value))
}

/** '4 December 2026': publication dates. */
export function formatLongDate(value: DateInput): string {
  return plainLongDate.format(instant(value))
}

/** 'December 2026'. */
export function formatMonthYear(value: DateInput): string {
  return monthYear.format(instant(value))
}

/** 'Fri, 4 Dec, 10:00 am': an appointment in a list, from its date and 24-hour time in India. */
export function formatShortDateTime(date: string, time: string): string {
  return `${formatShortDate(date)}, ${formatTime(time)}`
}

/** 'Friday, 4 December 2026, 10:00 am': confirmations, e-mails, SMS and calendar files. */
export function formatLongDateTime(date: string, time: string): string {
  return `${formatLongDay(date)}, ${formatTime(time)}`
}

/** 'Fri, 4 Dec 2026, 6:40 pm': a moment in India (a sign-in, a payment). */
export function formatInstant(value: DateInput): string {
  const at = instant(value)
  return `${formatShortDateWithYear(at)}, ${formatTime(timeInIndia(at))}`
}
