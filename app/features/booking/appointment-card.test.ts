import { describe, expect, it } from 'vitest'
import { changeNoteOf } from './appointment-card.tsx'

describe('changeNoteOf', () => {
  it.each([
    [{ canChange: true, canReschedule: true, rescheduleCount: 0, visitStatus: 'booked' }, null],
    [{ canChange: true, canReschedule: false, rescheduleCount: 3, visitStatus: 'confirmed' }, 'Moved 3 times already: to move it again, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 0, visitStatus: 'vet_assigned' }, 'A vet has this visit now: to change it, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 0, visitStatus: 'in_progress' }, 'A vet has this visit now: to change it, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 1, visitStatus: 'booked' }, 'This visit is less than 2 hours away: to change it, please call us.'],
  ] as const)('says why %o cannot be changed online', (appointment, note) => {
    expect(changeNoteOf(appointment)).toBe(note)
  })
})
