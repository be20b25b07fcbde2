import { z } from 'zod'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { CalendarDate } from './calendar-date.ts'

/** The clinic of a clinic visit as the team sees it (the board, the vet's card): where, and how to call it. */
export const VisitClinic = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** A maps link to the clinic. */
  mapUrl: z.string(),
})
export type VisitClinic = z.infer<typeof VisitClinic>

/** The most days the clinic desk lists at once (today and the days after it). */
export const DESK_MAX_DAYS = 31
export const DESK_DEFAULT_DAYS = 7

export const DeskQuery = z.object({
  from: CalendarDate('from must be a date as YYYY-MM-DD').optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(DESK_MAX_DAYS, `days must be at most ${DESK_MAX_DAYS}`)
    .default(DESK_DEFAULT_DAYS),
})
export type DeskQuery = z.infer<typeof DeskQuery>

/** A clinic visit as the clinic's desk sees it: who comes, with what pet, for what, and when. */
export const DeskVisit = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(VISIT_STATUSES),
  serviceType: z.string(),
  services: z.array(z.string()),
  pet: z.object({ name: z.string(), type: z.string(), breed: z.string() }),
  owner: z.object({ name: z.string(), phone: z.string() }),
  notes: z.string(),
  vet: z.object({ name: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
})
export type DeskVisit = z.infer<typeof DeskVisit>

export const DeskResponse = z.object({
  clinic: z.object({ id: z.string(), name: z.string(), address: z.string(), phone: z.string() }),
  today: z.string(),
  from: z.string(),
  to: z.string(),
  visits: z.array(DeskVisit),
})
export type DeskResponse = z.infer<typeof DeskResponse>
export const DeskVisitResponse = z.object({ visit: DeskVisit })
