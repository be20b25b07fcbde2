import type { AppointmentDto } from '../../../core/contracts/booking.ts'

export type BookingOutcome = {
  kind: 'booked' | 'completed' | 'cancelled' | 'missed'
  heading: string
  intro: string
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
  if (appointment.visitStatus === 'no_show') {
    return {
      kind: 'missed',
      heading: 'This visit was missed',
      intro: 'The vet could not meet you at the booked time. Please book again, or call us and we will find a time.',
      calendar: false,
    }
  }
  if (appointment.status === 'cancelled' || appointment.visitStatus === 'cancelled_by_clinic') {
    return {
      kind: 'cancelled',
      heading: 'This booking was cancelled',
      intro: 'If you paid online, My Appointments shows what is refunded under our cancellation policy. You can book again at any time.',
      calendar: false,
    }
  }
  if (appointment.status === 'completed') {
    return { kind: 'completed', heading: 'This visit is complete', intro: "The visit's bill and receipts are below; the vet's notes are in My Appointments.", calendar: false }
  }
  return {
    kind: 'booked',
    heading: 'Your appointment is booked',
    intro: 'We have sent the details and a calendar file to your e-mail. The vet calls you before the visit.',
    calendar: true,
  }
}
