import { describe, expect, it } from 'vitest'
import { bookingOutcome } from './booking-outcome.ts'

describe('bookingOutcome', () => {
  it('says booked, with a calendar file, for a visit still to come at any stage before it starts', () => {
    for (const visitStatus of ['booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress'] as const) {
      expect(bookingOutcome({ status: 'booked', visitStatus })).toMatchObject({ kind: 'booked', heading: 'Your appointment is booked', calendar: true })
    }
  })

  it('says complete, without a calendar file, once the vet has closed the visit', () => {
    expect(bookingOutcome({ status: 'completed', visitStatus: 'completed' })).toMatchObject({ kind: 'completed', heading: 'This visit is complete', calendar: false })
  })

  it('says cancelled whoever cancelled it', () => {
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'cancelled' })).toMatchObject({ kind: 'cancelled', calendar: false })
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'cancelled_by_clinic' }).heading).toBe('This booking was cancelled')
  })

  it('says missed for a no-show', () => {
    expect(bookingOutcome({ status: 'cancelled', visitStatus: 'no_show' })).toMatchObject({ kind: 'missed', heading: 'This visit was missed', calendar: false })
  })
})
