import { describe, expect, it } from 'vitest'
import { nextMorningReminderAt } from './pay-by-link.ts'

describe('the morning reminder of a visit to be paid by link', () => {
  it.each([
    ['completed at 11:00 am India time', '2026-11-23T05:30:00.000Z', '2026-11-24T03:30:00.000Z'],
    ['completed at 8:59 am India time', '2026-11-23T03:29:00.000Z', '2026-11-24T03:30:00.000Z'],
    ['completed at 11:50 pm India time', '2026-11-23T18:20:00.000Z', '2026-11-24T03:30:00.000Z'],
    ['completed at 12:10 am India time (already the next India day)', '2026-11-23T18:40:00.000Z', '2026-11-25T03:30:00.000Z'],
    ['at the end of a month and a year', '2026-12-31T12:00:00.000Z', '2027-01-01T03:30:00.000Z'],
  ])('%s goes at 9:00 am India time the next day', (_case, completed, expected) => {
    expect(nextMorningReminderAt(new Date(completed)).toISOString()).toBe(expected)
  })
})
