import { type GivenDose, type PlanItem, addDays, daysBetween } from './health-plan.ts'

/**
 * What the health reminders may say and when (issue 36): one message per owner per day, with every
 * pet's items in it; the words 'today' and 'tomorrow' counted in India; nothing at night; nothing
 * about a treatment the pet has just had; and a request for the missing details in place of a plan
 * built on guesses.
 */

/** A dose of the same course given this many days back or fewer puts its reminders on hold. */
export const RECENT_DOSE_DAYS = 30

/** Messages wait for 09:00 and stop at 21:00, India time. */
export const SENDING_HOURS = { from: 9, until: 21 } as const

/** A young pet with a birth date follows its course from birth until this age, with or without records. */
const PRIMARY_COURSE_WEEKS = 16

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const HOUR_MS = 60 * 60_000

/** How a due date reads on the day of the message: 'is due today', 'is due tomorrow', 'is due in 5 days'. */
export function dueWords(dueDate: string, today: string): string {
  const daysLeft = daysBetween(today, dueDate)
  if (daysLeft < 0) return 'is now overdue'
  if (daysLeft === 0) return 'is due today'
  if (daysLeft === 1) return 'is due tomorrow'
  if (daysLeft === 7) return 'is due in a week'
  return `is due in ${daysLeft} days`
}

/**
 * Whether an item waits because its course had a dose in the last 30 days: an item due on or before
 * that dose is taken as given, and a later one is reminded only when the plan puts it less than 30
 * days after the dose (a puppy's course, young worming, the date the vet wrote).
 */
export function heldByRecentDose(item: Pick<PlanItem, 'kind' | 'vaccine' | 'dueDate'>, doses: readonly Pick<GivenDose, 'kind' | 'vaccine' | 'givenOn'>[], today: string): boolean {
  if (item.kind === 'registration') return false
  return doses.some((dose) => {
    if (dose.kind !== item.kind || (item.kind === 'vaccination' && dose.vaccine !== item.vaccine)) return false
    const ago = daysBetween(dose.givenOn, today)
    if (ago < 0 || ago >= RECENT_DOSE_DAYS) return false
    const gap = daysBetween(dose.givenOn, item.dueDate)
    return gap <= 0 || gap >= RECENT_DOSE_DAYS
  })
}

/**
 * Whether the plan would be a guess: no birth date, or no dose on record for a pet past its primary
 * course (every dose would fall due at once). Such a pet gets one request to fill them in instead.
 */
export function needsHealthDetails(pet: { birthDate: string | null }, doseCount: number, today: string): boolean {
  if (pet.birthDate === null) return true
  return doseCount === 0 && daysBetween(pet.birthDate, today) > PRIMARY_COURSE_WEEKS * 7
}

function indiaHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours()
}

/** Between 21:00 and 09:00 in India no reminder goes out. */
export function isQuietHour(now: Date): boolean {
  const hour = indiaHour(now)
  return hour < SENDING_HOURS.from || hour >= SENDING_HOURS.until
}

/** The next 09:00 in India at or after `now`. */
export function nextSendingMorning(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS)
  const today = local.toISOString().slice(0, 10)
  const day = indiaHour(now) < SENDING_HOURS.from ? today : addDays(today, 1)
  return new Date(Date.parse(`${day}T00:00:00Z`) + SENDING_HOURS.from * HOUR_MS - IST_OFFSET_MS)
}

export type DigestLine = { petName: string; what: string; dueDate: string; dateText: string }

/** One line of a digest: "Tiny's Deworming is due today (29 November 2026)". */
export function digestLine(line: DigestLine, today: string): string {
  return `${line.petName}'s ${line.what} ${dueWords(line.dueDate, today)} (${line.dateText})`
}

/** Lines listed in one SMS; the rest are counted, and every one is on the pets' pages. */
export const DIGEST_MAX_LINES = 5

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/**
 * The whole day's message to one owner: the items due (soonest first), then the request for
 * missing details; null when there is nothing to say.
 */
export function digestText(input: {
  brand: string
  today: string
  lines: readonly DigestLine[]
  /** Pets whose birth date or vaccines are to be filled in. */
  detailsFor: readonly string[]
  bookUrl: string
  petsUrl: string
}): string | null {
  const lines = [...input.lines].sort((a, b) => a.dueDate.localeCompare(b.dueDate))
  const request =
    input.detailsFor.length === 0
      ? ''
      : `To remind you when ${joinNames(input.detailsFor.map((name) => `${name}'s`))} vaccines and worming are due, please add ${input.detailsFor.length === 1 ? 'the birth date' : 'their birth dates'} and the vaccines already given on ${input.petsUrl}`
  if (lines.length === 0) return request ? `${input.brand}: ${request}` : null
  const shown = lines.slice(0, DIGEST_MAX_LINES).map((line) => digestLine(line, input.today))
  const more = lines.length > DIGEST_MAX_LINES ? `; and ${lines.length - DIGEST_MAX_LINES} more` : ''
  const lead = lines.length === 1 ? `${input.brand}: ${shown[0]}.` : `${input.brand} health reminders: ${shown.join('; ')}${more}.`
  return `${lead} Book at ${input.bookUrl} or record ${lines.length === 1 ? 'it' : 'them'} on ${input.petsUrl}${request ? `. ${request}` : ''}`
}
