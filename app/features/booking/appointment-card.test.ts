import { describe, expect, it } from 'vitest'
import { billText, changeNoteOf } from './appointment-card.tsx'

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

describe('billText', () => {
  it.each([
    [{ total: 1598, paidOnline: 799, paidAtDoor: 799, refunded: 0, due: 0 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit · ₹799 at the visit', due: 'Nothing due' }],
    [{ total: 1598, paidOnline: 799, paidAtDoor: 0, refunded: 0, due: 799 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit', due: '₹799 still due' }],
    [{ total: 1498, paidOnline: 0, paidAtDoor: 0, refunded: 0, due: 1498 }, { total: '₹1,498 · billed at the visit', paid: 'Nothing yet', due: '₹1,498 still due' }],
    [{ total: 1598, paidOnline: 799, paidAtDoor: 1598, refunded: 799, due: 0 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit · ₹1,598 at the visit', due: 'Nothing due · ₹799 refunded' }],
  ] as const)('tells the owner the bill %o', (bill, text) => {
    expect(billText(bill)).toEqual(text)
  })
})
