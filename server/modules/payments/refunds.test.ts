import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppointmentDto, CreateAppointmentResponse } from '../../../core/contracts/booking.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { insertPaidOrder } from '../../../tests/support/payments.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { payments, refunds } from '../../db/schema.ts'
import { GatewayError, type RefundRequest } from '../../providers/payments/payment-gateway.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { jobRows, makeRetriesDue } from '../../../tests/support/jobs.ts'
import { MAX_JOB_ATTEMPTS } from '../jobs/queue.ts'
import { QUEUE_REFUNDS_JOB, SEND_REFUND_JOB } from './service.ts'

const PHONE = '9876543210'
const KEY_SECRET = 'test-key-secret'
const WEBHOOK_SECRET = 'test-webhook-secret'
// 06:00 UTC on 22 Nov 2026 is 11:30 in India.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()

/** The sandbox gateway with a refund call that each test scripts. */
const sandbox = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET })
const refundCalls: RefundRequest[] = []
let answerRefund: (request: RefundRequest) => Promise<{ id: string; status: 'pending' | 'processed' | 'failed' }>
const gateway = {
  ...sandbox,
  refundPayment: async (request: RefundRequest) => {
    refundCalls.push(request)
    return answerRefund(request)
  },
}

let t: TestApp
let cookie: string

function send(method: 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

function webhook(event: unknown, eventId: string) {
  const raw = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sandbox.signWebhook(raw), 'x-razorpay-event-id': eventId },
    payload: raw,
  })
}

/** A confirmed online payment of ₹1,199 by the signed-in user. */
const paidOnline = () => insertPaidOrder(t.database, { userId: PHONE, amountPaise: 119_900, now: clock.now() })

async function book(paymentId?: string): Promise<string> {
  const response = await send(
    'POST',
    '/api/appointments',
    homeVisitBody(PHONE, {
      serviceType: 'grooming',
      appointmentDate: '2026-11-24',
      services: [{ id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 }],
      totalAmount: 1199,
      ...(paymentId ? { paymentId } : {}),
    }),
  )
  expect(response.statusCode).toBe(201)
  return CreateAppointmentResponse.parse(response.json()).id
}

async function cancel(id: string): Promise<AppointmentDto> {
  const response = await send('POST', `/api/appointments/${id}/cancel`)
  expect(response.statusCode).toBe(200)
  // The first try, started by the cancellation itself, has finished.
  await runJob()
  return AppointmentDto.parse(response.json().appointment)
}

async function shown(id: string): Promise<AppointmentDto> {
  return AppointmentDto.parse((await t.app.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: { cookie } })).json().appointment)
}

const refundRows = () => t.database.db.select().from(refunds)
const runJob = () => t.app.jobs.runDue(SEND_REFUND_JOB)
/** The refund jobs' backoff has passed. */
const later = () => makeRetriesDue(t.database, SEND_REFUND_JOB)

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { sms, clock, mailer, paymentGateway: gateway })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`delete from pgboss.job where name = ${SEND_REFUND_JOB}`)
  await t.database.db.execute(sql`truncate refunds, appointments, slot_counts, pets, payments, payment_orders, payment_webhook_events, users, sessions, otp_challenges, otp_failures cascade`)
  clock.reset()
  sms.reset()
  refundCalls.length = 0
  // Until a test says otherwise, the provider is down, so that only the job under test sends.
  answerRefund = async () => {
    throw new GatewayError('Razorpay unreachable: connect ECONNREFUSED')
  }
  cookie = await signIn(t.app, sms, PHONE)
})

describe('refunds of cancelled paid bookings', () => {
  it('records the full refund with the cancellation and sends it once, keyed by the refund’s own id', async () => {
    const id = await book(await paidOnline())
    const cancelled = await cancel(id)
    expect(cancelled.refund).toEqual({ status: 'started', amount: 1199 })
    const [recorded] = await refundRows()
    expect(recorded).toMatchObject({ appointmentId: id, amountPaise: 119_900, status: 'pending' })

    // The cancellation's own try met the provider down; the next, a minute later, goes through once.
    expect(refundCalls).toHaveLength(1)
    answerRefund = async () => ({ id: 'rfnd_TEST00000000001', status: 'pending' })
    await later()
    await Promise.all([runJob(), runJob(), runJob()])
    expect(refundCalls).toHaveLength(2)
    expect(refundCalls.map((call) => call.idempotencyKey)).toEqual([recorded?.id, recorded?.id])
    expect(refundCalls[1]).toMatchObject({ amountPaise: 119_900, notes: { appointmentId: id } })
    expect((await refundRows())[0]).toMatchObject({ status: 'initiated', providerRefundId: 'rfnd_TEST00000000001', lastError: null })
    expect((await shown(id)).refund).toEqual({ status: 'started', amount: 1199 })

    const processed = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_TEST00000000001', receipt: recorded?.id, status: 'processed' } } } }
    expect((await webhook(processed, 'evt_refund_1')).json()).toEqual({ success: true, duplicate: false })
    expect((await webhook(processed, 'evt_refund_1')).json()).toEqual({ success: true, duplicate: true })
    expect((await shown(id)).refund).toEqual({ status: 'completed', amount: 1199 })
    expect(await runJob()).toBe(0)
  })

  it('records nothing for a booking paid after the service', async () => {
    const id = await book()
    expect((await cancel(id)).refund).toBeNull()
    expect(await refundRows()).toEqual([])
  })

  it('retries a provider that cannot be reached, waiting longer each time, until it takes the refund', async () => {
    const id = await book(await paidOnline())
    await cancel(id)
    let [job] = await jobRows(t.database, SEND_REFUND_JOB)
    expect(job).toMatchObject({ state: 'retry', retryCount: 0, output: { message: 'Razorpay unreachable: connect ECONNREFUSED' } })
    const firstWait = Number(job?.dueInSeconds)
    expect(firstWait).toBeGreaterThan(60)
    expect(await runJob()).toBe(0)

    await later()
    expect(await runJob()).toBe(1)
    let [row] = await refundRows()
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Razorpay unreachable: connect ECONNREFUSED' })
    ;[job] = await jobRows(t.database, SEND_REFUND_JOB)
    expect(Number(job?.dueInSeconds)).toBeGreaterThan(firstWait)

    await later()
    answerRefund = async () => ({ id: 'rfnd_TEST00000000002', status: 'processed' })
    expect(await runJob()).toBe(1)
    ;[row] = await refundRows()
    expect(row).toMatchObject({ status: 'processed', attempts: 3, providerRefundId: 'rfnd_TEST00000000002' })
    expect((await shown(id)).refund?.status).toBe('completed')
    expect(new Set(refundCalls.map((call) => call.idempotencyKey))).toEqual(new Set([row?.id]))
    expect((await jobRows(t.database, SEND_REFUND_JOB))[0]?.state).toBe('completed')
  })

  it('leaves a refund to the operators after a refusal or the last try, and says so in the log', async () => {
    const refused = await book(await paidOnline())
    answerRefund = async () => {
      throw new GatewayError('Razorpay refused the refund (400): The payment has been fully refunded already', true)
    }
    await cancel(refused)
    expect((await shown(refused)).refund).toEqual({ status: 'failed', amount: 1199 })
    expect(t.logs.some((line) => line.includes('refund refused: settle it in the dashboard'))).toBe(true)
    expect(refundCalls).toHaveLength(1)

    await t.database.db.execute(sql`truncate refunds`)
    await t.database.db.execute(sql`delete from pgboss.job where name = ${SEND_REFUND_JOB}`)
    answerRefund = async () => {
      throw new GatewayError('Razorpay refused the refund (502): Bad Gateway')
    }
    refundCalls.length = 0
    const id = await book(await paidOnline())
    await cancel(id)
    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      await later()
      expect(await runJob()).toBe(1)
    }
    const [row] = await refundRows()
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_JOB_ATTEMPTS, lastError: 'Razorpay refused the refund (502): Bad Gateway' })
    expect(refundCalls).toHaveLength(MAX_JOB_ATTEMPTS)
    // Parked, with its error, for the admins' view; never tried again.
    expect(await jobRows(t.database, SEND_REFUND_JOB)).toMatchObject([{ state: 'failed', output: { message: 'Razorpay refused the refund (502): Bad Gateway' } }])
    expect(await t.app.jobs.list({ state: 'failed', limit: 10 })).toMatchObject([{ name: SEND_REFUND_JOB, attempts: MAX_JOB_ATTEMPTS, error: 'Razorpay refused the refund (502): Bad Gateway' }])
    await later()
    expect(await runJob()).toBe(0)
    expect(t.logs.some((line) => line.includes('refund not taken after the last try'))).toBe(true)
  })

  it('queues a pending refund again after a crash between the cancellation and its job, once', async () => {
    const id = await book(await paidOnline())
    await cancel(id)
    await t.database.db.execute(sql`delete from pgboss.job where name = ${SEND_REFUND_JOB}`)
    answerRefund = async () => ({ id: 'rfnd_TEST00000000009', status: 'processed' })
    await t.app.jobs.runDue(QUEUE_REFUNDS_JOB)
    await t.app.jobs.send(QUEUE_REFUNDS_JOB, {})
    await t.app.jobs.send(QUEUE_REFUNDS_JOB, {})
    expect(await t.app.jobs.runDue(QUEUE_REFUNDS_JOB)).toBe(2)
    expect(await runJob()).toBe(1)
    expect(await runJob()).toBe(0)
    expect((await shown(id)).refund?.status).toBe('completed')
  })

  it('marks a refund failed by the provider’s webhook, and ignores one it does not know', async () => {
    const id = await book(await paidOnline())
    await cancel(id)
    answerRefund = async () => ({ id: 'rfnd_TEST00000000003', status: 'pending' })
    await later()
    await runJob()
    const failed = { event: 'refund.failed', payload: { refund: { entity: { id: 'rfnd_TEST00000000003', status: 'failed' } } } }
    expect((await webhook(failed, 'evt_refund_2')).statusCode).toBe(200)
    expect((await shown(id)).refund?.status).toBe('failed')
    const unknown = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_NOBODY00000001', receipt: 'not-a-uuid' } } } }
    expect((await webhook(unknown, 'evt_refund_3')).statusCode).toBe(200)
    expect((await webhook({ event: 'refund.processed', payload: {} }, 'evt_refund_4')).statusCode).toBe(200)
  })

  it('refunds the upcoming paid visits of a deleted account, detached from the person', async () => {
    const id = await book(await paidOnline())
    expect((await send('DELETE', '/api/account')).statusCode).toBeLessThan(300)
    await runJob()
    const [row] = await refundRows()
    expect(row).toMatchObject({ appointmentId: id, amountPaise: 119_900, status: 'pending' })
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, row?.paymentId ?? ''))
    expect(payment?.userId).toBeNull()
  })
})
