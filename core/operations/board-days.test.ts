import { describe, expect, it } from 'vitest'
import { type CountedVisit, boardDays, completedWithDue } from './board-days.ts'

const visit = (fields: Partial<CountedVisit> = {}): CountedVisit => ({ date: '2026-11-23', status: 'vet_assigned', vet: { id: 'vet-1' }, payment: { due: 0, cashHeld: [] }, ...fields })

describe('completedWithDue', () => {
  it.each([
    ['completed', 799, true],
    ['completed', 0, false],
    ['in_progress', 799, false],
    ['cancelled_by_clinic', 799, false],
  ] as const)('%s with ₹%d due: %s', (status, due, expected) => {
    expect(completedWithDue({ status, payment: { due } })).toBe(expected)
  })
})

describe('boardDays', () => {
  it('counts each day apart, in the order the days come', () => {
    const days = boardDays([
      visit({ status: 'booked', vet: null }),
      visit({ status: 'confirmed', vet: null }),
      visit({ status: 'confirmed' }),
      visit({ status: 'completed', payment: { due: 799.5, cashHeld: [] } }),
      visit({ status: 'completed', payment: { due: 0.1, cashHeld: [] } }),
      visit({ status: 'completed', payment: { due: 0, cashHeld: [{ id: 'vet-1', name: 'Dr. Kavya Rao', amount: 0.2 }] } }),
      visit({ status: 'cancelled', vet: null }),
      visit({ status: 'cancelled_by_clinic', vet: null }),
      visit({ status: 'no_show', vet: null }),
      visit({ date: '2026-11-24', status: 'in_progress', payment: { due: 100, cashHeld: [{ id: 'vet-2', name: 'Dr. Arjun Mehta', amount: 499 }] } }),
      visit({ status: 'completed', payment: { due: 0, cashHeld: [{ id: 'vet-2', name: 'Dr. Arjun Mehta', amount: 1499 }, { id: 'vet-1', name: 'Dr. Kavya Rao', amount: 0.1 }] } }),
    ])
    expect(days).toEqual([
      {
        date: '2026-11-23',
        visits: 10,
        // A cancelled visit or a no-show without a vet needs none.
        unassigned: 2,
        // Summed to the paisa.
        completedWithDue: { count: 2, due: 799.6 },
        cashHeld: {
          amount: 1499.3,
          byHolder: [
            { id: 'vet-2', name: 'Dr. Arjun Mehta', amount: 1499 },
            { id: 'vet-1', name: 'Dr. Kavya Rao', amount: 0.3 },
          ],
        },
        cancelled: 2,
      },
      { date: '2026-11-24', visits: 1, unassigned: 0, completedWithDue: { count: 0, due: 0 }, cashHeld: { amount: 499, byHolder: [{ id: 'vet-2', name: 'Dr. Arjun Mehta', amount: 499 }] }, cancelled: 0 },
    ])
  })

  it('has no day without visits', () => {
    expect(boardDays([])).toEqual([])
  })
})
