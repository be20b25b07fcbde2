import { z } from 'zod'
import { VisitClinic } from './clinic-desk.ts'
import { CalendarDate } from './calendar-date.ts'
import { VISIT_TYPES } from '../booking/options.ts'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { UserText } from './text.ts'
import { CallLink } from './video.ts'

const DateField = (field: string) => CalendarDate(`${field} must be a date as YYYY-MM-DD`)

function line(field: string, max: number, options: { required?: boolean; multiline?: boolean } = {}) {
  const text = UserText({
    multiline: options.multiline ?? false,
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
  })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
  return options.required ? text.min(1, `${field} is required`) : text
}

/** The vet's day: `date` defaults to today (India time). */
export const VetVisitsQuery = z.object({ date: DateField('date').optional() })
export const VisitIdParams = z.object({ id: z.uuid({ error: 'id must be a visit id' }) })

/** The moves a vet makes from the visit itself; the rest are the admins' (core/operations/visit-status.ts). */
export const VET_STATUS_MOVES = ['on_the_way', 'in_progress', 'completed', 'no_show'] as const
export const VetStatusBody = z.object({
  status: z.enum(VET_STATUS_MOVES, { error: `status must be one of ${VET_STATUS_MOVES.join(', ')}` }),
  /** With `completed` and money due: the owner will pay by the link sent to them (issue 22). */
  payByLink: z.boolean({ error: 'payByLink must be true or false' }).optional(),
})

/** One line of a prescription: 'Doxycycline 100 mg', '1 tablet', 'twice a day', 7 days. */
export const PrescriptionLine = z.object({
  medicine: line('medicine', 120, { required: true }),
  dose: line('dose', 80, { required: true }),
  frequency: line('frequency', 80, { required: true }),
  days: z.number({ error: 'days must be a number of days' }).int('days must be a whole number').min(1, 'days must be at least 1').max(365, 'days must be at most 365'),
})
export type PrescriptionLine = z.infer<typeof PrescriptionLine>

/** A vaccine given at the visit, with the vial's batch and when the next dose is due. */
export const VaccineGiven = z.object({
  name: line('name', 120, { required: true }),
  batch: line('batch', 40, { required: true }),
  nextDueDate: DateField('nextDueDate').nullable().optional(),
})
export type VaccineGiven = z.infer<typeof VaccineGiven>

export const VisitRecordBody = z.object({
  findings: line('findings', 4000, { required: true, multiline: true }),
  diagnosisNotes: line('diagnosisNotes', 4000, { multiline: true }).default(''),
  prescription: z.array(PrescriptionLine, { error: 'prescription must be a list' }).max(30, 'prescription must have at most 30 lines').default([]),
  vaccinesGiven: z.array(VaccineGiven, { error: 'vaccinesGiven must be a list' }).max(10, 'vaccinesGiven must have at most 10 vaccines').default([]),
  advice: line('advice', 4000, { multiline: true }).default(''),
  followUpDate: DateField('followUpDate').nullable().optional(),
})
export type VisitRecordBody = z.infer<typeof VisitRecordBody>

/** The record as the owner and the vet read it. */
export const VisitRecordDto = z.object({
  findings: z.string(),
  diagnosisNotes: z.string(),
  prescription: z.array(z.object({ medicine: z.string(), dose: z.string(), frequency: z.string(), days: z.number() })),
  vaccinesGiven: z.array(z.object({ name: z.string(), batch: z.string(), nextDueDate: z.string().nullable() })),
  advice: z.string(),
  followUpDate: z.string().nullable(),
  vet: z.object({ name: z.string(), registrationNumber: z.string().nullable() }),
  writtenAt: z.string(),
})
export type VisitRecordDto = z.infer<typeof VisitRecordDto>

/** An earlier visit of the same pet, for the vet reading its history. */
export const PastVisit = z.object({ date: z.string(), serviceType: z.string(), findings: z.string(), diagnosisNotes: z.string() })

export const VetVisit = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(VISIT_STATUSES),
  nextStatuses: z.array(z.enum(VET_STATUS_MOVES)),
  visitType: z.enum(VISIT_TYPES),
  serviceType: z.string(),
  owner: z.object({ name: z.string(), phone: z.string() }),
  pet: z.object({ name: z.string(), type: z.string(), breed: z.string(), notes: z.string() }),
  address: z.string().nullable(),
  /** A maps link to the address (its coordinates when known), or null for a clinic or video visit. */
  mapUrl: z.string().nullable(),
  /** The clinic of a clinic visit, with its address, phone and map; null for home and video visits. */
  clinic: VisitClinic.nullable(),
  record: VisitRecordDto.nullable(),
  history: z.array(PastVisit),
  /** A video visit's call room (its address and window); null for other visits. */
  call: CallLink.nullable(),
})
export type VetVisit = z.infer<typeof VetVisit>
export const VetVisitsResponse = z.object({ date: z.string(), dates: z.array(z.string()), visits: z.array(VetVisit) })
export const VetVisitResponse = z.object({ visit: VetVisit })
