import type { ServerResponse } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeServer, type Seen, fakeHttpServer, json } from '../../../tests/support/fake-http.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { type appointments, paymentOrders, payments, receipts, refunds } from '../../db/schema.ts'
import { hmacHex } from '../../providers/payments/payment-gateway.ts'
import { DOOR_CLOSE_DAY_JOB, DOOR_CLOSE_PAID_JOB, DOOR_RECONCILE_JOB } from './door.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney, insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'

const ADMIN = '9833310000'
const VET = '9833310001'
const CUSTOMER = '9833310002'
const WEBHOOK_SECRET = 'door-razorpay-webhook-secret'
const MINUTE = 60_000
// 08:00 on 23 November 2026 in India.
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()

type FakePayment = { id: string; amount: number; method: string; status: string }
type FakeQr = { id: string; amount: number; status: 'active' | 'closed'; notes: Record<string, string>; closeBy: number; payments: FakePayment[] }
type FakeLink = { id: string; amount: number; referenceId: string; status: 'created' | 'paid' | 'cancelled'; payments: FakePayment[] }

/**
 * A local fake of Razorpay's QR Codes, Payment Links and Refunds APIs, with state: it keeps the QR
 * codes and links it made and the payments taken on them, as Razorpay does.
 */
function fakeRazorpay() {
  const qrs = new Map<string, FakeQr>()
  const links = new Map<string, FakeLink>()
  let mode: 'normal' | 'drop' | 'refuse' = 'normal'
  let next = 0
  const id = (prefix: string) => `${prefix}_Fake${String(++next).padStart(10, '0')}`
  const refuse = (response: ServerResponse, description: string) => json(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description } })
  const qrEntity = (qr: FakeQr) => ({ id: qr.id, entity: 'qr_code', usage: 'single_use', type: 'upi_qr', image_url: `https://rzp.io/i/${qr.id.slice(3)}`, payment_amount: qr.amount, status: qr.status, fixed_amount: true, notes: qr.notes, close_by: qr.closeBy })
  const linkEntity = (link: FakeLink) => ({
    id: link.id,
    entity: 'payment_link',
    amount: link.amount,
    currency: 'INR',
    reference_id: link.referenceId,
    short_url: `https://rzp.io/i/${link.id.slice(6)}`,
    status: link.status,
    payments: link.payments.length ? link.payments.map((payment) => ({ payment_id: payment.id, amount: payment.amount, method: payment.method, status: payment.status, plink_id: link.id })) : null,
  })

  function answer(seen: Seen, response: ServerResponse) {
    if (mode === 'drop') return response.destroy()
    const body = seen.body ? (JSON.parse(seen.body) as Record<string, unknown>) : {}
    const path = seen.url
    if (seen.method === 'POST' && path === '/v1/payments/qr_codes') {
      if (mode === 'refuse') return refuse(response, 'Merchant is not enabled for QR codes')
      const qr: FakeQr = { id: id('qr'), amount: body.payment_amount as number, status: 'active', notes: body.notes as Record<string, string>, closeBy: body.close_by as number, payments: [] }
      qrs.set(qr.id, qr)
      return json(response, 200, qrEntity(qr))
    }
    if (seen.method === 'POST' && path === '/v1/payment_links') {
      const link: FakeLink = { id: id('plink'), amount: body.amount as number, referenceId: body.reference_id as string, status: 'created', payments: [] }
      links.set(link.id, link)
      return json(response, 200, linkEntity(link))
    }
    let match = /^\/v1\/payments\/qr_codes\/([^/]+)\/(close|payments)$/.exec(path)
    if (match) {
      const qr = qrs.get(match[1] ?? '')
      if (!qr) return refuse(response, 'The id provided does not exist')
      if (match[2] === 'payments') return json(response, 200, { entity: 'collection', count: qr.payments.length, items: qr.payments.map((payment) => ({ ...payment, entity: 'payment', currency: 'INR' })) })
      if (qr.status === 'closed') return refuse(response, 'QR code is already closed')
      qr.status = 'closed'
      return json(response, 200, qrEntity(qr))
    }
    match = /^\/v1\/payment_links\/([^/]+?)(\/cancel)?$/.exec(path)
    if (match) {
      const link = links.get(match[1] ?? '')
      if (!link) return refuse(response, 'The id provided does not exist')
      if (!match[2]) return json(response, 200, linkEntity(link))
      if (link.status !== 'created') return refuse(response, `Payment Link cannot be cancelled as it is already ${link.status}`)
      link.status = 'cancelled'
      return json(response, 200, linkEntity(link))
    }
    match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
    if (match) return json(response, 200, { id: id('rfnd'), entity: 'refund', amount: body.amount, currency: 'INR', payment_id: match[1], status: 'processed' })
    json(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } })
  }

  return {
    qrs,
    links,
    answer,
    setMode: (next: typeof mode) => void (mode = next),
    /** The owner pays a QR code or link at Razorpay: it is recorded there, whether or not its webhook arrives. */
    pay(sourceId: string): FakePayment {
      const payment = { id: id('pay'), amount: 0, method: 'upi', status: 'captured' }
      const qr = qrs.get(sourceId)
      const link = links.get(sourceId)
      payment.amount = qr?.amount ?? link?.amount ?? 0
      if (qr) {
        qr.payments.push(payment)
        qr.status = 'closed'
      }
      if (link) {
        link.payments.push(payment)
        link.status = 'paid'
      }
      return payment
    },
  }
}

const razorpay = fakeRazorpay()
let fake: FakeServer
let t: TestApp
let vet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'in_progress', vetId: VET, services: [{ id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 99_900, pricePaise: 49_900, quantity: 1 }], ...overrides })
}

/** Razorpay's qr_code.credited event, in the shape its webhooks send. */
function qrCredited(qrId: string, payment: FakePayment) {
  return {
    entity: 'event',
    account_id: 'acc_FakeAccount0001',
    event: 'qr_code.credited',
    contains: ['payment', 'qr_code'],
    payload: {
      payment: { entity: { id: payment.id, entity: 'payment', amount: payment.amount, currency: 'INR', status: 'captured', order_id: null, invoice_id: null, international: false, method: 'upi', amount_refunded: 0, refund_status: null, captured: true, description: 'QRv2 Payment', vpa: 'asha@okaxis', email: 'asha@example.in', contact: `+91${CUSTOMER}`, notes: [], fee: 0, tax: 0, error_code: null, created_at: 1_795_408_200 } },
      qr_code: { entity: { id: qrId, entity: 'qr_code', created_at: 1_795_408_000, name: 'PetVaidya visit', usage: 'single_use', type: 'upi_qr', image_url: 'https://rzp.io/i/x', payment_amount: payment.amount, status: 'closed', fixed_amount: true, payments_amount_received: payment.amount, payments_count_received: 1, notes: {}, customer_id: null, close_by: 1_795_458_599, closed_at: 1_795_408_200, close_reason: 'paid' } },
    },
    created_at: 1_795_408_200,
  }
}

/** Razorpay's payment_link.paid event, in the shape its webhooks send (the link has an order of its own). */
function linkPaid(linkId: string, referenceId: string, payment: FakePayment) {
  return {
    entity: 'event',
    account_id: 'acc_FakeAccount0001',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, accept_partial: false, amount: payment.amount, amount_paid: payment.amount, currency: 'INR', customer: { contact: `+91${CUSTOMER}` }, notify: { email: false, sms: false }, order_id: 'order_FakeLinkOrder01', reference_id: referenceId, reminder_enable: false, short_url: 'https://rzp.io/i/x', status: 'paid' } },
      order: { entity: { id: 'order_FakeLinkOrder01', entity: 'order', amount: payment.amount, amount_paid: payment.amount, amount_due: 0, currency: 'INR', receipt: referenceId, status: 'paid' } },
      payment: { entity: { id: payment.id, entity: 'payment', amount: payment.amount, currency: 'INR', status: 'captured', order_id: 'order_FakeLinkOrder01', method: 'upi', captured: true, vpa: 'asha@okaxis' } },
    },
    created_at: 1_795_408_200,
  }
}

function webhook(event: unknown, eventId: string, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': eventId },
    payload: raw,
  })
}

async function counts(visitId: string, cookie = vet) {
  const paid = await t.database.db.select().from(payments).where(eq(payments.appointmentId, visitId))
  const issued = await t.database.db.select().from(receipts).where(eq(receipts.appointmentId, visitId))
  const bill = (await call('GET', `/api/vet/visits/${visitId}/bill`, cookie)).json().bill
  return { payments: paid.length, extra: paid.filter((payment) => payment.extra).length, receipts: issued.length, duePaise: bill.duePaise }
}

async function runJob(name: string) {
  await t.app.jobs.send(name, {})
  return t.app.jobs.runDue(name)
}

beforeAll(async () => {
  fake = await fakeHttpServer((seen, response) => razorpay.answer(seen, response))
  t = await createTestApp(
    { ADMIN_PHONES: ADMIN, PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_door', RAZORPAY_KEY_SECRET: 'door_secret', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_BASE_URL: fake.baseUrl },
    { sms, clock },
  )
  await seedDatabase(t.database.db)
  const admin = await session(ADMIN, 'Meera')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  vet = await session(VET, 'Kavya')
  // The owner's account, whose visits these are.
  await session(CUSTOMER, 'Asha')
})
afterAll(async () => {
  await t.app.close()
  await fake.close()
})
beforeEach(async () => {
  // Each test starts at 08:10 on 23 November in India, after the sign-ins.
  clock.reset()
  clock.advance(10 * MINUTE)
  razorpay.setMode('normal')
  // Close jobs queued by an earlier test are worked before its records go.
  await t.app.jobs.runDue(DOOR_CLOSE_PAID_JOB)
  fake.seen.length = 0
  await clearVisitsAndMoney(t.database.db)
})

describe('collecting at the door through Razorpay', () => {
  it('shows Razorpay’s UPI QR for the amount due; its signed qr_code.credited marks the visit paid once', async () => {
    const id = await insertVisit()
    const started = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })
    expect(started.statusCode, started.body).toBe(200)
    const body = started.json()
    expect(body).toMatchObject({ method: 'upi_qr', amountPaise: 79_900, qrSvg: null, qrImageUrl: expect.stringMatching(/^https:\/\/rzp\.io\/i\//) })
    const sent = JSON.parse(fake.seen[0]?.body ?? '{}')
    // The end of 23 November in India.
    expect(sent).toMatchObject({ type: 'upi_qr', usage: 'single_use', fixed_amount: true, payment_amount: 79_900, close_by: 1_795_458_599, notes: { appointmentId: id } })
    const qrId = body.providerOrderId as string
    expect(razorpay.qrs.get(qrId)?.amount).toBe(79_900)
    // Shown again (a second press, a reloaded screen): Razorpay's same picture, and no second QR code made there.
    const again = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    expect(again).toMatchObject({ providerOrderId: qrId, qrSvg: null, qrImageUrl: body.qrImageUrl })
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().openCollection).toEqual({ method: 'upi_qr', amountPaise: 79_900, url: body.qrImageUrl, qrSvg: null, qrImageUrl: body.qrImageUrl })
    expect(fake.seen.filter((request) => request.method === 'POST' && request.url.includes('qr_codes'))).toHaveLength(1)

    const payment = razorpay.pay(qrId)
    const first = await webhook(qrCredited(qrId, payment), 'evt_door_qr_1')
    expect(first.statusCode, first.body).toBe(200)
    expect((await webhook(qrCredited(qrId, payment), 'evt_door_qr_1')).json()).toMatchObject({ duplicate: true })
    // Razorpay may send the same payment under another event id: still counted once.
    expect((await webhook(qrCredited(qrId, payment), 'evt_door_qr_2')).statusCode).toBe(200)
    expect(await counts(id)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.appointmentId, id))
    expect(receipt).toMatchObject({ method: 'upi_qr', amountPaise: 79_900 })
  })

  it('sends Razorpay a link for the amount due referenced by the collection order; payment_link.paid marks the visit paid once', async () => {
    const id = await insertVisit()
    const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect(started).toMatchObject({ method: 'payment_link', amountPaise: 79_900, url: expect.stringMatching(/^https:\/\/rzp\.io\/i\//), qrSvg: null, qrImageUrl: null })
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.appointmentId, id))
    const sent = JSON.parse(fake.seen[0]?.body ?? '{}')
    // The end of 24 November in India: the owner may pay that evening or the next day.
    expect(sent).toMatchObject({ amount: 79_900, currency: 'INR', reference_id: order?.id, customer: { contact: `+91${CUSTOMER}` }, notify: { sms: false }, expire_by: 1_795_544_999 })
    expect(order).toMatchObject({ provider: 'razorpay', providerOrderId: started.providerOrderId, collectMethod: 'payment_link', status: 'created' })

    const payment = razorpay.pay(started.providerOrderId)
    const event = linkPaid(started.providerOrderId, order?.id ?? '', payment)
    expect((await webhook(event, 'evt_door_link_1')).statusCode).toBe(200)
    expect((await webhook(event, 'evt_door_link_1')).statusCode).toBe(200)
    // Razorpay also sends payment.captured for the link's own order: it is not a second payment.
    const captured = { entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: event.payload.payment } }
    expect((await webhook(captured, 'evt_door_link_2')).statusCode).toBe(200)
    expect(await counts(id)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
  })

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const forged = await webhook(qrCredited(qrId, razorpay.pay(qrId)), 'evt_door_forged', 'not-the-secret')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('BAD_SIGNATURE')
    expect(await counts(id)).toEqual({ payments: 0, extra: 0, receipts: 0, duePaise: 79_900 })
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.appointmentId, id))
    expect(order?.status).toBe('created')
  })

  it('tells the vet when Razorpay does not answer or refuses, and keeps no order', async () => {
    const id = await insertVisit()
    razorpay.setMode('drop')
    const silent = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })
    expect(silent.statusCode).toBe(503)
    expect(silent.json()).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_ERROR', error: 'The payment provider did not answer; try again or take cash' })
    razorpay.setMode('refuse')
    const refused = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })
    expect(refused.statusCode).toBe(503)
    expect(refused.json().error).toMatch(/refused this UPI QR code \(Merchant is not enabled for QR codes\); take cash/)
    expect(await t.database.db.select().from(paymentOrders)).toEqual([])
    // Cash still works.
    expect((await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
  })
})

describe('closing and reconciling door QR codes and links', () => {
  it('closes the visit’s open QR code at Razorpay once its link is paid (a job), so the owner cannot pay twice', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    const [linkOrder] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, link.providerOrderId))
    expect((await webhook(linkPaid(link.providerOrderId, linkOrder?.id ?? '', razorpay.pay(link.providerOrderId)), 'evt_door_close_1')).statusCode).toBe(200)
    expect(razorpay.qrs.get(qrId)?.status).toBe('active')

    expect(await t.app.jobs.runDue(DOOR_CLOSE_PAID_JOB)).toBe(1)
    expect(razorpay.qrs.get(qrId)?.status).toBe('closed')
    const [qrOrder] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, qrId))
    expect(qrOrder).toMatchObject({ status: 'closed', providerClosedAt: expect.any(Date) })
    // The paid link is left alone; the reconcile job asks nothing more of either.
    expect(razorpay.links.get(link.providerOrderId)?.status).toBe('paid')
    fake.seen.length = 0
    clock.advance(10 * MINUTE)
    await runJob(DOOR_RECONCILE_JOB)
    expect(fake.seen).toEqual([])
  })

  it('records and refunds a QR payment made just before its close, whose webhook never came', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    const [linkOrder] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, link.providerOrderId))
    expect((await webhook(linkPaid(link.providerOrderId, linkOrder?.id ?? '', razorpay.pay(link.providerOrderId)), 'evt_door_race_1')).statusCode).toBe(200)
    const second = razorpay.pay(qrId)
    await t.app.jobs.runDue(DOOR_CLOSE_PAID_JOB)
    expect(await counts(id)).toEqual({ payments: 2, extra: 1, receipts: 1, duePaise: 0 })
    const [refund] = await t.database.db.select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId))
    expect(refund?.payments.providerPaymentId).toBe(second.id)
  })

  it('closes the visit’s open QR code and cancels its link at Razorpay as soon as the vet takes cash (the close job)', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect((await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    // No minute passes: the close job queued by the cash does it, not the reconcile job’s sweep.
    expect(await t.app.jobs.runDue(DOOR_CLOSE_PAID_JOB)).toBe(1)
    expect(razorpay.qrs.get(qrId)?.status).toBe('closed')
    expect(razorpay.links.get(link.providerOrderId)?.status).toBe('cancelled')
    const orders = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.appointmentId, id))
    for (const providerOrderId of [qrId, link.providerOrderId]) {
      expect(orders.find((order) => order.providerOrderId === providerOrderId)).toMatchObject({ status: 'closed', providerClosedAt: expect.any(Date) })
    }
    expect(await counts(id)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
  })

  it('cancels an open link at Razorpay left open after cash whose close job never ran (the reconcile job’s sweep)', async () => {
    const id = await insertVisit()
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect((await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    clock.advance(5 * MINUTE)
    await runJob(DOOR_RECONCILE_JOB)
    expect(razorpay.links.get(link.providerOrderId)?.status).toBe('cancelled')
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, link.providerOrderId))
    expect(order).toMatchObject({ status: 'closed', providerClosedAt: expect.any(Date) })
  })

  it('loses nothing when the process dies between Razorpay’s payment and the database write: the reconcile job records it once', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    // The owner pays the QR code at Razorpay; the webhook never arrives.
    const payment = razorpay.pay(qrId)
    // Too fresh: left to its webhook.
    await runJob(DOOR_RECONCILE_JOB)
    expect(await counts(id)).toMatchObject({ payments: 0, duePaise: 79_900 })

    clock.advance(5 * MINUTE)
    await runJob(DOOR_RECONCILE_JOB)
    await runJob(DOOR_RECONCILE_JOB)
    expect(await counts(id)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
    const [recorded] = await t.database.db.select().from(payments).where(eq(payments.appointmentId, id))
    expect(recorded).toMatchObject({ providerPaymentId: payment.id, amountPaise: 79_900, source: 'webhook' })
    // The webhook arriving late changes nothing; the link left open is cancelled at Razorpay.
    expect((await webhook(qrCredited(qrId, payment), 'evt_door_late')).statusCode).toBe(200)
    await t.app.jobs.runDue(DOOR_CLOSE_PAID_JOB)
    expect(await counts(id)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
    expect(razorpay.links.get(link.providerOrderId)?.status).toBe('cancelled')
  })

  it('records a link paid at Razorpay without a webhook, and refunds a second payment on the other QR code', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    razorpay.pay(link.providerOrderId)
    razorpay.pay(qrId)
    clock.advance(5 * MINUTE)
    await runJob(DOOR_RECONCILE_JOB)
    await runJob(DOOR_RECONCILE_JOB)
    expect(await counts(id)).toEqual({ payments: 2, extra: 1, receipts: 1, duePaise: 0 })
    expect(await t.database.db.select({ amountPaise: refunds.amountPaise }).from(refunds)).toEqual([{ amountPaise: 79_900 }])
  })

  it('closes the QR codes of the day before still open after midnight, and records a payment they took', async () => {
    const id = await insertVisit()
    const qrId = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    const unpaid = await insertVisit({ time: '11:00', startsAt: new Date('2026-11-23T05:30:00.000Z') })
    const unpaidQr = (await call('POST', `/api/vet/visits/${unpaid}/collect`, vet, { method: 'upi_qr' })).json().providerOrderId as string
    // Paid at Razorpay late in the evening; its webhook is lost.
    const payment = razorpay.pay(qrId)
    const tomorrow = await insertVisit({ date: '2026-11-24', startsAt: new Date('2026-11-24T04:30:00.000Z') })
    // 00:10 on 24 November in India: a QR code made now stays open.
    clock.advance(16 * 60 * MINUTE)
    const later = await session(VET, 'Kavya')
    const todays = await call('POST', `/api/vet/visits/${tomorrow}/collect`, later, { method: 'upi_qr' })
    expect(todays.statusCode, todays.body).toBe(200)
    const todaysQr = todays.json().providerOrderId as string
    expect(await runJob(DOOR_CLOSE_DAY_JOB)).toBe(1)
    expect(razorpay.qrs.get(unpaidQr)?.status).toBe('closed')
    expect(razorpay.qrs.get(todaysQr)?.status).toBe('active')
    const orders = await t.database.db.select().from(paymentOrders)
    expect(orders.find((order) => order.providerOrderId === unpaidQr)).toMatchObject({ status: 'closed', providerClosedAt: expect.any(Date) })
    expect(orders.find((order) => order.providerOrderId === qrId)).toMatchObject({ status: 'paid', providerClosedAt: expect.any(Date) })
    expect(orders.find((order) => order.providerOrderId === todaysQr)).toMatchObject({ status: 'created', providerClosedAt: null })
    expect(await counts(id, later)).toEqual({ payments: 1, extra: 0, receipts: 1, duePaise: 0 })
    expect((await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, payment.id))).length).toBe(1)
    expect(await counts(unpaid, later)).toMatchObject({ payments: 0, duePaise: 79_900 })
    // A second run finds nothing left to close.
    fake.seen.length = 0
    await runJob(DOOR_CLOSE_DAY_JOB)
    expect(fake.seen).toEqual([])
  })
})
