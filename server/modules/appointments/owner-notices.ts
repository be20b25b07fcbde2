import type { FastifyBaseLogger } from 'fastify'
import { formatLongDateTime, formatTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { REMINDER_LOOKAHEAD_MS, type ReminderKind, reminderKey, reminderStillDue, remindersOf } from '../../../core/operations/reminders.ts'
import { type VisitStatus, isOwnerNoticeStatus } from '../../../core/operations/visit-status.ts'
import type { Clock } from '../../providers/clock.ts'
import { ownerTranslator, visitPhrase } from '../../i18n/owner-messages.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { OwnerLanguage } from '../account/owner-language.ts'
import type { AppointmentWithPayment, AppointmentsRepo } from './repo.ts'
import { cancellationMoneyText } from './notifications.ts'

/** The owner's SMS when the team moves a visit on (vet assigned, on the way, cancelled by the clinic). */
export const STATUS_SMS_JOB = 'appointment-status-sms'
/** The scan that queues reminders of visits coming up (cron), and the reminders themselves. */
export const QUEUE_REMINDERS_JOB = 'queue-reminders'
export const REMINDER_JOB = 'appointment-reminder'

/** A status notice; an assignment names its vet and the one before, which are part of its cause. */
export type StatusNoticeJob = { appointmentId: string; status: VisitStatus; changedAt: string; vetId?: string; previousVetId?: string | null }

/**
 * Names a notice by its cause, not by the moment: the visit, the status and (for an assignment)
 * the vet. A retry, a double press or the same change made twice sends it once.
 */
export function statusNoticeKey(notice: StatusNoticeJob): string {
  const vets = notice.status === 'vet_assigned' && notice.vetId ? `:${notice.vetId}:from:${notice.previousVetId ?? 'none'}` : ''
  return `${notice.appointmentId}:${notice.status}${vets}`
}
export type ReminderJob = { appointmentId: string; kind: ReminderKind; startsAt: string }

type Visit = Pick<AppointmentWithPayment, 'petName' | 'visitType' | 'date' | 'time' | 'vetName' | 'cancelReason'>

/** The text of a status notice in the owner's language, or null for a status the owner is not messaged about. Pure. */
export function statusNoticeText(
  visit: Visit & { paidRupees: number; refundRupees: number | null },
  status: VisitStatus,
  supportPhone: string,
  language: Language = 'en',
): string | null {
  const t = ownerTranslator(language)
  const when = formatLongDateTime(visit.date, visit.time, language)
  const vet = visit.vetName ?? t('sms.yourVet')
  const name = visitPhrase(t, visit.petName, visit.visitType)
  switch (status) {
    case 'vet_assigned':
      return t('sms.vetAssigned', { vet, visit: name, when, supportPhone })
    case 'on_the_way': {
      const time = formatTime(visit.time, language)
      return visit.visitType === 'home'
        ? t('sms.onTheWay', { vet, visit: name, time, petName: visit.petName, supportPhone })
        : t('sms.gettingReady', { vet, visit: name, time, supportPhone })
    }
    case 'cancelled_by_clinic': {
      const money = cancellationMoneyText(
        { paidAmount: visit.paidRupees, refund: visit.refundRupees === null ? null : { status: 'started', amount: visit.refundRupees } },
        language,
      )
      const reason = visit.cancelReason ? [t('sms.cancelReason', { reason: visit.cancelReason })] : []
      return [t('sms.cancelledByTeam', { visit: name, when }), ...reason, money, t('sms.questions', { supportPhone })].join(' ')
    }
    default:
      return null
  }
}

/** A reminder the day before or about two hours before, in the owner's language. */
export function reminderText(visit: Visit, kind: ReminderKind, supportPhone: string, language: Language = 'en'): string {
  const t = ownerTranslator(language)
  const values = {
    visit: visitPhrase(t, visit.petName, visit.visitType),
    withVet: visit.vetName ? t('sms.withVet', { vetName: visit.vetName }) : '',
    when: formatLongDateTime(visit.date, visit.time, language),
    supportPhone,
  }
  return kind === 'day_before' ? t('sms.reminderDayBefore', values) : t('sms.reminderSoon', values)
}

type SendJob = (name: string, data: object, options: { key: string; startAfter?: Date }) => Promise<void>

/**
 * The owner's messages as jobs (decision 0021): a status notice queued after each change, and
 * reminders the day before and two hours before. Each handler reads the visit when it runs, so a
 * cancelled or moved visit gets no reminder and a superseded status no notice.
 */
export function createOwnerNotices(deps: {
  repo: AppointmentsRepo
  sms: SmsSender
  clock: Clock
  logger: FastifyBaseLogger
  supportPhone: string
  sendJob: SendJob
  /** The owner's language, read when each message is sent (decision 0076). */
  ownerLanguage: Pick<OwnerLanguage, 'ofVisit'>
}) {
  const { repo, sms, clock, logger, supportPhone, sendJob } = deps

  return {
    /** Queues the owner's SMS of one status change; never rejects (the change stands). */
    async notifyStatus(notice: StatusNoticeJob): Promise<void> {
      if (!isOwnerNoticeStatus(notice.status)) return
      try {
        await sendJob(STATUS_SMS_JOB, notice, { key: statusNoticeKey(notice) })
      } catch (error) {
        logger.error({ err: (error as Error).message, appointmentId: notice.appointmentId, status: notice.status }, 'status notice could not be queued')
      }
    },

    /** A status notice's job: sent only while the visit is still in that status (a reassignment sends its own). */
    async deliverStatusSms(notice: StatusNoticeJob): Promise<void> {
      const visit = await repo.findById(notice.appointmentId)
      if (!visit || !visit.phone || visit.status !== notice.status) return
      if (notice.vetId && visit.vetId !== notice.vetId) return
      const language = await deps.ownerLanguage.ofVisit(visit.id)
      const text = statusNoticeText(
        { ...visit, paidRupees: visit.paidPaise / 100, refundRupees: visit.refund ? visit.refund.amountPaise / 100 : null },
        notice.status,
        supportPhone,
        language,
      )
      if (text) await sms.send({ kind: 'notice', to: visit.phone, text, language })
    },

    /** The cron's scan: queues the reminders of visits in the coming hours; keyed, so a second scan adds nothing. */
    async queueReminders(): Promise<number> {
      const now = clock.now()
      const visits = await repo.openStartingBetween(now, new Date(now.getTime() + REMINDER_LOOKAHEAD_MS))
      let queued = 0
      for (const visit of visits) {
        for (const reminder of remindersOf({ ...visit, status: visit.status as VisitStatus }, now)) {
          await sendJob(
            REMINDER_JOB,
            { appointmentId: visit.id, kind: reminder.kind, startsAt: visit.startsAt.toISOString() },
            { key: reminderKey(visit.id, reminder.kind, visit.startsAt), startAfter: reminder.dueAt },
          )
          queued += 1
        }
      }
      return queued
    },

    /** A reminder's job: checks at send time that the visit is still on, at the same time. */
    async deliverReminder(job: ReminderJob): Promise<void> {
      const visit = await repo.findById(job.appointmentId)
      if (!visit || !visit.phone) return
      if (!reminderStillDue({ status: visit.status as VisitStatus, startsAt: visit.startsAt }, new Date(job.startsAt), clock.now())) return
      const language = await deps.ownerLanguage.ofVisit(visit.id)
      await sms.send({ kind: 'notice', to: visit.phone, text: reminderText(visit, job.kind, supportPhone, language), language })
    },
  }
}
