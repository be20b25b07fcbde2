import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CreateAppointmentResponse, SlotsResponse } from '../../../core/contracts/booking.ts'
import { ClinicApplicationResponse, ClinicResponse, ClinicsResponse, FavoritesResponse, MyApplicationsResponse } from '../../../core/contracts/clinics.ts'
import { everyDay } from '../../../core/clinics/hours.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { appointments, auditLog, clinics } from '../../db/schema.ts'
import { APPLICATION_NOTICE_JOB } from './service.ts'

const OWNER = '9822400001'
const OTHER = '9822400002'
const ADMIN = '9822400003'

/** A clock the tests set: 06:00 UTC on Sunday 22 Nov 2026 is 11:30 on a Sunday in India. */
const START = new Date('2026-11-22T06:00:00.000Z')
let now = START
const clock = { now: () => now }
const atIndia = (isoLocal: string) => {
  now = new Date(`${isoLocal}+05:30`)
}
const sms = capturingSms()
const mailer = capturingMailer()

let t: TestApp
let owner: string
let other: string
let admin: string

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session } : {}),
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

const search = async (query: string) => {
  const response = await call('GET', `/api/clinics${query}`, null)
  expect(response.statusCode, response.body).toBe(200)
  return ClinicsResponse.parse(response.json())
}

const application = (overrides: Record<string, unknown> = {}) => ({
  clinicName: 'Happy Tails Veterinary Clinic',
  ownerName: 'Dr Kavita Rao',
  phone: '+91 98224 00099',
  email: 'hello@happytails.example.in',
  address: 'Shop 4, Arcade Market, Sector 18',
  locality: 'Sector 18',
  city: 'Noida',
  pincode: '201301',
  services: ['checkup', 'vaccination', 'grooming'],
  open24x7: false,
  hours: { ...everyDay('10:00', '20:00'), sun: [] },
  vetRegistrations: ['UPSVC/4521'],
  gstNumber: '09AABCH1234C1Z5',
  ...overrides,
})

/**
 * A clinic that says it is open around the clock, as an approved application would list it: the
 * sample data invents no 24-hour hospital (decision 0063), so the tests of the 24x7 filter add one.
 */
async function addRoundTheClockClinic() {
  await t.database.db.insert(clinics).values({
    id: 'clinic-test-round-the-clock',
    slug: 'test-animal-hospital-saket',
    name: 'Test Animal Hospital',
    address: 'Test Road, Saket, New Delhi 110017',
    locality: 'Saket',
    city: 'Delhi',
    pincode: '110017',
    latitude: 28.5245,
    longitude: 77.2066,
    phone: '9822400077',
    services: ['emergency', 'checkup'],
    hours: everyDay('00:00', '23:59'),
    open24x7: true,
    status: 'live',
    sample: false,
  })
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN, BOOKINGS_PER_ACCOUNT_PER_DAY: '100' }, { sms, clock, mailer })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate appointments, slot_counts, pets, clinic_applications, favorite_clinics, users, sessions, otp_challenges, otp_failures cascade`)
  await t.database.db.execute(sql`delete from clinics where sample = false`)
  now = START
  sms.reset()
  owner = await signIn(t.app, sms, OWNER)
  other = await signIn(t.app, sms, OTHER, 'Ravi')
  admin = await signIn(t.app, sms, ADMIN, 'Meera')
})

describe('GET /api/clinics: the finder', () => {
  it('lists every seeded clinic with id, slug, name and city, marked as sample data', async () => {
    const { clinics: found, total, place } = await search('')
    expect(total).toBeGreaterThanOrEqual(15)
    expect(place).toBeNull()
    expect(found.map((clinic) => clinic.name)).toEqual(expect.arrayContaining(['PetVaidya Partner Clinic, Indirapuram', 'PetVaidya Partner Clinic, Lajpat Nagar']))
    for (const clinic of found) {
      expect(clinic).toMatchObject({ id: expect.any(String), slug: expect.any(String), city: expect.any(String), distanceKm: null, sample: true })
    }
    expect(new Set(found.map((clinic) => clinic.city))).toEqual(new Set(['Delhi', 'Gurgaon', 'Noida', 'Faridabad', 'Ghaziabad']))
  })

  it('finds by words with typing slips and partial words', async () => {
    expect((await search('?q=lajpat')).clinics[0]?.slug).toBe('petvaidya-partner-clinic-lajpat-nagar')
    expect((await search('?q=lajapt%20nagr')).clinics.map((clinic) => clinic.slug)).toContain('petvaidya-partner-clinic-lajpat-nagar')
    expect((await search('?q=indira')).clinics[0]?.slug).toBe('petvaidya-partner-clinic-indirapuram')
    expect((await search('?q=vet%20clinic%20in%20vaishaali')).clinics[0]?.slug).toBe('vaishali-pet-hospital')
    const gurugram = await search('?q=gurugram')
    expect(gurugram.total).toBe(3)
    expect(gurugram.clinics.every((clinic) => clinic.city === 'Gurgaon')).toBe(true)
    expect((await search('?q=zzzzzz')).total).toBe(0)
  })

  it('sorts by distance from a PIN code or a position, nearest first', async () => {
    const byPin = await search('?pincode=110024')
    expect(byPin.place?.label).toContain('110024')
    expect(byPin.clinics[0]?.slug).toBe('petvaidya-partner-clinic-lajpat-nagar')
    const distances = byPin.clinics.map((clinic) => clinic.distanceKm!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect((await search('?q=201014')).clinics[0]?.slug).toBe('petvaidya-partner-clinic-indirapuram')
    // Near Cyber City, Gurgaon.
    const near = await search('?lat=28.4950&lon=77.0895')
    expect(near.place?.label).toBe('your location')
    expect(near.clinics[0]?.city).toBe('Gurgaon')
    expect(near.clinics[0]?.distanceKm).toBeLessThan(5)
  })

  it('filters by city, service and 24x7, and the sample data invents no 24-hour hospital', async () => {
    const noida = await search('?city=Noida')
    expect(noida.total).toBe(2)
    expect(noida.clinics.every((clinic) => clinic.city === 'Noida')).toBe(true)
    expect((await search('?service=emergency')).total).toBe(0)
    expect((await search('?open24x7=true')).total).toBe(0)
    await addRoundTheClockClinic()
    expect((await search('?service=emergency')).clinics.map((clinic) => clinic.slug)).toEqual(['test-animal-hospital-saket'])
    expect((await search('?open24x7=true')).total).toBe(1)
  })

  it('says who is open now in India, across midnight and on Sundays', async () => {
    await addRoundTheClockClinic()
    const openSlugs = async () => (await search('?openNow=true')).clinics.map((clinic) => clinic.slug)
    // Sunday 3 pm: Indirapuram keeps Sunday hours (10 am - 4 pm); Hauz Khas is shut on Sundays.
    atIndia('2026-11-22T15:00:00')
    expect(await openSlugs()).toContain('petvaidya-partner-clinic-indirapuram')
    expect(await openSlugs()).not.toContain('paws-and-whiskers-vet-clinic-hauz-khas')
    // Sunday 5 pm: Indirapuram has closed.
    atIndia('2026-11-22T17:00:00')
    expect(await openSlugs()).not.toContain('petvaidya-partner-clinic-indirapuram')
    // Monday 1:30 am: Rajouri Garden's Sunday evening runs until 2 am; the 24x7 clinics are open.
    atIndia('2026-11-23T01:30:00')
    const lateSunday = await openSlugs()
    expect(lateSunday).toContain('rajouri-garden-vet-clinic')
    expect(lateSunday).toContain('test-animal-hospital-saket')
    expect(lateSunday).not.toContain('petvaidya-partner-clinic-lajpat-nagar')
    // Tuesday 1:30 am: Rajouri Garden is shut on Mondays, so Monday night has no late hours.
    atIndia('2026-11-24T01:30:00')
    expect(await openSlugs()).not.toContain('rajouri-garden-vet-clinic')
    // Monday 2:30 am: past closing.
    atIndia('2026-11-23T02:30:00')
    expect(await openSlugs()).not.toContain('rajouri-garden-vet-clinic')
  })

  it.each([
    ['?lat=abc&lon=77', 'lat'],
    ['?lat=28.5', 'lon'],
    ['?pincode=12', 'pincode'],
    ['?service=astrology', 'service'],
    ['?city=Mumbai', 'city'],
    ['?openNow=maybe', 'openNow'],
    ['?limit=0', 'limit'],
    ['?q=%00', 'q'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await call('GET', `/api/clinics${query}`, null)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(new RegExp(`^${field}: `))
  })

  it('refuses a PIN code no post office has', async () => {
    const response = await call('GET', '/api/clinics?pincode=999999', null)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_PINCODE' })
  })
})

describe('GET /api/clinics/{slug}', () => {
  it('answers a live clinic with its hours, and 404 otherwise', async () => {
    await addRoundTheClockClinic()
    const response = await call('GET', '/api/clinics/test-animal-hospital-saket', null)
    expect(response.statusCode).toBe(200)
    const { clinic } = ClinicResponse.parse(response.json())
    expect(clinic).toMatchObject({ open24x7: true, openNow: true, todayHours: 'Open 24 hours', city: 'Delhi' })
    expect((await call('GET', '/api/clinics/no-such-clinic', null)).statusCode).toBe(404)
    expect((await call('GET', '/api/clinics/Bad%20Slug', null)).statusCode).toBe(400)
  })
})

describe('favourites', () => {
  it('are the signed-in user’s own', async () => {
    expect((await call('GET', '/api/favorites', null)).statusCode).toBe(401)
    expect((await call('PUT', '/api/favorites/clinic-delhi-lajpat-nagar', null)).statusCode).toBe(401)
    expect((await call('PUT', '/api/favorites/clinic-delhi-lajpat-nagar', owner)).statusCode).toBe(200)
    expect((await call('PUT', '/api/favorites/clinic-delhi-lajpat-nagar', owner)).statusCode).toBe(200)
    now = new Date(START.getTime() + 60_000)
    expect((await call('PUT', '/api/favorites/clinic-hauz-khas-paws-whiskers', owner)).statusCode).toBe(200)
    expect((await call('PUT', '/api/favorites/clinic-nowhere', owner)).statusCode).toBe(404)
    const mine = FavoritesResponse.parse((await call('GET', '/api/favorites', owner)).json())
    expect(mine.clinics.map((clinic) => clinic.id)).toEqual(['clinic-hauz-khas-paws-whiskers', 'clinic-delhi-lajpat-nagar'])
    expect(FavoritesResponse.parse((await call('GET', '/api/favorites', other)).json()).clinics).toEqual([])
    // Another user's DELETE touches only their own list.
    expect((await call('DELETE', '/api/favorites/clinic-delhi-lajpat-nagar', other)).statusCode).toBe(200)
    expect(FavoritesResponse.parse((await call('GET', '/api/favorites', owner)).json()).clinics).toHaveLength(2)
    expect((await call('DELETE', '/api/favorites/clinic-delhi-lajpat-nagar', owner)).statusCode).toBe(200)
    expect(FavoritesResponse.parse((await call('GET', '/api/favorites', owner)).json()).clinics.map((clinic) => clinic.id)).toEqual(['clinic-hauz-khas-paws-whiskers'])
  })
})

describe('clinic registration and approval', () => {
  it.each([
    ['clinicName', { clinicName: '  ' }],
    ['phone', { phone: '12345' }],
    ['email', { email: 'not-an-email' }],
    ['city', { city: 'Mumbai' }],
    ['pincode', { pincode: '1100' }],
    ['services', { services: [] }],
    ['hours', { hours: { ...everyDay('10:00', '20:00'), mon: [{ opens: '25:00', closes: '20:00' }] } }],
    ['hours', { hours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] } }],
    ['vetRegistrations', { vetRegistrations: [] }],
    ['gstNumber', { gstNumber: '12345' }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const response = await call('POST', '/api/clinics/registrations', owner, application(change))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(new RegExp(`(^|; )${field}(\\.[a-z0-9.]+)?: `))
  })

  it('needs a signed-in applicant, and keeps one open application each', async () => {
    expect((await call('POST', '/api/clinics/registrations', null, application())).statusCode).toBe(401)
    const first = await call('POST', '/api/clinics/registrations', owner, application())
    expect(first.statusCode).toBe(201)
    expect(ClinicApplicationResponse.parse(first.json()).application).toMatchObject({ status: 'pending', clinicSlug: null, phone: '9822400099' })
    const again = await call('POST', '/api/clinics/registrations', owner, application())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'APPLICATION_OPEN' })
  })

  it('goes live when an admin approves it, after changes were asked for, with every decision audited and told', async () => {
    const created = ClinicApplicationResponse.parse((await call('POST', '/api/clinics/registrations', owner, application())).json()).application
    // Only admins see and decide applications.
    expect((await call('GET', '/api/admin/clinics/registrations', owner)).statusCode).toBe(403)
    expect((await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, owner, { decision: 'approve' })).statusCode).toBe(403)
    const listed = await call('GET', '/api/admin/clinics/registrations?status=pending', admin)
    expect(listed.json().applications.map((row: { id: string }) => row.id)).toEqual([created.id])

    const noReason = await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'request_changes' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error).toMatch(/^reason: /)
    const changes = await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'request_changes', reason: 'Please add the second vet’s registration number.' })
    expect(changes.json().application).toMatchObject({ status: 'changes_requested', reviewNote: 'Please add the second vet’s registration number.' })
    expect(MyApplicationsResponse.parse((await call('GET', '/api/clinics/registrations/mine', owner)).json()).applications[0]?.status).toBe('changes_requested')
    // Not searchable yet.
    expect((await search('?q=happy%20tails')).total).toBe(0)

    const resubmitted = await call('POST', '/api/clinics/registrations', owner, application({ vetRegistrations: ['UPSVC/4521', 'UPSVC/4522'] }))
    expect(resubmitted.statusCode).toBe(201)
    expect(resubmitted.json().application).toMatchObject({ id: created.id, status: 'pending' })

    const approved = await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'approve' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().application).toMatchObject({ status: 'approved', clinicSlug: 'happy-tails-veterinary-clinic-sector-18' })
    const found = await search('?q=happy%20tails')
    expect(found.clinics.map((clinic) => clinic.name)).toEqual(['Happy Tails Veterinary Clinic'])
    expect(found.clinics[0]).toMatchObject({ city: 'Noida', sample: false })
    expect((await call('GET', '/api/clinics/happy-tails-veterinary-clinic-sector-18', null)).statusCode).toBe(200)
    expect(MyApplicationsResponse.parse((await call('GET', '/api/clinics/registrations/mine', owner)).json()).applications[0]).toMatchObject({ status: 'approved', clinicSlug: 'happy-tails-veterinary-clinic-sector-18' })

    // Decided once: a second decision is refused.
    const twice = await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'reject', reason: 'x' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'APPLICATION_DECIDED' })

    const audit = await t.database.db.select().from(auditLog).where(sql`${auditLog.entityId} = ${created.id}`)
    expect(audit.map((row) => row.action).sort()).toEqual(['clinic_application.approve', 'clinic_application.request_changes'])

    // The applicant is told by SMS and e-mail, by a job.
    sms.reset()
    await t.app.jobs.runDue(APPLICATION_NOTICE_JOB)
    expect(sms.sent.some((message) => message.to === OWNER && message.text.includes('Happy Tails Veterinary Clinic is approved'))).toBe(true)
    expect(mailer.sent.some((message) => message.to === 'hello@happytails.example.in' && message.subject.includes('approved'))).toBe(true)
  })

  it('a rejection needs a reason and is final', async () => {
    const created = ClinicApplicationResponse.parse((await call('POST', '/api/clinics/registrations', owner, application())).json()).application
    const rejected = await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'reject', reason: 'The clinic is outside Delhi NCR.' })
    expect(rejected.json().application).toMatchObject({ status: 'rejected', reviewNote: 'The clinic is outside Delhi NCR.' })
    expect((await call('POST', `/api/admin/clinics/registrations/${created.id}/decision`, admin, { decision: 'approve' })).statusCode).toBe(409)
    // A closed application lets the applicant apply afresh.
    expect((await call('POST', '/api/clinics/registrations', owner, application())).statusCode).toBe(201)
    expect((await call('POST', '/api/admin/clinics/registrations/00000000-0000-4000-8000-000000000000/decision', admin, { decision: 'approve' })).statusCode).toBe(404)
  })
})

describe('clinic visits at a clinic', () => {
  const clinicVisit = (overrides: Record<string, unknown> = {}) =>
    homeVisitBody(OWNER, { appointmentType: 'clinic', clinicId: 'clinic-delhi-lajpat-nagar', totalAmount: 499, address: '', city: '', pincode: '', ...overrides })

  it('offers a clinic’s own slots: none while it is closed, its own capacity', async () => {
    // Monday 23 Nov: Hauz Khas works 9:30-1:30 and 4:30-9 pm.
    const response = await call('GET', '/api/slots?date=2026-11-23&visitType=clinic&clinicId=clinic-hauz-khas-paws-whiskers', null)
    expect(response.statusCode).toBe(200)
    const { slots, clinicId } = SlotsResponse.parse(response.json())
    expect(clinicId).toBe('clinic-hauz-khas-paws-whiskers')
    const closed = slots.filter((slot) => slot.reason === 'closed').map((slot) => slot.time)
    expect(closed).toEqual(['09:00', '13:00', '14:00', '15:00', '16:00'])
    // Sunday 29 Nov: closed all day.
    const sunday = SlotsResponse.parse((await call('GET', '/api/slots?date=2026-11-29&visitType=clinic&clinicId=clinic-hauz-khas-paws-whiskers', null)).json())
    expect(sunday.slots.every((slot) => !slot.available)).toBe(true)
    expect((await call('GET', '/api/slots?date=2026-11-23&visitType=clinic&clinicId=clinic-nowhere', null)).json().error).toMatch(/^clinicId: /)

    const shut = await call('POST', '/api/appointments', owner, clinicVisit({ clinicId: 'clinic-hauz-khas-paws-whiskers', appointmentDate: '2026-11-23', appointmentTime: '14:00' }))
    expect(shut.statusCode).toBe(400)
    expect(shut.json()).toMatchObject({ code: 'CLINIC_CLOSED' })
    expect(shut.json().error).toMatch(/^appointmentTime: Paws and Whiskers Vet Clinic is closed/)
  })

  it('books exactly a clinic’s capacity under 50 simultaneous bookings, and other clinics keep their places', async () => {
    const [lajpat] = await t.database.db.select().from(clinics).where(sql`${clinics.id} = 'clinic-delhi-lajpat-nagar'`)
    const capacity = lajpat!.capacityPerSlot
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => call('POST', '/api/appointments', owner, clinicVisit({ appointmentDate: '2026-11-24', appointmentTime: '15:00', petName: `Sheru ${index}` }))),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(capacity)
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - capacity)
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({ code: 'SLOT_FULL' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(capacity)

    const booked = CreateAppointmentResponse.parse(responses.find((response) => response.statusCode === 201)!.json()).appointment
    expect(booked).toMatchObject({ clinicId: 'clinic-delhi-lajpat-nagar', clinicName: 'PetVaidya Partner Clinic, Lajpat Nagar' })
    const slots = SlotsResponse.parse((await call('GET', '/api/slots?date=2026-11-24&visitType=clinic&clinicId=clinic-delhi-lajpat-nagar', null)).json()).slots
    expect(slots.find((slot) => slot.time === '15:00')).toMatchObject({ available: false, reason: 'full' })
    // The same hour at another clinic is free.
    const elsewhere = await call('POST', '/api/appointments', owner, clinicVisit({ clinicId: 'clinic-ghaziabad-indirapuram', appointmentDate: '2026-11-24', appointmentTime: '15:00', petName: 'Moti' }))
    expect(elsewhere.statusCode).toBe(201)
  })
})
