/**
 * What can be booked with what (decision 0067): the visit line of a cart fixes the visit type, and
 * each kind of service can be given only on some visit types (a vaccine needs a vet at hand, a
 * surgery a clinic, grooming is done at home). The server refuses a booking whose lines do not fit
 * its visit type and service; the wizard offers only what fits.
 */
import type { ServiceType } from '../catalogue/services.ts'
import { SERVICE_TYPE_LABELS, VISIT_TYPES, VISIT_TYPE_LABELS, type VisitType } from './options.ts'
import { VISIT_SERVICE_IDS } from './pricing.ts'

/** The visit types on which each kind of catalogue service can be given. */
export const SERVICE_VISIT_TYPES: Record<ServiceType, readonly VisitType[]> = {
  checkup: ['home', 'clinic'],
  vaccination: ['home', 'clinic'],
  labtest: ['home', 'clinic'],
  grooming: ['home'],
  surgery: ['clinic'],
}

/** The services a visit type can be booked for: a video call is advice, a check-up by video. */
export const VISIT_SERVICE_TYPES: Record<VisitType, readonly ServiceType[]> = {
  home: ['checkup', 'vaccination', 'labtest', 'grooming'],
  clinic: ['checkup', 'vaccination', 'labtest', 'grooming', 'surgery'],
  video: ['checkup'],
}

export type FitLine = { id: string; title: string; serviceType: ServiceType | null }

export type FitRefusal = { field: 'appointmentType' | 'serviceType'; message: string }

/** The visit type a visit line (Vet Home Visit, Clinic Consultation, Video Consultation) fixes. */
export function visitTypeOfLine(id: string): VisitType | null {
  return VISIT_TYPES.find((type) => VISIT_SERVICE_IDS[type] === id) ?? null
}

/** The visit type the lines fix: that of their visit line, or null when they have none (or two that differ). */
export function visitTypeOfLines(lines: readonly { id: string }[]): VisitType | null {
  const types = new Set(lines.map((line) => visitTypeOfLine(line.id)).filter((type): type is VisitType => type !== null))
  return types.size === 1 ? [...types][0]! : null
}

/** The visit types every extra line can be given on (all when there is none). */
export function visitTypesFor(lines: readonly FitLine[]): VisitType[] {
  const fixed = visitTypeOfLines(lines)
  return VISIT_TYPES.filter(
    (type) =>
      (fixed === null || fixed === type) &&
      lines.every((line) => visitTypeOfLine(line.id) !== null || line.serviceType === null || SERVICE_VISIT_TYPES[line.serviceType].includes(type)),
  )
}

/**
 * The services that can be booked on `visitType` with these lines: with extra services in the cart,
 * a check-up or the kind of one of them (a surgery is not booked on a cart of vaccines).
 */
export function serviceTypesFor(lines: readonly FitLine[], visitType: VisitType): ServiceType[] {
  const extras = lines.filter((line) => visitTypeOfLine(line.id) === null && line.serviceType !== null).map((line) => line.serviceType as ServiceType)
  const allowed = VISIT_SERVICE_TYPES[visitType]
  if (extras.length === 0) return [...allowed]
  return allowed.filter((type) => type === 'checkup' || extras.includes(type))
}

const joinOr = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`)

/**
 * Why these lines cannot be booked as this visit and service, saying what to change; null when
 * they fit. Checked in the order the wizard asks: the visit type, then the service.
 */
export function fitRefusal(lines: readonly FitLine[], visitType: VisitType, serviceType: ServiceType): FitRefusal | null {
  for (const line of lines) {
    const fixed = visitTypeOfLine(line.id)
    if (fixed !== null && fixed !== visitType) {
      return { field: 'appointmentType', message: `You paid for a ${line.title}: please choose ${VISIT_TYPE_LABELS[fixed]} as the visit type.` }
    }
  }
  for (const line of lines) {
    if (visitTypeOfLine(line.id) !== null || line.serviceType === null) continue
    const where = SERVICE_VISIT_TYPES[line.serviceType]
    if (!where.includes(visitType)) {
      return {
        field: 'appointmentType',
        message: `${line.title} cannot be given on a ${VISIT_TYPE_LABELS[visitType].toLowerCase()}: please choose ${joinOr(where.map((type) => VISIT_TYPE_LABELS[type]))}.`,
      }
    }
  }
  const services = serviceTypesFor(lines, visitType)
  if (!services.includes(serviceType)) {
    return {
      field: 'serviceType',
      message: `${SERVICE_TYPE_LABELS[serviceType]} cannot be booked as this ${VISIT_TYPE_LABELS[visitType].toLowerCase()}: please choose ${joinOr(services.map((type) => SERVICE_TYPE_LABELS[type]))} as the service.`,
    }
  }
  return null
}
