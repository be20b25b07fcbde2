import { describe, expect, it } from 'vitest'
import { bookingOutcome } from './booking-outcome.ts'

describe('bookingOutcome', () => {
  it('says booked, with a calendar file, for a visit still to come at any stage before it starts', () => {
    for (const visitStatus of ['booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress'] as const) {
      expect(bookingOutcome({ status: 'booked', visitStatus })).toEqual({ kind: 'booked', calendar: true })
    }
  })

  it('says complete, without a calendar file, once the vet has closed the visit', () => {
    expect(bookingOutcome({ status: 'completed', visitStatus: 'completed' })).toEqual({ kind: 'completed', calendar: false })
  })

  it('says cancelled whoever cancelled it', () => {
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'cancelled' })).toEqual({ kind: 'cancelled', calendar: false })
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'cancelled_by_clinic' })).toEqual({ kind: 'cancelled', calendar: false })
  })

  it('says missed for a no-show', () => {
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'no_show' })).toEqual({ kind: 'missed', calendar: false })
  })
})
