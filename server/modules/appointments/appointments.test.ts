import { createHash, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AddressDto,
  AddressListResponse,
  AppointmentListResponse,
  CreateAppointmentResponse,
  PetListResponse,
  SlotsResponse,
} from '../../../core/contracts/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { json, fakeHttpServer } from '../../../tests/support/fake-http.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { insertPaidOrder } from '../../../tests/support/payments.ts'
import { CHANGE_MAIL_JOB, CHANGE_SMS_JOB } from './notifications.ts'
import { CONFIRMATION_MAIL_JOB, CONFIRMATION_SMS_JOB } from './service.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { addresses, appointments, idempotencyKeys, payments, pets, refunds, slotCounts, users } from '../../db/schema.ts'
import { createGeoapifyGeocoder } from '../../providers/geocode/geoapify-geocoder.ts'

const PHONE = '9876543210'
const OTHER_PHONE = '9123456780'
// 06:00 UTC on 22 Nov 2026 is 11:30 in India: 09:00-11:00 of that day are past.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()

let t: TestApp
let cookie: string

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options: { session?: string | null; headers?: Record<string, string> } = {}) {
  const session = options.session === undefined ? cookie : options.session
  return t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session } : {}),
      ...options.headers,
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

function get(url: string, session: string | null = cookie) {
  return t.app.inject({ method: 'GET', url, headers: session ? { cookie: session } : {} })
}

const homeVisit = (overrides: Record<string, unknown> = {}) => homeVisitBody(PHONE, overrides)

const book = (body: unknown, options: { session?: string | null; headers?: Record<string, string> } = {}) => send('POST', '/api/appointments', body, options)

beforeAll(async () => {
  t = await createTestApp({ SLOT_CAPACITY_HOME: '3', SLOT_CAPACITY_CLINIC: '2', SLOT_CAPACITY_VIDEO: '4' }, { sms, clock, mailer })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(
    sql`truncate appointments, slot_counts, pets, addresses, payments, payment_orders, idempotency_keys, users, sessions, otp_challenges, otp_failures cascade`,
  )
  // Notices queued by an earlier test are not this test's.
  await t.database.db.execute(sql`delete from pgboss.job where name in (${CHANGE_SMS_JOB}, ${CHANGE_MAIL_JOB}, ${CONFIRMATION_SMS_JOB}, ${CONFIRMATION_MAIL_JOB})`)
  clock.reset()
  sms.reset()
  mailer.sent.length = 0
  cookie = await signIn(t.app, sms, PHONE)
})

describe('POST /api/appointments: validation with the wizard rules', () => {
  it.each([
    ['petName', { petName: '  ' }, 'petName: Pet name is required'],
    ['petType', { petType: 'parrot' }, 'petType: Please select your pet type'],
    ['petBreed', { petBreed: '' }, "petBreed: Please select your pet's breed"],
    ['petBreed for the type', { petType: 'cat', petBreed: 'Labrador' }, "petBreed: Please select your pet's breed"],
    ['petOwnerName', { petOwnerName: '' }, 'petOwnerName: Please fill in all contact details'],
    ['email missing', { email: '' }, 'email: Please fill in all contact details'],
    ['email pattern', { email: 'asha@example' }, 'email: Please enter a valid email address'],
    ['appointmentType', { appointmentType: 'drive-in' }, 'appointmentType: Please select appointment type, date and time'],
    ['serviceType', { serviceType: '' }, 'serviceType: Please select appointment type, date and time'],
    ['appointmentDate', { appointmentDate: '' }, 'appointmentDate: Please select appointment type, date and time'],
    ['appointmentTime', { appointmentTime: '10:30' }, 'appointmentTime: Please select appointment type, date and time'],
    ['clinicId', { appointmentType: 'clinic', totalAmount: 499 }, 'clinicId: Please select a clinic for your visit'],
    ['address', { address: '' }, 'address: Please provide your complete address for home visit'],
    ['city', { city: undefined }, 'city: Please provide your complete address for home visit'],
    ['pincode', { pincode: '12345' }, 'pincode: Please enter a valid 6-digit PIN code'],
    ['phoneNumber', { phoneNumber: '12345' }, 'phoneNumber: Enter a valid 10-digit mobile number'],
    ['totalAmount type', { totalAmount: '799' }, 'totalAmount: must be a number'],
    ['services type', { services: 'all' }, 'services: must be a list'],
  ])('refuses a bad %s with 400 naming the field', async (_name, change, message) => {
    const response = await book(homeVisit(change))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(response.json().error).toContain(message)
    expect(response.json().message).toBe(response.json().error)
    expect(await t.database.db.select().from(appointments)).toEqual([])
  })

  it('leaves the address optional for clinic and video visits', async () => {
    const clinic = await book(homeVisit({ appointmentType: 'clinic', clinicId: 'clinic-delhi-lajpat-nagar', totalAmount: 499, address: '', city: '', pincode: '' }))
    expect(clinic.statusCode).toBe(201)
    const video = await book(homeVisit({ appointmentType: 'video', petName: 'Simba', totalAmount: 149, address: undefined, city: undefined, pincode: undefined }))
    expect(video.statusCode).toBe(201)
    const stored = await t.database.db.select().from(appointments)
    expect(stored.map((row) => row.address)).toEqual([null, null])
  })

  it('refuses an unknown clinic, a malformed body and junk without a 5xx', async () => {
    expect((await book(homeVisit({ appointmentType: 'clinic', clinicId: 'clinic-nowhere', totalAmount: 499 }))).json().error).toContain('clinicId')
    for (const junk of [null, [], 'x', 42, { services: [{ id: 7 }] }]) {
      const response = await book(junk)
      expect(response.statusCode).toBe(400)
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
      payload: '{"petName":',
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('drops unknown fields instead of storing them', async () => {
    const response = await book(homeVisit({ isAdmin: true, totalPaise: 1 }))
    expect(response.statusCode).toBe(201)
    const [row] = await t.database.db.select().from(appointments)
    expect(row?.totalPaise).toBe(79_900)
  })

  it('needs a signed-in user, and books only for that user', async () => {
    expect((await book(homeVisit(), { session: null })).statusCode).toBe(401)
    const other = await book(homeVisit({ userId: OTHER_PHONE }))
    expect(other.statusCode).toBe(403)
    expect(other.json().error).toContain('userId')
  })

  it('refuses a slot already past today and a date beyond the 10-day window', async () => {
    const past = await book(homeVisit({ appointmentDate: '2026-11-22', appointmentTime: '11:00' }))
    expect(past.statusCode).toBe(400)
    expect(past.json()).toMatchObject({ code: 'SLOT_PAST' })
    const far = await book(homeVisit({ appointmentDate: '2026-12-02' }))
    expect(far.statusCode).toBe(400)
    expect(far.json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE' })
    // 12:00 is inside a home visit's two hours of notice (notice.test.ts); 14:00 is not.
    expect((await book(homeVisit({ appointmentDate: '2026-11-22', appointmentTime: '14:00' }))).statusCode).toBe(201)
    expect((await book(homeVisit({ appointmentDate: '2026-12-01', appointmentTime: '20:00' }))).statusCode).toBe(201)
  })
})

describe('POST /api/appointments: totals computed on the server', () => {
  it.each([
    ['home', 799, {}],
    ['clinic', 499, { clinicId: 'clinic-ghaziabad-indirapuram' }],
    ['video', 149, {}],
  ] as const)('charges the default %s visit (₹%d) when the cart is empty', async (appointmentType, total, extra) => {
    const response = await book(homeVisit({ appointmentType, totalAmount: total, ...extra }))
    expect(response.statusCode).toBe(201)
    const { appointment } = CreateAppointmentResponse.parse(response.json())
    expect(appointment).toMatchObject({ totalAmount: total, paidAmount: 0, amountDue: total })
    expect(appointment.services).toHaveLength(1)
  })

  it('charges the cart at the catalogue prices and refuses a total that does not match', async () => {
    const services = [
      { id: 'dog-vaccination-core', title: 'x', price: 1, discountedPrice: 1, quantity: 2 },
      { id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 },
    ]
    const mismatch = await book(homeVisit({ services, totalAmount: 3 }))
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' })
    expect(mismatch.json().error).toMatch(/^totalAmount: /)
    const response = await book(homeVisit({ services, totalAmount: 3597 }))
    expect(response.statusCode).toBe(201)
    expect(CreateAppointmentResponse.parse(response.json()).appointment.totalAmount).toBe(3597)
  })

  it('charges list prices without discount under a vaccination plan', async () => {
    const services = [{ id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 2 }]
    const vaccinationPlan = { planId: 'puppy-first-year', planName: 'Puppy first year', vaccines: ['DHPPi+L', 'Rabies'] }
    expect((await book(homeVisit({ services, vaccinationPlan, totalAmount: 2398 }))).statusCode).toBe(400)
    const response = await book(homeVisit({ services, vaccinationPlan, totalAmount: 2998 }))
    expect(response.statusCode).toBe(201)
    expect(CreateAppointmentResponse.parse(response.json()).appointment).toMatchObject({ totalAmount: 2998, vaccinationPlan: true })
  })

  it('refuses a service that is not in the catalogue', async () => {
    const response = await book(homeVisit({ services: [{ id: 'free-everything', quantity: 1 }], totalAmount: 0 }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('services.0.id')
  })
})

describe('POST /api/appointments: the payment line', () => {
  const payment = (userId: string, amountPaise: number, providerPaymentId = 'pay_LINKTEST000001') =>
    insertPaidOrder(t.database, { userId, amountPaise, providerPaymentId, now: clock.now() })

  const services = [{ id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 }]

  it('links the online payment: nothing left to pay', async () => {
    const paymentId = await payment(PHONE, 119_900)
    const response = await book(homeVisit({ services, totalAmount: 1199, paymentId }))
    expect(response.statusCode).toBe(201)
    const { appointment } = CreateAppointmentResponse.parse(response.json())
    expect(appointment).toMatchObject({ totalAmount: 1199, paidAmount: 1199, amountDue: 0 })
    const [row] = await t.database.db.select().from(payments)
    expect(row?.appointmentId).toBe(appointment.id)
  })

  it('refuses another user’s payment and a payment already used', async () => {
    await signIn(t.app, sms, OTHER_PHONE)
    const theirs = await payment(OTHER_PHONE, 119_900, 'pay_THEIRS00000001')
    expect((await book(homeVisit({ services, totalAmount: 1199, paymentId: theirs }))).statusCode).toBe(400)
    const mine = await payment(PHONE, 119_900)
    expect((await book(homeVisit({ services, totalAmount: 1199, paymentId: mine }))).statusCode).toBe(201)
    const again = await book(homeVisit({ services, totalAmount: 1199, paymentId: mine, appointmentTime: '12:00' }))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'PAYMENT_USED' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
  })

  it('gives one booking for 10 simultaneous bookings reusing one payment, 409 for the rest', async () => {
    const paymentId = await payment(PHONE, 119_900)
    // Ten different days, so that nothing but the payment is shared.
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']
    const responses = await Promise.all(
      days.map((day, index) => book(homeVisit({ services, totalAmount: 1199, paymentId, appointmentDate: day, appointmentTime: '15:00', petName: `Pet ${index}` }))),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    for (const response of responses.filter((entry) => entry.statusCode === 409)) expect(response.json()).toMatchObject({ code: 'PAYMENT_USED' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
    expect((await t.database.db.select().from(slotCounts)).reduce((sum, row) => sum + row.booked, 0)).toBe(1)
  })
})

describe('POST /api/appointments: retries and races', () => {
  it('replays the first answer for the same Idempotency-Key and body, with one booking', async () => {
    const headers = { 'idempotency-key': 'booking-retry-1' }
    const first = await book(homeVisit(), { headers })
    const second = await book(homeVisit(), { headers })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
    await deliverNotices(() => mailer.sent.length === 1)
    await deliverNotices(() => true)
    expect(mailer.sent).toHaveLength(1)
    const reused = await book(homeVisit({ petName: 'Simba' }), { headers })
    expect(reused.statusCode).toBe(422)
  })

  it('lets a retry run once after the lease of a claim whose request died', async () => {
    const body = homeVisit()
    // A request claimed the key, then its process died before it booked or answered.
    const now = clock.now()
    await t.database.db.insert(idempotencyKeys).values({
      scope: PHONE,
      route: 'POST /api/appointments',
      key: 'booking-crashed-1',
      requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      status: 'in_flight',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
    })
    const headers = { 'idempotency-key': 'booking-crashed-1' }
    const early = await book(body, { headers })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' })
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60)

    clock.advance(61_000)
    const retries = await Promise.all(Array.from({ length: 5 }, () => book(body, { headers })))
    const ran = retries.filter((response) => response.statusCode === 201)
    expect(ran.length).toBeGreaterThanOrEqual(1)
    for (const response of retries) expect([201, 409]).toContain(response.statusCode)
    expect(new Set(ran.map((response) => response.json().id)).size).toBe(1)
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)

    const replay = await book(body, { headers })
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json().id).toBe(ran[0]?.json().id)
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
  })

  it('finds the booking of a first run whose answer was never remembered, after its lease, and books nothing more', async () => {
    const headers = { 'idempotency-key': 'booking-answer-lost-1' }
    const body = homeVisit()
    const first = await book(body, { headers })
    expect(first.statusCode).toBe(201)
    // The booking committed, then the database went away before the answer was stored: the claim is left in flight.
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: 'in_flight', responseStatus: null, responseBody: null })
      .where(sql`${idempotencyKeys.key} = 'booking-answer-lost-1'`)
    clock.advance(61_000)
    const retry = await book(body, { headers })
    expect(retry.statusCode).toBe(201)
    expect(retry.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
    expect((await t.database.db.select().from(slotCounts)).reduce((sum, row) => sum + row.booked, 0)).toBe(1)
    await deliverNotices(() => mailer.sent.length === 1)
    await deliverNotices(() => true)
    expect(mailer.sent).toHaveLength(1)
  })

  it('finds it too when the claim was freed after the booking (the answer failed, the database came back)', async () => {
    const headers = { 'idempotency-key': 'booking-answer-lost-2' }
    const body = homeVisit({ appointmentTime: '16:00' })
    const first = await book(body, { headers })
    expect(first.statusCode).toBe(201)
    await t.database.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} = 'booking-answer-lost-2'`)
    const retry = await book(body, { headers })
    expect(retry.statusCode).toBe(201)
    expect(retry.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
    // Another key is another booking.
    const other = await book(homeVisit({ appointmentTime: '17:00' }), { headers: { 'idempotency-key': 'booking-answer-lost-3' } })
    expect(other.statusCode).toBe(201)
    expect(other.json().id).not.toBe(first.json().id)
  })

  it('gives 50 simultaneous bookings of one slot exactly its capacity, 409 for the rest', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => book(homeVisit({ appointmentTime: '15:00', petName: `Bruno ${index}` }))))
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(47)
    const refused = responses.find((response) => response.statusCode === 409)
    expect(refused?.json()).toMatchObject({ code: 'SLOT_FULL', error: 'This time slot is fully booked. Please choose another time.' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(3)
    const [count] = await t.database.db.select().from(slotCounts)
    expect(count).toMatchObject({ booked: 3, capacity: 3 })
    // A different visit type has places of its own.
    expect((await book(homeVisit({ appointmentType: 'video', appointmentTime: '15:00', totalAmount: 149 }))).statusCode).toBe(201)
  })

  it('refuses a capacity-breaking write at the database itself', async () => {
    await t.database.db.insert(slotCounts).values({ date: '2026-11-23', time: '09:00', visitType: 'home', capacity: 1, booked: 1 })
    await expect(t.database.db.execute(sql`update slot_counts set booked = 2`)).rejects.toThrow()
  })
})

describe('POST /api/appointments: what one account may hold', () => {
  const onDay = (time: string, petName: string, extra: Record<string, unknown> = {}) => homeVisit({ appointmentTime: time, petName, ...extra })

  it('holds at most 4 upcoming visits on one day, with a message naming the day', async () => {
    for (const [index, time] of ['12:00', '13:00', '14:00', '15:00'].entries()) {
      expect((await book(onDay(time, `Pet ${index}`))).statusCode).toBe(201)
    }
    const fifth = await book(onDay('16:00', 'Pet 5'))
    expect(fifth.statusCode).toBe(409)
    expect(fifth.json()).toMatchObject({
      success: false,
      code: 'DAILY_BOOKING_LIMIT',
      error: 'You already have 4 visits booked on Mon, 23 Nov. Please choose another day, or call us on +91 98765 01234 to book more.',
    })
    // Another day, and another account, are not affected.
    expect((await book(onDay('16:00', 'Pet 5', { appointmentDate: '2026-11-24' }))).statusCode).toBe(201)
    const other = await signIn(t.app, sms, OTHER_PHONE)
    expect((await book(homeVisitBody(OTHER_PHONE, { appointmentTime: '16:00' }), { session: other })).statusCode).toBe(201)
    // A cancelled visit frees its place in the day.
    const { upcoming } = AppointmentListResponse.parse((await get('/api/appointments')).json())
    expect((await send('POST', `/api/appointments/${upcoming[0]?.id}/cancel`)).statusCode).toBe(200)
    expect((await book(onDay('16:00', 'Pet 5'))).statusCode).toBe(201)
  })

  it('books one place per pet per slot, whatever the visit type', async () => {
    expect((await book(onDay('12:00', 'Bruno'))).statusCode).toBe(201)
    const twice = await book(onDay('12:00', ' bruno ', { appointmentType: 'video', totalAmount: 149, address: undefined, city: undefined, pincode: undefined }))
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'PET_SLOT_TAKEN', error: 'Bruno already has a visit booked on Mon, 23 Nov at 12:00 pm. Please choose another time.' })
    const saved = PetListResponse.parse((await get(`/api/users/${PHONE}/pets`)).json())
    expect((await book(onDay('12:00', 'Bruno', { existingPetId: saved[0]?.id }))).json()).toMatchObject({ code: 'PET_SLOT_TAKEN' })
    expect((await book(onDay('12:00', 'Simba'))).statusCode).toBe(201)
    expect(await t.database.db.select().from(appointments)).toHaveLength(2)
  })

  it('keeps the day limit when a visit is moved into a full day', async () => {
    for (const [index, time] of ['12:00', '13:00', '14:00', '15:00'].entries()) await book(onDay(time, `Pet ${index}`))
    const later = await book(onDay('12:00', 'Pet 9', { appointmentDate: '2026-11-24' }))
    const moved = await send('POST', `/api/appointments/${later.json().id}/reschedule`, { appointmentDate: '2026-11-23', appointmentTime: '16:00' })
    expect(moved.statusCode).toBe(409)
    expect(moved.json()).toMatchObject({ code: 'DAILY_BOOKING_LIMIT' })
    const counts = await t.database.db.select().from(slotCounts)
    expect(counts.find((row) => row.date === '2026-11-23' && row.time === '16:00')?.booked ?? 0).toBe(0)
  })

  it('gives exactly 4 of 24 simultaneous bookings of one account on one day', async () => {
    const times = ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        book(onDay(times[index % times.length] as string, `Pet ${index}`, index % 2 ? { appointmentType: 'video', totalAmount: 149 } : {})),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(4)
    expect(statuses.filter((status) => status === 409)).toHaveLength(20)
    expect(await t.database.db.select().from(appointments)).toHaveLength(4)
  })

  it('takes the day limit from BOOKINGS_PER_ACCOUNT_PER_DAY', async () => {
    const small = await createTestApp({ BOOKINGS_PER_ACCOUNT_PER_DAY: '1' }, { sms, clock, mailer })
    try {
      await seedDatabase(small.database.db)
      const session = await signIn(small.app, sms, PHONE)
      const post = (body: unknown) =>
        small.app.inject({ method: 'POST', url: '/api/appointments', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: session }, payload: JSON.stringify(body) })
      expect((await post(onDay('12:00', 'Bruno'))).statusCode).toBe(201)
      const second = await post(onDay('13:00', 'Simba'))
      expect(second.json()).toMatchObject({ code: 'DAILY_BOOKING_LIMIT', error: expect.stringMatching(/^You already have 1 visit booked on Mon, 23 Nov\./) })
    } finally {
      await small.app.close()
    }
  })
})

describe('GET /api/slots', () => {
  it('marks past slots of today, those inside the notice and full slots unavailable, Popular on 09-11 and 17-19', async () => {
    for (let index = 0; index < 3; index += 1) await book(homeVisit({ appointmentDate: '2026-11-22', appointmentTime: '14:00', petName: `Bruno ${index}` }))
    const response = await get('/api/slots?date=2026-11-22&visitType=home', null)
    expect(response.statusCode).toBe(200)
    const { slots } = SlotsResponse.parse(response.json())
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'])
    expect(slots.filter((slot) => slot.reason === 'past').map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00'])
    expect(slots.find((slot) => slot.time === '14:00')).toMatchObject({ available: false, reason: 'full' })
    expect(slots.filter((slot) => slot.reason === 'notice').map((slot) => slot.time)).toEqual(['12:00', '13:00'])
    expect(slots.find((slot) => slot.time === '15:00')).toMatchObject({ available: true, popular: false })
    expect(slots.filter((slot) => slot.popular).map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '17:00', '18:00', '19:00'])
    const video = SlotsResponse.parse((await get('/api/slots?date=2026-11-22&visitType=video', null)).json())
    expect(video.slots.find((slot) => slot.time === '14:00')?.available).toBe(true)
  })

  it('answers 400 for a bad date or visit type', async () => {
    expect((await get('/api/slots?date=tomorrow&visitType=home')).statusCode).toBe(400)
    expect((await get('/api/slots?date=2026-11-23&visitType=walk')).json().error).toContain('visitType')
  })
})

describe('the owner’s appointments', () => {
  async function booked(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await book(homeVisit(overrides))
    expect(response.statusCode).toBe(201)
    return response.json().id as string
  }

  it('answers 404 for a well-formed unknown id and 400 for a malformed one', async () => {
    for (const unknown of [randomUUID(), '11111111-1111-1111-1111-111111111111', '00000000-0000-0000-0000-000000000000']) {
      const response = await get(`/api/appointments/${unknown}`)
      expect(response.statusCode, unknown).toBe(404)
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    for (const malformed of ['abc', '1234', '11111111-1111-1111-1111-11111111111g']) {
      const response = await get(`/api/appointments/${malformed}`)
      expect(response.statusCode, malformed).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    }
  })

  it('lists upcoming and past, and hides other users’ appointments', async () => {
    const id = await booked()
    const other = await signIn(t.app, sms, OTHER_PHONE)
    expect((await get(`/api/appointments/${id}`, other)).statusCode).toBe(404)
    expect((await get(`/api/appointments/${id}/calendar.ics`, other)).statusCode).toBe(404)
    expect((await send('POST', `/api/appointments/${id}/cancel`, undefined, { session: other })).statusCode).toBe(404)
    expect(AppointmentListResponse.parse((await get('/api/appointments', other)).json())).toEqual({ upcoming: [], past: [] })

    const mine = AppointmentListResponse.parse((await get('/api/appointments')).json())
    expect(mine.upcoming.map((appointment) => appointment.id)).toEqual([id])
    clock.advance(3 * 24 * 60 * 60_000)
    const later = AppointmentListResponse.parse((await get('/api/appointments')).json())
    expect(later.upcoming).toEqual([])
    expect(later.past.map((appointment) => appointment.id)).toEqual([id])
  })

  it('cancels until 2 hours before the start and frees the place', async () => {
    const id = await booked({ appointmentDate: '2026-11-22', appointmentTime: '14:00' })
    clock.advance(30 * 60_000 + 1) // 12:00:00.001 in India: under 2 hours before 14:00
    const late = await send('POST', `/api/appointments/${id}/cancel`)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'CHANGE_TOO_LATE' })
    clock.reset()
    const cancelled = await send('POST', `/api/appointments/${id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().appointment).toMatchObject({ status: 'cancelled', canChange: false })
    const [count] = await t.database.db.select().from(slotCounts)
    expect(count?.booked).toBe(0)
    expect((await send('POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(409)
  })

  it('reschedules to a free slot, moving the place, and refuses a full or past one', async () => {
    const id = await booked({ appointmentTime: '16:00' })
    for (let index = 0; index < 3; index += 1) await booked({ appointmentTime: '18:00', petName: `Bruno ${index}` })
    const full = await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-23', appointmentTime: '18:00' })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL' })
    const past = await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-22', appointmentTime: '09:00' })
    expect(past.statusCode).toBe(400)
    const bad = await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-23' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('appointmentTime')
    const moved = await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-24', appointmentTime: '09:00' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().appointment).toMatchObject({ appointmentDate: '2026-11-24', appointmentTime: '09:00', rescheduleCount: 1 })
    const counts = await t.database.db.select().from(slotCounts)
    expect(counts.find((row) => row.time === '16:00')?.booked).toBe(0)
    expect(counts.find((row) => row.date === '2026-11-24' && row.time === '09:00')?.booked).toBe(1)
  })

  it('after three moves still lets the owner cancel online, and a visit a vet has neither', async () => {
    const id = await booked({ appointmentTime: '16:00' })
    for (const time of ['09:00', '10:00', '11:00']) {
      expect((await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-24', appointmentTime: time })).statusCode).toBe(200)
    }
    const moved = AppointmentListResponse.parse((await get('/api/appointments')).json()).upcoming[0]
    expect(moved).toMatchObject({ rescheduleCount: 3, canChange: true, canReschedule: false })
    const again = await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-24', appointmentTime: '12:00' })
    expect(again.json()).toMatchObject({ code: 'RESCHEDULE_LIMIT' })
    expect((await send('POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(200)

    const assigned = await booked({ appointmentTime: '18:00' })
    expect(AppointmentListResponse.parse((await get('/api/appointments')).json()).upcoming[0]).toMatchObject({ canChange: true, canReschedule: true })
    await t.database.db.update(appointments).set({ status: 'vet_assigned' }).where(eq(appointments.id, assigned))
    expect(AppointmentListResponse.parse((await get('/api/appointments')).json()).upcoming[0]).toMatchObject({ canChange: false, canReschedule: false })
  })

  it('sends a confirmation e-mail with a calendar file, and serves the same file', async () => {
    const id = await booked()
    await deliverNotices(() => mailer.sent.length === 1)
    const [mail] = mailer.sent
    expect(mail?.to).toBe('asha@example.in')
    expect(mail?.subject).toContain('Bruno')
    expect(mail?.text).toContain('When: Monday, 23 November 2026, 10:00 am (India time)')
    expect(mail?.subject).toContain('on Monday, 23 November 2026, 10:00 am')
    const attachment = mail?.attachments?.[0]
    expect(attachment?.content.replace(/\r\n /g, '')).toContain('SUMMARY:PetVaidya: Home visit for Bruno\\, Monday\\, 23 November 2026\\, 10:00 am')
    expect(attachment?.filename).toBe('petvaidya-appointment.ics')
    expect(attachment?.content).toContain('DTSTART:20261123T043000Z')
    const ics = await get(`/api/appointments/${id}/calendar.ics`)
    expect(ics.statusCode).toBe(200)
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toBe(attachment?.content.replace(/DTSTAMP:\d{8}T\d{6}Z/, ics.body.match(/DTSTAMP:\d{8}T\d{6}Z/)?.[0] ?? ''))
  })

  it('confirms a booking by SMS and by e-mail once each, as jobs kept in the database, and not a visit cancelled meanwhile', async () => {
    const otpTexts = sms.sent.length
    const id = await booked()
    expect(mailer.sent).toEqual([])
    const queued = (await t.app.jobs.list({ state: 'pending', limit: 50 })).map((job) => job.name)
    expect(queued).toEqual(expect.arrayContaining([CONFIRMATION_SMS_JOB, CONFIRMATION_MAIL_JOB]))
    await deliverNotices(() => mailer.sent.length === 1 && sms.sent.length === otpTexts + 1)
    expect(sms.sent.at(-1)).toMatchObject({ to: PHONE, text: expect.stringContaining("PetVaidya: booked, Bruno's home visit on Monday, 23 November 2026, 10:00 am. To pay at the visit: ₹799.") })
    for (let run = 0; run < 3; run += 1) await deliverNotices(() => true)
    expect(sms.sent).toHaveLength(otpTexts + 1)
    expect(mailer.sent).toHaveLength(1)
    // Cancelled before its confirmation went: none goes (the cancellation notice says it all).
    const other = await booked({ appointmentTime: '12:00', petName: 'Simba' })
    expect((await send('POST', `/api/appointments/${other}/cancel`)).statusCode).toBe(200)
    await t.app.jobs.runDue(CONFIRMATION_SMS_JOB)
    await t.app.jobs.runDue(CONFIRMATION_MAIL_JOB)
    expect(mailer.sent.filter((mail) => mail.subject.startsWith('Booked:'))).toHaveLength(1)
    expect(id).not.toBe(other)
  })

  it('tells the owner of a move and of a cancellation once each, and the calendar file follows', async () => {
    const id = await booked()
    await deliverNotices(() => mailer.sent.length === 1)
    const otpTexts = sms.sent.length
    const ics = async () => (await get(`/api/appointments/${id}/calendar.ics`)).body
    expect(await ics()).toContain('\r\nSEQUENCE:0\r\n')

    expect((await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-24', appointmentTime: '12:00' })).statusCode).toBe(200)
    await deliverNotices(() => mailer.sent.length === 2 && sms.sent.length === otpTexts + 1)
    expect(sms.sent.at(-1)).toMatchObject({ to: PHONE, text: expect.stringContaining('moved to Tuesday, 24 November 2026, 12:00 pm (was Monday, 23 November 2026, 10:00 am)') })
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'asha@example.in', subject: expect.stringMatching(/^Moved: /) })
    expect(mailer.sent.at(-1)?.attachments?.[0]?.content).toContain('\r\nSEQUENCE:1\r\n')
    const moved = await ics()
    expect(moved).toContain('\r\nSEQUENCE:1\r\n')
    expect(moved).toContain('\r\nMETHOD:PUBLISH\r\n')

    const cancelled = await send('POST', `/api/appointments/${id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    await deliverNotices(() => mailer.sent.length === 3 && sms.sent.length === otpTexts + 2)
    expect(sms.sent.at(-1)?.text).toContain('is cancelled. Nothing was paid for this visit, so there is nothing to refund.')
    expect(mailer.sent.at(-1)?.subject).toMatch(/^Cancelled: /)
    const gone = await ics()
    expect(gone).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(gone).toContain('\r\nSTATUS:CANCELLED\r\n')
    expect(gone).toContain('\r\nSEQUENCE:2\r\n')
    expect(gone).toContain(`\r\nUID:${id}@petvaidya\r\n`)
    expect(mailer.sent.at(-1)?.attachments?.[0]?.content).toBe(gone.replace(/DTSTAMP:\d{8}T\d{6}Z/, mailer.sent.at(-1)?.attachments?.[0]?.content.match(/DTSTAMP:\d{8}T\d{6}Z/)?.[0] ?? ''))
    // Once each: nothing more goes out afterwards, however often the queue is worked.
    await t.app.jobs.runDue(CHANGE_SMS_JOB)
    await t.app.jobs.runDue(CHANGE_MAIL_JOB)
    expect(sms.sent).toHaveLength(otpTexts + 2)
    expect(mailer.sent).toHaveLength(3)
  })

  it('moves and cancels even when the SMS provider is down', async () => {
    const id = await booked()
    sms.fail(true)
    await deliverNotices(() => mailer.sent.length === 1)
    expect((await send('POST', `/api/appointments/${id}/reschedule`, { appointmentDate: '2026-11-24', appointmentTime: '12:00' })).statusCode).toBe(200)
    expect((await send('POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(200)
    await deliverNotices(() => mailer.sent.length === 3)
    // The SMS jobs failed and wait for their retry; nothing was lost.
    const waiting = await t.app.jobs.list({ state: 'pending', limit: 50 })
    expect(waiting.filter((job) => job.name === CHANGE_SMS_JOB).length).toBeGreaterThanOrEqual(2)
    expect(waiting.filter((job) => job.name === CONFIRMATION_SMS_JOB)).toHaveLength(1)
    sms.fail(false)
  })

  it('saves a new pet from the booking, and books an existing one by id', async () => {
    await booked()
    const saved = PetListResponse.parse((await get(`/api/users/${PHONE}/pets`)).json())
    expect(saved).toMatchObject([{ name: 'Bruno', type: 'dog', breed: 'Labrador' }])
    await booked({ existingPetId: saved[0]?.id, appointmentTime: '12:00' })
    expect(await t.database.db.select().from(pets)).toHaveLength(1)
    const strangers = await book(homeVisit({ existingPetId: randomUUID(), appointmentTime: '13:00' }))
    expect(strangers.statusCode).toBe(404)
  })
})

describe('pets and addresses', () => {
  const address = { userId: PHONE, addressLine1: 'H-12, Sector 45', city: 'Gurgaon', pincode: '122003', landmark: '', isDefault: true, tag: 'Home', latitude: 28.44, longitude: 77.05 }

  it('saves, lists and edits the owner’s addresses, one default at a time', async () => {
    const first = await send('POST', '/api/addresses', address)
    expect(first.statusCode).toBe(201)
    const second = await send('POST', '/api/addresses', { ...address, addressLine1: 'Flat 4B, DLF Phase 3' })
    expect(second.statusCode).toBe(201)
    const list = AddressListResponse.parse((await get(`/api/addresses/${PHONE}`)).json())
    expect(list).toHaveLength(2)
    expect(list.filter((entry) => entry.isDefault).map((entry) => entry.addressLine1)).toEqual(['Flat 4B, DLF Phase 3'])
    const id = AddressDto.parse(first.json()).id
    const edited = await send('PUT', `/api/addresses/${id}`, { ...address, pincode: '122002', isDefault: false })
    expect(edited.statusCode).toBe(200)
    expect(AddressDto.parse(edited.json())).toMatchObject({ pincode: '122002', landmark: null })
  })

  it('leaves exactly one default when ten saves ask for it at once', async () => {
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, index) => send('POST', '/api/addresses', { ...address, addressLine1: `House ${index + 1}, Sector 45` })),
    )
    expect(saves.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
    const list = AddressListResponse.parse((await get(`/api/addresses/${PHONE}`)).json())
    expect(list).toHaveLength(10)
    expect(list.filter((entry) => entry.isDefault)).toHaveLength(1)
  })

  it('stops at twenty addresses, also when the last ones arrive at once', async () => {
    for (let index = 0; index < 18; index += 1) {
      expect((await send('POST', '/api/addresses', { ...address, isDefault: false, addressLine1: `Flat ${index + 1}` })).statusCode).toBe(201)
    }
    const last = await Promise.all(
      Array.from({ length: 5 }, (_, index) => send('POST', '/api/addresses', { ...address, addressLine1: `Villa ${index + 1}` })),
    )
    const statuses = last.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, 201, 409, 409, 409])
    expect(last.find((response) => response.statusCode === 409)?.json().error).toBe('You can save up to 20 addresses')
    const list = AddressListResponse.parse((await get(`/api/addresses/${PHONE}`)).json())
    expect(list).toHaveLength(20)
    expect(list.filter((entry) => entry.isDefault)).toHaveLength(1)
  })

  it('refuses bad addresses with the field named', async () => {
    expect((await send('POST', '/api/addresses', { ...address, pincode: '1220' })).json().error).toContain('pincode')
    expect((await send('POST', '/api/addresses', { ...address, addressLine1: '' })).json().error).toContain('addressLine1')
    expect((await send('POST', '/api/addresses', { ...address, latitude: 'north' })).statusCode).toBe(400)
    expect((await send('POST', '/api/addresses', { ...address, userId: OTHER_PHONE })).statusCode).toBe(403)
  })

  it('keeps each user’s pets and addresses to themselves', async () => {
    const created = AddressDto.parse((await send('POST', '/api/addresses', address)).json())
    const pet = await send('POST', '/api/pets', { name: 'Misty', type: 'kitten', breed: 'Persian' })
    expect(pet.statusCode).toBe(201)
    const other = await signIn(t.app, sms, OTHER_PHONE)
    expect((await get(`/api/addresses/${PHONE}`, other)).statusCode).toBe(404)
    expect((await get(`/api/users/${PHONE}/pets`, other)).statusCode).toBe(404)
    expect((await send('PUT', `/api/addresses/${created.id}`, { ...address, userId: OTHER_PHONE }, { session: other })).statusCode).toBe(404)
    // The owner's own body, replayed by someone else, is no existence oracle either: 404, not 403.
    expect((await send('PUT', `/api/addresses/${created.id}`, { ...address, userId: PHONE }, { session: other })).statusCode).toBe(404)
    expect((await send('PUT', `/api/addresses/${created.id}`, address, { session: other })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/pets/${pet.json().id}`, undefined, { session: other })).statusCode).toBe(404)
    expect(PetListResponse.parse((await get(`/api/users/${OTHER_PHONE}/pets`, other)).json())).toEqual([])
    expect((await get(`/api/users/${PHONE}/pets`, null)).statusCode).toBe(401)
  })

  it('adds, edits and removes a pet with breed, birth date, weight and notes', async () => {
    const created = await send('POST', '/api/pets', { name: 'Sheru', type: 'puppy', breed: 'Mixed breed', birthDate: '2026-06-01', weightKg: 6.5, notes: 'Nervous of strangers' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ weightKg: 6.5, birthDate: '2026-06-01' })
    const id = created.json().id as string
    expect((await send('PUT', `/api/pets/${id}`, { name: 'Sheru', type: 'dog', breed: 'Persian' })).json().error).toContain('breed')
    expect((await send('PUT', `/api/pets/${id}`, { name: 'Sheru', type: 'dog', breed: 'Beagle', weightKg: 0 })).json().error).toContain('weightKg')
    const unreadableAge = await send('PUT', `/api/pets/${id}`, { name: 'Sheru', type: 'dog', breed: 'Beagle', ageText: 'abc' })
    expect(unreadableAge.statusCode).toBe(400)
    expect(unreadableAge.json().error).toBe("ageText: Enter the age as a number and a unit, like '2 years', '6 months' or '3 weeks'")
    const edited = await send('PUT', `/api/pets/${id}`, { name: 'Sheru', type: 'dog', breed: 'Beagle', ageText: '8 months' })
    expect(edited.json()).toMatchObject({ type: 'dog', breed: 'Beagle', ageText: '8 months', weightKg: null })
    expect((await send('DELETE', `/api/pets/${id}`)).statusCode).toBe(204)
    expect((await get('/api/pets')).json()).toEqual([])
  })
})

describe('GET /api/geocode/reverse', () => {
  it('fails cleanly with the spec text when no geocoder is configured', async () => {
    const response = await get('/api/geocode/reverse?lat=28.44&lon=77.05')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ error: 'Address lookup failed' })
    expect((await get('/api/geocode/reverse?lat=north&lon=77')).statusCode).toBe(400)
    expect((await get('/api/geocode/reverse?lat=28.44&lon=77.05', null)).statusCode).toBe(401)
  })

  it('reads Geoapify’s first feature through the server, never giving out the key', async () => {
    const fake = await fakeHttpServer((seen, response) => {
      if (seen.url.includes('lat=0')) return json(response, 200, { features: [] })
      if (seen.url.includes('lat=1')) return json(response, 500, { error: 'boom' })
      json(response, 200, { features: [{ properties: { housenumber: '12', street: 'Golf Course Road', suburb: 'Sector 54', city: 'Gurugram', postcode: '122011', country: 'India' } }] })
    })
    const geo = await createTestApp({}, { sms, clock, geocoder: createGeoapifyGeocoder({ apiKey: 'secret-geo-key', baseUrl: fake.baseUrl }) })
    try {
      const session = await signIn(geo.app, sms, PHONE)
      const response = await geo.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=28.44&lon=77.1', headers: { cookie: session } })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ address: '12 Golf Course Road, Sector 54', city: 'Gurugram', pincode: '122011', suburb: 'Sector 54' })
      expect(response.body).not.toContain('secret-geo-key')
      expect(fake.seen[0]?.url).toBe('/v1/geocode/reverse?lat=28.44&lon=77.1&apiKey=secret-geo-key')
      const nothing = await geo.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=0&lon=0', headers: { cookie: session } })
      expect(nothing.statusCode).toBe(404)
      const failing = await geo.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=1&lon=1', headers: { cookie: session } })
      expect(failing.statusCode).toBe(503)
      expect(failing.json().error).toBe('Address lookup failed')
    } finally {
      await geo.app.close()
      await fake.close()
    }
  })
})

/** Works the change-notice jobs (tests run no workers) until `condition` holds. */
async function deliverNotices(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
    await t.app.jobs.runDue(CONFIRMATION_SMS_JOB)
    await t.app.jobs.runDue(CONFIRMATION_MAIL_JOB)
    await t.app.jobs.runDue(CHANGE_SMS_JOB)
    await t.app.jobs.runDue(CHANGE_MAIL_JOB)
    if (!condition()) await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(condition()).toBe(true)
}

describe('the account and its bookings', () => {
  it('keeps the owner\'s name and e-mail on the profile, refusing a bad one with a message naming the field', async () => {
    expect((await get('/api/account/profile')).json()).toMatchObject({ userId: PHONE, email: '' })
    const bad = await send('PUT', '/api/account/profile', { displayName: 'Asha Rao', email: 'asha@example' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('email: Please enter a valid email address')
    const saved = await send('PUT', '/api/account/profile', { displayName: ' Asha Rao ', email: 'Asha.Rao@Example.in' })
    expect(saved.statusCode).toBe(200)
    // This server has no WhatsApp sender (WHATSAPP_PROVIDER=none): the choice is not offered.
    expect(saved.json()).toEqual({
      userId: PHONE,
      phoneNumber: PHONE,
      displayName: 'Asha Rao',
      email: 'asha.rao@example.in',
      whatsappReminders: true,
      whatsappRemindersOffered: false,
      language: 'en',
    })
    expect((await get('/api/account/profile')).json()).toMatchObject({ displayName: 'Asha Rao', email: 'asha.rao@example.in' })
    expect((await get('/api/account/profile', null)).statusCode).toBe(401)
  })

  it('refuses to turn on reminders on WhatsApp when no WhatsApp sender is configured, and keeps a turn-off', async () => {
    const before = (await get('/api/account/profile')).json()
    const on = await send('PUT', '/api/account/profile', { displayName: 'Asha Rao', email: '', whatsappReminders: true })
    expect(on.statusCode).toBe(400)
    expect(on.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'whatsappReminders: Reminders on WhatsApp are not available; reminders come by SMS' })
    // Nothing of the refused save was kept.
    expect((await get('/api/account/profile')).json()).toEqual(before)
    const off = await send('PUT', '/api/account/profile', { displayName: 'Asha Rao', email: '', whatsappReminders: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ whatsappReminders: false, whatsappRemindersOffered: false })
  })

  it('exports pets, addresses and appointments, and on deletion keeps bookings without the person', async () => {
    const created = await book(homeVisit())
    expect(created.statusCode).toBe(201)
    const exported = await get('/api/account/export')
    expect(exported.json()).toMatchObject({ pets: [{ name: 'Bruno' }], appointments: { upcoming: [{ petName: 'Bruno' }] } })

    expect((await send('DELETE', '/api/account')).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(appointments)
    expect(row).toMatchObject({ userId: null, status: 'cancelled', ownerName: 'Deleted account', phone: '', email: '', address: null })
    expect(await t.database.db.select().from(pets)).toEqual([])
    const [count] = await t.database.db.select().from(slotCounts)
    expect(count?.booked).toBe(0)
  })

  const services = [{ id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 }]

  it('exports the owner’s payments and refunds, and no one else’s', async () => {
    const paymentId = await insertPaidOrder(t.database, { userId: PHONE, amountPaise: 119_900, providerPaymentId: 'pay_EXPORT00000001', now: clock.now() })
    await signIn(t.app, sms, OTHER_PHONE)
    await insertPaidOrder(t.database, { userId: OTHER_PHONE, amountPaise: 14_900, providerPaymentId: 'pay_OTHERS00000001', now: clock.now() })
    const created = await book(homeVisit({ services, totalAmount: 1199, paymentId }))
    expect(created.statusCode).toBe(201)
    expect((await send('POST', `/api/appointments/${created.json().id}/cancel`)).statusCode).toBe(200)

    const exported = (await get('/api/account/export')).json()
    expect(exported.payments).toEqual([
      expect.objectContaining({ paymentId: 'pay_EXPORT00000001', amount: 1199, currency: 'INR', purpose: 'cart', appointmentId: created.json().id }),
    ])
    expect(exported.refunds).toEqual([expect.objectContaining({ paymentId: 'pay_EXPORT00000001', appointmentId: created.json().id, amount: 1199 })])
    expect(JSON.stringify(exported)).not.toContain('pay_OTHERS00000001')
  })

  it('deletes the account in one transaction: a failing step leaves everything as it was', async () => {
    const paymentId = await insertPaidOrder(t.database, { userId: PHONE, amountPaise: 119_900, now: clock.now() })
    expect((await book(homeVisit({ services, totalAmount: 1199, paymentId }))).statusCode).toBe(201)
    expect((await book(homeVisit({ appointmentTime: '12:00', petName: 'Simba' }))).statusCode).toBe(201)
    expect((await send('POST', '/api/addresses', { userId: PHONE, addressLine1: 'H-12, Sector 45', city: 'Gurgaon', pincode: '122003', tag: 'Home' })).statusCode).toBe(201)
    const snapshot = async () => ({
      appointments: (await t.database.db.select().from(appointments)).map(({ updatedAt: _u, ...row }) => row),
      slots: await t.database.db.select().from(slotCounts),
      refunds: await t.database.db.select().from(refunds),
      payments: await t.database.db.select().from(payments),
      pets: await t.database.db.select().from(pets),
      addresses: await t.database.db.select().from(addresses),
      users: await t.database.db.select().from(users),
    })
    const before = await snapshot()

    // The last step, deleting the user, fails: the cancellations before it must not stay.
    await t.database.db.execute(sql.raw(`create function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`))
    await t.database.db.execute(sql.raw('create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()'))
    try {
      expect((await send('DELETE', '/api/account')).statusCode).toBe(500)
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_user_delete on users'))
      await t.database.db.execute(sql.raw('drop function refuse_user_delete()'))
    }
    expect(await snapshot()).toEqual(before)
    expect(before.refunds).toEqual([])
    expect((await get('/api/auth/session')).json()).toMatchObject({ authenticated: true })

    expect((await send('DELETE', '/api/account')).statusCode).toBe(200)
    const after = await snapshot()
    expect(after.appointments).toHaveLength(2)
    for (const row of after.appointments) expect(row).toMatchObject({ userId: null, status: 'cancelled', ownerName: 'Deleted account', phone: '' })
    expect(after.refunds).toMatchObject([{ amountPaise: 119_900 }])
    expect(after.payments).toMatchObject([{ userId: null }])
    expect(after.slots.every((slot) => slot.booked === 0)).toBe(true)
    expect([after.pets, after.addresses, after.users]).toEqual([[], [], []])
  })
})
