import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeServer, fakeHttpServer, json } from '../../../tests/support/fake-http.ts'
import { GatewayError } from './payment-gateway.ts'
import { createRazorpayGateway } from './razorpay-gateway.ts'

let fake: FakeServer | null = null

afterEach(async () => {
  await fake?.close()
  fake = null
})

function gatewayFor(baseUrl: string, timeoutMs?: number) {
  return createRazorpayGateway({
    keyId: 'rzp_test_abc',
    keySecret: 'secret_xyz',
    webhookSecret: 'hook_secret',
    apiBaseUrl: baseUrl,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    timeoutMs,
  })
}

const order = { amountPaise: 239_800, receipt: 'c0ffee00-0000-4000-8000-000000000000', notes: { flowType: 'cart' } }

describe('Razorpay Orders API adapter', () => {
  it('creates an order with basic auth, amount in paise and INR', async () => {
    fake = await fakeHttpServer((seen, response) => {
      const body = JSON.parse(seen.body) as { amount: number; currency: string; receipt: string }
      json(response, 200, { id: 'order_RZP123456789AB', entity: 'order', amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: body.currency, receipt: body.receipt, status: 'created', attempts: 0 })
    })
    const created = await gatewayFor(fake.baseUrl).createOrder(order)
    expect(created).toEqual({ id: 'order_RZP123456789AB', amountPaise: 239_800, currency: 'INR' })
    const request = fake.seen[0]
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/v1/orders')
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_abc:secret_xyz').toString('base64')}`)
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ amount: 239_800, currency: 'INR', receipt: order.receipt, notes: { flowType: 'cart' } })
  })

  it.each([
    [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }, /Authentication failed/],
    [400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } }, /amount must be/],
    [500, 'gateway down', /500/],
    [200, { id: 'order_X', amount: 1, currency: 'INR' }, /does not match/],
  ])('throws GatewayError on HTTP %i', async (status, body, message) => {
    fake = await fakeHttpServer((_seen, response) => json(response, status, body))
    const creating = gatewayFor(fake.baseUrl).createOrder(order)
    await expect(creating).rejects.toBeInstanceOf(GatewayError)
    await expect(creating).rejects.toThrow(message)
  })

  it('with reuseReceipt, answers the order already opened under the receipt instead of opening a second (security review F13)', async () => {
    fake = await fakeHttpServer((seen, response) => {
      if (seen.method === 'GET') return json(response, 200, { entity: 'collection', count: 1, items: [{ id: 'order_RZPOPENED00001', amount: 239_800, currency: 'INR', receipt: order.receipt, status: 'created' }] })
      json(response, 200, { id: 'order_RZPSECOND00001', amount: 239_800, currency: 'INR' })
    })
    expect(await gatewayFor(fake.baseUrl).createOrder({ ...order, reuseReceipt: true })).toEqual({ id: 'order_RZPOPENED00001', amountPaise: 239_800, currency: 'INR' })
    expect(fake.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([`GET /v1/orders?receipt=${order.receipt}`])
  })

  it('with reuseReceipt, opens the order when none is under the receipt', async () => {
    fake = await fakeHttpServer((seen, response) => {
      if (seen.method === 'GET') return json(response, 200, { entity: 'collection', count: 0, items: [] })
      json(response, 200, { id: 'order_RZPNEW0000001', amount: 239_800, currency: 'INR' })
    })
    expect((await gatewayFor(fake.baseUrl).createOrder({ ...order, reuseReceipt: true })).id).toBe('order_RZPNEW0000001')
    expect(fake.seen.map((seen) => seen.method)).toEqual(['GET', 'POST'])
  })

  it('throws GatewayError when the API cannot be reached or is too slow', async () => {
    await expect(gatewayFor('http://127.0.0.1:9').createOrder(order)).rejects.toBeInstanceOf(GatewayError)
    fake = await fakeHttpServer(() => {
      // Never answers.
    })
    await expect(gatewayFor(fake.baseUrl, 200).createOrder(order)).rejects.toBeInstanceOf(GatewayError)
  })
})

describe('Razorpay Refunds API adapter', () => {
  const refund = { providerPaymentId: 'pay_RZP123456789AB', amountPaise: 119_900, idempotencyKey: 'd1e2a3b4-0000-4000-8000-000000000001', notes: { appointmentId: 'a1' } }

  it('asks for a normal refund in paise with the idempotency key Razorpay reads', async () => {
    fake = await fakeHttpServer((seen, response) => {
      const body = JSON.parse(seen.body) as { amount: number }
      json(response, 200, { id: 'rfnd_RZP123456789AB', entity: 'refund', amount: body.amount, currency: 'INR', payment_id: 'pay_RZP123456789AB', status: 'pending', speed_processed: 'normal' })
    })
    expect(await gatewayFor(fake.baseUrl).refundPayment(refund)).toEqual({ id: 'rfnd_RZP123456789AB', status: 'pending' })
    const request = fake.seen[0]
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/v1/payments/pay_RZP123456789AB/refund')
    expect(request?.headers['x-refund-idempotency']).toBe(refund.idempotencyKey)
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_abc:secret_xyz').toString('base64')}`)
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ amount: 119_900, speed: 'normal', receipt: refund.idempotencyKey, notes: { appointmentId: 'a1' } })
  })

  it.each([
    [400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } }, true],
    [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }, true],
    [409, { error: { code: 'BAD_REQUEST_ERROR', description: 'Request is being processed' } }, false],
    [429, { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } }, false],
    [502, 'bad gateway', false],
    [200, { id: 'rfnd_X', amount: 1, status: 'pending' }, false],
  ])('on HTTP %i throws GatewayError, permanent: %s', async (status, body, permanent) => {
    fake = await fakeHttpServer((_seen, response) => json(response, status, body))
    const refunding = gatewayFor(fake.baseUrl).refundPayment(refund)
    await expect(refunding).rejects.toBeInstanceOf(GatewayError)
    await expect(refunding).rejects.toMatchObject({ permanent })
  })

  it('throws a GatewayError worth retrying when the API cannot be reached', async () => {
    await expect(gatewayFor('http://127.0.0.1:9').refundPayment(refund)).rejects.toMatchObject({ name: 'GatewayError', permanent: false })
  })
})

describe('Razorpay signatures', () => {
  const gateway = gatewayFor('http://127.0.0.1:9')

  it('accepts the checkout signature Razorpay makes: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = createHmac('sha256', 'secret_xyz').update('order_RZP123456789AB|pay_RZP987654321CD').digest('hex')
    expect(gateway.isCheckoutSignatureValid('order_RZP123456789AB', 'pay_RZP987654321CD', signature)).toBe(true)
    expect(gateway.isCheckoutSignatureValid('order_RZP123456789AB', 'pay_OTHER00000000', signature)).toBe(false)
    expect(gateway.isCheckoutSignatureValid('order_RZP123456789AB', 'pay_RZP987654321CD', signature.slice(2))).toBe(false)
    expect(gateway.isCheckoutSignatureValid('order_RZP123456789AB', 'pay_RZP987654321CD', '')).toBe(false)
  })

  it('accepts a webhook signed over the raw body with the webhook secret, and nothing else', () => {
    const raw = Buffer.from('{"event":"payment.captured","payload":{}}')
    const signature = createHmac('sha256', 'hook_secret').update(raw).digest('hex')
    expect(gateway.isWebhookSignatureValid(raw, signature)).toBe(true)
    expect(gateway.isWebhookSignatureValid(Buffer.from('{"event":"payment.captured","payload":{} }'), signature)).toBe(false)
    expect(gateway.isWebhookSignatureValid(raw, createHmac('sha256', 'secret_xyz').update(raw).digest('hex'))).toBe(false)
  })

  it('names Razorpay hosts for the Content-Security-Policy', () => {
    expect(gateway.checkoutHosts.scriptHosts).toEqual(['https://checkout.razorpay.com'])
    expect(gateway.checkoutHosts.frameHosts).toContain('https://api.razorpay.com')
  })
})
