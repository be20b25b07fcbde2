import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppointmentResponse } from '../../../core/contracts/booking.ts'
import { VetVisitResponse, VetVisitsResponse } from '../../../core/contracts/visits.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { appointments, auditLog, pets } from '../../db/schema.ts'
import { STATUS_SMS_JOB } from '../appointments/owner-notices.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const OTHER_VET = '9822222222'
const CUSTOMER = '9876543210'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z')) // 8:00 am India time on 23 Nov
const sms = capturingSms()
let t: TestApp
let admin: string
let customer: string
let vet: string
let otherVet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'vet_assigned', vetId: VET, landmark: 'Near the park', ...overrides })
}

/** The vet takes the amount due in cash, so the visit can be completed. */
async function payCash(id: string) {
  const paid = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })
  expect(paid.statusCode, paid.body).toBe(200)
}

const RECORD = {
  findings: 'Alert, temperature 39.6 °C, mild redness in both ears, no lameness.',
  diagnosisNotes: 'Otitis externa, likely yeast.',
  prescription: [{ medicine: 'Otic drops (clotrimazole + gentamicin)', dose: '4 drops each ear', frequency: 'twice a day', days: 7 }],
  vaccinesGiven: [{ name: 'Anti-rabies', batch: 'RB-2291', nextDueDate: '2027-11-23' }],
  advice: 'Keep the ears dry; no bathing for a week.',
  followUpDate: '2026-11-30',
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  // The service area decides which cities a vet may cover.
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  customer = await session(CUSTOMER)
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Imran Shaikh']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode).toBe(201)
  }
  // A vet types only a first name at sign-in; owners still see the name the admins gave.
  vet = await session(VET, 'Kavya')
  otherVet = await session(OTHER_VET, 'Dr. Imran Shaikh')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  sms.reset()
  await t.database.db.execute(sql`truncate refunds, appointments cascade`)
  await t.database.db.execute(sql`delete from pgboss.job where name like 'appointment-%'`)
})

describe('the vet’s day API', () => {
  it('answers 401 signed out and 403 to a customer or an admin on every vet route; another vet gets 404', async () => {
    const id = await insertVisit()
    const routes: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', '/api/vet/visits', undefined],
      ['POST', `/api/vet/visits/${id}/status`, { status: 'on_the_way' }],
      ['PUT', `/api/vet/visits/${id}/record`, RECORD],
    ]
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url} as an admin`).toBe(403)
    }
    // Another vet neither sees nor moves nor writes this visit.
    const theirs = VetVisitsResponse.parse((await call('GET', '/api/vet/visits?date=2026-11-23', otherVet)).json())
    expect(theirs.visits).toEqual([])
    expect((await call('POST', `/api/vet/visits/${id}/status`, otherVet, { status: 'on_the_way' })).statusCode).toBe(404)
    expect((await call('PUT', `/api/vet/visits/${id}/record`, otherVet, RECORD)).statusCode).toBe(404)
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id))
    expect(row?.status).toBe('vet_assigned')
  })

  it('lists today’s and tomorrow’s visits in time order with the address, a map link and the next moves', async () => {
    await insertVisit({ time: '15:00', startsAt: new Date('2026-11-23T09:30:00.000Z'), petName: 'Mishti', petType: 'cat', latitude: 28.44, longitude: 77.05 })
    await insertVisit()
    await insertVisit({ date: '2026-11-24', startsAt: new Date('2026-11-24T04:30:00.000Z'), petName: 'Tiger' })
    await insertVisit({ date: '2026-11-26', startsAt: new Date('2026-11-26T04:30:00.000Z'), petName: 'Later' })
    await insertVisit({ vetId: OTHER_VET, time: '12:00', petName: 'Not mine' })
    const day = VetVisitsResponse.parse((await call('GET', '/api/vet/visits', vet)).json())
    expect(day.dates).toEqual(['2026-11-23', '2026-11-24'])
    expect(day.visits.map((visit) => `${visit.date} ${visit.time} ${visit.pet.name}`)).toEqual(['2026-11-23 10:00 Bruno', '2026-11-23 15:00 Mishti', '2026-11-24 10:00 Tiger'])
    const [bruno, mishti] = day.visits
    expect(bruno).toMatchObject({ address: 'H-12, Sector 45, Near the park, Gurgaon, 122003', owner: { phone: CUSTOMER }, nextStatuses: ['on_the_way', 'no_show'] })
    expect(bruno?.mapUrl).toContain(encodeURIComponent('H-12, Sector 45'))
    expect(mishti?.mapUrl).toContain(encodeURIComponent('28.44,77.05'))
  })

  it("sets a visit on the way only on its own day in India, so the owner is never told a day early", async () => {
    const tomorrow = await insertVisit({ date: '2026-11-24', time: '13:00', startsAt: new Date('2026-11-24T07:30:00.000Z') })
    const early = await call('POST', `/api/vet/visits/${tomorrow}/status`, vet, { status: 'on_the_way' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'NOT_VISIT_DAY', error: 'A visit can be set on the way only on its own day (Tue, 24 Nov).' })
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    expect(sms.sent.filter((message) => message.to === CUSTOMER)).toEqual([])
    // On the visit's own day the same move is taken (the next test walks today's visit through it).
    expect((await call('POST', `/api/vet/visits/${await insertVisit()}/status`, vet, { status: 'on_the_way' })).statusCode).toBe(200)
  })

  it('walks on the way, in progress, record, completed; the owner is told by SMS and then reads the record', async () => {
    const id = await insertVisit()
    const move = (status: string) => call('POST', `/api/vet/visits/${id}/status`, vet, { status })

    const skipped = await move('completed')
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json().error).toMatch(/vet_assigned.*completed/)
    expect((await move('on_the_way')).statusCode).toBe(200)
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    expect(sms.sent.at(-1)).toMatchObject({ to: CUSTOMER, text: expect.stringContaining('Dr. Kavya Rao is on the way') })

    const early = await call('PUT', `/api/vet/visits/${id}/record`, vet, RECORD)
    expect(early.statusCode).toBe(409)
    expect((await move('in_progress')).statusCode).toBe(200)
    const notYet = await move('completed')
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().code).toBe('RECORD_REQUIRED')

    const written = await call('PUT', `/api/vet/visits/${id}/record`, vet, RECORD)
    expect(written.statusCode).toBe(200)
    expect(VetVisitResponse.parse(written.json()).visit.record).toMatchObject({ prescription: RECORD.prescription, followUpDate: '2026-11-30' })
    // Before completion the owner sees the live status and the vet, but no record yet.
    const during = AppointmentResponse.parse((await call('GET', `/api/appointments/${id}`, customer)).json())
    expect(during.appointment).toMatchObject({ visitStatus: 'in_progress', vet: { name: 'Dr. Kavya Rao' }, record: null })

    // A visit is completed with nothing due (issue 22): the vet takes the money first.
    await payCash(id)
    expect((await move('completed')).statusCode).toBe(200)
    const after = AppointmentResponse.parse((await call('GET', `/api/appointments/${id}`, customer)).json())
    expect(after.appointment).toMatchObject({ status: 'completed', visitStatus: 'completed', vet: { name: 'Dr. Kavya Rao' } })
    expect(after.appointment.record).toMatchObject({
      findings: RECORD.findings,
      prescription: RECORD.prescription,
      vaccinesGiven: RECORD.vaccinesGiven,
      vet: { name: 'Dr. Kavya Rao', registrationNumber: 'HR-12345' },
    })
    const list = await call('GET', '/api/appointments', customer)
    expect(JSON.stringify(list.json())).toContain('Otic drops')

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((row) => row.action).sort()).toEqual(['visit.record', 'visit.status', 'visit.status', 'visit.status'])
    // Only vet_assigned, on_the_way and cancellations are messaged: in progress and completed are not.
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    expect(sms.sent.filter((message) => message.to === CUSTOMER)).toHaveLength(1)
  })

  it('refuses a bad record naming the field, and a bad status or id', async () => {
    const id = await insertVisit({ status: 'in_progress' })
    const cases: Array<[unknown, string]> = [
      [{ ...RECORD, findings: '' }, 'findings'],
      [{ ...RECORD, prescription: [{ ...RECORD.prescription[0], days: 0 }] }, 'prescription.0.days'],
      [{ ...RECORD, prescription: [{ ...RECORD.prescription[0], medicine: undefined }] }, 'prescription.0.medicine'],
      [{ ...RECORD, vaccinesGiven: [{ name: 'DHPPi', batch: '', nextDueDate: null }] }, 'vaccinesGiven.0.batch'],
      [{ ...RECORD, vaccinesGiven: [{ name: 'DHPPi', batch: 'X1', nextDueDate: '23/11/2027' }] }, 'vaccinesGiven.0.nextDueDate'],
      [{ ...RECORD, followUpDate: 'next week' }, 'followUpDate'],
      // Impossible calendar days are refused here, never sent to the database (security review F3).
      [{ ...RECORD, vaccinesGiven: [{ name: 'DHPPi', batch: 'X1', nextDueDate: '2027-02-30' }] }, 'vaccinesGiven.0.nextDueDate'],
      [{ ...RECORD, followUpDate: '2026-02-30' }, 'followUpDate'],
      [{ ...RECORD, followUpDate: '2026-13-01' }, 'followUpDate'],
      [{ ...RECORD, advice: 'ok\u0000' }, 'advice'],
    ]
    for (const [body, field] of cases) {
      const answer = await call('PUT', `/api/vet/visits/${id}/record`, vet, body)
      expect(answer.statusCode, field).toBe(400)
      expect(answer.json().error, field).toContain(field)
    }
    const badStatus = await call('POST', `/api/vet/visits/${id}/status`, vet, { status: 'cancelled_by_clinic' })
    expect(badStatus.statusCode).toBe(400)
    expect(badStatus.json().error).toContain('status')
    expect((await call('POST', '/api/vet/visits/nope/status', vet, { status: 'completed' })).json().error).toContain('id')
    expect((await call('GET', '/api/vet/visits?date=tomorrow', vet)).json().error).toContain('date')
    for (const date of ['2026-02-30', '2026-13-01', '2026-00-10', '9999-99-99']) {
      const day = await call('GET', `/api/vet/visits?date=${date}`, vet)
      expect(day.statusCode, date).toBe(400)
      expect(day.json().error, date).toContain('date')
    }
  })

  it('lists the vaccines given to a pet at completed visits, for its health record', async () => {
    const petId = randomUUID()
    await t.database.db.insert(pets).values({ id: petId, userId: CUSTOMER, name: 'Bruno', type: 'dog', breed: 'Labrador' })
    const id = await insertVisit({ petId, status: 'in_progress' })
    expect((await call('PUT', `/api/vet/visits/${id}/record`, vet, RECORD)).statusCode).toBe(200)
    expect(await t.app.visits.vaccinesGivenToPet(petId)).toEqual([])
    await payCash(id)
    expect((await call('POST', `/api/vet/visits/${id}/status`, vet, { status: 'completed' })).statusCode).toBe(200)
    expect(await t.app.visits.vaccinesGivenToPet(petId)).toEqual([
      { appointmentId: id, date: '2026-11-23', name: 'Anti-rabies', batch: 'RB-2291', nextDueDate: '2027-11-23', vet: { id: VET, name: 'Dr. Kavya Rao' } },
    ])
    // The pet's health record now holds the dose, verified by the vet, once.
    const health = await call('GET', `/api/pets/${petId}/health`, customer)
    expect(health.statusCode).toBe(200)
    expect(health.json().doses).toEqual([
      expect.objectContaining({ kind: 'vaccination', vaccine: 'rabies', productName: 'Anti-rabies', batch: 'RB-2291', givenOn: '2026-11-23', nextDueOn: '2027-11-23', verifiedByVet: true }),
    ])
  })

  it('moves the health record on only for vaccines of the schedules, and leaves the rest in the visit record', async () => {
    const petId = randomUUID()
    await t.database.db.insert(pets).values({ id: petId, userId: CUSTOMER, name: 'Moti', type: 'dog', breed: 'Indie' })
    const id = await insertVisit({ petId, status: 'in_progress' })
    const vaccinesGiven = [
      { name: 'Nobivac DHPPi+L', batch: 'DL-1', nextDueDate: null },
      { name: 'Kennel cough (intranasal)', batch: 'KC-7', nextDueDate: null },
    ]
    expect((await call('PUT', `/api/vet/visits/${id}/record`, vet, { ...RECORD, vaccinesGiven })).statusCode).toBe(200)
    await payCash(id)
    expect((await call('POST', `/api/vet/visits/${id}/status`, vet, { status: 'completed' })).statusCode).toBe(200)
    const doses = (await call('GET', `/api/pets/${petId}/health`, customer)).json().doses as Array<{ vaccine: string; verifiedByVet: boolean }>
    expect(doses.map((dose) => dose.vaccine).sort()).toEqual(['dhppi', 'leptospirosis'])
    expect(doses.every((dose) => dose.verifiedByVet)).toBe(true)
  })
})

describe('assigning a vet who covers the visit', () => {
  it('refuses a vet who does not cover the city or the visit type with 422 and a code', async () => {
    const noida = await insertVisit({ status: 'confirmed', vetId: null, city: 'Noida', pincode: '201301' })
    const city = await call('POST', `/api/admin/appointments/${noida}/assign`, admin, { vetId: VET })
    expect(city.statusCode).toBe(422)
    expect(city.json()).toMatchObject({ code: 'VET_CITY_NOT_COVERED', error: expect.stringContaining('vetId') })
    const video = await insertVisit({ status: 'confirmed', vetId: null, visitType: 'video', time: '12:00' })
    const type = await call('POST', `/api/admin/appointments/${video}/assign`, admin, { vetId: VET })
    expect(type.statusCode).toBe(422)
    expect(type.json()).toMatchObject({ code: 'VET_VISIT_TYPE_NOT_COVERED' })
    const gurgaon = await insertVisit({ status: 'confirmed', vetId: null, time: '16:00' })
    expect((await call('POST', `/api/admin/appointments/${gurgaon}/assign`, admin, { vetId: VET })).statusCode).toBe(200)
    await t.app.jobs.runDue(STATUS_SMS_JOB)
    expect(sms.sent.at(-1)).toMatchObject({ to: CUSTOMER, text: expect.stringContaining('Dr. Kavya Rao will see Bruno') })
  })
})
