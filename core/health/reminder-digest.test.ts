import { describe, expect, it } from 'vitest'
import { DIGEST_MAX_LINES, digestText, dueWords, heldByRecentDose, isQuietHour, needsHealthDetails, nextSendingMorning } from './reminder-digest.ts'

const TODAY = '2026-11-29'

describe('dueWords', () => {
  it.each([
    ['2026-11-29', 'is due today'],
    ['2026-11-30', 'is due tomorrow'],
    ['2026-12-03', 'is due in 4 days'],
    ['2026-12-06', 'is due in a week'],
    ['2026-11-28', 'is now overdue'],
  ])('a date of %s reads "%s" on 29 November', (due, words) => expect(dueWords(due, TODAY)).toBe(words))
})

describe('heldByRecentDose', () => {
  const rabies = { kind: 'vaccination' as const, vaccine: 'rabies' as const }
  it('holds an item due on or before a dose of its course given in the last 30 days', () => {
    expect(heldByRecentDose({ ...rabies, dueDate: TODAY }, [{ ...rabies, givenOn: TODAY }], TODAY)).toBe(true)
    expect(heldByRecentDose({ kind: 'deworming', vaccine: null, dueDate: '2026-11-20' }, [{ kind: 'deworming', vaccine: null, givenOn: '2026-11-25' }], TODAY)).toBe(true)
  })
  it('holds a later dose the plan puts 30 days or more after it, until those 30 days are past', () => {
    const given = [{ kind: 'tick-flea' as const, vaccine: null, givenOn: '2026-11-05' }]
    expect(heldByRecentDose({ kind: 'tick-flea', vaccine: null, dueDate: '2026-12-05' }, given, TODAY)).toBe(true)
    expect(heldByRecentDose({ kind: 'tick-flea', vaccine: null, dueDate: '2026-12-05' }, given, '2026-12-05')).toBe(false)
  })
  it("reminds a puppy's next dose due less than 30 days after, another course, and a registration", () => {
    const given = [{ kind: 'deworming' as const, vaccine: null, givenOn: '2026-11-20' }]
    expect(heldByRecentDose({ kind: 'deworming', vaccine: null, dueDate: '2026-12-04' }, given, TODAY)).toBe(false)
    expect(heldByRecentDose({ kind: 'vaccination', vaccine: 'rabies', dueDate: TODAY }, [{ kind: 'vaccination', vaccine: 'dhppi', givenOn: TODAY }], TODAY)).toBe(false)
    expect(heldByRecentDose({ kind: 'registration', vaccine: null, dueDate: TODAY }, given, TODAY)).toBe(false)
  })
  it('forgets a dose given 30 days ago or more', () => {
    expect(heldByRecentDose({ ...rabies, dueDate: TODAY }, [{ ...rabies, givenOn: '2026-10-30' }], TODAY)).toBe(false)
  })
})

describe('needsHealthDetails', () => {
  it('asks when the birth date is unknown, or an older pet has no dose on record', () => {
    expect(needsHealthDetails({ birthDate: null }, 3, TODAY)).toBe(true)
    expect(needsHealthDetails({ birthDate: '2024-01-10' }, 0, TODAY)).toBe(true)
    expect(needsHealthDetails({ birthDate: '2024-01-10' }, 1, TODAY)).toBe(false)
    // A puppy of 8 weeks follows its course from birth.
    expect(needsHealthDetails({ birthDate: '2026-10-04' }, 0, TODAY)).toBe(false)
  })
})

describe('sending hours', () => {
  it.each([
    ['2026-11-29T03:29:00Z', true, '2026-11-29T03:30:00.000Z'],
    ['2026-11-29T03:30:00Z', false, null],
    ['2026-11-29T15:29:00Z', false, null],
    ['2026-11-29T15:30:00Z', true, '2026-11-30T03:30:00.000Z'],
    ['2026-11-29T20:00:00Z', true, '2026-11-30T03:30:00.000Z'],
  ] as const)('at %s it is quiet: %s', (instant, quiet, morning) => {
    expect(isQuietHour(new Date(instant))).toBe(quiet)
    if (morning) expect(nextSendingMorning(new Date(instant)).toISOString()).toBe(morning)
  })
})

describe('digestText', () => {
  const base = { brand: 'PetVaidya', today: TODAY, bookUrl: 'https://petvaidya.in/book-an-appointment', petsUrl: 'https://petvaidya.in/pet-profiles' }
  const line = (petName: string, what: string, dueDate: string) => ({ petName, what, dueDate, dateText: dueDate })

  it('puts every pet and item in one message, soonest first', () => {
    const text = digestText({ ...base, lines: [line('Coco', 'Deworming', '2026-12-06'), line('Bruno', 'DHPPi dose 2', TODAY)], detailsFor: [] })
    expect(text).toBe(
      "PetVaidya health reminders: Bruno's DHPPi dose 2 is due today (2026-11-29); Coco's Deworming is due in a week (2026-12-06). Book at https://petvaidya.in/book-an-appointment or record them on https://petvaidya.in/pet-profiles",
    )
  })

  it('lists the first few and counts the rest', () => {
    const lines = Array.from({ length: DIGEST_MAX_LINES + 3 }, (_, index) => line(`Pet ${index}`, 'Deworming', TODAY))
    expect(digestText({ ...base, lines, detailsFor: [] })).toContain('; and 3 more.')
  })

  it('asks for missing details alone, or after the reminders; says nothing when there is nothing', () => {
    expect(digestText({ ...base, lines: [], detailsFor: ['Tiger'] })).toBe(
      "PetVaidya: To remind you when Tiger's vaccines and worming are due, please add the birth date and the vaccines already given on https://petvaidya.in/pet-profiles",
    )
    expect(digestText({ ...base, lines: [line('Coco', 'Deworming', TODAY)], detailsFor: ['Tiger', 'Misty'] })).toContain(
      "record it on https://petvaidya.in/pet-profiles. To remind you when Tiger's and Misty's vaccines and worming are due, please add their birth dates",
    )
    expect(digestText({ ...base, lines: [], detailsFor: [] })).toBeNull()
  })
})
