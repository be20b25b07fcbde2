import { describe, expect, it } from 'vitest'
import { reminderKey, reminderStillDue, remindersOf } from './reminders.ts'

const startsAt = new Date('2026-12-04T04:30:00.000Z') // 10:00 am India time
const HOUR = 60 * 60_000
const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR)

describe('remindersOf', () => {
  it.each([
    { booked: 72, now: 30, expected: ['day_before', 'two_hours'] },
    { booked: 20, now: 10, expected: ['two_hours'] },
    { booked: 1.5, now: 1, expected: [] },
    { booked: 72, now: -1, expected: [] },
  ])('a visit booked $booked h ahead, seen $now h before, gets $expected', ({ booked, now, expected }) => {
    const kinds = remindersOf({ id: 'a', status: 'confirmed', startsAt, createdAt: at(booked) }, at(now)).map((reminder) => reminder.kind)
    expect(kinds).toEqual(expected)
  })

  it('gives a day-before reminder due 24 hours and another due 2 hours before the visit', () => {
    expect(remindersOf({ id: 'a', status: 'booked', startsAt, createdAt: at(48) }, at(30))).toEqual([
      { kind: 'day_before', dueAt: at(24) },
      { kind: 'two_hours', dueAt: at(2) },
    ])
  })

  it.each(['cancelled', 'cancelled_by_clinic', 'completed', 'no_show'] as const)('gives none to a visit that is %s', (status) => {
    expect(remindersOf({ id: 'a', status, startsAt, createdAt: at(48) }, at(30))).toEqual([])
  })
})

describe('reminderStillDue', () => {
  it('sends for an open visit at the time it was queued for', () => {
    expect(reminderStillDue({ status: 'vet_assigned', startsAt }, startsAt, at(2))).toBe(true)
  })
  it('does not send for a cancelled visit, a moved one, or once the visit has begun', () => {
    expect(reminderStillDue({ status: 'cancelled', startsAt }, startsAt, at(2))).toBe(false)
    expect(reminderStillDue({ status: 'cancelled_by_clinic', startsAt }, startsAt, at(2))).toBe(false)
    expect(reminderStillDue({ status: 'booked', startsAt: at(-24) }, startsAt, at(2))).toBe(false)
    expect(reminderStillDue({ status: 'in_progress', startsAt }, startsAt, at(-0.5))).toBe(false)
  })
  it('keys a reminder by visit, kind and time, so a moved visit has new keys', () => {
    expect(reminderKey('a', 'two_hours', startsAt)).not.toBe(reminderKey('a', 'two_hours', at(-24)))
  })
})
