/**
 * A clinic's opening hours (decision 0034): for each weekday, Sunday first, the times it opens and
 * closes, read in India. A closing time at or before the opening time runs past midnight into the
 * next day ('20:00'-'02:00'). A 24x7 clinic is open whatever its hours say.
 */

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number]
export const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
}
const SCHEMA_DAYS: Record<WeekdayKey, string> = { sun: 'Su', mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa' }

/** One opening: 'HH:MM' to 'HH:MM'. */
export type OpeningPeriod = { opens: string; closes: string }
/** Every weekday's openings; an empty list is a closed day. */
export type WeeklyHours = Record<WeekdayKey, OpeningPeriod[]>

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

const IST_OFFSET_MINUTES = 5 * 60 + 30
export const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** The weekday and the minute of the day of an instant, in India. */
export function indiaWeekMinute(now: Date): { day: number; minute: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000)
  return { day: shifted.getUTCDay(), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() }
}

const overnight = (period: OpeningPeriod) => minutesOf(period.closes) <= minutesOf(period.opens)

/**
 * Whether the clinic is open for the whole of [start, end) minutes of weekday `day` (end may pass
 * 24:00 by an hour at most). Openings of the day before that run past midnight count too.
 */
function coversSpan(hours: WeeklyHours, day: number, start: number, end: number): boolean {
  const today = hours[WEEKDAY_KEYS[day]!] ?? []
  const yesterday = hours[WEEKDAY_KEYS[(day + 6) % 7]!] ?? []
  for (const period of today) {
    const opens = minutesOf(period.opens)
    const closes = overnight(period) ? minutesOf(period.closes) + DAY_MINUTES : minutesOf(period.closes)
    if (start >= opens && end <= closes) return true
  }
  for (const period of yesterday) {
    if (overnight(period) && end <= minutesOf(period.closes)) return true
  }
  return false
}

/** Whether the clinic is open at `now` (India time). */
export function isOpenAt(clinic: { hours: WeeklyHours; open24x7: boolean }, now: Date): boolean {
  const { day, minute } = indiaWeekMinute(now)
  return clinic.open24x7 || coversSpan(clinic.hours, day, minute, minute + 1)
}

/**
 * The openings as minutes of the week from Sunday 00:00 (start, end, start, end...), an opening
 * past midnight running into the next day and Saturday night's into Sunday: read once, so that
 * 'open now' over many clinics is a few comparisons each. Not for 24x7 clinics, which are always open.
 */
export function weekOpenings(clinic: { hours: WeeklyHours }): Int32Array {
  const spans: number[] = []
  WEEKDAY_KEYS.forEach((key, day) => {
    for (const period of clinic.hours[key] ?? []) {
      const start = day * DAY_MINUTES + minutesOf(period.opens)
      const end = day * DAY_MINUTES + minutesOf(period.closes) + (overnight(period) ? DAY_MINUTES : 0)
      if (end <= WEEK_MINUTES) spans.push(start, end)
      else spans.push(start, WEEK_MINUTES, 0, end - WEEK_MINUTES)
    }
  })
  return Int32Array.from(spans)
}

/** Whether a minute of the week (from Sunday 00:00, India) falls in `weekOpenings`. */
export function isOpenInWeek(openings: Int32Array, weekMinute: number): boolean {
  for (let i = 0; i < openings.length; i += 2) if (weekMinute >= openings[i]! && weekMinute < openings[i + 1]!) return true
  return false
}

/** Whether an hour-long visit starting at `time` on `date` (YYYY-MM-DD, India) falls in the opening hours. */
export function isSlotInHours(clinic: { hours: WeeklyHours; open24x7: boolean }, date: string, time: string, visitMinutes = 60): boolean {
  if (clinic.open24x7) return true
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  const start = minutesOf(time)
  return coversSpan(clinic.hours, day, start, start + visitMinutes)
}

/** The same hours on every day of the week. */
export function everyDay(opens: string, closes: string): WeeklyHours {
  return Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, [{ opens, closes }]])) as WeeklyHours
}

/** One day's hours as people read them: '9:00 am – 9:00 pm', 'Closed'. */
export function dayHoursText(periods: readonly OpeningPeriod[]): string {
  if (periods.length === 0) return 'Closed'
  return periods.map((period) => `${clockText(period.opens)} – ${clockText(period.closes)}`).join(', ')
}

function clockText(time: string): string {
  const minutes = minutesOf(time)
  const hours = Math.floor(minutes / 60)
  const suffix = hours < 12 ? 'am' : 'pm'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${suffix}`
}

/** schema.org openingHours strings ('Mo 09:00-21:00'); one 'Mo-Su 00:00-23:59' for a 24x7 clinic. */
export function schemaOpeningHours(clinic: { hours: WeeklyHours; open24x7: boolean }): string[] {
  if (clinic.open24x7) return ['Mo-Su 00:00-23:59']
  return WEEKDAY_KEYS.flatMap((key) => clinic.hours[key].map((period) => `${SCHEMA_DAYS[key]} ${period.opens}-${period.closes}`))
}
