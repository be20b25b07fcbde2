import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BILLABLE_CATALOGUE } from '../../../core/catalogue/medicines.ts'
import { BillableListResponse, CatalogueListResponse } from '../../../core/contracts/catalogue.ts'
import { BillResponse } from '../../../core/contracts/collections.ts'
import { AdminServiceListResponse, AdminServiceResponse } from '../../../core/contracts/content-admin.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { clearVisitsAndMoney, insertVisit } from '../../../tests/support/visits.ts'
import { seedDatabase } from '../../db/seed.ts'

/**
 * Medicines and consumables in the catalogue (issue 36, decision 0072): admins keep them with a unit
 * and a GST rate, vets bill them at a visit, and nobody books them or puts them in a cart.
 */
const ADMIN = '9000000001'
const OWNER = '9876543210'
const VET = '9811111111'
// Sign-ins 13 minutes apart: at most 5 codes per number per hour (SECURITY.md), and an admin idles out after 30.
const STEP = 13 * 60_000
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string
let vet: string
let owner: string
const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(STEP)
  return signIn(t.app, sms, phone, name)
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  expect((await call('POST', '/api/admin/staff', admin, { name: 'Dr. Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-12345', visitTypes: ['home'], cities: ['Gurgaon'] })).statusCode).toBe(201)
  vet = await session(VET, 'Kavya')
  owner = await session(OWNER)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
  await t.database.db.execute(sql`delete from catalogue_services where id like 'test-%'`)
  admin = await session(ADMIN, 'Meera')
})

describe('the seeded medicines and consumables', () => {
  it('are billable by a vet, with unit and GST, and never listed for booking', async () => {
    const services = CatalogueListResponse.parse((await call('GET', '/api/services')).json())
    expect(services.map((service) => service.id).filter((id) => id.startsWith('med-') || id.startsWith('cons-'))).toEqual([])

    const billable = BillableListResponse.parse((await call('GET', '/api/vet/catalogue', vet)).json()).items
    const medicines = billable.filter((item) => item.kind !== 'service')
    expect(medicines.map((item) => item.id)).toEqual(BILLABLE_CATALOGUE.map((item) => item.id))
    expect(billable.find((item) => item.id === 'med-doxycycline-100-tablets')).toEqual({
      id: 'med-doxycycline-100-tablets',
      title: 'Doxycycline 100 mg',
      kind: 'medicine',
      petType: 'dog',
      unit: 'strip of 10 tablets',
      price: 120,
      taxRate: 5,
    })
    expect(billable.find((item) => item.id === 'cons-elizabethan-collar')).toMatchObject({ kind: 'consumable', taxRate: 18, price: 350 })
    // The services a vet bills stay on the list too.
    expect(billable.find((item) => item.id === 'dog-vaccination-rabies')).toMatchObject({ kind: 'service', unit: '' })

    expect((await call('GET', '/api/vet/catalogue')).statusCode).toBe(401)
    expect((await call('GET', '/api/vet/catalogue', owner)).statusCode).toBe(403)
  })

  it('cannot be booked or paid for online', async () => {
    const booked = await call('POST', '/api/appointments', owner, homeVisitBody(OWNER, { services: [{ id: 'med-dewormer-dog-tablet', quantity: 1 }], totalAmount: 150 }))
    expect(booked.statusCode).toBe(400)
    expect(booked.json().error).toBe('services.0.id: This service is not available')
  })
})

describe('a medicine on the vet’s bill', () => {
  it('is priced from the catalogue with its unit and GST, and removed like any line', async () => {
    const id = await insertVisit(t.database.db, { userId: OWNER, status: 'in_progress', vetId: VET })
    const added = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'med-doxycycline-100-tablets', quantity: 2, price: 1 })
    expect(added.statusCode).toBe(201)
    const bill = BillResponse.parse(added.json()).bill
    const line = bill.lines.find((entry) => entry.serviceId === 'med-doxycycline-100-tablets')
    expect(line).toMatchObject({ title: 'Doxycycline 100 mg (strip of 10 tablets)', unitPaise: 12_000, quantity: 2, taxRateBps: 500, amountPaise: 24_000, source: 'visit' })
    // ₹240 with 5 % GST inside: 240 × 5/105 = ₹11.43.
    expect(line?.taxPaise).toBe(1143)
    expect(bill.duePaise).toBe(79_900 + 24_000)
    const removed = await call('DELETE', `/api/vet/visits/${id}/bill/lines/${line?.lineId}`, vet)
    expect(BillResponse.parse(removed.json()).bill.duePaise).toBe(79_900)
  })
})

describe('admins keep medicines and consumables', () => {
  it('add one with its unit and GST rate and no service type; a service still needs its type', async () => {
    const created = await call('POST', '/api/admin/services', admin, {
      id: 'test-cefpodoxime',
      title: 'Cefpodoxime 100 mg',
      kind: 'medicine',
      petType: 'any',
      unit: 'strip of 10 tablets',
      description: 'Antibiotic for skin infections.',
      price: 180,
      discountedPrice: 180,
      taxRate: 5,
    })
    expect(created.statusCode).toBe(201)
    expect(AdminServiceResponse.parse(created.json()).service).toMatchObject({ kind: 'medicine', serviceType: null, unit: 'strip of 10 tablets', taxRate: 5 })
    const listed = AdminServiceListResponse.parse((await call('GET', '/api/admin/services', admin)).json()).services
    expect(listed.find((item) => item.id === 'med-fluralaner-dog-10-20kg')).toMatchObject({ kind: 'medicine', serviceType: null, taxRate: 5 })
    expect(BillableListResponse.parse((await call('GET', '/api/vet/catalogue', vet)).json()).items.map((item) => item.id)).toContain('test-cefpodoxime')
    expect(CatalogueListResponse.parse((await call('GET', '/api/services')).json()).map((item) => item.id)).not.toContain('test-cefpodoxime')

    const base = { title: 'Thing', petType: 'any', description: 'A thing.', price: 10, discountedPrice: 10 }
    const noUnit = await call('POST', '/api/admin/services', admin, { ...base, id: 'test-no-unit', kind: 'consumable' })
    expect(noUnit.statusCode).toBe(400)
    expect(noUnit.json().error).toContain('unit: say what one unit is')
    const typed = await call('POST', '/api/admin/services', admin, { ...base, id: 'test-typed', kind: 'medicine', unit: '1 dose', serviceType: 'checkup' })
    expect(typed.statusCode).toBe(400)
    expect(typed.json().error).toContain('serviceType: is for services only')
    const untypedService = await call('POST', '/api/admin/services', admin, { ...base, id: 'test-untyped' })
    expect(untypedService.statusCode).toBe(400)
    expect(untypedService.json().error).toContain('serviceType: is required for a service')
    const badRate = await call('POST', '/api/admin/services', admin, { ...base, id: 'test-rate', kind: 'medicine', unit: '1 dose', taxRate: 7 })
    expect(badRate.statusCode).toBe(400)
    expect(badRate.json().error).toContain('taxRate')
  })

  it('edit a medicine’s price, unit and GST; it never gains a service type', async () => {
    const listed = AdminServiceListResponse.parse((await call('GET', '/api/admin/services', admin)).json()).services
    const collar = listed.find((item) => item.id === 'cons-elizabethan-collar')
    expect(collar).toBeDefined()
    const saved = await call('PUT', '/api/admin/services/cons-elizabethan-collar', admin, { price: 400, discountedPrice: 380, unit: '1 collar (large)', taxRate: 18, version: collar?.version })
    expect(saved.statusCode).toBe(200)
    expect(AdminServiceResponse.parse(saved.json()).service).toMatchObject({ price: 400, discountedPrice: 380, unit: '1 collar (large)', taxRate: 18, kind: 'consumable' })
    const version = AdminServiceResponse.parse(saved.json()).service.version
    const typed = await call('PUT', '/api/admin/services/cons-elizabethan-collar', admin, { serviceType: 'grooming', version })
    expect(typed.statusCode).toBe(400)
    expect(typed.json().error).toBe('serviceType: is for services only; a medicine or consumable has none')
    const emptied = await call('PUT', '/api/admin/services/cons-elizabethan-collar', admin, { unit: ' ', version })
    expect(emptied.statusCode).toBe(400)
    expect(emptied.json().error).toContain('unit:')
    const billable = BillableListResponse.parse((await call('GET', '/api/vet/catalogue', vet)).json()).items
    expect(billable.find((item) => item.id === 'cons-elizabethan-collar')).toMatchObject({ price: 380, unit: '1 collar (large)' })
  })
})
