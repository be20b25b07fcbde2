import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JobsResponse } from '../../../core/contracts/jobs.ts'
import { ServiceAreaResponse } from '../../../core/contracts/pincode.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp } from '../../../tests/support/test-app.ts'
import { auditLog } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const ADMIN = '9000000001'
const CUSTOMER = '9876543210'
const sms = capturingSms()
let t: TestApp
let admin: string
let customer: string

const call = apiCaller(() => t.app)

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms })
  await seedDatabase(t.database.db)
  admin = await signIn(t.app, sms, ADMIN, 'Meera')
  customer = await signIn(t.app, sms, CUSTOMER)
})
afterAll(async () => {
  await t.app.close()
})

describe('the service area for admins', () => {
  it('answers 401 and 403 to all but admins on its routes and the jobs route', async () => {
    for (const [method, url] of [['GET', '/api/admin/service-area'], ['PUT', '/api/admin/service-area'], ['GET', '/api/admin/jobs']] as const) {
      expect((await call(method, url, undefined, method === 'PUT' ? { districts: [] } : undefined)).statusCode).toBe(401)
      expect((await call(method, url, customer, method === 'PUT' ? { districts: [] } : undefined)).statusCode).toBe(403)
    }
  })

  it('lists the seeded districts by city with the directory’s districts to choose from', async () => {
    const area = ServiceAreaResponse.parse((await call('GET', '/api/admin/service-area', admin)).json())
    expect(area.districts).toContainEqual({ state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', city: 'Noida' })
    expect(area.directoryDistricts).toContainEqual({ state: 'Haryana', district: 'Sonipat' })
    expect(area.cities).toEqual(['Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad'])
  })

  it('refuses a district India Post does not name, a duplicate or an unknown city, naming the field', async () => {
    const unknown = await call('PUT', '/api/admin/service-area', admin, { districts: [{ state: 'Haryana', district: 'Gurugram Central', city: 'Gurgaon' }] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_DISTRICT', error: expect.stringContaining('districts.0.district') })
    const twice = await call('PUT', '/api/admin/service-area', admin, {
      districts: [{ state: 'Haryana', district: 'Gurgaon', city: 'Gurgaon' }, { state: 'Haryana', district: 'Gurgaon', city: 'Gurgaon' }],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error).toContain('districts.1.district')
    const city = await call('PUT', '/api/admin/service-area', admin, { districts: [{ state: 'Haryana', district: 'Sonipat', city: 'Sonipat' }] })
    expect(city.statusCode).toBe(400)
    expect(city.json().error).toContain('districts.0.city')
    expect((await call('PUT', '/api/admin/service-area', admin, { districts: [] })).json().error).toContain('districts')
  })

  it('saves an edit, audited, and the PIN code lookup and bookings follow it at once', async () => {
    expect((await call('GET', '/api/pincodes/131001')).json()).toMatchObject({ served: false })
    const before = ServiceAreaResponse.parse((await call('GET', '/api/admin/service-area', admin)).json())
    const districts = [...before.districts.filter((row) => row.city !== 'Faridabad'), { state: 'Haryana', district: 'Sonipat', city: 'Delhi' }]
    const saved = await call('PUT', '/api/admin/service-area', admin, { districts })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(ServiceAreaResponse.parse(saved.json()).districts).toHaveLength(districts.length)
    expect((await call('GET', '/api/pincodes/131001')).json()).toMatchObject({ served: true, city: 'Delhi' })
    expect((await call('GET', '/api/pincodes/121001')).json()).toMatchObject({ served: false })
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'service_area.update'))
    expect(entry).toMatchObject({ actorId: ADMIN, entityType: 'service_area' })
    expect(entry?.before).toContain('Faridabad: Faridabad (Haryana)')
    expect(entry?.after).toContain('Delhi: Sonipat (Haryana)')
  })

  it('lets a vet cover only cities of the service area, as it stands after the edit', async () => {
    const vet = { name: 'Dr. Farah Khan', phoneNumber: '9811122233', role: 'vet', registrationNumber: 'HR-4421', visitTypes: ['home'] }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...vet, cities: ['Gurgaon', 'Faridabad'] }),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'CITY_NOT_SERVED' })
    expect(refused.json().error).toMatch(/^cities\.1: Faridabad is not in the service area/)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...vet, cities: ['Gurgaon'] }),
    })
    expect(added.statusCode, added.body).toBe(201)
  })

  it('shows admins the waiting and failed jobs', async () => {
    await t.app.jobs.send('appointment-reminder', { appointmentId: '00000000-0000-4000-8000-000000000000', kind: 'two_hours', startsAt: new Date().toISOString() }, { startAfter: new Date(Date.now() + 3_600_000) })
    const pending = JobsResponse.parse((await call('GET', '/api/admin/jobs?state=pending', admin)).json())
    expect(pending.jobs.some((job) => job.name === 'appointment-reminder' && job.state === 'created')).toBe(true)
    for (const state of ['failed', 'all']) {
      const answer = await call('GET', `/api/admin/jobs?state=${state}`, admin)
      expect(answer.statusCode, answer.body).toBe(200)
      JobsResponse.parse(answer.json())
    }
    expect((await call('GET', '/api/admin/jobs?state=stuck', admin)).json().error).toContain('state')
  })
})
