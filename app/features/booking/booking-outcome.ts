import type { AppointmentDto } from '../../../core/contracts/booking.ts'

/** Its heading and intro are messages: `booking.success.outcomes.{kind}` in content/i18n. */
export type BookingOutcome = {
  kind: 'booked' | 'completed' | 'cancelled' | 'missed'
  /** A calendar file helps only for a visit still to come. */
  calendar: boolean
}

/**
 * What the booking's own page says at the top. The page is opened from the wizard, but also later
 * from a mail or a bookmark: a visit that has happened, was missed or was cancelled is not
 * "booked" any more, and a calendar file for it would put a past or dead visit in a diary.
 */
export function bookingOutcome(appointment: Pick<AppointmentDto, 'status' | 'visitStatus'>): BookingOutcome {
  // A no-show is 'cancelled' to the owner's lists; here it gets its own words.
  if (appointment.visitStatus === 'no_show') return { kind: 'missed', calendar: false }
  if (appointment.status === 'cancelled' || appointment.visitStatus === 'cancelled_by_clinic') return { kind: 'cancelled', calendar: false }
  if (appointment.status === 'completed') return { kind: 'completed', calendar: false }
  return { kind: 'booked', calendar: true }
}
