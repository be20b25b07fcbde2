import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoardResponse } from '../../../core/contracts/board.ts'
import { AuditListResponse, StaffResponse, VetHasVisitsError } from '../../../core/contracts/staff.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'
import { appointments, auditLog, users } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const OTHER_VET = '9822222222'
const CUSTOMER = '9876543210'
const MINUTE = 60_000
// Sunday 22 November 2026, 11:30 am India time.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

function insertVisit(fields: Partial<typeof appointments.$inferInsert>): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, ...fields })
}

const vetOf = async (id: string) => (await t.database.db.select({ vetId: appointments.vetId, status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]
const isActive = async (id: string) => (await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, id)))[0]?.active

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate users, sessions, otp_challenges, otp_failures, staff_profiles, audit_log, appointments cascade`)
  clock.reset()
  sms.reset()
  admin = await session(ADMIN, 'Meera')
  await session(CUSTOMER, 'Asha Verma')
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Arjun Mehta']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'DL-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode).toBe(201)
  }
})

describe('deactivating a vet with visits ahead', () => {
  it('answers 409 VET_HAS_VISITS with the visits from now on, and changes nothing', async () => {
    const tomorrow = await insertVisit({ status: 'vet_assigned', vetId: VET, ownerName: 'Asha Verma', petName: 'Bruno' })
    const later = await insertVisit({
      status: 'vet_assigned',
      vetId: VET,
      ownerName: 'Rohan Kapoor',
      petName: 'Misty',
      petType: 'cat',
      date: '2026-11-24',
      time: '12:00',
      startsAt: new Date('2026-11-24T06:30:00.000Z'),
    })
    // Not ahead: earlier today, done, cancelled, or another vet's.
    await insertVisit({ status: 'vet_assigned', vetId: VET, date: '2026-11-22', time: '09:00', startsAt: new Date('2026-11-22T03:30:00.000Z') })
    await insertVisit({ status: 'completed', vetId: VET, time: '12:00', startsAt: new Date('2026-11-23T06:30:00.000Z') })
    await insertVisit({ status: 'cancelled_by_clinic', vetId: VET, time: '14:00', startsAt: new Date('2026-11-23T08:30:00.000Z') })
    await insertVisit({ status: 'vet_assigned', vetId: OTHER_VET })
    const vet = await session(VET, 'Dr. Kavya Rao')

    const refused = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false })
    expect(refused.statusCode).toBe(409)
    const body = VetHasVisitsError.parse(refused.json())
    expect(body.error).toBe('Dr. Kavya Rao has 2 visits ahead: reassign them on the board first, or confirm to leave all 2 without a vet')
    expect(body.canUnassign).toBe(true)
    expect(body.visits).toEqual([
      { id: tomorrow, date: '2026-11-23', slot: '10:00', ownerFirstName: 'Asha', pet: { name: 'Bruno', type: 'dog' }, status: 'vet_assigned', visitType: 'home' },
      { id: later, date: '2026-11-24', slot: '12:00', ownerFirstName: 'Rohan', pet: { name: 'Misty', type: 'cat' }, status: 'vet_assigned', visitType: 'home' },
    ])
    expect(await isActive(VET)).toBe(true)
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(200)
    expect(await vetOf(tomorrow)).toEqual({ vetId: VET, status: 'vet_assigned' })
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.update'))).toEqual([])

    // Made an admin, they would hold visits no vet does: refused the same way.
    const promoted = await call('PUT', `/api/admin/staff/${VET}`, admin, { role: 'admin' })
    expect(promoted.statusCode).toBe(409)
    expect(promoted.json()).toMatchObject({ code: 'VET_HAS_VISITS', visits: [{ id: tomorrow }, { id: later }] })
    // An edit that keeps them an active vet is not.
    expect((await call('PUT', `/api/admin/staff/${VET}`, admin, { name: 'Dr. Kavya R. Rao' })).statusCode).toBe(200)
  })

  it('deactivates once the visits are reassigned on the board, or once the admin confirms the number of visits left without a vet', async () => {
    const reassigned = await insertVisit({ status: 'vet_assigned', vetId: VET })
    const left = await insertVisit({ status: 'vet_assigned', vetId: VET, time: '12:00', startsAt: new Date('2026-11-23T06:30:00.000Z') })
    const vet = await session(VET, 'Dr. Kavya Rao')

    expect((await call('POST', `/api/admin/appointments/${reassigned}/assign`, admin, { vetId: OTHER_VET })).statusCode).toBe(200)
    const stillOne = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false })
    expect(VetHasVisitsError.parse(stillOne.json()).visits.map((visit) => visit.id)).toEqual([left])
    expect(stillOne.json().error).toBe('Dr. Kavya Rao has 1 visit ahead: reassign them on the board first, or confirm to leave it without a vet')

    // A confirmation of another number (the list changed since the dialog opened) is refused with the list of now.
    for (const unassignVisits of [0, 2]) {
      const stale = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false, unassignVisits })
      expect(stale.statusCode, String(unassignVisits)).toBe(409)
      expect(stale.json().visits).toHaveLength(1)
    }
    expect(await isActive(VET)).toBe(true)

    clock.advance(MINUTE)
    const done = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false, unassignVisits: 1 })
    expect(done.statusCode).toBe(200)
    expect(StaffResponse.parse(done.json()).staff.active).toBe(false)
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(401)
    expect(await vetOf(left)).toEqual({ vetId: null, status: 'confirmed' })
    expect(await vetOf(reassigned)).toEqual({ vetId: OTHER_VET, status: 'vet_assigned' })

    // The board shows it needing a vet, and the log says who took the vet off it.
    const board = BoardResponse.parse((await call('GET', '/api/admin/appointments?status=confirmed', admin)).json())
    expect(board.appointments.map((visit) => [visit.id, visit.vet, visit.nextStatuses])).toEqual([[left, null, ['vet_assigned', 'cancelled_by_clinic']]])
    const entries = AuditListResponse.parse((await call('GET', `/api/admin/audit?entityId=${left}`, admin)).json()).entries
    expect(entries).toMatchObject([
      { action: 'appointment.unassign', actorId: ADMIN, before: { status: 'vet_assigned', vetId: VET }, after: { status: 'confirmed', vetId: null } },
    ])
  })

  it('refuses while the vet is on the way to or in a visit, even with the number confirmed', async () => {
    const now = await insertVisit({ status: 'in_progress', vetId: VET, date: '2026-11-22', time: '11:00', startsAt: new Date('2026-11-22T05:30:00.000Z') })
    await insertVisit({ status: 'vet_assigned', vetId: VET })
    const refused = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false, unassignVisits: 2 })
    expect(refused.statusCode).toBe(409)
    const body = VetHasVisitsError.parse(refused.json())
    expect(body.canUnassign).toBe(false)
    expect(body.visits[0]).toMatchObject({ id: now, status: 'in_progress' })
    expect(body.error).toBe('Dr. Kavya Rao is on the way to or in a visit now; deactivate them once it ends, and reassign their other visits on the board')
    expect(await isActive(VET)).toBe(true)
    expect((await t.database.db.select({ vetId: appointments.vetId }).from(appointments).where(inArray(appointments.status, ['vet_assigned', 'in_progress']))).map((row) => row.vetId)).toEqual([VET, VET])
  })

  it('names a bad confirmation field with 400', async () => {
    for (const unassignVisits of ['two', 1.5, -1]) {
      const response = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false, unassignVisits })
      expect(response.statusCode, String(unassignVisits)).toBe(400)
      expect(response.json().error).toContain('unassignVisits')
    }
  })
})
