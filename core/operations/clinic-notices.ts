/**
 * What a partner clinic is told of the clinic visits booked with it (issue 36, decision 0072): a
 * booking, a move and a cancellation, each by SMS and by e-mail. Pure: the jobs that send them
 * read the visit and the clinic, and these functions say the words and the key.
 */
import { BRAND } from '../brand.ts'
import { PET_TYPE_LABELS, type PetType, SERVICE_TYPE_LABELS } from '../booking/options.ts'
import { formatLongDateTime, formatShortDateTime } from '../dates.ts'
import { formatIndianMobile } from '../phone.ts'

export type ClinicNoticeCause = 'booked' | 'moved' | 'cancelled'

type Slot = { date: string; time: string }

/** A queued notice: the visit, and the cause with what a move changed. Plain data (a job's payload). */
export type ClinicNoticeJob =
  | { appointmentId: string; cause: 'booked' }
  | { appointmentId: string; cause: 'moved'; from: Slot; to: Slot }
  | { appointmentId: string; cause: 'cancelled' }

/**
 * Names one cause: a retry or a double press queues it once; each move is its own (by its from
 * and to), and a visit is booked and cancelled once each.
 */
export function clinicNoticeKey(job: ClinicNoticeJob): string {
  if (job.cause === 'moved') return `${job.appointmentId}:moved:${job.from.date}T${job.from.time}:${job.to.date}T${job.to.time}`
  return `${job.appointmentId}:${job.cause}`
}

/** The visit as the clinic needs it: who comes, with what pet, for what, and when. */
export type ClinicVisitFacts = {
  clinicName: string
  date: string
  time: string
  petName: string
  petType: string
  petBreed: string
  ownerName: string
  ownerPhone: string
  serviceType: string
  /** The booked lines' titles ('Dog Anti-Rabies Vaccine'). */
  services: readonly string[]
  notes: string
  /** Why the team cancelled it, when it did. */
  cancelReason: string | null
}

export type ClinicNotice = { sms: string; subject: string; text: string }

const petLine = (visit: ClinicVisitFacts) => `${visit.petName} (${(PET_TYPE_LABELS[visit.petType as PetType] ?? visit.petType).toLowerCase()}, ${visit.petBreed})`
const serviceLabel = (visit: ClinicVisitFacts) => SERVICE_TYPE_LABELS[visit.serviceType as keyof typeof SERVICE_TYPE_LABELS] ?? visit.serviceType
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/**
 * The SMS and the e-mail of one cause. The SMS names the pet, the time and the owner's first name
 * only (a text message is read on a shared desk phone); the e-mail and the clinic desk page have
 * the owner's number and notes. `deskUrl` is the clinic desk page.
 */
export function clinicNoticeMessages(job: ClinicNoticeJob, visit: ClinicVisitFacts, options: { deskUrl: string; supportPhone: string }): ClinicNotice {
  const when = formatShortDateTime(visit.date, visit.time)
  const whenLong = formatLongDateTime(visit.date, visit.time)
  const details = [
    `Pet: ${petLine(visit)}`,
    `Owner: ${visit.ownerName}, ${formatIndianMobile(visit.ownerPhone)}`,
    `For: ${serviceLabel(visit)}${visit.services.length ? ` (${visit.services.join(', ')})` : ''}`,
    ...(visit.notes ? [`Owner's notes: ${visit.notes}`] : []),
  ]
  const footer = ['', `Today's and upcoming visits at your clinic: ${options.deskUrl}`, `Questions: ${options.supportPhone}`, '', `Team ${BRAND}`]
  if (job.cause === 'booked') {
    return {
      sms: `${BRAND}: new clinic visit at ${visit.clinicName}, ${when}: ${petLine(visit)}, ${serviceLabel(visit)}, owner ${firstName(visit.ownerName)}. Details: ${options.deskUrl}`,
      subject: `New clinic visit: ${visit.petName}, ${when}`,
      text: [`Hello ${visit.clinicName},`, '', `A clinic visit is booked with you for ${whenLong} (India time).`, '', ...details, ...footer].join('\n'),
    }
  }
  if (job.cause === 'moved') {
    const to = formatShortDateTime(job.to.date, job.to.time)
    const was = formatShortDateTime(job.from.date, job.from.time)
    return {
      sms: `${BRAND}: clinic visit moved at ${visit.clinicName}: ${petLine(visit)} is now ${to} (was ${was}). Details: ${options.deskUrl}`,
      subject: `Moved: ${visit.petName}'s clinic visit is now ${to}`,
      text: [
        `Hello ${visit.clinicName},`,
        '',
        `A clinic visit with you is moved to ${formatLongDateTime(job.to.date, job.to.time)} (India time). It was on ${formatLongDateTime(job.from.date, job.from.time)}; that place is free again.`,
        '',
        ...details,
        ...footer,
      ].join('\n'),
    }
  }
  const reason = visit.cancelReason ? ` Reason: ${visit.cancelReason}.` : ''
  return {
    sms: `${BRAND}: clinic visit cancelled at ${visit.clinicName}: ${petLine(visit)}, ${when}. The place is free.${reason}`,
    subject: `Cancelled: ${visit.petName}'s clinic visit, ${when}`,
    text: [
      `Hello ${visit.clinicName},`,
      '',
      `The clinic visit with you on ${whenLong} (India time) is cancelled; the place is free again.${reason}`,
      '',
      ...details,
      ...footer,
    ].join('\n'),
  }
}
