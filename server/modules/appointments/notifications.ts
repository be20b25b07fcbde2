import type { FastifyBaseLogger } from 'fastify'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { formatLongDateTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { formatRupees } from '../../../core/money.ts'
import { mailText, ownerTranslator, visitPhrase } from '../../i18n/owner-messages.ts'
import type { Clock } from '../../providers/clock.ts'
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts'
import type { SmsMessage, SmsSender } from '../../providers/sms/sms-sender.ts'
import type { OwnerLanguage } from '../account/owner-language.ts'

/** A change the owner is told about. Plain data, so it can later be a queued job's payload as is. */
export type AppointmentChange =
  | { kind: 'rescheduled'; appointment: AppointmentDto; from: { date: string; time: string } }
  | { kind: 'cancelled'; appointment: AppointmentDto }

/** What happens to the money of a cancelled visit, in one sentence of the owner's language. */
export function cancellationMoneyText(appointment: Pick<AppointmentDto, 'paidAmount' | 'refund'>, language: Language = 'en'): string {
  const t = ownerTranslator(language)
  if (appointment.refund) return t('sms.refundStarted', { amount: formatRupees(appointment.refund.amount) })
  if (appointment.paidAmount === 0) return t('sms.nothingPaid')
  return t('sms.willRefund', { amount: formatRupees(appointment.paidAmount) })
}

/** The SMS and the e-mail for one change, in the owner's language; pure, `calendar` is the visit's current .ics. */
export function changeMessages(change: AppointmentChange, calendar: string, supportPhone: string, language: Language = 'en'): { sms: SmsMessage; mail: MailMessage } {
  const t = ownerTranslator(language)
  const { appointment } = change
  const visit = visitPhrase(t, appointment.petName, appointment.appointmentType)
  const when = formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language)
  if (change.kind === 'rescheduled') {
    const was = formatLongDateTime(change.from.date, change.from.time, language)
    return {
      sms: { kind: 'notice', to: appointment.phoneNumber, text: t('sms.moved', { visit, when, was, supportPhone }), language },
      mail: {
        to: appointment.email,
        subject: t('mail.moved.subject', { visit, when }),
        text: mailText(t, appointment.petOwnerName, [[t('mail.moved.body', { visit, when, was }), t('mail.moved.calendar')], [t('mail.changes', { supportPhone })]]),
        attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
      },
    }
  }
  const money = cancellationMoneyText(appointment, language)
  return {
    sms: { kind: 'notice', to: appointment.phoneNumber, text: t('sms.cancelled', { visit, when, money, supportPhone }), language },
    mail: {
      to: appointment.email,
      subject: t('mail.cancelled.subject', { visit, when }),
      text: mailText(t, appointment.petOwnerName, [
        [t('mail.cancelled.body', { visit, when }), money, t('mail.cancelled.calendar')],
        [t('mail.cancelled.bookAgain', { supportPhone })],
      ]),
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
  calendarFile: (appointment: AppointmentDto, now: Date, language: Language) => string
  sendJob: (name: string, data: AppointmentChange, options: { key: string }) => Promise<void>
  /** The owner's language when the message is sent (decision 0076). */
  ownerLanguage: Pick<OwnerLanguage, 'ofVisit'>
}) {
  const { sms, mailer, clock, logger, calendarFile, supportPhone, sendJob } = deps
  const messagesOf = async (change: AppointmentChange) => {
    const language = await deps.ownerLanguage.ofVisit(change.appointment.id)
    return changeMessages(change, calendarFile(change.appointment, clock.now(), language), supportPhone, language)
  }

  return {
    /** The SMS of one change (a job's handler: a failure throws, and the queue retries it). */
    async deliverSms(change: AppointmentChange): Promise<void> {
      await sms.send((await messagesOf(change)).sms)
    },
    /** The e-mail of one change, when the booking has an address (a job's handler). */
    async deliverMail(change: AppointmentChange): Promise<void> {
      const { mail } = await messagesOf(change)
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
