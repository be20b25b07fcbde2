import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoardAppointmentResponse, BoardResponse } from '../../../core/contracts/board.ts'
import { AuditListResponse } from '../../../core/contracts/staff.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { insertPaidOrder } from '../../../tests/support/payments.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { appointments, payments, refunds } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { STATUS_SMS_JOB } from '../appointments/owner-notices.ts'
import { insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const OTHER_VET = '9822222222'
const CUSTOMER = '9876543210'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string
let customer: string
let vet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

/** A booking written straight to the database, in the state the board is tested from. */
function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, landmark: 'Near the park', ...overrides })
}

const statusOf = async (id: string) => (await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.status

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  // The service area decides which cities a vet may cover.
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  customer = await session(CUSTOMER)
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Imran Shaikh']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'DL-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode).toBe(201)
  }
  vet = await session(VET, 'Dr. Kavya Rao')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate refunds, appointments cascade`)
})

describe('appointments board API', () => {
  it('answers 401 signed out and 403 to a customer or a vet on every board route', async () => {
    const id = await insertVisit()
    const routes: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/api/admin/appointments', undefined],
      ['POST', `/api/admin/appointments/${id}/assign`, { vetId: VET }],
      ['POST', `/api/admin/appointments/${id}/status`, { status: 'confirmed' }],
    ]
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, vet, body)).statusCode, `${method} ${url} as a vet`).toBe(403)
    }
    expect(await statusOf(id)).toBe('booked')
    expect((await call('GET', '/api/admin/appointments', admin)).statusCode).toBe(200)
    expect((await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'confirmed' })).statusCode).toBe(200)
  })

  it('lists the coming days by slot with owner, pet, address, amount and how it is paid, filtered', async () => {
    const providerPaymentId = await insertPaidOrder(t.database, { userId: CUSTOMER, amountPaise: 79_900, now: clock.now() })
    const [payment] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
    const paid = await insertVisit({ time: '12:00', paymentId: payment?.id })
    const cash = await insertVisit({ city: 'Noida', pincode: '201301', time: '09:00' })
    await insertVisit({ date: '2026-12-20', startsAt: new Date('2026-12-20T04:30:00.000Z') })

    const board = BoardResponse.parse((await call('GET', '/api/admin/appointments', admin)).json())
    expect(board).toMatchObject({ from: '2026-11-22', to: '2026-11-28' })
    expect(board.appointments.map((visit) => visit.id)).toEqual([cash, paid])
    expect(board.appointments[1]).toMatchObject({
      owner: { name: 'Asha Verma', phone: CUSTOMER },
      pet: { name: 'Bruno', type: 'dog', breed: 'Labrador' },
      address: 'H-12, Sector 45, Near the park, Gurgaon, 122003',
      amount: 799,
      payment: { method: 'online', paid: 799, due: 0, paidBy: [{ method: 'online', amount: 799 }] },
      vet: null,
      status: 'booked',
      nextStatuses: ['confirmed', 'cancelled_by_clinic'],
    })
    expect(board.appointments[0]?.payment).toEqual({ method: 'at_visit', paid: 0, due: 799, refunded: 0, paidBy: [], membership: null, cashHeld: [] })

    const noida = BoardResponse.parse((await call('GET', '/api/admin/appointments?city=Noida', admin)).json())
    expect(noida.appointments.map((visit) => visit.id)).toEqual([cash])
    const december = BoardResponse.parse((await call('GET', '/api/admin/appointments?from=2026-12-01&to=2026-12-31', admin)).json())
    expect(december.appointments).toHaveLength(1)
    expect(BoardResponse.parse((await call('GET', '/api/admin/appointments?status=completed', admin)).json()).appointments).toEqual([])
  })

  it.each([
    ['from=23-11-2026', 'from'],
    ['from=2026-02-30', 'from'],
    ['from=2026-13-01', 'from'],
    ['to=2026-00-10', 'to'],
    ['to=9999-99-99', 'to'],
    ['status=done', 'status'],
    ['city=Mumbai', 'city'],
    ['vetId=123', 'vetId'],
    ['from=2026-11-25&to=2026-11-24', 'to'],
    ['from=2026-11-01&to=2026-12-31', 'to'],
    ['visitType=surgery', 'visitType'],
    ['search=a', 'search'],
    [`search=${'a'.repeat(61)}`, 'search'],
    ['search=%2B91', 'search'],
    ['search=Bru%0Ano', 'search'],
  ])('refuses the filter %s with 400 naming %s', async (query, field) => {
    const response = await call('GET', `/api/admin/appointments?${query}`, admin)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain(field)
  })

  it('filters by visit type and finds a visit by owner name, pet name or phone, as people type them', async () => {
    const home = await insertVisit({ ownerName: 'Asha Verma', petName: 'Bruno', phone: '9876543210' })
    const clinic = await insertVisit({ visitType: 'clinic', ownerName: 'Rohan Kapoor', petName: 'Misty', phone: '9811100022', address: null, time: '12:00' })
    const video = await insertVisit({ visitType: 'video', ownerName: 'Priya Singh', petName: 'Sheru 100%', phone: '9811100023', address: null, time: '14:00' })
    const ids = async (query: string) => {
      const response = await call('GET', `/api/admin/appointments?${query}`, admin)
      expect(response.statusCode, query).toBe(200)
      return BoardResponse.parse(response.json()).appointments.map((visit) => visit.id)
    }
    expect(await ids('visitType=home')).toEqual([home])
    expect(await ids('visitType=clinic')).toEqual([clinic])
    expect(await ids('visitType=video')).toEqual([video])
    expect(await ids('search=rohan')).toEqual([clinic])
    expect(await ids('search=KAPOOR')).toEqual([clinic])
    expect(await ids('search=%20misty%20')).toEqual([clinic])
    expect(await ids(`search=${encodeURIComponent('+91 98111 00023')}`)).toEqual([video])
    expect(await ids(`search=${encodeURIComponent('098111-00022')}`)).toEqual([clinic])
    expect(await ids('search=81110002')).toEqual([clinic, video])
    // A % or _ is looked for as itself, not as a wildcard.
    expect(await ids(`search=${encodeURIComponent('100%')}`)).toEqual([video])
    expect(await ids(`search=${encodeURIComponent('_')}x`)).toEqual([])
    expect(await ids('search=rohan&visitType=home')).toEqual([])
    expect(await ids('search=Nobody')).toEqual([])
  })

  it('walks a visit through every status, stamped and audited, and refuses the illegal moves naming both states', async () => {
    const id = await insertVisit()
    const move = (status: string, reason?: string) => call('POST', `/api/admin/appointments/${id}/status`, admin, { status, reason })

    const early = await move('completed')
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION' })
    expect(early.json().error).toContain('(booked)')
    expect(early.json().error).toContain('(completed)')
    expect((await call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: VET })).json()).toMatchObject({ code: 'ILLEGAL_TRANSITION' })

    clock.advance(MINUTE)
    const confirmed = BoardAppointmentResponse.parse((await move('confirmed')).json()).appointment
    expect(confirmed).toMatchObject({ status: 'confirmed', statusChangedAt: clock.now().toISOString() })
    expect((await move('vet_assigned')).json()).toMatchObject({ code: 'VET_REQUIRED' })

    const notVet = await call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: CUSTOMER })
    expect(notVet.statusCode).toBe(409)
    expect(notVet.json()).toMatchObject({ code: 'NOT_A_VET' })
    clock.advance(MINUTE)
    const assigned = await call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: VET })
    expect(assigned.statusCode).toBe(200)
    expect(assigned.json().appointment).toMatchObject({ status: 'vet_assigned', vet: { id: VET, name: 'Dr. Kavya Rao' } })
    clock.advance(MINUTE)
    const reassigned = await call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: OTHER_VET })
    expect(reassigned.json().appointment.vet).toMatchObject({ id: OTHER_VET })
    // The same vet again (a double press, a retry) changes nothing: no stamp, no audit row, no SMS.
    sms.reset()
    clock.advance(MINUTE)
    const again = await call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: OTHER_VET })
    expect(again.statusCode).toBe(200)
    expect(again.json().appointment).toMatchObject({ vet: { id: OTHER_VET }, statusChangedAt: reassigned.json().appointment.statusChangedAt })
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    // Only the vet who will see the visit is announced; the first assignment's notice was superseded.
    expect(sms.sent.map((message) => message.text)).toEqual([expect.stringContaining('Dr. Imran Shaikh will see Bruno')])
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    expect(sms.sent).toHaveLength(1)

    for (const status of ['on_the_way', 'in_progress', 'completed']) {
      clock.advance(MINUTE)
      const response = await move(status)
      expect(response.statusCode, status).toBe(200)
      expect(response.json().appointment.status).toBe(status)
    }
    const after = await move('cancelled_by_clinic', 'Too late')
    expect(after.statusCode).toBe(409)
    expect(after.json().error).toContain('(completed)')

    const audit = AuditListResponse.parse((await call('GET', `/api/admin/audit?entityType=appointment&entityId=${id}`, admin)).json()).entries
    expect(audit.map((entry) => [entry.action, (entry.before as { status: string }).status, (entry.after as { status: string }).status]).reverse()).toEqual([
      ['appointment.status', 'booked', 'confirmed'],
      ['appointment.assign', 'confirmed', 'vet_assigned'],
      ['appointment.assign', 'vet_assigned', 'vet_assigned'],
      ['appointment.status', 'vet_assigned', 'on_the_way'],
      ['appointment.status', 'on_the_way', 'in_progress'],
      ['appointment.status', 'in_progress', 'completed'],
    ])
    // Each entry names the visit as a person reads it: whose pet, which day and hour.
    const [visit] = await t.database.db.select().from(appointments).where(eq(appointments.id, id))
    for (const entry of audit) expect(entry.visit).toEqual({ petName: visit?.petName, ownerName: visit?.ownerName, date: visit?.date, time: visit?.time })
    expect(audit.every((entry) => entry.actorId === ADMIN)).toBe(true)
  })

  it('cancels for the clinic only with a reason, and refunds a paid booking in the same change', async () => {
    const providerPaymentId = await insertPaidOrder(t.database, { userId: CUSTOMER, amountPaise: 79_900, now: clock.now() })
    const [payment] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
    const id = await insertVisit({ paymentId: payment?.id, status: 'confirmed' })

    const noReason = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'cancelled_by_clinic', reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error).toContain('reason')
    for (const reason of ['a\u0000b', 'bell\u0007', 'x\ud800y', 'two\nlines']) {
      const unclean = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'cancelled_by_clinic', reason })
      expect(unclean.statusCode, JSON.stringify(reason)).toBe(400)
      expect(unclean.json().error, JSON.stringify(reason)).toContain('reason')
    }
    expect(await statusOf(id)).toBe('confirmed')

    // A paid booking's cancellation refunds it: it needs a code sign-in within the last 10 minutes.
    clock.advance(11 * MINUTE)
    const stale = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'cancelled_by_clinic', reason: 'The vet for this area is unwell' })
    expect(stale.statusCode).toBe(403)
    expect(stale.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' })
    expect(await statusOf(id)).toBe('confirmed')
    expect(await t.database.db.select().from(refunds).where(eq(refunds.appointmentId, id))).toHaveLength(0)

    const fresh = await session(ADMIN, 'Meera')
    const cancelled = await call('POST', `/api/admin/appointments/${id}/status`, fresh, { status: 'cancelled_by_clinic', reason: 'The vet for this area is unwell' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().appointment).toMatchObject({ status: 'cancelled_by_clinic', cancelReason: 'The vet for this area is unwell' })
    const refund = await t.database.db.select().from(refunds).where(and(eq(refunds.appointmentId, id)))
    expect(refund).toHaveLength(1)
    expect(refund[0]?.amountPaise).toBe(79_900)

    const owner = await call('GET', '/api/appointments', customer)
    expect(owner.statusCode).toBe(200)
    expect(JSON.stringify(owner.json())).toContain('"status":"cancelled"')
  })

  it('gives a vet at most one visit per slot, even under 20 assignments at once', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => insertVisit({ status: 'confirmed', petName: `Pet ${index}` })))
    const answers = await Promise.all(ids.map((id) => call('POST', `/api/admin/appointments/${id}/assign`, admin, { vetId: VET })))
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) expect(answer.json()).toMatchObject({ code: 'VET_SLOT_TAKEN' })
    const held = await t.database.db.select({ id: appointments.id, petName: appointments.petName }).from(appointments).where(eq(appointments.vetId, VET))
    expect(held).toHaveLength(1)
    // Each refusal names the visit that holds the slot.
    const again = await call('POST', `/api/admin/appointments/${ids.find((id) => id !== held[0]?.id)}/assign`, admin, { vetId: VET })
    expect(again.json()).toMatchObject({ code: 'VET_SLOT_TAKEN', error: expect.stringMatching(new RegExp(`^vetId: This vet already has a visit in this slot: ${held[0]?.petName} \\(`)) })
    // Another slot, or another vet in the same slot, is free.
    const other = ids.find((id) => id !== held[0]?.id) as string
    expect((await call('POST', `/api/admin/appointments/${other}/assign`, admin, { vetId: OTHER_VET })).statusCode).toBe(200)
  })

  it('answers 400 for a bad id or body and 404 for an unknown visit', async () => {
    expect((await call('POST', '/api/admin/appointments/nope/status', admin, { status: 'confirmed' })).json().error).toContain('id')
    const id = await insertVisit()
    const bad = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'finished' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('status')
    const noVet = await call('POST', `/api/admin/appointments/${id}/assign`, admin, {})
    expect(noVet.statusCode).toBe(400)
    expect(noVet.json().error).toContain('vetId')
    expect((await call('POST', `/api/admin/appointments/${randomUUID()}/status`, admin, { status: 'confirmed' })).statusCode).toBe(404)
  })
})
