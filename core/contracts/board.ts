import { z } from 'zod'
import { CalendarDate } from './calendar-date.ts'
import { UserText } from './text.ts'
import { VISIT_TYPES } from '../booking/options.ts'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { PAID_METHODS } from '../payment/visit-payments.ts'
import { CITY_NAMES } from './staff.ts'
import { VisitClinic } from './clinic-desk.ts'

const DateField = (field: string) => CalendarDate(`${field} must be a date as YYYY-MM-DD`)
const Status = (field: string) => z.enum(VISIT_STATUSES, { error: `${field} must be one of ${VISIT_STATUSES.join(', ')}` })
const StaffPhone = (field: string) => z.string({ error: `${field} is required` }).regex(/^[6-9]\d{9}$/, `${field} must be a vet's 10-digit phone number`)

/**
 * What the board's search box looks for: digits (as a phone is written, '+91 98765-43210' or a
 * part of it) in the owner's phone, anything else in the owner's or the pet's name.
 */
export type BoardSearch = { kind: 'phone'; digits: string } | { kind: 'name'; text: string }

export function boardSearchOf(input: string): BoardSearch {
  const text = input.trim().replace(/\s+/g, ' ')
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '')
    // A number with its country code or trunk zero is the same mobile.
    return { kind: 'phone', digits: digits.length > 10 ? digits.slice(-10) : digits }
  }
  return { kind: 'name', text }
}

const Search = UserText({ error: 'search must be text' })
  .trim()
  .min(2, 'search must be at least 2 characters')
  .max(60, 'search must be at most 60 characters')
  .refine((value) => !/^[+\d\s().-]+$/.test(value) || value.replace(/\D/g, '').length >= 3, 'search must have at least 3 digits of a phone number')
  .transform(boardSearchOf)

/** The board's filters; `from` and `to` default to today and the six days after it (India time). */
export const BoardQuery = z
  .object({
    from: DateField('from').optional(),
    to: DateField('to').optional(),
    status: Status('status').optional(),
    city: z.enum(CITY_NAMES as [string, ...string[]], { error: `city must be among ${CITY_NAMES.join(', ')}` }).optional(),
    visitType: z.enum(VISIT_TYPES, { error: 'visitType must be home, clinic or video' }).optional(),
    vetId: StaffPhone('vetId').optional(),
    /** An owner's name, a pet's name or a phone number (or part of one). */
    search: Search.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must not be before from' })
export type BoardQuery = z.infer<typeof BoardQuery>

export const AppointmentIdParams = z.object({ id: z.uuid({ error: 'id must be an appointment id' }) })
export const AssignBody = z.object({ vetId: StaffPhone('vetId') })
export const StatusBody = z.object({
  status: Status('status'),
  reason: UserText({ error: 'reason must be a string' }).trim().max(300, 'reason must be at most 300 characters').optional(),
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
  /** The clinic of a clinic visit, with its address and phone; null for home and video visits. */
  clinic: VisitClinic.nullable(),
  /** The bill's total in rupees: the booking's, with what the vet added at the visit. */
  amount: z.number(),
  payment: z.object({
    /** How it was booked: paid online before the visit, or to pay at the visit. */
    method: z.enum(['online', 'at_visit']),
    /** Rupees paid for the visit (online and at the door), net of refunds. */
    paid: z.number(),
    due: z.number(),
    refunded: z.number(),
    /** What came in by each way, in rupees: online, UPI QR, payment link, cash. */
    paidBy: z.array(z.object({ method: z.enum(PAID_METHODS), amount: z.number() })),
    /** A Gold Membership benefit that priced the visit, and the rupees it saved the owner. */
    membership: z.object({ benefit: z.enum(['free_visit', 'free_video', 'discount']), saved: z.number() }).nullable(),
    /** Cash taken for this visit that is neither deposited nor undone, by who holds it. */
    cashHeld: z.array(z.object({ id: z.string().nullable(), name: z.string().nullable(), amount: z.number() })),
  }),
  /** Completed with money still due: the board marks it. */
  completedWithDue: z.boolean(),
  vet: z.object({ id: z.string(), name: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** A video visit's call once both people were in it: when it started and ended, and its seconds. */
  call: z.object({ startedAt: z.string(), endedAt: z.string().nullable(), seconds: z.number().nullable() }).nullable(),
})
export type BoardAppointment = z.infer<typeof BoardAppointment>
/** The counters at the top of a day (core/operations/board-days.ts), money in rupees. */
export const BoardDay = z.object({
  date: z.string(),
  visits: z.number(),
  unassigned: z.number(),
  completedWithDue: z.object({ count: z.number(), due: z.number() }),
  cashHeld: z.object({ amount: z.number(), byHolder: z.array(z.object({ id: z.string().nullable(), name: z.string().nullable(), amount: z.number() })) }),
  cancelled: z.number(),
})
export type BoardDay = z.infer<typeof BoardDay>
export const BoardResponse = z.object({ from: z.string(), to: z.string(), appointments: z.array(BoardAppointment), days: z.array(BoardDay) })
export const BoardAppointmentResponse = z.object({ appointment: BoardAppointment })
