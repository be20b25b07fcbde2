import { describe, expect, it } from 'vitest'
import { VACCINE_COURSES, chartLines, dosesByAgeInWeeks, firstCourseWeeks } from './vaccination-schedules.ts'

const repeatedCourses = VACCINE_COURSES.filter((course) => course.repeatUntilWeeks !== null)

describe('the 16-week rule', () => {
  const table = repeatedCourses.flatMap((course) => [6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((start) => [course.species, course.vaccine, start] as const))
  it.each(table)('%s %s started at %i weeks: the last dose of the first course is at 16 weeks or later', (species, vaccine, start) => {
    const course = VACCINE_COURSES.find((candidate) => candidate.species === species && candidate.vaccine === vaccine)!
    const weeks = firstCourseWeeks(course, start)
    expect(weeks[0]).toBe(Math.max(start, course.firstDoseWeeks.earliest))
    expect(weeks.at(-1)).toBeGreaterThanOrEqual(16)
    for (let index = 1; index < weeks.length; index += 1) {
      const gap = weeks[index]! - weeks[index - 1]!
      expect(gap).toBeGreaterThanOrEqual(course.intervalWeeks.min)
      expect(gap).toBeLessThanOrEqual(course.intervalWeeks.max)
    }
  })

  it.each([
    ['dog', 6, [6, 9, 12, 16]],
    ['dog', 8, [8, 11, 14, 16]],
    ['cat', 8, [8, 12, 16]],
    ['cat', 9, [9, 13, 16]],
  ] as const)('%s core course from %i weeks: %j', (species, start, expected) => {
    const course = repeatedCourses.find((candidate) => candidate.species === species)!
    expect(firstCourseWeeks(course, start)).toEqual(expected)
  })

  it('a dog first seen at 20 weeks needs one core dose, a cat two', () => {
    expect(firstCourseWeeks(repeatedCourses.find((course) => course.species === 'dog')!, 20)).toEqual([20])
    expect(firstCourseWeeks(repeatedCourses.find((course) => course.species === 'cat')!, 20)).toEqual([20, 24])
  })

  it('the core vaccine has a booster at 6 to 12 months, then no more often than every 3 years; rabies and leptospirosis are yearly', () => {
    for (const course of repeatedCourses) {
      expect(course.boosterWeeks).toEqual({ from: 26, to: 52 })
      expect(course.thenEveryMonths).toBe(36)
    }
    for (const course of VACCINE_COURSES.filter((candidate) => candidate.vaccine === 'rabies' || candidate.vaccine === 'leptospirosis')) {
      expect(course.thenEveryMonths).toBe(12)
    }
  })

  it('every course names its sources', () => {
    for (const course of VACCINE_COURSES) {
      expect(course.sources.length).toBeGreaterThan(0)
      for (const source of course.sources) expect(source.url).toMatch(/^https:\/\//)
    }
  })
})

describe('dosesByAgeInWeeks', () => {
  it('lists a puppy’s doses in order of age, rabies from 12 weeks, boosters after the course', () => {
    const doses = dosesByAgeInWeeks('dog')
    expect(doses.map((dose) => dose.ageWeeks)).toEqual([...doses.map((dose) => dose.ageWeeks)].sort((a, b) => a - b))
    expect(doses.find((dose) => dose.vaccine === 'rabies' && dose.kind === 'first-course')?.ageWeeks).toBe(12)
    const core = doses.filter((dose) => dose.vaccine === 'dhppi')
    expect(core.map((dose) => [dose.ageWeeks, dose.kind])).toEqual([
      [6, 'first-course'],
      [9, 'first-course'],
      [12, 'first-course'],
      [16, 'first-course'],
      [26, 'booster'],
    ])
    expect(core.at(-1)?.dueByWeeks).toBe(52)
  })

  it('starts every course at the first visit when the pet is first seen older', () => {
    const doses = dosesByAgeInWeeks('cat', { firstVisitWeeks: 14 })
    expect(doses.filter((dose) => dose.kind === 'first-course').map((dose) => [dose.vaccine, dose.ageWeeks])).toEqual([
      ['fvrcp', 14],
      ['rabies', 14],
      ['fvrcp', 17],
    ])
  })
})

describe('chartLines', () => {
  it.each(['dog', 'cat'] as const)('the %s chart ends the first course at 16 weeks or later and never calls it optional', (species) => {
    const lines = chartLines(species)
    const text = lines.join('\n')
    expect(text).not.toMatch(/if your vet advises/i)
    expect(text).toMatch(/1[6-9] weeks: .*the last of the first course \(not optional/)
  })
})
