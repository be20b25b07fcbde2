import type { FastifyBaseLogger } from 'fastify'
import { type ClinicNoticeJob, type ClinicVisitFacts, clinicNoticeKey, clinicNoticeMessages } from '../../../core/operations/clinic-notices.ts'
import { isOpenStatus, type VisitStatus } from '../../../core/operations/visit-status.ts'
import { normalizeIndianMobile } from '../../../core/phone.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { AppointmentWithPayment, AppointmentsRepo } from './repo.ts'

/** The jobs that tell a partner clinic of a clinic visit: one per channel, keyed by the cause. */
export const CLINIC_NOTICE_SMS_JOB = 'clinic-notice-sms'
export const CLINIC_NOTICE_MAIL_JOB = 'clinic-notice-mail'

export type ClinicNotices = ReturnType<typeof createClinicNotices>

function factsOf(visit: AppointmentWithPayment & { clinic: NonNullable<AppointmentWithPayment['clinic']> }): ClinicVisitFacts {
  const lines = Array.isArray(visit.services) ? (visit.services as Array<{ title?: unknown }>) : []
  return {
    clinicName: visit.clinic.name,
    date: visit.date,
    time: visit.time,
    petName: visit.petName,
    petType: visit.petType,
    petBreed: visit.petBreed,
    ownerName: visit.ownerName,
    ownerPhone: visit.phone,
    serviceType: visit.serviceType,
    services: lines.map((line) => (typeof line.title === 'string' ? line.title : '')).filter(Boolean),
    notes: visit.notes,
    cancelReason: visit.cancelReason,
  }
}

/**
 * Tells a partner clinic of each clinic visit booked with it, moved or cancelled, by SMS to its
 * phone and by e-mail to its address (decision 0072), following the owner's confirmation: one job
 * per channel, keyed by the cause, queued after the change commits, retried by the queue.
 */
export function createClinicNotices(deps: {
  repo: Pick<AppointmentsRepo, 'findById'>
  sms: SmsSender
  mailer: Mailer
  logger: FastifyBaseLogger
  /** The clinic desk page, as messages link it. */
  deskUrl: string
  supportPhone: string
  sendJob: (name: string, data: ClinicNoticeJob, options: { key: string }) => Promise<void>
}) {
  const { repo, sms, mailer, logger, sendJob } = deps
  const options = { deskUrl: deps.deskUrl, supportPhone: deps.supportPhone }

  /**
   * The visit and its message when it is still to be told: a clinic visit at a known clinic, and for
   * a booking, one still open (a visit cancelled before its notice went is told as a cancellation).
   */
  async function noticeFor(job: ClinicNoticeJob) {
    const visit = await repo.findById(job.appointmentId)
    if (!visit || visit.visitType !== 'clinic' || !visit.clinic) return null
    if (job.cause === 'booked' && !isOpenStatus(visit.status as VisitStatus)) return null
    const clinic = visit.clinic
    return { clinic, message: clinicNoticeMessages(job, factsOf({ ...visit, clinic }), options) }
  }

  return {
    /** Queues the cause's two jobs for a clinic visit; never rejects (the change stands whatever happens). */
    async queue(visit: { id: string; visitType: string }, job: ClinicNoticeJob): Promise<void> {
      if (visit.visitType !== 'clinic') return
      const key = clinicNoticeKey(job)
      try {
        await Promise.all([sendJob(CLINIC_NOTICE_SMS_JOB, job, { key }), sendJob(CLINIC_NOTICE_MAIL_JOB, job, { key })])
      } catch (error) {
        logger.error({ err: (error as Error).message, appointmentId: job.appointmentId, cause: job.cause }, 'clinic notice could not be queued')
      }
    },

    /** The SMS of one cause (a job's handler: a failure throws, and the queue retries it). */
    async deliverSms(job: ClinicNoticeJob): Promise<void> {
      const notice = await noticeFor(job)
      if (!notice) return
      const to = normalizeIndianMobile(notice.clinic.phone)
      // A landline takes no SMS: the e-mail and the clinic desk page still carry the visit.
      if (!to) {
        logger.warn({ appointmentId: job.appointmentId, cause: job.cause }, 'clinic phone is not a mobile: no SMS')
        return
      }
      await sms.send({ kind: 'notice', to, text: notice.message.sms })
    },

    /** The e-mail of one cause, when the clinic has an address (a job's handler). */
    async deliverMail(job: ClinicNoticeJob): Promise<void> {
      const notice = await noticeFor(job)
      if (!notice?.clinic.email) return
      await mailer.send({ to: notice.clinic.email, subject: notice.message.subject, text: notice.message.text })
    },
  }
}
