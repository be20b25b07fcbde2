import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoardResponse } from '../../../core/contracts/board.ts'
import { DeskResponse, DeskVisitResponse } from '../../../core/contracts/clinic-desk.ts'
import { StaffClinicsResponse, StaffResponse } from '../../../core/contracts/staff.ts'
import { VetVisitsResponse } from '../../../core/contracts/visits.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { insertVisit } from '../../../tests/support/visits.ts'
import { jobRows } from '../../../tests/support/jobs.ts'
import { jobIdFor } from '../jobs/queue.ts'
import { clinics } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { CLINIC_NOTICE_MAIL_JOB, CLINIC_NOTICE_SMS_JOB } from '../appointments/clinic-notices.ts'

/**
 * A partner clinic's side of clinic visits (issue 36, decision 0072): the board and the vet's card
 * name the clinic, the clinic hears of each booking, move and cancellation, and a clinic desk sees
 * its own clinic's visits and nothing of another clinic.
 */
const ADMIN = '9000000001'
const OWNER = '9876543210'
const VET = '9811111111'
const DESK = '9822200031'
const LAJPAT = 'clinic-delhi-lajpat-nagar'
const LAJPAT_PHONE = '6000000102'
const INDIRAPURAM = 'clinic-ghaziabad-indirapuram'
const MINUTE = 60_000
// 06:00 UTC on 22 Nov 2026 is 11:30 in India, a Sunday.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()
let t: TestApp
const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

/** An admin adds the clinic desk for `clinicId`, and the desk signs in. */
async function deskFor(clinicId: string, phone = DESK) {
  const admin = await session(ADMIN, 'Meera')
  const created = await call('POST', '/api/admin/staff', admin, { name: 'Lajpat front desk', phoneNumber: phone, role: 'clinic', clinicId })
  expect(created.statusCode).toBe(201)
  return { admin, desk: await session(phone, 'Desk') }
}

const clinicTexts = () => sms.sent.filter((message) => message.to === LAJPAT_PHONE)
const clinicMails = () => mailer.sent.filter((mail) => mail.to === 'desk@lajpatvet.in')
async function deliverClinicNotices() {
  await t.app.jobs.runDue(CLINIC_NOTICE_SMS_JOB)
  await t.app.jobs.runDue(CLINIC_NOTICE_MAIL_JOB)
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, mailer })
  await seedDatabase(t.database.db, { demoData: true })
  await t.database.db.update(clinics).set({ email: 'desk@lajpatvet.in' }).where(eq(clinics.id, LAJPAT))
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(
    sql`truncate appointments, slot_counts, pets, payments, payment_orders, idempotency_keys, users, sessions, otp_challenges, otp_failures, staff_profiles, audit_log cascade`,
  )
  await t.database.db.execute(sql`delete from pgboss.job where name in (${CLINIC_NOTICE_SMS_JOB}, ${CLINIC_NOTICE_MAIL_JOB})`)
  clock.reset()
  sms.reset()
  mailer.sent.length = 0
})

describe('a clinic desk on the staff page', () => {
  it('is added with its one clinic, which the staff list names; the clinic is required and must exist', async () => {
    const admin = await session(ADMIN, 'Meera')
    const choices = StaffClinicsResponse.parse((await call('GET', '/api/admin/staff/clinics', admin)).json()).clinics
    expect(choices).toEqual(expect.arrayContaining([{ id: LAJPAT, name: 'PetVaidya Partner Clinic, Lajpat Nagar', city: 'Delhi', live: true }]))

    const missing = await call('POST', '/api/admin/staff', admin, { name: 'Front desk', phoneNumber: DESK, role: 'clinic' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toContain('clinicId: Choose the clinic this person works for')
    const unknown = await call('POST', '/api/admin/staff', admin, { name: 'Front desk', phoneNumber: DESK, role: 'clinic', clinicId: 'clinic-nowhere' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toBe('clinicId: No clinic has this id')
    const vetWithClinic = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-12345', visitTypes: ['clinic'], clinicId: LAJPAT })
    expect(vetWithClinic.statusCode).toBe(400)
    expect(vetWithClinic.json().error).toContain('clinicId: is for clinic desks only')

    const created = await call('POST', '/api/admin/staff', admin, { name: 'Lajpat front desk', phoneNumber: DESK, role: 'clinic', clinicId: LAJPAT })
    expect(created.statusCode).toBe(201)
    expect(StaffResponse.parse(created.json()).staff).toMatchObject({ id: DESK, role: 'clinic', clinic: { id: LAJPAT, name: 'PetVaidya Partner Clinic, Lajpat Nagar' }, cities: [], visitTypes: [] })
    const signedIn = await session(DESK, 'Desk')
    const me = await call('GET', '/api/auth/session', signedIn)
    expect(me.json().user.role).toBe('clinic')
  })

  it('ends the desk’s sessions when an admin moves it to another clinic, and the new clinic is the only one it sees', async () => {
    const { admin, desk } = await deskFor(LAJPAT)
    expect((await call('GET', '/api/clinic-desk/visits', desk)).statusCode).toBe(200)
    const moved = await call('PUT', `/api/admin/staff/${DESK}`, admin, { clinicId: INDIRAPURAM })
    expect(moved.statusCode).toBe(200)
    expect(StaffResponse.parse(moved.json()).staff.clinic?.id).toBe(INDIRAPURAM)
    expect((await call('GET', '/api/clinic-desk/visits', desk)).statusCode).toBe(401)
    const again = await session(DESK, 'Desk')
    expect(DeskResponse.parse((await call('GET', '/api/clinic-desk/visits', again)).json()).clinic.id).toBe(INDIRAPURAM)
  })
})

describe('the clinic desk API', () => {
  it('answers 401 signed out and 403 to a customer, a vet and an admin', async () => {
    const admin = await session(ADMIN, 'Meera')
    expect((await call('POST', '/api/admin/staff', admin, { name: 'Dr. Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-12345', visitTypes: ['clinic'] })).statusCode).toBe(201)
    const vet = await session(VET, 'Kavya')
    const owner = await session(OWNER)
    for (const url of ['/api/clinic-desk/visits', '/api/clinic-desk/visits/00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', url)).statusCode, `${url} signed out`).toBe(401)
      for (const [who, cookie] of [['owner', owner], ['vet', vet], ['admin', admin]] as const) {
        const answer = await call('GET', url, cookie)
        expect(answer.statusCode, `${url} as ${who}`).toBe(403)
        expect(answer.json().error).toBe('Clinic desks only')
      }
    }
    // A desk reaches no admin or vet route.
    const { desk } = await deskFor(LAJPAT)
    expect((await call('GET', '/api/admin/appointments', desk)).statusCode).toBe(403)
    expect((await call('GET', '/api/vet/visits', desk)).statusCode).toBe(403)
  })

  it('lists today’s and the coming days’ visits at its own clinic only, and finds no visit of another clinic', async () => {
    const today = await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-11-22', time: '15:00', petName: 'Sheru', address: null, city: null, pincode: null, notes: 'Limping since morning' })
    const tomorrow = await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-11-23', time: '10:00', petName: 'Misty', petType: 'cat', petBreed: 'Persian' })
    const cancelled = await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-11-23', time: '12:00', petName: 'Tiger', status: 'cancelled_by_clinic', cancelReason: 'Vet unwell' })
    await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-11-21', time: '10:00', petName: 'Yesterday' })
    await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-12-10', time: '10:00', petName: 'Far ahead' })
    const elsewhere = await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: INDIRAPURAM, date: '2026-11-22', time: '16:00', petName: 'Elsewhere' })
    await insertVisit(t.database.db, { userId: null, date: '2026-11-22', time: '17:00', petName: 'Home visit' })
    const { desk } = await deskFor(LAJPAT)

    const listed = DeskResponse.parse((await call('GET', '/api/clinic-desk/visits', desk)).json())
    expect(listed.clinic).toEqual({ id: LAJPAT, name: 'PetVaidya Partner Clinic, Lajpat Nagar', address: 'B-24, Lajpat Nagar II, New Delhi 110024', phone: LAJPAT_PHONE })
    expect(listed).toMatchObject({ today: '2026-11-22', from: '2026-11-22', to: '2026-11-28' })
    expect(listed.visits.map((visit) => visit.id)).toEqual([today, tomorrow, cancelled])
    expect(listed.visits[0]).toMatchObject({ pet: { name: 'Sheru', type: 'dog', breed: 'Labrador' }, owner: { name: 'Asha Verma' }, notes: 'Limping since morning', status: 'booked', vet: null })
    expect(listed.visits[2]).toMatchObject({ status: 'cancelled_by_clinic', cancelReason: 'Vet unwell' })
    const month = DeskResponse.parse((await call('GET', '/api/clinic-desk/visits?days=31', desk)).json())
    expect(month.visits.map((visit) => visit.pet.name)).toEqual(['Sheru', 'Misty', 'Tiger', 'Far ahead'])

    expect(DeskVisitResponse.parse((await call('GET', `/api/clinic-desk/visits/${tomorrow}`, desk)).json()).visit.pet.name).toBe('Misty')
    const other = await call('GET', `/api/clinic-desk/visits/${elsewhere}`, desk)
    expect(other.statusCode).toBe(404)
    expect(other.json().error).toBe('No visit at your clinic has this id')

    const past = await call('GET', '/api/clinic-desk/visits?from=2026-11-21', desk)
    expect(past.statusCode).toBe(400)
    expect(past.json().error).toBe('from: The clinic desk shows today and the days ahead')
    expect((await call('GET', '/api/clinic-desk/visits?days=32', desk)).json().error).toContain('days')
    expect((await call('GET', '/api/clinic-desk/visits/not-a-uuid', desk)).statusCode).toBe(400)
  })
})

describe('clinic visits name the clinic', () => {
  it('on the board and on the vet’s card, with its address, phone and map', async () => {
    const admin = await session(ADMIN, 'Meera')
    expect((await call('POST', '/api/admin/staff', admin, { name: 'Dr. Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-12345', visitTypes: ['clinic'], cities: ['Delhi'] })).statusCode).toBe(201)
    await insertVisit(t.database.db, { userId: null, visitType: 'clinic', clinicId: LAJPAT, date: '2026-11-22', time: '15:00', address: null, city: null, pincode: null, status: 'vet_assigned', vetId: VET })
    await insertVisit(t.database.db, { userId: null, date: '2026-11-22', time: '16:00', petName: 'Home', status: 'vet_assigned', vetId: VET })
    const clinic = {
      id: LAJPAT,
      name: 'PetVaidya Partner Clinic, Lajpat Nagar',
      address: 'B-24, Lajpat Nagar II, New Delhi 110024',
      phone: LAJPAT_PHONE,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=28.5677%2C77.2433',
    }
    const board = BoardResponse.parse((await call('GET', '/api/admin/appointments?from=2026-11-22&to=2026-11-22', admin)).json())
    expect(board.appointments.map((visit) => visit.clinic)).toEqual([clinic, null])
    const vet = await session(VET, 'Kavya')
    const day = VetVisitsResponse.parse((await call('GET', '/api/vet/visits', vet)).json())
    expect(day.visits.map((visit) => visit.clinic)).toEqual([clinic, null])
  })
})

describe('the clinic is told of each clinic visit', () => {
  const clinicVisit = (overrides: Record<string, unknown> = {}) =>
    homeVisitBody(OWNER, { appointmentType: 'clinic', clinicId: LAJPAT, totalAmount: 499, address: '', city: '', pincode: '', landmark: '', notes: 'Itchy ears', ...overrides })

  it('by SMS and e-mail once each for a booking, a move and a cancellation, each job keyed by its cause', async () => {
    const owner = await session(OWNER)
    const booked = await call('POST', '/api/appointments', owner, clinicVisit())
    expect(booked.statusCode).toBe(201)
    const id = booked.json().appointment.id as string
    // Booked twice over (a retry of the same booking queues nothing more).
    await deliverClinicNotices()
    await deliverClinicNotices()
    expect(clinicTexts()).toEqual([
      {
        to: LAJPAT_PHONE,
        code: '',
        text: 'PetVaidya: new clinic visit at PetVaidya Partner Clinic, Lajpat Nagar, Mon, 23 Nov, 10:00 am: Bruno (dog, Labrador), Health check-up, owner Asha. Details: http://localhost:3000/clinic-desk',
      },
    ])
    expect(clinicMails()).toHaveLength(1)
    expect(clinicMails()[0]?.subject).toBe('New clinic visit: Bruno, Mon, 23 Nov, 10:00 am')
    expect(clinicMails()[0]?.text).toContain('Owner: Asha Verma, +91 98765 43210')
    expect(clinicMails()[0]?.text).toContain("Owner's notes: Itchy ears")

    expect((await call('POST', `/api/appointments/${id}/reschedule`, owner, { appointmentDate: '2026-11-24', appointmentTime: '12:00' })).statusCode).toBe(200)
    await deliverClinicNotices()
    expect(clinicTexts().at(-1)?.text).toBe(
      'PetVaidya: clinic visit moved at PetVaidya Partner Clinic, Lajpat Nagar: Bruno (dog, Labrador) is now Tue, 24 Nov, 12:00 pm (was Mon, 23 Nov, 10:00 am). Details: http://localhost:3000/clinic-desk',
    )
    expect(clinicMails().at(-1)?.subject).toBe("Moved: Bruno's clinic visit is now Tue, 24 Nov, 12:00 pm")

    expect((await call('POST', `/api/appointments/${id}/cancel`, owner)).statusCode).toBe(200)
    await deliverClinicNotices()
    await deliverClinicNotices()
    expect(clinicTexts().at(-1)?.text).toBe('PetVaidya: clinic visit cancelled at PetVaidya Partner Clinic, Lajpat Nagar: Bruno (dog, Labrador), Tue, 24 Nov, 12:00 pm. The place is free.')
    expect(clinicMails().at(-1)?.subject).toBe("Cancelled: Bruno's clinic visit, Tue, 24 Nov, 12:00 pm")
    expect(clinicTexts()).toHaveLength(3)
    expect(clinicMails()).toHaveLength(3)
    const jobs = await jobRows(t.database, CLINIC_NOTICE_SMS_JOB)
    const causes = [`${id}:booked`, `${id}:moved:2026-11-23T10:00:2026-11-24T12:00`, `${id}:cancelled`]
    expect(jobs.map((job) => job.id)).toEqual(causes.map((cause) => jobIdFor(`${CLINIC_NOTICE_SMS_JOB}:${cause}`)))
  })

  it('when the team cancels it on the board, with the reason; and never for a home visit', async () => {
    const owner = await session(OWNER)
    const home = await call('POST', '/api/appointments', owner, homeVisitBody(OWNER))
    expect(home.statusCode).toBe(201)
    const booked = await call('POST', '/api/appointments', owner, clinicVisit({ appointmentTime: '12:00', petName: 'Simba' }))
    const id = booked.json().appointment.id as string
    await deliverClinicNotices()
    expect(clinicTexts()).toHaveLength(1)
    const admin = await session(ADMIN, 'Meera')
    const cancelled = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'cancelled_by_clinic', reason: 'The vet is unwell' })
    expect(cancelled.statusCode).toBe(200)
    await deliverClinicNotices()
    expect(clinicTexts().at(-1)?.text).toContain('Simba (dog, Labrador), Mon, 23 Nov, 12:00 pm. The place is free. Reason: The vet is unwell.')
    expect(clinicMails().at(-1)?.text).toContain('is cancelled; the place is free again. Reason: The vet is unwell.')
    expect(clinicTexts()).toHaveLength(2)
    expect(sms.sent.filter((message) => message.text.includes('clinic visit') && message.text.includes('Bruno'))).toEqual([])
  })

  it('sends no booking notice for a visit cancelled before it went, only the cancellation', async () => {
    const owner = await session(OWNER)
    const id = (await call('POST', '/api/appointments', owner, clinicVisit())).json().appointment.id as string
    expect((await call('POST', `/api/appointments/${id}/cancel`, owner)).statusCode).toBe(200)
    await deliverClinicNotices()
    expect(clinicTexts().map((message) => message.text.split(':')[1]?.trim())).toEqual(['clinic visit cancelled at PetVaidya Partner Clinic, Lajpat Nagar'])
  })
})
