import { INTL_LOCALE, type Language } from './i18n/language.ts'

/**
 * Dates and times as people in India read them, in India's time zone, for pages, e-mails, SMS
 * and calendar files alike: 'Fri, 4 Dec' in lists and steps, 'Friday, 4 December 2026, 10:00 am'
 * on confirmations. Day before month, time with am/pm; never an ISO or month-first date.
 */

export const LOCALE = 'en-IN'
export const TIME_ZONE = 'Asia/Kolkata'

/**
 * The formatters of one language (decision 0075): English as written in India, Hindi with Latin
 * digits ('शुक्र, 4 दिस॰', 'शुक्रवार, 4 दिसंबर 2026').
 */
function formattersOf(locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE })
  return {
    shortDay: format({ weekday: 'short', day: 'numeric', month: 'short' }),
    dayMonth: format({ day: 'numeric', month: 'short' }),
    longDay: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    dayMonthYear: format({ day: 'numeric', month: 'short', year: 'numeric' }),
    plainLongDate: format({ day: 'numeric', month: 'long', year: 'numeric' }),
    yearOnly: format({ year: 'numeric' }),
    monthYear: format({ month: 'long', year: 'numeric' }),
  }
}

/**
 * A language's formatters are built the first time one is used: each costs a phone milliseconds
 * to build, so none is built while a page's scripts start (decision 0078), and a page in one
 * language never builds the other's.
 */
const built: Partial<Record<Language, ReturnType<typeof formattersOf>>> = {}
const formattersFor = (language: Language) => (built[language] ??= formattersOf(INTL_LOCALE[language]))
let clock: Intl.DateTimeFormat | undefined
const clock24 = () => (clock ??= new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }))

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
/** The years a date typed into PetVaidya can fall in: a pet's birth to a reminder years ahead. */
export const FIRST_CALENDAR_YEAR = 1900
export const LAST_CALENDAR_YEAR = 2199

/**
 * True for a real calendar day written YYYY-MM-DD (no 2026-02-30, 2026-13-01 or 9999-99-99): the
 * day is read as midnight in India and must come back as the same day in India.
 */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value)
  if (!match) return false
  const year = Number(match[1])
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) return false
  const start = Date.parse(`${value}T00:00:00+05:30`)
  return !Number.isNaN(start) && new Date(start + IST_OFFSET_MS).toISOString().slice(0, 10) === value
}

/** A calendar date ('2026-12-04') or an instant; a calendar date is that day in India. */
export type DateInput = string | Date

function instant(value: DateInput): Date {
  if (value instanceof Date) return value
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value)
}

/** The part of the day a Hindi time is said with: 'सुबह 10:00', 'दोपहर 1:30', 'शाम 6:00', 'रात 9:00'. */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह'
  if (hour >= 12 && hour < 16) return 'दोपहर'
  if (hour >= 16 && hour < 20) return 'शाम'
  return 'रात'
}

/** '10:00 am', '12:30 pm', '12:00 am' from a 24-hour 'HH:MM'; in Hindi 'सुबह 10:00'. */
export function formatTime(time: string, language: Language = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hour = Number(match[1])
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`
  return language === 'hi' ? `${hindiDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? 'am' : 'pm'}`
}

/** The 24-hour 'HH:MM' of an instant in India. */
function timeInIndia(value: Date): string {
  const parts = clock24().formatToParts(value)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

/** '10:05 am': the time of an instant in India (a call's start); in Hindi 'सुबह 10:05'. */
export function formatInstantTime(value: Date, language: Language = 'en'): string {
  return formatTime(timeInIndia(value), language)
}

/** 'Fri, 4 Dec': lists, steps and short notices. */
export function formatShortDate(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).shortDay.format(instant(value))
}

/** '4 Dec': beside a day's name already shown ('Today', 'Fri') on a date chip. */
export function formatDayMonth(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).dayMonth.format(instant(value))
}

/** 'Fri, 4 Dec 2026': a short date whose year may differ from this one. */
export function formatShortDateWithYear(value: DateInput, language: Language = 'en'): string {
  // Intl puts a comma before the year ('Fri, 4 Dec, 2026'); Indian print does not.
  const at = instant(value)
  const { shortDay, yearOnly } = formattersFor(language)
  return `${shortDay.format(at)} ${yearOnly.format(at)}`
}

/** 'Friday, 4 December 2026'. */
export function formatLongDay(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).longDay.format(instant(value))
}

/** '4 Dec 2026': a date in a line of text (a vet's medical review). */
export function formatDayMonthYear(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).dayMonthYear.format(instant(value))
}

/** '4 December 2026': publication dates. */
export function formatLongDate(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).plainLongDate.format(instant(value))
}

/** 'December 2026'. */
export function formatMonthYear(value: DateInput, language: Language = 'en'): string {
  return formattersFor(language).monthYear.format(instant(value))
}

/** 'Fri, 4 Dec, 10:00 am': an appointment in a list, from its date and 24-hour time in India. */
export function formatShortDateTime(date: string, time: string, language: Language = 'en'): string {
  return `${formatShortDate(date, language)}, ${formatTime(time, language)}`
}

/** 'Friday, 4 December 2026, 10:00 am': confirmations, e-mails, SMS and calendar files. */
export function formatLongDateTime(date: string, time: string, language: Language = 'en'): string {
  return `${formatLongDay(date, language)}, ${formatTime(time, language)}`
}

/** 'Fri, 4 Dec 2026, 6:40 pm': a moment in India (a sign-in, a payment). */
export function formatInstant(value: DateInput, language: Language = 'en'): string {
  const at = instant(value)
  return `${formatShortDateWithYear(at, language)}, ${formatTime(timeInIndia(at), language)}`
}
