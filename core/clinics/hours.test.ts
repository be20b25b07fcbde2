import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type WeeklyHours, WEEKDAY_KEYS, dayHoursText, everyDay, indiaWeekMinute, isOpenAt, isOpenInWeek, isSlotInHours, schemaOpeningHours, weekOpenings } from './hours.ts'

const india = (local: string) => new Date(`${local}+05:30`)
const weekdaysWithShortSunday: WeeklyHours = { ...everyDay('09:00', '21:00'), sun: [{ opens: '10:00', closes: '14:00' }] }
const lateEvenings: WeeklyHours = { ...everyDay('18:00', '02:00'), mon: [] }
const closedAllWeek: WeeklyHours = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] }

describe('isOpenAt (India time)', () => {
  it.each([
    ['Monday 8:59 am', '2026-11-23T08:59', weekdaysWithShortSunday, false],
    ['Monday 9:00 am', '2026-11-23T09:00', weekdaysWithShortSunday, true],
    ['Monday 8:59 pm', '2026-11-23T20:59', weekdaysWithShortSunday, true],
    ['Monday 9:00 pm', '2026-11-23T21:00', weekdaysWithShortSunday, false],
    ['Sunday noon', '2026-11-22T12:00', weekdaysWithShortSunday, true],
    ['Sunday 2 pm', '2026-11-22T14:00', weekdaysWithShortSunday, false],
    ['Sunday 11:30 pm, an evening clinic', '2026-11-22T23:30', lateEvenings, true],
    ['Monday 1:59 am, Sunday night still', '2026-11-23T01:59', lateEvenings, true],
    ['Monday 2:00 am, closed', '2026-11-23T02:00', lateEvenings, false],
    ['Monday evening, its day off', '2026-11-23T19:00', lateEvenings, false],
    ['Tuesday 1 am, after its day off', '2026-11-24T01:00', lateEvenings, false],
    ['Tuesday 1 am, after Tuesday evening', '2026-11-25T01:00', lateEvenings, true],
  ] as const)('%s', (_label, local, hours, open) => {
    expect(isOpenAt({ hours, open24x7: false }, india(local))).toBe(open)
  })

  it('reads the clock in India whatever the server zone: 18:45 UTC on Sunday is 00:15 on Monday in India', () => {
    expect(isOpenAt({ hours: lateEvenings, open24x7: false }, new Date('2026-11-22T18:45:00Z'))).toBe(true)
  })

  it('keeps a 24x7 clinic open whatever its hours say', () => {
    expect(isOpenAt({ hours: closedAllWeek, open24x7: true }, india('2026-11-23T03:00'))).toBe(true)
  })
})

describe('weekOpenings (the search reads hours once)', () => {
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
  const day = fc.array(fc.record({ opens: time, closes: time }), { maxLength: 2 })
  const week = fc.tuple(day, day, day, day, day, day, day).map((days) => Object.fromEntries(WEEKDAY_KEYS.map((key, index) => [key, days[index]])) as WeeklyHours)

  it('answers open or closed as isOpenAt does, at every minute, across midnight and Saturday night', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), (hours, minuteOfWeek) => {
        const now = new Date(Date.parse('2026-11-22T00:00:00+05:30') + minuteOfWeek * 60_000)
        const { day: weekday, minute } = indiaWeekMinute(now)
        expect(isOpenInWeek(weekOpenings({ hours }), weekday * 24 * 60 + minute)).toBe(isOpenAt({ hours, open24x7: false }, now))
      }),
      { numRuns: 500 },
    )
  })

  it('carries Saturday night into Sunday morning', () => {
    const saturdayNight: WeeklyHours = { ...closedAllWeek, sat: [{ opens: '20:00', closes: '02:00' }] }
    expect(isOpenAt({ hours: saturdayNight, open24x7: false }, india('2026-11-22T01:30'))).toBe(true)
    expect(isOpenInWeek(weekOpenings({ hours: saturdayNight }), 90)).toBe(true)
    expect(isOpenInWeek(weekOpenings({ hours: saturdayNight }), 120)).toBe(false)
  })
})

describe('isSlotInHours', () => {
  it('offers an hour only when the whole hour is inside the opening', () => {
    const split: WeeklyHours = { ...everyDay('09:30', '13:30'), mon: [{ opens: '09:30', closes: '13:30' }, { opens: '16:30', closes: '21:00' }] }
    const open = ['09:00', '10:00', '12:00', '13:00', '16:00', '17:00', '20:00'].filter((time) => isSlotInHours({ hours: split, open24x7: false }, '2026-11-23', time))
    expect(open).toEqual(['10:00', '12:00', '17:00', '20:00'])
  })

  it('counts an opening past midnight, and none on a closed day', () => {
    expect(isSlotInHours({ hours: lateEvenings, open24x7: false }, '2026-11-24', '20:00')).toBe(true)
    expect(isSlotInHours({ hours: lateEvenings, open24x7: false }, '2026-11-23', '20:00')).toBe(false)
    expect(isSlotInHours({ hours: closedAllWeek, open24x7: true }, '2026-11-23', '20:00')).toBe(true)
  })
})

describe('texts', () => {
  it('writes hours as people read them, and schema.org lines', () => {
    expect(dayHoursText([{ opens: '09:00', closes: '21:00' }])).toBe('9:00 am – 9:00 pm')
    expect(dayHoursText([{ opens: '12:00', closes: '00:30' }])).toBe('12:00 pm – 12:30 am')
    expect(dayHoursText([])).toBe('Closed')
    expect(schemaOpeningHours({ hours: weekdaysWithShortSunday, open24x7: false })).toContain('Su 10:00-14:00')
    expect(schemaOpeningHours({ hours: closedAllWeek, open24x7: true })).toEqual(['Mo-Su 00:00-23:59'])
  })
})
