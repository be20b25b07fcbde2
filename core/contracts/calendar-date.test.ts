import { describe, expect, it } from 'vitest'
import { CalendarDate } from './calendar-date.ts'

describe('CalendarDate', () => {
  it.each([
    ['2026-12-04', true],
    ['2028-02-29', true],
    ['1900-01-01', true],
    ['2199-12-31', true],
    ['2027-02-29', false],
    ['2026-02-30', false],
    ['2027-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['9999-99-99', false],
    ['9999-12-31', false],
    ['0000-01-01', false],
    ['2026-1-5', false],
    ['04-12-2026', false],
    ['2026-12-04T00:00:00Z', false],
    ['2026-12-04\u0000', false],
    ['', false],
  ])('%j is a date: %s', (value, accepted) => {
    expect(CalendarDate().safeParse(value).success).toBe(accepted)
  })

  it('refuses what is not a string with its message', () => {
    const result = CalendarDate('followUpDate must be a date').safeParse(20261204)
    expect(result.error?.issues[0]?.message).toBe('followUpDate must be a date')
  })
})
