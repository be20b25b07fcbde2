import { describe, expect, it } from 'vitest'
import {
  formatDayMonth,
  formatInstant,
  formatDayMonthYear,
  formatLongDate,
  formatLongDateTime,
  formatLongDay,
  formatMonthYear,
  formatShortDate,
  formatShortDateTime,
  formatTime,
} from './dates.ts'

describe('formatTime', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:30', '12:30 am'],
    ['09:00', '9:00 am'],
    ['10:00', '10:00 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['13:05', '1:05 pm'],
    ['20:00', '8:00 pm'],
    ['23:59', '11:59 pm'],
  ])('%s reads %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected)
  })
})

describe('formatDayMonth', () => {
  it.each([
    ['2026-12-04', '4 Dec'],
    ['2026-12-31', '31 Dec'],
    ['2027-01-01', '1 Jan'],
    [new Date('2026-12-03T19:00:00Z'), '4 Dec'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(formatDayMonth(value)).toBe(expected)
  })
})

describe('calendar dates, read as days in India', () => {
  it('gives the short and the long forms', () => {
    expect(formatShortDate('2026-12-04')).toBe('Fri, 4 Dec')
    expect(formatLongDay('2026-12-04')).toBe('Friday, 4 December 2026')
    expect(formatLongDateTime('2026-12-04', '10:00')).toBe('Friday, 4 December 2026, 10:00 am')
    expect(formatShortDateTime('2026-12-04', '18:00')).toBe('Fri, 4 Dec, 6:00 pm')
    expect(formatLongDate('2026-01-14')).toBe('14 January 2026')
    expect(formatDayMonthYear('2026-12-04T06:00:00.000Z')).toBe('4 Dec 2026')
    expect(formatMonthYear('2026-12-04')).toBe('December 2026')
  })

  it('crosses the year end on the right day', () => {
    expect(formatLongDateTime('2026-12-31', '20:00')).toBe('Thursday, 31 December 2026, 8:00 pm')
    expect(formatLongDateTime('2027-01-01', '09:00')).toBe('Friday, 1 January 2027, 9:00 am')
    expect(formatShortDate('2027-01-01')).toBe('Fri, 1 Jan')
  })
})

describe('instants, shown in India whatever the machine zone', () => {
  it.each([
    // Midnight in India is 18:30 UTC the day before.
    ['2026-12-03T18:29:59Z', 'Thu, 3 Dec', 'Thu, 3 Dec 2026, 11:59 pm'],
    ['2026-12-03T18:30:00Z', 'Fri, 4 Dec', 'Fri, 4 Dec 2026, 12:00 am'],
    ['2026-12-04T04:30:00Z', 'Fri, 4 Dec', 'Fri, 4 Dec 2026, 10:00 am'],
    ['2026-12-04T06:30:00Z', 'Fri, 4 Dec', 'Fri, 4 Dec 2026, 12:00 pm'],
    // The year turns at 18:30 UTC on 31 December.
    ['2026-12-31T18:29:00Z', 'Thu, 31 Dec', 'Thu, 31 Dec 2026, 11:59 pm'],
    ['2026-12-31T18:30:00Z', 'Fri, 1 Jan', 'Fri, 1 Jan 2027, 12:00 am'],
  ])('%s is %s (%s)', (iso, short, full) => {
    expect(formatShortDate(new Date(iso))).toBe(short)
    expect(formatInstant(iso)).toBe(full)
  })

  it('reads a long date of an instant in India', () => {
    expect(formatLongDate(new Date('2026-12-31T19:00:00Z'))).toBe('1 January 2027')
  })
})

describe('dates in Hindi', () => {
  it('name the day and month in Hindi with Latin digits, and say the part of the day', () => {
    expect(formatShortDate('2026-12-04', 'hi')).toBe('शुक्र, 4 दिस॰')
    expect(formatLongDateTime('2026-12-04', '18:00', 'hi')).toBe('शुक्रवार, 4 दिसंबर 2026, शाम 6:00')
    expect(formatTime('10:30', 'hi')).toBe('सुबह 10:30')
    expect(formatTime('13:00', 'hi')).toBe('दोपहर 1:00')
    expect(formatTime('21:00', 'hi')).toBe('रात 9:00')
  })
})
