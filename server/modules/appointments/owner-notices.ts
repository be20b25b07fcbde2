import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '../../../core/brand.ts'
import { VISIT_TYPE_LABELS, type VisitType } from '../../../core/booking/options.ts'
import { formatLongDateTime, formatTime } from '../../../core/dates.ts'
import { REMINDER_LOOKAHEAD_MS, type ReminderKind, reminderKey, reminderStillDue, remindersOf } from '../../../core/operations/reminders.ts'
import { type VisitStatus, isOwnerNoticeStatus } from '../../../core/operations/visit-status.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { AppointmentWithPayment, AppointmentsRepo } from './repo.ts'
import { cancellationMoneyText } from './notifications.ts'

/** The owner's SMS when the team moves a visit on (vet assigned, on the way, cancelled by the clinic). */
export const STATUS_SMS_JOB = 'appointment-status-sms'
/** The scan that queues reminders of visits coming up (cron), and the reminders themselves. */
export const QUEUE_REMINDERS_JOB = 'queue-reminders'
export const REMINDER_JOB = 'appointment-reminder'

export type StatusNoticeJob = { appointmentId: string; status: VisitStatus; changedAt: string }
export type ReminderJob = { appointmentId: string; kind: ReminderKind; startsAt: string }

type Visit = Pick<AppointmentWithPayment, 'petName' | 'visitType' | 'date' | 'time' | 'vetName' | 'cancelReason'>

const visitName = (visit: Visit) => `${visit.petName}'s ${VISIT_TYPE_LABELS[visit.visitType as VisitType].toLowerCase()}`

/** The text of a status notice, or null for a status the owner is not messaged about. Pure. */
export function statusNoticeText(visit: Visit & { paidRupees: number; refundRupees: number | null }, status: VisitStatus, supportPhone: string): string | null {
  const when = formatLongDateTime(visit.date, visit.time)
  const vet = visit.vetName ?? 'Your vet'
  switch (status) {
    case 'vet_assigned':
      return `${BRAND}: ${vet} will see ${visitName(visit)} on ${when}. Questions: ${supportPhone}`
    case 'on_the_way':
      return visit.visitType === 'home'
        ? `${BRAND}: ${vet} is on the way for ${visitName(visit)} (${formatTime(visit.time)}). Please keep ${visit.petName} indoors and any earlier reports handy. Questions: ${supportPhone}`
        : `${BRAND}: ${vet} is getting ready for ${visitName(visit)} at ${formatTime(visit.time)}. Questions: ${supportPhone}`
    case 'cancelled_by_clinic': {
      const money = cancellationMoneyText({
        paidAmount: visit.paidRupees,
        refund: visit.refundRupees === null ? null : { status: 'started', amount: visit.refundRupees },
      })
      const reason = visit.cancelReason ? ` Reason: ${visit.cancelReason}.` : ''
      return `${BRAND}: we are sorry, ${visitName(visit)} on ${when} is cancelled by our team.${reason} ${money} Questions: ${supportPhone}`
    }
    default:
      return null
  }
}

export function reminderText(visit: Visit, kind: ReminderKind, supportPhone: string): string {
  const when = formatLongDateTime(visit.date, visit.time)
  const lead = kind === 'day_before' ? 'Reminder for tomorrow' : 'Reminder: in about 2 hours'
  const vet = visit.vetName ? ` with ${visit.vetName}` : ''
  return `${BRAND}: ${lead}, ${visitName(visit)}${vet} on ${when}. To change it, call ${supportPhone}.`
}

type SendJob = (name: string, data: object, options: { key: string; startAfter?: Date }) => Promise<void>

/**
 * The owner's messages as jobs (decision 0021): a status notice queued after each change, and
 * reminders the day before and two hours before. Each handler reads the visit when it runs, so a
 * cancelled or moved visit gets no reminder and a superseded status no notice.
 */
export function createOwnerNotices(deps: { repo: AppointmentsRepo; sms: SmsSender; clock: Clock; logger: FastifyBaseLogger; supportPhone: string; sendJob: SendJob }) {
  const { repo, sms, clock, logger, supportPhone, sendJob } = deps

  return {
    /** Queues the owner's SMS of one status change; never rejects (the change stands). */
    async notifyStatus(notice: StatusNoticeJob): Promise<void> {
      if (!isOwnerNoticeStatus(notice.status)) return
      try {
        await sendJob(STATUS_SMS_JOB, notice, { key: `${notice.appointmentId}:${notice.status}:${notice.changedAt}` })
      } catch (error) {
        logger.error({ err: (error as Error).message, appointmentId: notice.appointmentId, status: notice.status }, 'status notice could not be queued')
      }
    },

    /** A status notice's job: sent only while the visit is still in that status (a reassignment sends its own). */
    async deliverStatusSms(notice: StatusNoticeJob): Promise<void> {
      const visit = await repo.findById(notice.appointmentId)
      if (!visit || !visit.phone || visit.status !== notice.status) return
      const text = statusNoticeText(
        { ...visit, paidRupees: visit.paidPaise / 100, refundRupees: visit.refund ? visit.refund.amountPaise / 100 : null },
        notice.status,
        supportPhone,
      )
      if (text) await sms.send({ kind: 'notice', to: visit.phone, text })
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
      await sms.send({ kind: 'notice', to: visit.phone, text: reminderText(visit, job.kind, supportPhone) })
    },
  }
}
