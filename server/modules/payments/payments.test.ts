import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CreateOrderResponse } from '../../../core/contracts/payment.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { catalogueServices, idempotencyKeys, paymentOrders, payments } from '../../db/schema.ts'
import { GatewayError, checkoutSignature } from '../../providers/payments/payment-gateway.ts'
import { type SandboxGateway, createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'

const PHONE = '9876543210'
const OTHER_PHONE = '9123456780'
const KEY_SECRET = 'test-key-secret'
const WEBHOOK_SECRET = 'test-webhook-secret'

let t: TestApp
let gateway: SandboxGateway
/** The order ids the provider answered, in order. */
const providerOrders: string[] = []
let cookie: string
const sms = capturingSms()
const clock = manualClock()

const vaccine = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 2 }
const grooming = { id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 }

function post(url: string, payload: unknown, headers: Record<string, string> = {}, session: string | null = cookie) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(session ? { cookie: session } : {}), ...headers },
    payload: JSON.stringify(payload),
  })
}

const createOrder = (body: unknown, headers: Record<string, string> = {}, session: string | null = cookie) =>
  post('/api/payment/create-order', body, headers, session)

async function newOrder(services = [vaccine], amount = 2398): Promise<string> {
  const response = await createOrder({ amount, currency: 'INR', services })
  expect(response.statusCode).toBe(200)
  return CreateOrderResponse.parse(response.json()).data.order_id
}

function signedPayment(orderId: string, paymentId = 'pay_TESTPAYMENT0001') {
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId) }
}

function webhook(event: unknown, options: { eventId?: string; secret?: string } = {}) {
  const raw = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: options.secret ?? WEBHOOK_SECRET }).signWebhook(raw),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  })
}

const paymentRows = () => t.database.db.select().from(payments)

beforeAll(async () => {
  gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET })
  const counting: SandboxGateway = {
    ...gateway,
    createOrder: async (input) => {
      const order = await gateway.createOrder(input)
      providerOrders.push(order.id)
      return order
    },
  }
  t = await createTestApp({}, { sms, clock, paymentGateway: counting })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate payments, payment_orders, payment_webhook_events, idempotency_keys, users, sessions, otp_challenges, otp_failures cascade`)
  sms.reset()
  cookie = await signIn(t.app, sms, PHONE)
})

describe('POST /api/payment/create-order', () => {
  it('prices the services from the catalogue and stores the order in paise', async () => {
    const response = await createOrder({ amount: 3597, currency: 'INR', services: [vaccine, grooming] })
    expect(response.statusCode).toBe(200)
    const { data } = CreateOrderResponse.parse(response.json())
    expect(data).toMatchObject({ amount: 3597, currency: 'INR', key_id: 'rzp_test_sandbox' })
    expect(data.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order).toMatchObject({ providerOrderId: data.order_id, amountPaise: 359_700, userId: PHONE, flowType: 'cart', status: 'created' })
    expect(order?.items).toEqual([
      { id: vaccine.id, title: vaccine.title, listPricePaise: 149_900, pricePaise: 119_900, quantity: 2 },
      { id: grooming.id, title: grooming.title, listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 },
    ])
  })

  it('refuses a tampered amount, whatever prices the client claims', async () => {
    const cheap = { ...vaccine, price: 1, discountedPrice: 1 }
    const response = await createOrder({ amount: 2, currency: 'INR', services: [cheap] })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'AMOUNT_MISMATCH' })
    expect(response.json().error).toMatch(/^amount: /)
    expect(await t.database.db.select().from(paymentOrders)).toEqual([])
  })

  it('uses the catalogue price in force, not an old one in the cart', async () => {
    await t.database.db.update(catalogueServices).set({ pricePaise: 109_900 }).where(eq(catalogueServices.id, vaccine.id))
    try {
      expect((await createOrder({ amount: 2398, currency: 'INR', services: [vaccine] })).statusCode).toBe(400)
      expect((await createOrder({ amount: 2198, currency: 'INR', services: [vaccine] })).statusCode).toBe(200)
    } finally {
      await t.database.db.update(catalogueServices).set({ pricePaise: 119_900 }).where(eq(catalogueServices.id, vaccine.id))
    }
  })

  it.each([
    [{ amount: 1199, currency: 'USD', services: [vaccine] }, /^currency: /],
    [{ amount: '1199', currency: 'INR', services: [vaccine] }, /^amount: /],
    [{ amount: 1199, currency: 'INR', services: [{ ...vaccine, quantity: 0 }] }, /^services\.0\.quantity: /],
    [{ amount: 1199, currency: 'INR', services: [{ ...vaccine, quantity: 1.5 }] }, /^services\.0\.quantity: /],
    [{ amount: 1199, currency: 'INR', services: [{ ...vaccine, id: 'gold-bar' }] }, /^services\.0\.id: /],
    [{ amount: 1199, currency: 'INR', services: [] }, /^services: /],
    [{ currency: 'INR', services: [vaccine] }, /^amount: /],
    [{ amount: -5, currency: 'INR', services: [vaccine] }, /^amount: /],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await createOrder(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
  })

  it('needs a signed-in user', async () => {
    expect((await createOrder({ amount: 2398, currency: 'INR', services: [vaccine] }, {}, null)).statusCode).toBe(401)
  })

  it('prices a Gold Membership from its plan, as flow membership', async () => {
    const body = { amount: 1999, currency: 'INR', services: [], appointmentDetails: { appointmentType: 'Gold Membership', planId: 'gold-annual' } }
    const response = await createOrder(body)
    expect(response.statusCode).toBe(200)
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order).toMatchObject({ flowType: 'membership', planId: 'gold-annual', amountPaise: 199_900 })
    const unknown = await createOrder({ ...body, appointmentDetails: { appointmentType: 'Gold Membership', planId: 'platinum' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatch(/^appointmentDetails\.planId: /)
  })

  it('answers 503 with the spec text when the provider refuses the order, and stores nothing', async () => {
    const failing = { ...gateway, createOrder: () => Promise.reject(new GatewayError('Razorpay unreachable: connect ECONNREFUSED')) }
    const local = await createTestApp({}, { sms, clock, paymentGateway: failing })
    try {
      await seedDatabase(local.database.db)
      const session = await signIn(local.app, sms, PHONE)
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: session },
        payload: { amount: 2398, currency: 'INR', services: [vaccine] },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ error: 'Failed to create payment order' })
      expect(await local.database.db.select().from(paymentOrders)).toEqual([])
    } finally {
      await local.app.close()
    }
  })
})

describe('Idempotency-Key on create-order', () => {
  const body = { amount: 2398, currency: 'INR', services: [vaccine] }

  it('replays the first answer for the same key and body, with one order', async () => {
    const first = await createOrder(body, { 'idempotency-key': 'cart-1' })
    const second = await createOrder(body, { 'idempotency-key': 'cart-1' })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await t.database.db.select().from(paymentOrders)).toHaveLength(1)
  })

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    await createOrder(body, { 'idempotency-key': 'cart-2' })
    const other = await createOrder({ ...body, amount: 1199, services: [{ ...vaccine, quantity: 1 }] }, { 'idempotency-key': 'cart-2' })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await t.database.db.select().from(paymentOrders)).toHaveLength(1)
  })

  it('answers a retry after a crash between storing the order and remembering the answer with the same order (security review F13)', async () => {
    const first = await createOrder(body, { 'idempotency-key': 'cart-crash' })
    expect(first.statusCode).toBe(200)
    // The crash: the key still says in flight, and its lease has run out.
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: 'in_flight', responseStatus: null, responseBody: null, createdAt: new Date(clock.now().getTime() - 61_000) })
      .where(eq(idempotencyKeys.key, 'cart-crash'))
    const retry = await createOrder(body, { 'idempotency-key': 'cart-crash' })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().data.order_id).toBe(first.json().data.order_id)
    expect(await t.database.db.select().from(paymentOrders)).toHaveLength(1)
    // And the key now replays that answer.
    expect((await createOrder(body, { 'idempotency-key': 'cart-crash' })).headers['idempotent-replayed']).toBe('true')
  })

  it('opens one order at the provider when the first run died between the provider and storing the order', async () => {
    providerOrders.length = 0
    await t.database.db.execute(sql.raw(`create or replace function refuse_order() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`))
    await t.database.db.execute(sql.raw('create trigger refuse_order before insert on payment_orders for each row execute function refuse_order()'))
    let failed
    try {
      failed = await createOrder(body, { 'idempotency-key': 'cart-lost' })
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_order on payment_orders'))
      await t.database.db.execute(sql.raw('drop function refuse_order()'))
    }
    expect(failed.statusCode).toBe(500)
    expect(await t.database.db.select().from(paymentOrders)).toEqual([])
    const retry = await createOrder(body, { 'idempotency-key': 'cart-lost' })
    expect(retry.statusCode).toBe(200)
    // Both runs reached the provider, and the provider holds one order: the one stored now.
    expect(providerOrders).toHaveLength(2)
    expect(new Set(providerOrders)).toEqual(new Set([retry.json().data.order_id]))
    expect(await t.database.db.select().from(paymentOrders)).toEqual([expect.objectContaining({ providerOrderId: retry.json().data.order_id })])
  })

  it('refuses an order of a retried key whose stored order is another cart', async () => {
    const first = await createOrder(body, { 'idempotency-key': 'cart-other' })
    expect(first.statusCode).toBe(200)
    // The key forgotten meanwhile (here: deleted), then sent with another cart.
    await t.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'cart-other'))
    const other = await createOrder({ amount: 1199, currency: 'INR', services: [grooming] }, { 'idempotency-key': 'cart-other' })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await t.database.db.select().from(paymentOrders)).toHaveLength(1)
  })

  it('answers 409 while the first request with the key is still in flight', async () => {
    const now = clock.now()
    await t.database.db.insert(idempotencyKeys).values({
      scope: PHONE,
      route: 'POST /api/payment/create-order',
      key: 'cart-3',
      requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      status: 'in_flight',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    })
    expect((await createOrder(body, { 'idempotency-key': 'cart-3' })).statusCode).toBe(409)
  })

  it('forgets a key after 24 hours', async () => {
    await createOrder(body, { 'idempotency-key': 'cart-4' })
    clock.advance(24 * 60 * 60 * 1000 + 1)
    try {
      const again = await createOrder(body, { 'idempotency-key': 'cart-4' })
      expect(again.statusCode).toBe(200)
      expect(again.headers['idempotent-replayed']).toBeUndefined()
      expect(await t.database.db.select().from(paymentOrders)).toHaveLength(2)
    } finally {
      clock.reset()
    }
  })

  it('keeps keys of different users apart and refuses a malformed key', async () => {
    await createOrder(body, { 'idempotency-key': 'shared' })
    const other = await signIn(t.app, sms, OTHER_PHONE)
    expect((await createOrder(body, { 'idempotency-key': 'shared' }, other)).headers['idempotent-replayed']).toBeUndefined()
    expect((await createOrder(body, { 'idempotency-key': 'x'.repeat(300) })).statusCode).toBe(400)
  })
})

describe('POST /api/payment/verify-payment', () => {
  it('records a correctly signed payment and marks the order paid', async () => {
    const orderId = await newOrder()
    const response = await post('/api/payment/verify-payment', { ...signedPayment(orderId), services: [vaccine], appointmentDetails: { petOwnerName: 'Asha' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, data: { paymentId: 'pay_TESTPAYMENT0001', amount: 2398, flowType: 'cart' } })
    const [row] = await paymentRows()
    expect(row).toMatchObject({ providerPaymentId: 'pay_TESTPAYMENT0001', amountPaise: 239_800, userId: PHONE, source: 'checkout' })
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order?.status).toBe('paid')
  })

  it('records nothing for a bad signature', async () => {
    const orderId = await newOrder()
    const forged = { ...signedPayment(orderId), razorpay_signature: checkoutSignature('wrong-secret', orderId, 'pay_TESTPAYMENT0001') }
    const response = await post('/api/payment/verify-payment', forged)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, error: 'Payment verification failed' })
    expect(await paymentRows()).toEqual([])
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order?.status).toBe('created')
  })

  it('checks the signature against the order stored here, not one the client names for another payment', async () => {
    const orderId = await newOrder()
    const otherOrder = await newOrder([grooming], 1199)
    const mixed = { ...signedPayment(otherOrder), razorpay_order_id: orderId }
    expect((await post('/api/payment/verify-payment', mixed)).statusCode).toBe(400)
    expect(await paymentRows()).toEqual([])
  })

  it('leaves one payment under ten simultaneous replays, each answered the same', async () => {
    const orderId = await newOrder()
    const body = signedPayment(orderId)
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/payment/verify-payment', body)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(await paymentRows()).toHaveLength(1)
  })

  it("answers 404 for another user's order", async () => {
    const orderId = await newOrder()
    const other = await signIn(t.app, sms, OTHER_PHONE)
    const response = await post('/api/payment/verify-payment', signedPayment(orderId), {}, other)
    expect(response.statusCode).toBe(404)
    expect(await paymentRows()).toEqual([])
  })

  it.each([
    [{ razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_payment_id: 'pay_ABCDEFGHIJKLMN' }, /razorpay_signature/],
    [{ razorpay_order_id: 'nope', razorpay_payment_id: 'pay_ABCDEFGHIJKLMN', razorpay_signature: 'a'.repeat(64) }, /razorpay_order_id/],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await post('/api/payment/verify-payment', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
  })
})

describe('POST /api/payment/webhook', () => {
  const captured = (orderId: string, paymentId = 'pay_WEBHOOKPAY0001', amount = 239_800) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi' } } },
  })

  it('completes a payment whose browser never came back (order.paid)', async () => {
    const orderId = await newOrder()
    const event = {
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_WEBHOOKPAY0002', amount: 239_800, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi' } },
        order: { entity: { id: orderId, amount: 239_800, amount_paid: 239_800, status: 'paid' } },
      },
    }
    const response = await webhook(event, { eventId: 'evt_1' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, duplicate: false })
    const [row] = await paymentRows()
    expect(row).toMatchObject({ providerPaymentId: 'pay_WEBHOOKPAY0002', method: 'upi', source: 'webhook', userId: PHONE })
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order?.status).toBe('paid')
  })

  it('treats a duplicate event id as a no-op', async () => {
    const orderId = await newOrder()
    expect((await webhook(captured(orderId), { eventId: 'evt_2' })).json()).toEqual({ success: true, duplicate: false })
    expect((await webhook(captured(orderId, 'pay_WEBHOOKPAY0003'), { eventId: 'evt_2' })).json()).toEqual({ success: true, duplicate: true })
    expect(await paymentRows()).toHaveLength(1)
  })

  it('agrees with the checkout: a payment seen by both is one row', async () => {
    const orderId = await newOrder()
    await post('/api/payment/verify-payment', signedPayment(orderId, 'pay_BOTHPATHS00001'))
    await webhook(captured(orderId, 'pay_BOTHPATHS00001'), { eventId: 'evt_3' })
    const rows = await paymentRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.method).toBe('upi')
  })

  it('refuses a bad signature and records nothing', async () => {
    const orderId = await newOrder()
    const response = await webhook(captured(orderId), { eventId: 'evt_4', secret: 'not-the-secret' })
    expect(response.statusCode).toBe(400)
    expect(await paymentRows()).toEqual([])
  })

  it('does not mark an order paid when the captured amount falls short', async () => {
    const orderId = await newOrder()
    await webhook(captured(orderId, 'pay_SHORTPAYMENT01', 100), { eventId: 'evt_5' })
    const [order] = await t.database.db.select().from(paymentOrders)
    expect(order?.status).toBe('created')
  })

  it('accepts events it does not act on, and needs no CSRF origin', async () => {
    const response = await webhook({ entity: 'event', event: 'refund.created', payload: {} }, { eventId: 'evt_6' })
    expect(response.statusCode).toBe(200)
  })
})

describe('the sandbox checkout', () => {
  it('serves a script with the checkout browser API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.body).toContain('window.Razorpay = Razorpay')
  })

  it("signs a payment of the user's own order that verify-payment accepts", async () => {
    const orderId = await newOrder()
    const authorized = await post('/api/payment/sandbox/authorize', { order_id: orderId, outcome: 'success' })
    expect(authorized.statusCode).toBe(200)
    const verified = await post('/api/payment/verify-payment', authorized.json())
    expect(verified.statusCode).toBe(200)
    expect(await paymentRows()).toHaveLength(1)
  })

  it('declines on request with the error fields of a failed payment', async () => {
    const orderId = await newOrder()
    const declined = await post('/api/payment/sandbox/authorize', { order_id: orderId, outcome: 'failure' })
    expect(declined.statusCode).toBe(402)
    expect(declined.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: orderId } })
  })

  it("refuses another user's order", async () => {
    const orderId = await newOrder()
    const other = await signIn(t.app, sms, OTHER_PHONE)
    expect((await post('/api/payment/sandbox/authorize', { order_id: orderId, outcome: 'success' }, {}, other)).statusCode).toBe(404)
  })
})
