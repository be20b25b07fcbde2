import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobRows, makeRetriesDue } from '../../../tests/support/jobs.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { paymentOrders, paymentWebhookEvents, payments } from '../../db/schema.ts'
import { type SandboxGateway, createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { PARKED_WEBHOOK_JOB } from './service.ts'

/**
 * Security review F8: a signed webhook whose fields do not fit (amount 0, a fraction of a paisa,
 * 1e20, a NUL in an id) or that cannot be applied yet (its order not stored yet, a failure while
 * applying it) is answered 200 and parked: retried until it applies, once, or failed in the
 * admins' view of the jobs. Never a 500, which the provider would retry for a day.
 */

const PHONE = '9876500088'
const KEY_SECRET = 'parking-key-secret'
const WEBHOOK_SECRET = 'parking-webhook-secret'

let t: TestApp
let gateway: SandboxGateway
const sms = capturingSms()
const clock = manualClock()

function webhook(event: unknown, eventId: string, raw = JSON.stringify(event)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw), 'x-razorpay-event-id': eventId },
    payload: raw,
  })
}

const captured = (orderId: string, paymentId: string, amount: unknown = 119_900) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi' } } },
})

const qrCredited = (qrId: string, paymentId: string, amount: unknown) => ({
  entity: 'event',
  event: 'qr_code.credited',
  payload: { qr_code: { entity: { id: qrId } }, payment: { entity: { id: paymentId, amount, method: 'upi' } } },
})

async function storeOrder(providerOrderId: string, amountPaise = 119_900): Promise<void> {
  await t.database.db.insert(paymentOrders).values({
    id: randomUUID(),
    provider: 'sandbox',
    providerOrderId,
    userId: PHONE,
    flowType: 'cart',
    amountPaise,
    items: [{ id: 'dog-grooming', title: 'Dog Grooming at Home', listPricePaise: 149_900, pricePaise: amountPaise, quantity: 1 }],
    createdAt: clock.now(),
  })
}

const paymentRows = () => t.database.db.select().from(payments)
const claimedEvents = () => t.database.db.select().from(paymentWebhookEvents)
const parked = () => jobRows(t.database, PARKED_WEBHOOK_JOB)
const logLines = () => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>)

beforeAll(async () => {
  gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET })
  t = await createTestApp({ LOG_LEVEL: 'info' }, { sms, clock, paymentGateway: gateway })
  await seedDatabase(t.database.db)
  await signIn(t.app, sms, PHONE)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate payments, payment_orders, payment_webhook_events cascade`)
  await t.database.db.execute(sql`delete from pgboss.job where name = ${PARKED_WEBHOOK_JOB}`)
  t.logs.length = 0
})

describe('a signed webhook whose fields do not fit', () => {
  it.each([
    ['an amount below zero', captured('order_PARKTEST000001', 'pay_PARKTEST000001', -5)],
    ['an amount of zero', captured('order_PARKTEST000001', 'pay_PARKTEST000001', 0)],
    ['a fraction of a paisa', captured('order_PARKTEST000001', 'pay_PARKTEST000001', 10.5)],
    ['an amount of 1e20', captured('order_PARKTEST000001', 'pay_PARKTEST000001', 1e20)],
    ['a NUL in the payment id', captured('order_PARKTEST000001', 'pay_PARK\u0000TEST01')],
    ['a door payment of -5', qrCredited('qr_PARKTEST000001', 'pay_PARKTEST000001', -5)],
    ['a door payment of 1e20', qrCredited('qr_PARKTEST000001', 'pay_PARKTEST000001', 1e20)],
    ['a door payment with a NUL in its id', qrCredited('qr_PARKTEST000001', 'pay_PARK\u0000TEST01', 79_900)],
    ['a refund with a NUL in its id', { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_A\u0000B' } } } }],
    ['a payment with no entity', { event: 'payment.captured', payload: {} }],
  ])('answers 200 for %s, records nothing and parks it, failed at once, for the admins', async (_name, event) => {
    await storeOrder('order_PARKTEST000001')
    const response = await webhook(event, 'evt_park_invalid')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, parked: true })
    expect(await paymentRows()).toEqual([])
    expect(await claimedEvents()).toEqual([])
    expect(await parked()).toEqual([expect.objectContaining({ state: 'created' })])

    // The job tries it once and fails it: the admins' list of failed jobs shows why.
    await t.app.jobs.runDue(PARKED_WEBHOOK_JOB)
    const [job] = await parked()
    expect(job?.state).toBe('failed')
    expect(job?.output).toMatchObject({ message: expect.stringMatching(/^payload\./) })
    expect(await paymentRows()).toEqual([])
    // The alert names the event, never its data.
    const alert = logLines().find((line) => line.msg === 'payment webhook that cannot be applied: parked for the admins')
    expect(alert).toMatchObject({ level: 50, eventId: 'evt_park_invalid' })
    expect(t.logs.join('\n')).not.toContain('PARKTEST')
  })

  it('answers 200 for a signed body that is not JSON, and parks it', async () => {
    const response = await webhook(null, 'evt_park_notjson', '{"event": "payment.captured", ')
    expect(response.statusCode).toBe(200)
    expect(await parked()).toHaveLength(1)
  })

  it('still refuses an unsigned body with 400 and parks nothing', async () => {
    const raw = JSON.stringify(captured('order_PARKTEST000001', 'pay_PARKTEST000001', -5))
    const response = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) }, payload: raw })
    expect(response.statusCode).toBe(400)
    expect(await parked()).toEqual([])
  })
})

describe('a signed webhook that cannot be applied yet', () => {
  it('parks a payment of an order not stored yet, and records it once when the order is there', async () => {
    const event = captured('order_NOTYETSTORED01', 'pay_NOTYETSTORED01')
    const first = await webhook(event, 'evt_park_early')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ success: true, duplicate: false, parked: true })
    expect(await paymentRows()).toEqual([])
    // The claim of the event id rolled back with the payment: the event is not lost as "seen".
    expect(await claimedEvents()).toEqual([])

    // A try before the order exists fails and waits for the next.
    await t.app.jobs.runDue(PARKED_WEBHOOK_JOB)
    expect((await parked())[0]?.state).toBe('retry')

    // The provider sends the same event again meanwhile: still one parked job.
    expect((await webhook(event, 'evt_park_early')).statusCode).toBe(200)
    expect(await parked()).toHaveLength(1)

    await storeOrder('order_NOTYETSTORED01')
    await makeRetriesDue(t.database, PARKED_WEBHOOK_JOB)
    await t.app.jobs.runDue(PARKED_WEBHOOK_JOB)
    expect((await parked())[0]?.state).toBe('completed')
    const rows = await paymentRows()
    expect(rows).toEqual([expect.objectContaining({ providerPaymentId: 'pay_NOTYETSTORED01', amountPaise: 119_900, source: 'webhook' })])
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order?.status).toBe('paid')

    // Applied once: the same event again, and the same payment under another event id, add nothing.
    expect((await webhook(event, 'evt_park_early')).json()).toEqual({ success: true, duplicate: true })
    expect((await webhook(event, 'evt_park_early_other')).json()).toEqual({ success: true, duplicate: false })
    expect(await paymentRows()).toHaveLength(1)
  })

  it('parks a door payment for a QR code not stored yet', async () => {
    const response = await webhook(qrCredited('qr_NOTYETSTORED01', 'pay_DOORNOTYET0001', 79_900), 'evt_park_door')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ parked: true })
    expect(await parked()).toEqual([expect.objectContaining({ state: 'created' })])
    expect(await paymentRows()).toEqual([])
  })

  it('parks an event whose applying fails, and applies it once when the failure has passed', async () => {
    await storeOrder('order_FAILSONCE00001')
    // A fault while the payment is written (a trigger stands in for any failure of the write).
    await t.database.db.execute(sql.raw(`create or replace function refuse_payment() returns trigger language plpgsql as $$ begin raise exception 'simulated fault'; end $$`))
    await t.database.db.execute(sql.raw(`create trigger refuse_payment before insert on payments for each row execute function refuse_payment()`))
    try {
      const response = await webhook(captured('order_FAILSONCE00001', 'pay_FAILSONCE00001'), 'evt_park_fault')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ parked: true })
      expect(await paymentRows()).toEqual([])
      expect(await claimedEvents()).toEqual([])
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_payment on payments'))
      await t.database.db.execute(sql.raw('drop function refuse_payment()'))
    }
    await t.app.jobs.runDue(PARKED_WEBHOOK_JOB)
    expect((await parked())[0]?.state).toBe('completed')
    expect(await paymentRows()).toEqual([expect.objectContaining({ providerPaymentId: 'pay_FAILSONCE00001' })])
    // A second run of the job (a crash before pg-boss marked it done) changes nothing.
    await t.database.db.execute(sql`update pgboss.job set state = 'created', start_after = now() where name = ${PARKED_WEBHOOK_JOB}`)
    await t.app.jobs.runDue(PARKED_WEBHOOK_JOB)
    expect(await paymentRows()).toHaveLength(1)
  })

  it('leaves the event to the provider when it cannot even be parked', async () => {
    const local = await createTestApp({}, { sms, clock, paymentGateway: gateway })
    try {
      await local.database.db.execute(sql`drop table pgboss.job cascade`)
      const raw = JSON.stringify(captured('order_NOWHERE0000001', 'pay_NOWHERE0000001'))
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw), 'x-razorpay-event-id': 'evt_nowhere' },
        payload: raw,
      })
      // Not a 200: the provider keeps the event and sends it again.
      expect(response.statusCode).toBeGreaterThanOrEqual(500)
      expect(response.body).not.toMatch(/pgboss|NOWHERE/)
    } finally {
      await local.app.close()
    }
  })
})
