import type { GuidelineSource, Species, VaccineCourse, VaccineId } from './vaccination-schedules.ts'
import { coursesFor, dosesByAgeInWeeks } from './vaccination-schedules.ts'

/**
 * A pet's health plan: what was given, and what is due next, from its birth date and its records.
 * The vaccines follow the courses of `vaccination-schedules.ts` (the articles and the printable
 * chart read the same data); worming and tick and flea prevention follow the rules below.
 */

export const HEALTH_KINDS = ['vaccination', 'deworming', 'tick-flea', 'registration'] as const
export type HealthKind = (typeof HEALTH_KINDS)[number]
export const DOSE_KINDS = ['vaccination', 'deworming', 'tick-flea'] as const
export type DoseKind = (typeof DOSE_KINDS)[number]
export const PLAN_STATUSES = ['done', 'due', 'overdue', 'upcoming'] as const
export type PlanStatus = (typeof PLAN_STATUSES)[number]
export type DoseSource = 'owner' | 'vet'

/** A dose is 'due' from this many days before its date; after the date it is overdue. */
export const DUE_SOON_DAYS = 14

export const PARASITE_SOURCES = {
  esccapWorms: {
    title: 'ESCCAP Guideline 1, Worm control in dogs and cats (6th edition, 2021)',
    url: 'https://www.esccap.org/guidelines/gl1/',
  },
  esccapSummary: {
    title: 'Vet Times, Taking control of worms: prevention protocols and education (a summary of ESCCAP 2021)',
    url: 'https://www.vettimes.com/clinical/small-animal/taking-control-of-worms-prevention-protocols-and-education-cpdparasitology',
  },
  troccapEcto: {
    title: 'TroCCAP, Guidelines for the diagnosis, treatment and control of canine ectoparasites in the tropics (2nd edition, 2022)',
    url: 'https://www.troccap.com/canine-guidelines/',
  },
} as const satisfies Record<string, GuidelineSource>

/**
 * Worming, the one schedule of the site (ESCCAP 2021): from 2 weeks of age for puppies and 3 weeks
 * for kittens, every 2 weeks until 12 weeks of age, then monthly until 6 months, then every 3
 * months for life. The reminders, the care-plan chat, the printable chart and the deworming article
 * all read it from here.
 */
const FORTNIGHTLY_UNTIL_WEEKS = 12
const MONTHLY_UNTIL_WEEKS = 26
export const DEWORMING = {
  firstDoseWeeks: { dog: 2, cat: 3 } satisfies Record<Species, number>,
  fortnightlyUntilWeeks: FORTNIGHTLY_UNTIL_WEEKS,
  monthlyUntilWeeks: MONTHLY_UNTIL_WEEKS,
  adultEveryMonths: 3,
  intervalDaysAtAge: (ageWeeks: number): number => (ageWeeks < FORTNIGHTLY_UNTIL_WEEKS ? 14 : ageWeeks < MONTHLY_UNTIL_WEEKS ? 30 : 91),
  sources: [PARASITE_SOURCES.esccapWorms, PARASITE_SOURCES.esccapSummary],
}

/**
 * The worming schedule of a young pet in one sentence: 'Puppies: from 2 weeks of age, every 2 weeks
 * until 12 weeks old, then monthly until 6 months old, then every 3 months for life.'
 */
export function dewormingPlanFor(species: Species): string {
  const young = species === 'dog' ? 'Puppies' : 'Kittens'
  return `${young}: from ${DEWORMING.firstDoseWeeks[species]} weeks of age, every 2 weeks until ${DEWORMING.fortnightlyUntilWeeks} weeks old, then monthly until 6 months old, then every ${DEWORMING.adultEveryMonths} months for life.`
}

/** The adult part of the schedule: 'at least every 3 months'. */
export const ADULT_DEWORMING = `at least every ${DEWORMING.adultEveryMonths} months`

/**
 * Tick and flea prevention (TroCCAP): all year round in the tropics, from 8 weeks of age, repeated
 * monthly; a longer-acting product's label may allow a longer gap, which the vet's next date records.
 */
export const TICK_FLEA = { firstDoseWeeks: 8, intervalDays: 30, sources: [PARASITE_SOURCES.troccapEcto] }

export type GivenDose = {
  kind: DoseKind
  vaccine: VaccineId | null
  givenOn: string
  source: DoseSource
  /** The date the vet wrote for the next dose, when there is one. */
  nextDueOn?: string | null
}

export type PlanItem = {
  /** Stable within one plan: the reminder of a dose is keyed on it and its date. */
  key: string
  kind: HealthKind
  vaccine: VaccineId | null
  name: string
  dueDate: string
  status: PlanStatus
  givenOn: string | null
  verifiedByVet: boolean
}

export type PlanInput = {
  species: Species
  /** Puppies and kittens without a birth date are taken as young; dogs and cats as adults. */
  young: boolean
  birthDate: string | null
  doses: readonly GivenDose[]
  /** Today in India, YYYY-MM-DD. */
  today: string
  registrationRenewsOn?: string | null
}

const DAY_MS = 86_400_000

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

export function addMonths(date: string, months: number): string {
  const value = new Date(`${date}T00:00:00Z`)
  const day = value.getUTCDate()
  value.setUTCDate(1)
  value.setUTCMonth(value.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate()
  value.setUTCDate(Math.min(day, lastDay))
  return value.toISOString().slice(0, 10)
}

const later = (a: string, b: string) => (a > b ? a : b)

export function statusOn(dueDate: string, today: string): Exclude<PlanStatus, 'done'> {
  if (dueDate < today) return 'overdue'
  return daysBetween(today, dueDate) <= DUE_SOON_DAYS ? 'due' : 'upcoming'
}

/** Age in whole weeks on a date, or null without a birth date. */
function ageWeeksOn(birthDate: string | null, date: string): number | null {
  return birthDate === null ? null : Math.floor(daysBetween(birthDate, date) / 7)
}

/** An adult of unknown age is planned as a pet first seen at a year old. */
const ADULT_WEEKS = 52

function byDate(doses: readonly GivenDose[]): GivenDose[] {
  return [...doses].sort((a, b) => a.givenOn.localeCompare(b.givenOn))
}

function doneItem(key: string, kind: HealthKind, vaccine: VaccineId | null, name: string, dose: GivenDose): PlanItem {
  return { key, kind, vaccine, name, dueDate: dose.givenOn, status: 'done', givenOn: dose.givenOn, verifiedByVet: dose.source === 'vet' }
}

function openItem(key: string, kind: HealthKind, vaccine: VaccineId | null, name: string, dueDate: string, today: string): PlanItem {
  return { key, kind, vaccine, name, dueDate, status: statusOn(dueDate, today), givenOn: null, verifiedByVet: false }
}

function doseName(course: VaccineCourse, kind: 'first-course' | 'booster' | 'repeat', number: number): string {
  if (kind === 'booster') return `${course.shortName} booster`
  if (kind === 'repeat') return course.thenEveryMonths === 12 ? `${course.shortName} yearly dose` : `${course.shortName} repeat dose`
  return `${course.shortName} dose ${number}`
}

/**
 * One vaccine's course: the recorded doses fill the schedule in order, the rest is projected from
 * the last one given at the schedule's gaps (never before the age the schedule names), and one
 * repeat follows the course. A course never started by a pet already past its first-dose window
 * (an adult with unknown history) starts today, with the shorter course such a pet needs.
 */
function vaccinePlan(course: VaccineCourse, input: PlanInput): PlanItem[] {
  const given = byDate(input.doses.filter((dose) => dose.kind === 'vaccination' && dose.vaccine === course.vaccine))
  const unknownAge = input.young ? course.firstDoseWeeks.usual : ADULT_WEEKS
  const ageToday = ageWeeksOn(input.birthDate, input.today) ?? unknownAge
  const first = given[0]
  let startWeeks: number
  let anchor: string | null = null
  if (first) {
    startWeeks = ageWeeksOn(input.birthDate, first.givenOn) ?? unknownAge
  } else if (input.birthDate === null || ageToday > course.firstDoseWeeks.usual + course.intervalWeeks.max) {
    startWeeks = ageToday
    anchor = input.today
  } else {
    startWeeks = course.firstDoseWeeks.usual
  }
  const schedule = dosesByAgeInWeeks(input.species, { firstVisitWeeks: startWeeks }).filter((dose) => dose.vaccine === course.vaccine)
  const items: PlanItem[] = []
  let previous: { date: string; ageWeeks: number } | null = null
  let nextDueOverride: string | null = null
  schedule.forEach((dose, index) => {
    const key = `vaccination:${course.vaccine}:${index + 1}`
    const name = doseName(course, dose.kind, dose.doseNumber)
    const record = given[index]
    if (record) {
      items.push(doneItem(key, 'vaccination', course.vaccine, name, record))
      previous = { date: record.givenOn, ageWeeks: dose.ageWeeks }
      nextDueOverride = record.nextDueOn ?? null
      return
    }
    let due: string
    if (nextDueOverride) {
      due = nextDueOverride
      nextDueOverride = null
    } else if (previous === null) {
      due = anchor ?? addDays(input.birthDate as string, dose.ageWeeks * 7)
    } else {
      const prior: { date: string; ageWeeks: number } = previous
      const open = items[items.length - 1]?.status !== 'done'
      // A dose after an open one counts from today at the earliest: only the first can be late.
      const from = open ? later(prior.date, input.today) : prior.date
      due = addDays(from, (dose.ageWeeks - prior.ageWeeks) * 7)
      if (input.birthDate !== null) due = later(due, addDays(input.birthDate, dose.ageWeeks * 7))
    }
    items.push(openItem(key, 'vaccination', course.vaccine, name, due, input.today))
    previous = { date: due, ageWeeks: dose.ageWeeks }
  })
  const repeats = given.slice(schedule.length)
  repeats.forEach((record, index) => items.push(doneItem(`vaccination:${course.vaccine}:${schedule.length + index + 1}`, 'vaccination', course.vaccine, doseName(course, 'repeat', 0), record)))
  const last = items[items.length - 1] as PlanItem
  const lastRecord = given[given.length - 1]
  const repeatFrom = last.status === 'done' ? last.dueDate : later(last.dueDate, input.today)
  const repeatDue = last.status === 'done' && lastRecord?.nextDueOn && given.length >= schedule.length ? lastRecord.nextDueOn : addMonths(repeatFrom, course.thenEveryMonths)
  items.push(openItem(`vaccination:${course.vaccine}:${items.length + 1}`, 'vaccination', course.vaccine, doseName(course, 'repeat', 0), repeatDue, input.today))
  return items
}

/** A repeated treatment (worming, tick and flea): the doses given, then the next one. */
function repeatedPlan(
  kind: 'deworming' | 'tick-flea',
  name: string,
  input: PlanInput,
  firstDoseWeeks: number,
  intervalDays: (ageWeeks: number) => number,
): PlanItem[] {
  const given = byDate(input.doses.filter((dose) => dose.kind === kind))
  const items = given.map((dose, index) => doneItem(`${kind}:${index + 1}`, kind, null, name, dose))
  const last = given[given.length - 1]
  let due: string
  if (last) {
    const age = ageWeeksOn(input.birthDate, last.givenOn) ?? (input.young ? firstDoseWeeks : ADULT_WEEKS)
    due = last.nextDueOn ?? addDays(last.givenOn, intervalDays(age))
  } else {
    const start = input.birthDate === null ? input.today : addDays(input.birthDate, firstDoseWeeks * 7)
    // Never started and long past the start: the first dose is due now, not months overdue.
    due = daysBetween(start, input.today) > intervalDays(firstDoseWeeks) ? input.today : start
  }
  items.push(openItem(`${kind}:${given.length + 1}`, kind, null, name, due, input.today))
  return items
}

const KIND_ORDER: Record<HealthKind, number> = { vaccination: 0, deworming: 1, 'tick-flea': 2, registration: 3 }

/** The whole plan, done doses first by date, then what is open by due date. */
export function healthPlan(input: PlanInput): PlanItem[] {
  const items = [
    ...coursesFor(input.species).flatMap((course) => vaccinePlan(course, input)),
    ...repeatedPlan('deworming', 'Deworming', input, DEWORMING.firstDoseWeeks[input.species], DEWORMING.intervalDaysAtAge),
    ...repeatedPlan('tick-flea', 'Tick and flea prevention', input, TICK_FLEA.firstDoseWeeks, () => TICK_FLEA.intervalDays),
  ]
  if (input.registrationRenewsOn) {
    items.push(openItem('registration:renewal', 'registration', null, 'Municipal registration renewal', input.registrationRenewsOn, input.today))
  }
  return items.sort(
    (a, b) =>
      Number(a.status !== 'done') - Number(b.status !== 'done') || a.dueDate.localeCompare(b.dueDate) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.key.localeCompare(b.key),
  )
}

/**
 * When each dose's vaccine or treatment is next due, read from the plan, so that the vaccination
 * card and the plan never disagree. The latest dose of a vaccine (or of worming, or of tick and flea
 * prevention) shows the plan's next open date for it; an earlier dose, since followed by another,
 * shows the date the vet wrote at the time, if any. Returned in the order of `doses`.
 */
export function nextDueOfDoses(plan: readonly PlanItem[], doses: readonly GivenDose[]): (string | null)[] {
  const course = (kind: HealthKind, vaccine: VaccineId | null) => `${kind}:${vaccine ?? ''}`
  const nextOpen = new Map<string, string>()
  for (const item of plan) {
    if (item.status === 'done') continue
    const key = course(item.kind, item.vaccine)
    const known = nextOpen.get(key)
    if (known === undefined || item.dueDate < known) nextOpen.set(key, item.dueDate)
  }
  const latestGiven = new Map<string, string>()
  for (const dose of doses) {
    const key = course(dose.kind, dose.vaccine)
    latestGiven.set(key, later(latestGiven.get(key) ?? dose.givenOn, dose.givenOn))
  }
  return doses.map((dose) => {
    const key = course(dose.kind, dose.vaccine)
    const open = nextOpen.get(key)
    return open !== undefined && dose.givenOn === latestGiven.get(key) ? open : (dose.nextDueOn ?? null)
  })
}

export function speciesOf(type: 'dog' | 'cat' | 'puppy' | 'kitten'): { species: Species; young: boolean } {
  return { species: type === 'cat' || type === 'kitten' ? 'cat' : 'dog', young: type === 'puppy' || type === 'kitten' }
}

/** Reminder stages: a week before, the day before, on the day, and the day after the date (it is then overdue). */
export const REMINDER_STAGES = ['week-before', 'day-before', 'due-today', 'overdue'] as const
export type ReminderStage = (typeof REMINDER_STAGES)[number]

/**
 * The reminder an open item calls for today, if any. Each stage has a window of a few days so that
 * a day the job did not run is caught up; the sender records each stage once.
 */
export function reminderStageOn(item: PlanItem, today: string): ReminderStage | null {
  if (item.status === 'done') return null
  const daysLeft = daysBetween(today, item.dueDate)
  if (daysLeft >= 2 && daysLeft <= 7) return 'week-before'
  if (daysLeft === 1) return 'day-before'
  if (daysLeft === 0) return 'due-today'
  if (daysLeft <= -1 && daysLeft >= -7) return 'overdue'
  return null
}
