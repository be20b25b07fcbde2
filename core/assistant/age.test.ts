import { describe, expect, it } from 'vitest'
import { AGE_NEEDS_UNIT, AGE_REQUIRED, AGE_TOO_HIGH, AGE_UNREADABLE, AGE_ZERO, parseAge, readAgeLoosely, youngStage } from './age.ts'

describe('parseAge', () => {
  it.each([
    ['2 years', 104],
    ['6 months', 26],
    ['3 weeks', 3],
    ['2 yrs', 104],
    ['1.5 years', 78],
    ['2 years 3 months', 117],
    ['2 years and 6 months', 130],
    ['8 mahine', (8 * 52) / 12],
    ['2 saal', 104],
    ['14 days', 2],
    ['6m', 26],
    ['a year', 52],
    ['Two Years', 104],
    ['3 साल', 156],
    ['4 weeks old', 4],
  ])('reads %s as %d weeks', (input, weeks) => {
    const reading = parseAge(input)
    expect(reading.ok && reading.weeks).toBeCloseTo(weeks)
  })

  it.each([
    ['', AGE_REQUIRED],
    ['   ', AGE_REQUIRED],
    ['2', AGE_NEEDS_UNIT('2')],
    ['young', AGE_UNREADABLE],
    ['2 centuries', AGE_UNREADABLE],
    ['0 months', AGE_ZERO],
    ['200 years', AGE_TOO_HIGH],
  ])('refuses %j with a clear message', (input, message) => {
    expect(parseAge(input)).toEqual({ ok: false, message })
  })
})

describe('youngStage', () => {
  it.each([
    ['cat', '6 months', 'young'],
    ['cat', '11 months', 'young'],
    ['cat', '1 year', 'grown'],
    ['dog', '6 months', 'young'],
    ['dog', '7 months', 'grown'],
    ['dog', '10 days', 'newborn'],
    ['cat', '3 weeks', 'newborn'],
    ['rabbit', '2 weeks', 'grown'],
    ['dog', 'senior', 'grown'],
  ])('puts a %s of %s with the %s', (category, age, stage) => {
    expect(youngStage(category, age)).toBe(stage)
  })
})

describe('readAgeLoosely', () => {
  it.each([
    ['2 weeks maybe', 2],
    ['about 3 months', 13],
    ['~1.5 years', 78],
    ['approx 10 days?', 10 / 7],
  ])('reads %s as the form would read the age alone', (age, weeks) => {
    const reading = readAgeLoosely(age)
    expect(reading.ok && reading.weeks).toBeCloseTo(weeks)
  })

  it('still refuses what has no age in it, and the form itself stays strict', () => {
    expect(readAgeLoosely('maybe').ok).toBe(false)
    expect(parseAge('2 weeks maybe').ok).toBe(false)
    expect(youngStage('cat', '2 weeks maybe')).toBe('newborn')
  })
})
