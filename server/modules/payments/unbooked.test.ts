import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UnbookedPaymentsResponse } from '../../../core/contracts/payment.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { insertPaidOrder } from '../../../tests/support/payments.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { refunds } from '../../db/schema.ts'
import { QUEUE_UNBOOKED_REFUNDS_JOB, SEND_REFUND_JOB, UNBOOKED_NOTICE_JOB } from './service.ts'

const OWNER = '9876543210'
const OTHER = '9876543211'
const DAY = 24 * 60 * 60 * 1000
// 06:00 UTC on 22 Nov 2026 is 11:30 in India.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()

let t: TestApp
const cookies: Record<string, string> = {}

function send(phone: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: cookies[phone]!, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

const videoLine = { id: 'video-consultation', title: 'Video Consultation', listPricePaise: 19_900, pricePaise: 14_900, quantity: 1 }
const bloodLine = { id: 'cat-lab-blood-panel', title: 'Cat Blood Panel (CBC, Liver, Kidney)', listPricePaise: 249_900, pricePaise: 219_900, quantity: 1 }
const asCart = (line: typeof videoLine) => ({ id: line.id, title: line.title, price: line.listPricePaise / 100, discountedPrice: line.pricePaise / 100, quantity: line.quantity })

const payFor = (phone: string, line: typeof videoLine) => insertPaidOrder(t.database, { userId: phone, amountPaise: line.pricePaise, now: clock.now(), items: [line] })

const unbooked = async (phone: string) => UnbookedPaymentsResponse.parse((await send(phone, 'GET', '/api/payment/unbooked')).json()).payments

function bookPaid(phone: string, paymentId: string, line: typeof videoLine, overrides: Record<string, unknown>) {
  return send(
    phone,
    'POST',
    '/api/appointments',
    homeVisitBody(phone, { appointmentDate: '2026-11-24', services: [asCart(line)], totalAmount: line.pricePaise / 100, paymentId, ...overrides }),
  )
}

const videoCall = { appointmentType: 'video', address: undefined, city: undefined, pincode: undefined, landmark: undefined }

beforeAll(async () => {
  t = await createTestApp({ UNBOOKED_REFUND_DAYS: '7' }, { sms, clock })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`delete from pgboss.job where name in (${SEND_REFUND_JOB}, ${UNBOOKED_NOTICE_JOB}, ${QUEUE_UNBOOKED_REFUNDS_JOB})`)
  await t.database.db.execute(sql`truncate refunds, appointments, slot_counts, pets, payments, payment_orders, users, sessions, otp_challenges, otp_failures cascade`)
  clock.reset()
  sms.reset()
  cookies[OWNER] = await signIn(t.app, sms, OWNER)
  cookies[OTHER] = await signIn(t.app, sms, OTHER)
  sms.reset()
})

describe('payments for services not booked yet', () => {
  it('belong to the payer: listed with their lines, amount and refund date on any device, never to another account', async () => {
    const paymentId = await payFor(OWNER, bloodLine)
    const listed = await unbooked(OWNER)
    expect(listed).toEqual([
      {
        paymentId,
        items: [{ id: 'cat-lab-blood-panel', title: 'Cat Blood Panel (CBC, Liver, Kidney)', price: 2499, discountedPrice: 2199, quantity: 1 }],
        amount: 2199,
        paidAt: clock.now().toISOString(),
        refundAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
      },
    ])
    expect(await unbooked(OTHER)).toEqual([])
    // The other account cannot book with it, and is told it is not theirs.
    const stolen = await bookPaid(OTHER, paymentId, bloodLine, { petType: 'cat', petBreed: 'Persian', serviceType: 'labtest' })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error).toBe('paymentId: No such payment for this account')
    // Booked by its payer, it is no longer waiting.
    expect((await bookPaid(OWNER, paymentId, bloodLine, { petType: 'cat', petBreed: 'Persian', serviceType: 'labtest' })).statusCode).toBe(201)
    expect(await unbooked(OWNER)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/unbooked' })).statusCode).toBe(401)
  })

  it('books what was paid for: the visit line fixes the visit type, services only where they can be given', async () => {
    const paymentId = await payFor(OWNER, videoLine)
    const asHome = await bookPaid(OWNER, paymentId, videoLine, {})
    expect(asHome.statusCode).toBe(400)
    expect(asHome.json()).toMatchObject({
      code: 'SERVICES_DO_NOT_FIT',
      error: 'appointmentType: You paid for a Video Consultation: please choose Video consultation as the visit type.',
    })
    const vaccinationByVideo = await bookPaid(OWNER, paymentId, videoLine, { ...videoCall, serviceType: 'vaccination' })
    expect(vaccinationByVideo.statusCode).toBe(400)
    expect(vaccinationByVideo.json().error).toBe('serviceType: Vaccination cannot be booked as this video consultation: please choose Health check-up as the service.')
    // Other lines than those paid for are refused with what was paid for.
    const otherLines = await bookPaid(OWNER, paymentId, bloodLine, { petType: 'cat', petBreed: 'Persian', serviceType: 'labtest' })
    expect(otherLines.json()).toMatchObject({ code: 'PAID_LINES_DIFFER', error: 'services: This payment was for Video Consultation. Please book exactly these services with it.' })
    const booked = await bookPaid(OWNER, paymentId, videoLine, videoCall)
    expect(booked.statusCode).toBe(201)
    expect(booked.json().appointment).toMatchObject({ appointmentType: 'video', totalAmount: 149, paidAmount: 149, amountDue: 0 })
  })

  it('refunds an unbooked payment after UNBOOKED_REFUND_DAYS, with one SMS a day before, and then refuses to book with it', async () => {
    const paymentId = await payFor(OWNER, bloodLine)
    const runQueue = async () => (await t.app.jobs.send(QUEUE_UNBOOKED_REFUNDS_JOB, {}), await t.app.jobs.runDue(QUEUE_UNBOOKED_REFUNDS_JOB))

    clock.advance(5 * DAY)
    await runQueue()
    expect(await t.app.jobs.runDue(UNBOOKED_NOTICE_JOB)).toBe(0)

    clock.advance(1 * DAY + 60_000)
    await runQueue()
    await runQueue()
    expect(await t.app.jobs.runDue(UNBOOKED_NOTICE_JOB)).toBe(1)
    expect(sms.sent).toEqual([
      {
        to: OWNER,
        code: '',
        text: 'PetVaidya: the ₹2,199 you paid for Cat Blood Panel (CBC, Liver, Kidney) is not booked yet. Book a time at http://localhost:3000/account before Sunday, 29 November 2026, or we refund it in full that day.',
      },
    ])
    expect(await t.database.db.select().from(refunds)).toEqual([])

    clock.advance(1 * DAY)
    await runQueue()
    expect(await t.database.db.select().from(refunds)).toMatchObject([{ appointmentId: null, amountPaise: 219_900, status: 'pending' }])
    expect(await unbooked(OWNER)).toEqual([])
    const late = await bookPaid(OWNER, paymentId, bloodLine, { appointmentDate: '2026-11-30', petType: 'cat', petBreed: 'Persian', serviceType: 'labtest' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' })
  })

  it('refunds at once when the owner asks, once, and only the owner’s own payment', async () => {
    const paymentId = await payFor(OWNER, bloodLine)
    expect((await send(OTHER, 'POST', `/api/payment/unbooked/${paymentId}/refund`)).statusCode).toBe(404)
    const asked = await send(OWNER, 'POST', `/api/payment/unbooked/${paymentId}/refund`)
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ refund: { paymentId, amount: 2199, status: 'started' } })
    expect((await send(OWNER, 'POST', `/api/payment/unbooked/${paymentId}/refund`)).statusCode).toBe(404)
    expect((await send(OWNER, 'POST', '/api/payment/unbooked/not-an-id/refund')).json().error).toMatch(/^paymentId: /)
    expect(await t.database.db.select().from(refunds)).toMatchObject([{ amountPaise: 219_900, appointmentId: null }])
  })

  it('refunds the unbooked payments of an account being deleted', async () => {
    await payFor(OWNER, bloodLine)
    await payFor(OTHER, videoLine)
    expect((await send(OWNER, 'DELETE', '/api/account')).statusCode).toBe(200)
    expect(await t.database.db.select().from(refunds)).toMatchObject([{ amountPaise: 219_900 }])
    expect(await unbooked(OTHER)).toHaveLength(1)
  })
})
