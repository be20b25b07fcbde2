import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  offeredBookingDates,
  CHANGE_CUTOFF_MS,
  SLOT_TIMES,
  bookingDates,
  canChangeAppointment,
  indiaDate,
  isDateInWindow,
  isPopularSlot,
  slotRefusal,
  slotStart,
  visitDayLabel,
} from './schedule.ts'

describe('bookingDates', () => {
  it('offers 10 days from today in India: Today, Tomorrow, then weekday names', () => {
    // 20:00 UTC on Monday 23 Nov 2026 is already 01:30 on Tuesday 24 Nov in India.
    const dates = bookingDates(new Date('2026-11-23T20:00:00Z'))
    expect(dates).toHaveLength(10)
    expect(dates.slice(0, 4)).toEqual([
      { date: '2026-11-24', label: 'Today' },
      { date: '2026-11-25', label: 'Tomorrow' },
      { date: '2026-11-26', label: 'Thursday' },
      { date: '2026-11-27', label: 'Friday' },
    ])
    expect(dates.at(-1)).toEqual({ date: '2026-12-03', label: 'Thursday' })
  })

  it('crosses a month and a year end', () => {
    const dates = bookingDates(new Date('2026-12-28T06:00:00Z'))
    expect(dates.map((entry) => entry.date)).toContain('2027-01-01')
    expect(dates.find((entry) => entry.date === '2027-01-01')?.label).toBe('Friday')
  })
})

describe('isDateInWindow', () => {
  it('holds exactly the dates bookingDates lists, at every moment and for any text', () => {
    const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true })
    const nearDate = fc.tuple(instant, fc.integer({ min: -3, max: 13 })).map(([now, days]) => [now, indiaDate(new Date(now.getTime() + days * 86_400_000))] as const)
    const oddText = fc.tuple(instant, fc.constantFrom('2026-02-30', '2026-13-01', '2026-11-5', '20261125', '', '2026-11-25T00:00', ' 2026-11-25')).map(([now, text]) => [now, text] as const)
    fc.assert(
      fc.property(fc.oneof(nearDate, oddText), fc.integer({ min: 1, max: 14 }), ([now, date], days) => {
        expect(isDateInWindow(date, now, days)).toBe(bookingDates(now, days).some((entry) => entry.date === date))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('slots', () => {
  it('are hourly from 09:00 to 20:00, Popular on 09-11 and 17-19', () => {
    expect(SLOT_TIMES).toHaveLength(12)
    expect(SLOT_TIMES[0]).toBe('09:00')
    expect(SLOT_TIMES.at(-1)).toBe('20:00')
    expect(SLOT_TIMES.filter(isPopularSlot)).toEqual(['09:00', '10:00', '11:00', '17:00', '18:00', '19:00'])
  })

  it('start at the India time of their date', () => {
    expect(slotStart('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T03:30:00.000Z')
    expect(indiaDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
    expect(indiaDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
  })
})

describe('slotRefusal', () => {
  const now = new Date('2026-11-24T05:00:00Z') // 10:30 in India

  it.each([
    ['2026-11-24', '11:00', null],
    ['2026-11-24', '10:00', 'PAST'],
    ['2026-11-24', '09:00', 'PAST'],
    ['2026-12-03', '20:00', null],
    ['2026-12-04', '09:00', 'OUT_OF_WINDOW'],
    ['2026-11-23', '15:00', 'OUT_OF_WINDOW'],
    ['2026-02-30', '10:00', 'INVALID_DATE'],
    ['24-11-2026', '10:00', 'INVALID_DATE'],
    ['2026-11-25', '10:30', 'INVALID_TIME'],
    ['2026-11-25', '21:00', 'INVALID_TIME'],
  ])('%s %s -> %s', (date, time, refusal) => {
    expect(slotRefusal(date, time, now)).toBe(refusal)
  })
})

describe('canChangeAppointment', () => {
  const start = new Date('2026-11-25T09:30:00Z')
  it('allows a change until 2 hours before the start, not after', () => {
    expect(canChangeAppointment(start, new Date(start.getTime() - CHANGE_CUTOFF_MS))).toBe(true)
    expect(canChangeAppointment(start, new Date(start.getTime() - CHANGE_CUTOFF_MS + 1))).toBe(false)
    expect(canChangeAppointment(start, new Date(start.getTime() + 1))).toBe(false)
  })
})

describe('offeredBookingDates', () => {
  it('offers Today while its last slot (20:00) is still ahead', () => {
    const dates = offeredBookingDates(new Date('2026-11-22T14:29:00Z')) // 19:59 in India
    expect(dates[0]).toEqual({ date: '2026-11-22', label: 'Today' })
    expect(dates).toHaveLength(10)
  })

  it('drops Today once its last slot has started, keeping the following days', () => {
    const dates = offeredBookingDates(new Date('2026-11-22T14:30:00Z')) // 20:00 in India
    expect(dates[0]).toEqual({ date: '2026-11-23', label: 'Tomorrow' })
    expect(dates.map((entry) => entry.label)).not.toContain('Today')
    expect(dates).toHaveLength(9)
  })
})

describe('visitDayLabel', () => {
  it('writes the weekday, then the day before the month', () => {
    expect(visitDayLabel('2026-11-27')).toBe('Fri, 27 Nov')
    expect(visitDayLabel('2027-01-03')).toBe('Sun, 3 Jan')
    expect(visitDayLabel('2028-02-29')).toBe('Tue, 29 Feb')
  })
})
