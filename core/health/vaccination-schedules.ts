/**
 * The vaccination schedules of dogs and cats in India, as data: the articles, the printable chart,
 * the FAQ and (later) a pet's health record all read these courses, so they cannot disagree.
 * Ages are in weeks of life. Each course names the guideline it follows.
 */

export type Species = 'dog' | 'cat'

export type GuidelineSource = { title: string; url: string }

export const SOURCES = {
  wsava2024: {
    title: 'WSAVA, 2024 guidelines for the vaccination of dogs and cats (Squires et al., Journal of Small Animal Practice 65:5)',
    url: 'https://doi.org/10.1111/jsap.13718',
  },
  wsavaAsia2020: {
    title: 'WSAVA Vaccination Guidelines Group, Recommendations on vaccination for Asian small animal practitioners (Journal of Small Animal Practice 61:9, 2020)',
    url: 'https://doi.org/10.1111/jsap.13176',
  },
  aafp2020: {
    title: '2020 AAHA/AAFP Feline Vaccination Guidelines (Stone et al., Journal of Feline Medicine and Surgery 22:9)',
    url: 'https://doi.org/10.1177/1098612X20941784',
  },
  aaha2022: {
    title: '2022 AAHA Canine Vaccination Guidelines (Journal of the American Animal Hospital Association 58:5)',
    url: 'https://www.aaha.org/resources/2022-aaha-canine-vaccination-guidelines/',
  },
  napre2021: {
    title: 'National Action Plan for Dog Mediated Rabies Elimination from India by 2030 (Ministry of Health and Family Welfare and Department of Animal Husbandry and Dairying, 2021)',
    url: 'https://ncdc.mohfw.gov.in/',
  },
} as const satisfies Record<string, GuidelineSource>

export type VaccineId = 'dhppi' | 'leptospirosis' | 'rabies' | 'fvrcp'

export type VaccineCourse = {
  vaccine: VaccineId
  species: Species
  name: string
  /** The name on a chart line: 'DHPPi', 'FVRCP'. */
  shortName: string
  /** What the vaccine protects against, in an owner's words. */
  protectsAgainst: string
  /** Core for every pet of the species in India (rabies and leptospirosis are core here because they are endemic). */
  core: boolean
  /** The youngest and the usual age of the first dose. */
  firstDoseWeeks: { earliest: number; usual: number }
  /** Weeks between doses of the first course: the shortest, the usual and the longest gap. */
  intervalWeeks: { min: number; usual: number; max: number }
  /**
   * Doses are repeated until the pet is at least this old (the maternal antibodies that block a
   * vaccine can last until about 16 weeks), or null when the course is a fixed number of doses.
   */
  repeatUntilWeeks: number | null
  /** Doses of the first course when `repeatUntilWeeks` is null. */
  fixedDoses: number
  /** The booster after the first course, by age in weeks (26 to 52: six to twelve months). */
  boosterWeeks: { from: number; to: number } | null
  /** After the booster: the longest time between doses, in months. */
  thenEveryMonths: number
  sources: readonly GuidelineSource[]
}

const SIXTEEN_WEEKS = 16

export const VACCINE_COURSES: readonly VaccineCourse[] = [
  {
    vaccine: 'dhppi',
    species: 'dog',
    name: 'DHPPi (core vaccine)',
    shortName: 'DHPPi',
    protectsAgainst: 'distemper, hepatitis (adenovirus), parvovirus and parainfluenza',
    core: true,
    firstDoseWeeks: { earliest: 6, usual: 6 },
    intervalWeeks: { min: 2, usual: 3, max: 4 },
    repeatUntilWeeks: SIXTEEN_WEEKS,
    fixedDoses: 0,
    boosterWeeks: { from: 26, to: 52 },
    thenEveryMonths: 36,
    sources: [SOURCES.wsava2024, SOURCES.wsavaAsia2020, SOURCES.aaha2022],
  },
  {
    vaccine: 'leptospirosis',
    species: 'dog',
    name: 'Leptospirosis (L)',
    shortName: 'leptospirosis',
    protectsAgainst: 'leptospirosis, spread by rat urine and flood water',
    // Core where leptospirosis is endemic, as it is in India (WSAVA 2024; AAHA 2022: for all dogs).
    core: true,
    firstDoseWeeks: { earliest: 8, usual: 9 },
    intervalWeeks: { min: 2, usual: 3, max: 4 },
    repeatUntilWeeks: null,
    fixedDoses: 2,
    boosterWeeks: null,
    thenEveryMonths: 12,
    sources: [SOURCES.wsava2024, SOURCES.wsavaAsia2020, SOURCES.aaha2022],
  },
  {
    vaccine: 'rabies',
    species: 'dog',
    name: 'Anti-rabies',
    shortName: 'anti-rabies',
    protectsAgainst: 'rabies',
    core: true,
    firstDoseWeeks: { earliest: 12, usual: 12 },
    intervalWeeks: { min: 0, usual: 0, max: 0 },
    repeatUntilWeeks: null,
    fixedDoses: 1,
    boosterWeeks: null,
    thenEveryMonths: 12,
    sources: [SOURCES.wsava2024, SOURCES.wsavaAsia2020, SOURCES.napre2021],
  },
  {
    vaccine: 'fvrcp',
    species: 'cat',
    name: 'FVRCP (core vaccine, often sold as Tricat)',
    shortName: 'FVRCP',
    protectsAgainst: 'panleukopenia, herpesvirus (cat flu) and calicivirus',
    core: true,
    firstDoseWeeks: { earliest: 6, usual: 8 },
    intervalWeeks: { min: 3, usual: 4, max: 4 },
    repeatUntilWeeks: SIXTEEN_WEEKS,
    fixedDoses: 0,
    boosterWeeks: { from: 26, to: 52 },
    thenEveryMonths: 36,
    sources: [SOURCES.aafp2020, SOURCES.wsava2024, SOURCES.wsavaAsia2020],
  },
  {
    vaccine: 'rabies',
    species: 'cat',
    name: 'Anti-rabies',
    shortName: 'anti-rabies',
    protectsAgainst: 'rabies',
    core: true,
    firstDoseWeeks: { earliest: 12, usual: 12 },
    intervalWeeks: { min: 0, usual: 0, max: 0 },
    repeatUntilWeeks: null,
    fixedDoses: 1,
    boosterWeeks: null,
    thenEveryMonths: 12,
    sources: [SOURCES.aafp2020, SOURCES.wsava2024, SOURCES.napre2021],
  },
]

export function coursesFor(species: Species): VaccineCourse[] {
  return VACCINE_COURSES.filter((course) => course.species === species)
}

/**
 * The ages of the first course's doses when the first is given at `firstDoseWeeks`: doses at
 * the usual interval, and the last one at `repeatUntilWeeks` or later, never closer to the one
 * before than the shortest interval. A pet that starts at 16 weeks or older needs one dose of a
 * dog's core vaccine, and two of a cat's (WSAVA 2024; AAHA/AAFP 2020).
 */
export function firstCourseWeeks(course: VaccineCourse, firstDoseWeeks = course.firstDoseWeeks.usual): number[] {
  const first = Math.max(firstDoseWeeks, course.firstDoseWeeks.earliest)
  const doses = [first]
  if (course.repeatUntilWeeks === null) {
    while (doses.length < course.fixedDoses) doses.push(first + doses.length * course.intervalWeeks.usual)
    return doses
  }
  const until = course.repeatUntilWeeks
  if (first >= until) {
    if (course.species === 'cat') doses.push(first + course.intervalWeeks.usual)
    return doses
  }
  for (;;) {
    const last = doses[doses.length - 1] as number
    if (until - last <= course.intervalWeeks.max) {
      doses.push(Math.max(until, last + course.intervalWeeks.min))
      return doses
    }
    doses.push(last + course.intervalWeeks.usual)
  }
}

export type ScheduledDose = {
  vaccine: VaccineId
  name: string
  /** Age of the pet in weeks; for a booster given over a range, the start of the range. */
  ageWeeks: number
  /** For a booster, the last week it is due in. */
  dueByWeeks: number
  kind: 'first-course' | 'booster'
  /** 1 for the first dose of the course, 2 for the second... */
  doseNumber: number
}

/**
 * A pet's doses by age in weeks, for its first year and the first yearly repeat: each course
 * begins at its usual age, or at `firstVisitWeeks` when the pet is first seen older.
 */
export function dosesByAgeInWeeks(species: Species, options: { firstVisitWeeks?: number } = {}): ScheduledDose[] {
  const doses: ScheduledDose[] = []
  for (const course of coursesFor(species)) {
    const start = Math.max(course.firstDoseWeeks.usual, options.firstVisitWeeks ?? 0)
    const weeks = firstCourseWeeks(course, start)
    weeks.forEach((ageWeeks, index) =>
      doses.push({ vaccine: course.vaccine, name: course.name, ageWeeks, dueByWeeks: ageWeeks, kind: 'first-course', doseNumber: index + 1 }),
    )
    const last = weeks[weeks.length - 1] as number
    const booster = course.boosterWeeks
      ? { from: Math.max(course.boosterWeeks.from, last + 4), to: Math.max(course.boosterWeeks.to, last + 4) }
      : { from: (weeks[0] as number) + 52, to: (weeks[0] as number) + 52 }
    doses.push({ vaccine: course.vaccine, name: course.name, ageWeeks: booster.from, dueByWeeks: booster.to, kind: 'booster', doseNumber: weeks.length + 1 })
  }
  return doses.sort((a, b) => a.ageWeeks - b.ageWeeks || a.vaccine.localeCompare(b.vaccine))
}

/** 'every year' or 'every 3 years'. */
export function repeatInterval(course: VaccineCourse): string {
  return course.thenEveryMonths === 12 ? 'every year' : `no more often than every ${course.thenEveryMonths / 12} years`
}

export function findCourse(species: Species, vaccine: VaccineId): VaccineCourse {
  const course = VACCINE_COURSES.find((candidate) => candidate.species === species && candidate.vaccine === vaccine)
  if (!course) throw new Error(`No ${vaccine} course for ${species}`)
  return course
}

/** The lines of the printable first-year chart of a species, one per age, from the courses above. */
export function chartLines(species: Species): string[] {
  const byAge = new Map<number, ScheduledDose[]>()
  const firstCourse = dosesByAgeInWeeks(species).filter((dose) => dose.kind === 'first-course')
  for (const dose of firstCourse) byAge.set(dose.ageWeeks, [...(byAge.get(dose.ageWeeks) ?? []), dose])
  const lines: string[] = []
  for (const [age, doses] of [...byAge.entries()].sort(([a], [b]) => a - b)) {
    const parts = doses.map((dose) => {
      const course = findCourse(species, dose.vaccine)
      const final = course.repeatUntilWeeks !== null && dose.ageWeeks >= course.repeatUntilWeeks
      const label = dose.doseNumber === 1 ? `first ${course.shortName}` : `${course.shortName} dose ${dose.doseNumber}`
      return final ? `${label}, the last of the first course (not optional: it protects once the mother’s antibodies have gone)` : label
    })
    lines.push(`${age} weeks: ${parts.join('; ')}.`)
  }
  const boosted = coursesFor(species).filter((course) => course.boosterWeeks)
  if (boosted.length > 0) lines.push(`6 to 12 months: booster of ${boosted.map((course) => course.shortName).join(' and ')}.`)
  const yearly = coursesFor(species).filter((course) => course.thenEveryMonths === 12)
  const threeYearly = coursesFor(species).filter((course) => course.thenEveryMonths > 12)
  lines.push(
    `Then: ${yearly.map((course) => course.shortName).join(' and ')} every year; ${threeYearly.map((course) => course.shortName).join(' and ')} no more often than every three years.`,
  )
  return lines
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four']

/**
 * One course in a sentence, for the FAQ and articles: 'DHPPi from 6 weeks of age, every 2 to 4
 * weeks until 16 weeks of age or older, a booster at 6 to 12 months, then no more often than
 * every 3 years'.
 */
export function courseSummary(course: VaccineCourse): string {
  const { intervalWeeks: gap } = course
  const first =
    course.repeatUntilWeeks !== null
      ? `${course.shortName} from ${course.firstDoseWeeks.usual} weeks of age, every ${gap.min} to ${gap.max} weeks until ${course.repeatUntilWeeks} weeks of age or older`
      : course.fixedDoses > 1
        ? `${course.shortName} in ${COUNT_WORDS[course.fixedDoses] ?? course.fixedDoses} doses ${gap.min} to ${gap.max} weeks apart from ${course.firstDoseWeeks.earliest} weeks of age`
        : `${course.shortName} from ${course.firstDoseWeeks.usual} weeks of age`
  const booster = course.boosterWeeks ? `, a booster at ${Math.round(course.boosterWeeks.from / 4.35)} to ${Math.round(course.boosterWeeks.to / 4.35)} months` : ''
  return `${first}${booster}, then ${repeatInterval(course)}`
}
