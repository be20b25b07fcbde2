import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AuditListResponse, StaffListResponse, StaffResponse } from '../../../core/contracts/staff.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { auditLog, staffProfiles } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const ADMIN = '9000000001'
const OTHER_ADMIN = '9000000002'
const VET = '9811111111'
const OTHER_VET = '9822222222'
const CUSTOMER = '9876543210'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp

const call = apiCaller(() => t.app)

const vetBody = (phoneNumber: string, name = 'Dr. Kavya Rao') => ({
  name,
  phoneNumber,
  role: 'vet',
  registrationNumber: 'DL-12345',
  cities: ['Gurgaon', 'Delhi'],
  visitTypes: ['home', 'video'],
})

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  // The service area decides which cities a vet may cover.
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate users, sessions, otp_challenges, otp_failures, staff_profiles, audit_log cascade`)
  clock.reset()
  sms.reset()
})

/** Signs in, a minute apart so that the OTP send limits never interfere. */
async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

describe('staff API', () => {
  it('answers 401 signed out and 403 to a customer or a vet on every staff route, before reading the body', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff'],
      ['PUT', `/api/admin/staff/${VET}`],
      ['GET', '/api/admin/audit'],
    ]
    const admin = await session(ADMIN, 'Meera')
    expect((await call('POST', '/api/admin/staff', admin, vetBody(VET))).statusCode).toBe(201)
    const customer = await session(CUSTOMER)
    const vet = await session(VET, 'Kavya')
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, vet, {})).statusCode, `${method} ${url} as a vet`).toBe(403)
      expect((await call(method, url.replace('/api/admin', '/api/%61dmin'), vet, {})).statusCode, `${method} ${url} encoded`).toBe(403)
    }
  })

  it('adds a vet with registration, cities and visit types, lists them, and audits the change', async () => {
    const admin = await session(ADMIN, 'Meera')
    const created = await call('POST', '/api/admin/staff', admin, vetBody('+91 98111 11111'))
    expect(created.statusCode).toBe(201)
    expect(StaffResponse.parse(created.json()).staff).toEqual({
      id: VET,
      name: 'Dr. Kavya Rao',
      phoneNumber: VET,
      role: 'vet',
      active: true,
      registrationNumber: 'DL-12345',
      registrationCouncil: null,
      registrationCheck: null,
      cities: ['Gurgaon', 'Delhi'],
      visitTypes: ['home', 'video'],
      clinic: null,
      fromConfiguration: false,
    })
    const listed = StaffListResponse.parse((await call('GET', '/api/admin/staff', admin)).json()).staff
    expect(listed.map((member) => [member.id, member.role, member.fromConfiguration])).toEqual(
      expect.arrayContaining([
        [VET, 'vet', false],
        [ADMIN, 'admin', true],
      ]),
    )
    const entries = AuditListResponse.parse((await call('GET', `/api/admin/audit?entityId=${VET}`, admin)).json()).entries
    expect(entries).toMatchObject([{ actorId: ADMIN, action: 'staff.create', entityType: 'user', entityId: VET, before: null, after: { role: 'vet' } }])

    const vet = await session(VET, 'Kavya')
    expect((await call('GET', '/api/auth/session', vet)).json().user).toMatchObject({ role: 'vet', isAdmin: false })
    expect((await call('POST', '/api/admin/staff', admin, vetBody(VET))).statusCode).toBe(409)
  })

  it('names the field of bad input, and writes nothing', async () => {
    const admin = await session(ADMIN, 'Meera')
    const cases: Array<[unknown, string]> = [
      [{ ...vetBody(VET), registrationNumber: undefined }, 'registrationNumber'],
      [{ ...vetBody(VET), role: 'owner' }, 'role'],
      [{ ...vetBody(VET), phoneNumber: '12345' }, 'phoneNumber'],
      [{ ...vetBody(VET), cities: ['Mumbai'] }, 'cities'],
      [{ ...vetBody(VET), visitTypes: ['surgery'] }, 'visitTypes'],
      [{ ...vetBody(VET), name: 'Dr.\u0000Rao' }, 'name'],
      [{ ...vetBody(VET), name: undefined }, 'name'],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/admin/staff', admin, body)
      expect(response.statusCode, field).toBe(400)
      expect(response.json().error).toContain(field)
    }
    expect((await call('PUT', '/api/admin/staff/12', admin, {})).statusCode).toBe(400)
    expect((await call('PUT', `/api/admin/staff/${VET}`, admin, { active: 'no' })).json().error).toContain('active')
    expect(await t.database.db.select().from(auditLog)).toEqual([])
  })

  it('keeps a council registration for vets only: refused for an admin, cleared when a vet becomes one, never shown for an admin', async () => {
    const admin = await session(ADMIN, 'Meera')
    const adminBody = { name: 'Neha Gupta', phoneNumber: OTHER_ADMIN, role: 'admin' }
    const refused = await call('POST', '/api/admin/staff', admin, { ...adminBody, registrationNumber: 'DL-12345' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe('registrationNumber: is for vets only; leave it empty for an admin or a clinic desk')
    expect(await t.database.db.select().from(auditLog)).toEqual([])

    const added = await call('POST', '/api/admin/staff', admin, adminBody)
    expect(added.statusCode).toBe(201)
    expect(StaffResponse.parse(added.json()).staff).toMatchObject({ role: 'admin', registrationNumber: null })
    const onAdmin = await call('PUT', `/api/admin/staff/${OTHER_ADMIN}`, admin, { registrationNumber: 'DL-12345' })
    expect(onAdmin.statusCode).toBe(400)
    expect(onAdmin.json().error).toContain('registrationNumber')

    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    const keeping = await call('PUT', `/api/admin/staff/${VET}`, admin, { role: 'admin', registrationNumber: 'DL-12345' })
    expect(keeping.statusCode).toBe(400)
    expect(keeping.json().error).toContain('registrationNumber')
    const promoted = await call('PUT', `/api/admin/staff/${VET}`, admin, { role: 'admin' })
    expect(StaffResponse.parse(promoted.json()).staff).toMatchObject({ role: 'admin', registrationNumber: null })
    const [profile] = await t.database.db.select().from(staffProfiles).where(eq(staffProfiles.userId, VET))
    expect(profile?.registrationNumber).toBeNull()
    // Back to a vet, they need a registration again: the old one went with the change.
    expect((await call('PUT', `/api/admin/staff/${VET}`, admin, { role: 'vet' })).json().error).toContain('registrationNumber')
    const back = await call('PUT', `/api/admin/staff/${VET}`, admin, { role: 'vet', registrationNumber: 'DL-54321' })
    expect(StaffResponse.parse(back.json()).staff).toMatchObject({ role: 'vet', registrationNumber: 'DL-54321' })

    // A number saved on an admin before this rule is not shown, and goes with their next edit.
    await t.database.db.update(staffProfiles).set({ registrationNumber: 'DL-99999' }).where(eq(staffProfiles.userId, OTHER_ADMIN))
    const listed = StaffListResponse.parse((await call('GET', '/api/admin/staff', admin)).json()).staff
    expect(listed.find((member) => member.id === OTHER_ADMIN)?.registrationNumber).toBeNull()
    expect((await call('PUT', `/api/admin/staff/${OTHER_ADMIN}`, admin, { name: 'Neha G.' })).statusCode).toBe(200)
    const [edited] = await t.database.db.select().from(staffProfiles).where(eq(staffProfiles.userId, OTHER_ADMIN))
    expect(edited?.registrationNumber).toBeNull()
  })

  it('refuses a vet with no visit type, by name, and writes nothing', async () => {
    const admin = await session(ADMIN, 'Meera')
    for (const visitTypes of [[], undefined]) {
      const response = await call('POST', '/api/admin/staff', admin, { ...vetBody(VET), visitTypes })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe('visitTypes: Choose at least one visit type for a vet: home, clinic or video')
    }
    expect(await t.database.db.select().from(auditLog)).toEqual([])

    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    const emptied = await call('PUT', `/api/admin/staff/${VET}`, admin, { visitTypes: [] })
    expect(emptied.statusCode).toBe(400)
    expect(emptied.json().error).toContain('visitTypes')
    await call('POST', '/api/admin/staff', admin, { name: 'Neha Gupta', phoneNumber: OTHER_ADMIN, role: 'admin' })
    const toVet = await call('PUT', `/api/admin/staff/${OTHER_ADMIN}`, admin, { role: 'vet', registrationNumber: 'DL-24680' })
    expect(toVet.statusCode).toBe(400)
    expect(toVet.json().error).toContain('visitTypes')
    expect((await call('PUT', `/api/admin/staff/${OTHER_ADMIN}`, admin, { role: 'vet', registrationNumber: 'DL-24680', visitTypes: ['clinic'] })).statusCode).toBe(200)
    expect(await t.database.db.select().from(auditLog)).toHaveLength(3)

    // A vet saved without visit types before this rule can still be deactivated.
    await t.database.db.update(staffProfiles).set({ visitTypes: [] }).where(eq(staffProfiles.userId, VET))
    const deactivated = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false })
    expect(StaffResponse.parse(deactivated.json()).staff).toMatchObject({ active: false, visitTypes: [] })
  })

  it('names a bad audit filter without repeating the field, and finds changes by a number written as people write it', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    const cases: Array<[string, string]> = [
      ['actorId=98765432101', 'actorId: must be a 10-digit mobile number, such as 9876543210'],
      ['actorId=12345', 'actorId: must be a 10-digit mobile number, such as 9876543210'],
      [`action=${'a'.repeat(61)}`, 'action: must be at most 60 characters'],
      [`entityType=${'a'.repeat(41)}`, 'entityType: must be at most 40 characters'],
      [`entityId=${'a'.repeat(81)}`, 'entityId: must be at most 80 characters'],
      ['entityId=%07bell', 'entityId: must be a single line, without control characters or broken characters'],
    ]
    for (const [query, error] of cases) {
      const response = await call('GET', `/api/admin/audit?${query}`, admin)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error).toBe(error)
    }
    const pasted = await call('GET', `/api/admin/audit?actorId=${encodeURIComponent('+91 90000 00001')}`, admin)
    expect(AuditListResponse.parse(pasted.json()).entries).toMatchObject([{ actorId: ADMIN, action: 'staff.create' }])
  })

  it('ends a vet’s sessions at once when deactivated or given another role, and keeps the before and after', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    await call('POST', '/api/admin/staff', admin, vetBody(OTHER_VET, 'Dr. Arjun Mehta'))
    const vet = await session(VET, 'Kavya')
    const otherVet = await session(OTHER_VET, 'Arjun')
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(200)

    clock.advance(1000)
    const edited = await call('PUT', `/api/admin/staff/${VET}`, admin, { cities: ['Noida'] })
    expect(StaffResponse.parse(edited.json()).staff.cities).toEqual(['Noida'])
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(200)

    clock.advance(1000)
    const deactivated = await call('PUT', `/api/admin/staff/${VET}`, admin, { active: false })
    expect(StaffResponse.parse(deactivated.json()).staff.active).toBe(false)
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(401)
    // Signed in again, a deactivated vet is only a customer.
    const again = await session(VET, 'Kavya')
    expect((await call('GET', '/api/auth/session', again)).json().user.role).toBe('customer')

    clock.advance(1000)
    await call('PUT', `/api/admin/staff/${OTHER_VET}`, admin, { role: 'admin' })
    expect((await call('GET', '/api/auth/session', otherVet)).statusCode).toBe(401)

    const entries = AuditListResponse.parse((await call('GET', '/api/admin/audit?action=staff.update', admin)).json()).entries
    expect(entries.map((entry) => [entry.entityId, entry.before, entry.after])).toEqual([
      [OTHER_VET, expect.objectContaining({ role: 'vet' }), expect.objectContaining({ role: 'admin' })],
      [VET, expect.objectContaining({ active: true }), expect.objectContaining({ active: false })],
      [VET, expect.objectContaining({ cities: ['Gurgaon', 'Delhi'] }), expect.objectContaining({ cities: ['Noida'] })],
    ])
  })

  it('asks for a recent code sign-in before a role change, and refuses changes to oneself and to configured admins', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, { name: 'Neha Gupta', phoneNumber: OTHER_ADMIN, role: 'admin' })
    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    const other = await session(OTHER_ADMIN, 'Neha')
    expect((await call('PUT', `/api/admin/staff/${OTHER_ADMIN}`, other, { active: false })).statusCode).toBe(409)
    expect((await call('PUT', `/api/admin/staff/${ADMIN}`, other, { name: 'Someone' })).statusCode).toBe(409)
    clock.advance(9 * MINUTE)
    expect((await call('GET', '/api/admin/staff', other)).statusCode).toBe(200)
    clock.advance(2 * MINUTE)
    const late = await call('PUT', `/api/admin/staff/${VET}`, other, { role: 'admin' })
    expect(late.statusCode).toBe(403)
    expect(late.json().code).toBe('STEP_UP_REQUIRED')
    expect((await call('PUT', `/api/admin/staff/${VET}`, other, { name: 'Dr. Kavya R.' })).statusCode).toBe(200)
    expect((await call('PUT', `/api/admin/staff/${CUSTOMER}`, other, { name: 'Nobody' })).statusCode).toBe(404)
  })

  it('ends an admin session after 30 minutes idle and a vet session after 12 hours idle', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    const vet = await session(VET, 'Kavya')
    clock.advance(31 * MINUTE)
    expect((await call('GET', '/api/admin/staff', admin)).statusCode).toBe(401)
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(200)
    clock.advance(12 * 60 * MINUTE)
    expect((await call('GET', '/api/auth/session', vet)).statusCode).toBe(401)
  })

  it('names the people in the audit log with their role: who acted, and the staff member changed', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, { name: 'Neha Gupta', phoneNumber: OTHER_ADMIN, role: 'admin' })
    const other = await session(OTHER_ADMIN, 'Neha')
    await call('POST', '/api/admin/staff', other, vetBody(VET))
    clock.advance(1000)
    await t.database.db.insert(auditLog).values({ id: randomUUID(), actorId: 'system', action: 'job.run', entityType: 'job', entityId: VET, before: null, after: null, at: clock.now() })
    const entries = AuditListResponse.parse((await call('GET', '/api/admin/audit', admin)).json()).entries
    expect(entries.map((entry) => [entry.action, entry.actor, entry.subject])).toEqual([
      ['job.run', null, null],
      ['staff.create', { name: 'Neha Gupta', role: 'admin' }, { name: 'Dr. Kavya Rao', role: 'vet' }],
      // Meera is an admin by ADMIN_PHONES, whatever her own row says.
      ['staff.create', { name: 'Meera', role: 'admin' }, { name: 'Neha Gupta', role: 'admin' }],
    ])
  })

  it('keeps the audit log append-only in the database', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/staff', admin, vetBody(VET))
    await expect(t.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1)
  })
})
