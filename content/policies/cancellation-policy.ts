import { BRAND } from '../../core/brand.ts'
import { BOOKING_WINDOW_DAYS, CHANGE_CUTOFF_MS, MAX_RESCHEDULES } from '../../core/booking/schedule.ts'
import type { Policy } from './privacy-policy.ts'

/** How much before its start an appointment can still be cancelled or rescheduled online. */
export const ONLINE_CHANGE_CUTOFF_HOURS = CHANGE_CUTOFF_MS / 3_600_000
/** How far ahead a rescheduled appointment can be moved. */
export const RESCHEDULE_WINDOW_DAYS = BOOKING_WINDOW_DAYS
/** Gold Membership fees are refundable for this long after purchase, if no benefit was used. */
export const MEMBERSHIP_REFUND_DAYS = 7
/** How long a bank usually takes to credit a refund, in working days, as the policy says it. */
export const REFUND_CREDIT_WORKING_DAYS = '5-7'
/** How long after its start an unanswered video call counts as a no-show, in minutes. */
export const NO_SHOW_WAIT_MINUTES = 15

/** Cancellation, rescheduling and refunds: the rules the booking code implements. */
export const CANCELLATION_POLICY: Policy = {
  updated: '22 November 2026',
  intro: `Plans change, and pets fall ill on the wrong day. This policy says how to cancel or reschedule a ${BRAND} appointment, when you get your money back, and how Gold Membership refunds work.`,
  sections: [
    {
      heading: 'Cancelling or rescheduling online',
      paragraphs: [
        `An upcoming appointment can be cancelled or rescheduled online, from My Appointments, until ${ONLINE_CHANGE_CUTOFF_HOURS} hours before its start. This applies to home visits, clinic consultations and video consultations alike, and there is no fee for it.`,
        `Later than that, call support on {supportPhone}: the vet may already be on the way to you, and we will do what we can.`,
      ],
    },
    {
      heading: 'Rescheduling',
      paragraphs: [
        `Rescheduling moves your appointment to any free slot within the next ${RESCHEDULE_WINDOW_DAYS} days. The services, the price and any payment already made stay with the appointment. If no slot within ${RESCHEDULE_WINDOW_DAYS} days suits you, cancel instead and book again later.`,
        `One appointment can be rescheduled online up to ${MAX_RESCHEDULES} times; after that, call support and we will find a time with you.`,
      ],
    },
    {
      heading: 'Refunds for cancelled appointments',
      paragraphs: [
        `An online payment for a cancelled appointment is refunded in full to the original payment method: the same UPI account, card, bank account or wallet. We start the refund when the appointment is cancelled, and the bank usually credits it in ${REFUND_CREDIT_WORKING_DAYS} working days.`,
        'If you chose to pay after the service, nothing is charged when you cancel.',
        'If we cancel an appointment, for example because a vet falls ill and no other vet can take the slot, we tell you as early as we can and you choose between a new slot and a full refund.',
      ],
    },
    {
      heading: 'No-shows',
      paragraphs: [
        `A no-show is not refunded. An appointment is a no-show when it was not cancelled and, at the booked time, no one is at the address to receive the vet, the pet is not available, or no one answers the video call within ${NO_SHOW_WAIT_MINUTES} minutes of its start. The vet tries to call you before leaving.`,
      ],
    },
    {
      heading: 'Gold Membership',
      paragraphs: [
        `Gold Membership fees are refundable within ${MEMBERSHIP_REFUND_DAYS} days of purchase if no member benefit was used, such as a covered home visit or a member discount. Write to {supportEmail} or call support to ask for it; the refund goes to the original payment method and the bank usually credits it in ${REFUND_CREDIT_WORKING_DAYS} working days. After ${MEMBERSHIP_REFUND_DAYS} days, or once a benefit has been used, the membership runs until the end of its term.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`For anything about a cancellation or a refund: {supportEmail}, {supportPhone}, every day from {supportHours}. Please quote your appointment or payment reference.`],
    },
  ],
}
