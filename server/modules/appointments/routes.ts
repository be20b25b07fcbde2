import { hash } from 'node:crypto'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AppointmentRequest, RescheduleBody, ReverseGeocodeQuery, SlotsQuery } from '../../../core/contracts/booking.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { Idempotency } from '../../plugins/idempotency.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { Geocoder } from '../../providers/geocode/geocoder.ts'
import type { AppointmentsService } from './service.ts'

// Any 8-4-4-4-12 hex id is well formed: one that names no booking of this user is a 404, not a 400.
const AppointmentParams = z.object({ appointmentId: z.guid('is not an appointment id') })

export const ADDRESS_LOOKUP_FAILED = 'Address lookup failed'

/**
 * The id of the booking a request with an Idempotency-Key makes: the same for every retry of
 * that key by that account, so a retry whose first run booked but could not remember its answer
 * (the database went away in between) finds that booking rather than making a second (decision 0042).
 */
export function bookingIdForKey(userId: string, key: string): string {
  const hex = hash('sha256', `appointment\n${userId}\n${key}`)
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export function registerAppointmentRoutes(
  app: FastifyInstance,
  deps: {
    appointments: AppointmentsService
    guards: SessionGuards
    idempotency: Idempotency
    geocoder: Geocoder
    /** The booking's payment status, receipts and bill from the door (issue 22, decision 0058). */
    moneyOf?: (appointmentId: string) => Promise<Pick<AppointmentDto, 'paymentStatus' | 'receipts' | 'bill'> | null>
    /** The receipts and bills from the door of an owner's bookings, by booking (My Appointments). */
    moneyOfOwner?: (userId: string) => Promise<Map<string, Pick<AppointmentDto, 'receipts' | 'bill'>>>
  },
): void {
  const { appointments, guards, idempotency, geocoder } = deps

  app.get('/api/slots', async (request) => {
    const query = parseInput(SlotsQuery, request.query)
    // A member sees the place held back for members; everyone else the rest.
    const session = await guards.currentSession(request)
    return {
      date: query.date,
      visitType: query.visitType,
      clinicId: query.clinicId ?? null,
      slots: await appointments.slots(query.date, query.visitType, query.clinicId, session?.user.userId ?? null),
    }
  })

  app.post('/api/appointments', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const body = parseInput(AppointmentRequest, request.body)
    const key = request.headers['idempotency-key']
    return idempotency.handle(request, reply, user.userId, async () => {
      const appointmentId = typeof key === 'string' ? bookingIdForKey(user.userId, key) : undefined
      const appointment = await appointments.book(user.userId, body, { appointmentId })
      reply.status(201)
      return { success: true, id: appointment.id, appointment }
    })
  })

  app.get('/api/appointments', async (request) => {
    const { user } = await guards.requireUser(request)
    const [list, money] = await Promise.all([appointments.list(user.userId), deps.moneyOfOwner ? deps.moneyOfOwner(user.userId) : null])
    if (!money) return list
    const withMoney = (appointment: AppointmentDto) => ({ ...appointment, receipts: [], bill: null, ...money.get(appointment.id) })
    return { upcoming: list.upcoming.map(withMoney), past: list.past.map(withMoney) }
  })

  app.get('/api/appointments/:appointmentId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { appointmentId } = parseInput(AppointmentParams, request.params)
    const appointment = await appointments.find(user.userId, appointmentId)
    const money = deps.moneyOf ? await deps.moneyOf(appointmentId) : null
    return { appointment: { ...appointment, ...money } }
  })

  app.get('/api/appointments/:appointmentId/calendar.ics', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { appointmentId } = parseInput(AppointmentParams, request.params)
    const ics = await appointments.calendar(user.userId, appointmentId)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="petvaidya-appointment.ics"')
      .send(ics)
  })

  app.post('/api/appointments/:appointmentId/cancel', async (request) => {
    const { user } = await guards.requireUser(request)
    const { appointmentId } = parseInput(AppointmentParams, request.params)
    return { appointment: await appointments.cancel(user.userId, appointmentId) }
  })

  app.post('/api/appointments/:appointmentId/reschedule', async (request) => {
    const { user } = await guards.requireUser(request)
    const { appointmentId } = parseInput(AppointmentParams, request.params)
    return { appointment: await appointments.reschedule(user.userId, appointmentId, parseInput(RescheduleBody, request.body)) }
  })

  // The key of the geocoding service stays here; the browser sends only the coordinates.
  app.get('/api/geocode/reverse', async (request) => {
    await guards.requireUser(request)
    const { lat, lon } = parseInput(ReverseGeocodeQuery, request.query)
    let place
    try {
      place = await geocoder.reverse(lat, lon)
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'reverse geocoding failed')
      throw new DomainError('SERVICE_UNAVAILABLE', ADDRESS_LOOKUP_FAILED, { code: 'GEOCODE_FAILED' })
    }
    if (!place) throw new DomainError('NOT_FOUND', ADDRESS_LOOKUP_FAILED, { code: 'GEOCODE_NOT_FOUND' })
    return place
  })
}
