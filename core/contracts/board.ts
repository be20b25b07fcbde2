import { z } from 'zod'
import { VISIT_TYPES } from '../booking/options.ts'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { CITY_NAMES } from './staff.ts'

const CalendarDate = (field: string) => z.string({ error: `${field} must be a date` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
const Status = (field: string) => z.enum(VISIT_STATUSES, { error: `${field} must be one of ${VISIT_STATUSES.join(', ')}` })
const StaffPhone = (field: string) => z.string({ error: `${field} is required` }).regex(/^[6-9]\d{9}$/, `${field} must be a vet's 10-digit phone number`)

/** The board's filters; `from` and `to` default to today and the six days after it (India time). */
export const BoardQuery = z
  .object({
    from: CalendarDate('from').optional(),
    to: CalendarDate('to').optional(),
    status: Status('status').optional(),
    city: z.enum(CITY_NAMES as [string, ...string[]], { error: `city must be among ${CITY_NAMES.join(', ')}` }).optional(),
    visitType: z.enum(VISIT_TYPES, { error: 'visitType must be home, clinic or video' }).optional(),
    vetId: StaffPhone('vetId').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must not be before from' })
export type BoardQuery = z.infer<typeof BoardQuery>

export const AppointmentIdParams = z.object({ id: z.uuid({ error: 'id must be an appointment id' }) })
export const AssignBody = z.object({ vetId: StaffPhone('vetId') })
export const StatusBody = z.object({
  status: Status('status'),
  reason: z.string({ error: 'reason must be a string' }).trim().max(300, 'reason must be at most 300 characters').optional(),
})

export const BoardAppointment = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  status: Status('status'),
  nextStatuses: z.array(Status('status')),
  visitType: z.enum(VISIT_TYPES),
  serviceType: z.string(),
  city: z.string().nullable(),
  owner: z.object({ name: z.string(), phone: z.string() }),
  pet: z.object({ name: z.string(), type: z.string(), breed: z.string() }),
  address: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  payment: z.object({ method: z.enum(['online', 'at_visit']), paid: z.number() }),
  vet: z.object({ id: z.string(), name: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
})
export type BoardAppointment = z.infer<typeof BoardAppointment>
export const BoardResponse = z.object({ from: z.string(), to: z.string(), appointments: z.array(BoardAppointment) })
export const BoardAppointmentResponse = z.object({ appointment: BoardAppointment })
