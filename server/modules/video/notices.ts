import { formatInstantTime, formatLongDateTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { callPath, callWindow, hasCallRoom } from '../../../core/video/call-window.ts'
import { mailText, ownerTranslator } from '../../i18n/owner-messages.ts'
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts'
import type { SmsMessage, SmsSender } from '../../providers/sms/sms-sender.ts'
import type { OwnerLanguage } from '../account/owner-language.ts'
import type { SendOptions } from '../jobs/queue.ts'
import type { CallVisitRow, VideoRepo } from './repo.ts'

/** When the room opens, the owner is sent its link again: one job per channel, once each per visit and time. */
export const ROOM_OPEN_SMS_JOB = 'video.room-open-sms'
export const ROOM_OPEN_MAIL_JOB = 'video.room-open-mail'
export type RoomOpenJob = { appointmentId: string; startsAt: string }

type Visit = Pick<CallVisitRow, 'id' | 'petName' | 'ownerName' | 'phone' | 'email' | 'date' | 'time' | 'startsAt' | 'vetName'>

/** The SMS and e-mail that tell the owner the room is open, with its link, in the owner's language; pure. */
export function roomOpenMessages(visit: Visit, url: string, supportPhone: string, language: Language = 'en'): { sms: SmsMessage; mail: MailMessage } {
  const t = ownerTranslator(language)
  const when = formatLongDateTime(visit.date, visit.time, language)
  const withVet = visit.vetName ? t('sms.withVet', { vetName: visit.vetName }) : ''
  return {
    sms: { kind: 'notice', to: visit.phone, text: t('sms.roomOpen', { petName: visit.petName, withVet, time: formatInstantTime(visit.startsAt, language), url }), language },
    mail: {
      to: visit.email,
      subject: t('mail.roomOpen.subject', { petName: visit.petName }),
      text: mailText(t, visit.ownerName, [[t('mail.roomOpen.body', { petName: visit.petName, withVet, when }), url], [t('mail.roomOpen.howTo'), t('mail.questions', { supportPhone })]]),
    },
  }
}

export type CallNotices = ReturnType<typeof createCallNotices>

export function createCallNotices(deps: {
  repo: Pick<VideoRepo, 'findVisit'>
  sms: SmsSender
  mailer: Mailer
  siteOrigin: string
  supportPhone: string
  opensMinutesBefore: number
  sendJob: (name: string, data: RoomOpenJob, options: SendOptions) => Promise<void>
  /** The owner's language, read when each message is sent (decision 0076). */
  ownerLanguage: Pick<OwnerLanguage, 'ofVisit'>
}) {
  const urlOf = (visitId: string) => `${new URL(deps.siteOrigin).origin}${callPath(visitId)}`

  /** The visit of a due job, if it still has its room at the job's time (a moved visit has a job of its own). */
  async function stillDue(job: RoomOpenJob): Promise<CallVisitRow | null> {
    const visit = await deps.repo.findVisit(job.appointmentId)
    if (!visit || !hasCallRoom(visit) || visit.status === 'completed') return null
    return visit.startsAt.toISOString() === job.startsAt ? visit : null
  }

  return {
    /** The room's address as links in messages give it. */
    urlOf,

    /** At booking and at each move: the owner hears again when the room opens (once per visit and time). */
    async queueRoomOpen(visit: { id: string; visitType: string; startsAt: Date }): Promise<void> {
      if (visit.visitType !== 'video') return
      const job = { appointmentId: visit.id, startsAt: visit.startsAt.toISOString() }
      const startAfter = callWindow(visit.startsAt, deps.opensMinutesBefore).opensAt
      const key = `${visit.id}:${job.startsAt}`
      await deps.sendJob(ROOM_OPEN_SMS_JOB, job, { key, startAfter })
      await deps.sendJob(ROOM_OPEN_MAIL_JOB, job, { key, startAfter })
    },

    async deliverSms(job: RoomOpenJob): Promise<void> {
      const visit = await stillDue(job)
      if (visit) await deps.sms.send(roomOpenMessages(visit, urlOf(visit.id), deps.supportPhone, await deps.ownerLanguage.ofVisit(visit.id)).sms)
    },

    async deliverMail(job: RoomOpenJob): Promise<void> {
      const visit = await stillDue(job)
      if (visit) await deps.mailer.send(roomOpenMessages(visit, urlOf(visit.id), deps.supportPhone, await deps.ownerLanguage.ofVisit(visit.id)).mail)
    },
  }
}
