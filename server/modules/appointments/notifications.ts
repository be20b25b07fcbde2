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
      sms: { kind: 'notice', to: appointment.phoneNumber, text: `${BRAND}: ${visit} is moved to ${when} (was ${was}). Questions: ${supportPhone}` },
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
    sms: { kind: 'notice', to: appointment.phoneNumber, text: `${BRAND}: ${visit} on ${when} is cancelled. ${money} Questions: ${supportPhone}` },
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

/** The jobs that carry a change to the owner, one per channel, so a retry never repeats the other. */
export const CHANGE_SMS_JOB = 'appointment-change-sms'
export const CHANGE_MAIL_JOB = 'appointment-change-mail'

/** Names one change: the same change is queued once, another move of the same visit is its own. */
export function changeKey(change: AppointmentChange): string {
  const { appointment } = change
  const at = `${appointment.appointmentDate}T${appointment.appointmentTime}`
  return change.kind === 'rescheduled' ? `${appointment.id}:moved:${change.from.date}T${change.from.time}:${at}` : `${appointment.id}:cancelled`
}

/**
 * Tells the owner about a move or a cancellation, by SMS and by e-mail, once each (issue 25;
 * decision 0019). `notify` is called after the change is committed and queues one job per
 * channel, keyed by the change, so each message is sent once and a failed send is retried with
 * backoff by the job queue (decision 0021); it never throws: the change stands whatever happens.
 */
export function createAppointmentNotifier(deps: {
  sms: SmsSender
  mailer: Mailer
  clock: Clock
  logger: FastifyBaseLogger
  /** The support line as messages show it (from configuration). */
  supportPhone: string
  calendarFile: (appointment: AppointmentDto, now: Date) => string
  sendJob: (name: string, data: AppointmentChange, options: { key: string }) => Promise<void>
}) {
  const { sms, mailer, clock, logger, calendarFile, supportPhone, sendJob } = deps
  const messagesOf = (change: AppointmentChange) => changeMessages(change, calendarFile(change.appointment, clock.now()), supportPhone)

  return {
    /** The SMS of one change (a job's handler: a failure throws, and the queue retries it). */
    async deliverSms(change: AppointmentChange): Promise<void> {
      await sms.send(messagesOf(change).sms)
    },
    /** The e-mail of one change, when the booking has an address (a job's handler). */
    async deliverMail(change: AppointmentChange): Promise<void> {
      const { mail } = messagesOf(change)
      if (mail.to) await mailer.send(mail)
    },
    /** Queues the change's two jobs; never rejects (a failure is logged, and the change stands). */
    async notify(change: AppointmentChange): Promise<void> {
      const key = changeKey(change)
      try {
        await Promise.all([sendJob(CHANGE_SMS_JOB, change, { key }), sendJob(CHANGE_MAIL_JOB, change, { key })])
      } catch (error) {
        logger.error({ err: (error as Error).name, appointmentId: change.appointment.id, change: change.kind }, 'appointment change notice could not be queued')
      }
    },
  }
}
