import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '../../../core/brand.ts'
import { VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { formatLongDateTime } from '../../../core/dates.ts'
import type { Clock } from '../../providers/clock.ts'
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts'
import type { SmsMessage, SmsSender } from '../../providers/sms/sms-sender.ts'

/** A change the owner is told about. Plain data, so it can later be a queued job's payload as is. */
export type AppointmentChange =
  | { kind: 'rescheduled'; appointment: AppointmentDto; from: { date: string; time: string } }
  | { kind: 'cancelled'; appointment: AppointmentDto }

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`

/** What happens to the money of a cancelled visit, in one sentence. */
export function cancellationMoneyText(appointment: Pick<AppointmentDto, 'paidAmount' | 'refund'>): string {
  if (appointment.refund) return `The refund of ${rupees(appointment.refund.amount)} to your original payment method has started; banks usually credit it in 5-7 working days.`
  if (appointment.paidAmount === 0) return 'Nothing was paid for this visit, so there is nothing to refund.'
  return `Your payment of ${rupees(appointment.paidAmount)} will be refunded to your original payment method.`
}

/** The SMS and the e-mail for one change; pure, `calendar` is the visit's current .ics. */
export function changeMessages(change: AppointmentChange, calendar: string, supportPhone: string): { sms: SmsMessage; mail: MailMessage } {
  const { appointment } = change
  const visit = `${appointment.petName}'s ${VISIT_TYPE_LABELS[appointment.appointmentType].toLowerCase()}`
  const when = formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)
  if (change.kind === 'rescheduled') {
    const was = formatLongDateTime(change.from.date, change.from.time)
    return {
      sms: { to: appointment.phoneNumber, code: '', text: `${BRAND}: ${visit} is moved to ${when} (was ${was}). Questions: ${supportPhone}` },
      mail: {
        to: appointment.email,
        subject: `Moved: ${visit} is now on ${when}`,
        text: [
          `Hello ${appointment.petOwnerName},`,
          '',
          `${visit} is moved to ${when} (India time). It was on ${was}.`,
          'The calendar file attached replaces the earlier one.',
          '',
          `You can cancel or reschedule from My Appointments until 2 hours before the visit. Questions: ${supportPhone}.`,
          '',
          `Team ${BRAND}`,
        ].join('\n'),
        attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
      },
    }
  }
  const money = cancellationMoneyText(appointment)
  return {
    sms: { to: appointment.phoneNumber, code: '', text: `${BRAND}: ${visit} on ${when} is cancelled. ${money} Questions: ${supportPhone}` },
    mail: {
      to: appointment.email,
      subject: `Cancelled: ${visit} on ${when}`,
      text: [
        `Hello ${appointment.petOwnerName},`,
        '',
        `${visit} on ${when} is cancelled.`,
        money,
        'The calendar file attached removes the visit from your calendar.',
        '',
        `To book again, visit ${BRAND} any time. Questions: ${supportPhone}.`,
        '',
        `Team ${BRAND}`,
      ].join('\n'),
      attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: calendar }],
    },
  }
}

export type AppointmentNotifier = ReturnType<typeof createAppointmentNotifier>

/**
 * Tells the owner about a move or a cancellation, by SMS and by e-mail, once each. Called after
 * the change is committed; it never throws: a failure is logged and the change stands. When the
 * database job queue exists, `notify` becomes an enqueue of the change and `deliver` its handler
 * (retried with backoff), without touching the service that calls it.
 */
export function createAppointmentNotifier(deps: {
  sms: SmsSender
  mailer: Mailer
  clock: Clock
  logger: FastifyBaseLogger
  /** The support line as messages show it (from configuration). */
  supportPhone: string
  calendarFile: (appointment: AppointmentDto, now: Date) => string
}) {
  const { sms, mailer, clock, logger, calendarFile, supportPhone } = deps

  async function deliver(change: AppointmentChange): Promise<void> {
    const messages = changeMessages(change, calendarFile(change.appointment, clock.now()), supportPhone)
    const outcomes = await Promise.allSettled([sms.send(messages.sms), messages.mail.to ? mailer.send(messages.mail) : Promise.resolve()])
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected') {
        const channel = index === 0 ? 'SMS' : 'e-mail'
        logger.warn({ err: (outcome.reason as Error).message, appointmentId: change.appointment.id, change: change.kind }, `${channel} about an appointment change failed`)
      }
    })
  }

  return {
    deliver,
    notify(change: AppointmentChange): void {
      void deliver(change).catch((error: unknown) => {
        logger.warn({ err: (error as Error).message, appointmentId: change.appointment.id }, 'appointment change notice failed')
      })
    },
  }
}
