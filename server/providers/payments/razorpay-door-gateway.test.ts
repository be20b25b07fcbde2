import { afterEach, describe, expect, it } from 'vitest'
import { type FakeServer, fakeHttpServer, json } from '../../../tests/support/fake-http.ts'
import { GatewayError } from './payment-gateway.ts'
import { createRazorpayDoorGateway } from './razorpay-door-gateway.ts'

let fake: FakeServer | null = null

afterEach(async () => {
  await fake?.close()
  fake = null
})

const BASIC = `Basic ${Buffer.from('rzp_test_abc:secret_xyz').toString('base64')}`
const doorFor = (baseUrl: string, timeoutMs?: number) => createRazorpayDoorGateway({ keyId: 'rzp_test_abc', keySecret: 'secret_xyz', apiBaseUrl: baseUrl, timeoutMs })
const closeBy = new Date('2026-11-23T18:29:59.000Z')
const qrInput = { amountPaise: 149_800, closeBy, description: 'PetVaidya visit for Bruno', notes: { appointmentId: 'a1', orderId: 'o1' } }
const linkInput = { amountPaise: 149_800, referenceId: 'c0ffee00-0000-4000-8000-000000000001', phone: '9833310001', description: 'PetVaidya visit for Bruno', expireBy: new Date('2026-11-24T18:29:59.000Z'), callbackUrl: 'https://petvaidya.in/appointments', notes: { appointmentId: 'a1' } }

/** Razorpay's QR code entity as its API documents it. */
function qrEntity(body: { payment_amount: number; close_by: number; notes: object }, overrides: object = {}) {
  return { id: 'qr_HMsVL8HOpbMcjU', entity: 'qr_code', created_at: 1_779_512_400, name: 'PetVaidya visit', usage: 'single_use', type: 'upi_qr', image_url: 'https://rzp.io/i/BWcUVrLp', payment_amount: body.payment_amount, status: 'active', description: 'x', fixed_amount: true, payments_amount_received: 0, payments_count_received: 0, notes: body.notes, customer_id: null, close_by: body.close_by, closed_at: null, close_reason: null, ...overrides }
}

describe('Razorpay QR Codes API adapter', () => {
  it('makes a single-use UPI QR code for the exact amount, closed by the end of the day', async () => {
    fake = await fakeHttpServer((seen, response) => json(response, 200, qrEntity(JSON.parse(seen.body))))
    expect(await doorFor(fake.baseUrl).createQr(qrInput)).toEqual({ id: 'qr_HMsVL8HOpbMcjU', amountPaise: 149_800, imageUrl: 'https://rzp.io/i/BWcUVrLp', payUrl: null })
    const request = fake.seen[0]
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/v1/payments/qr_codes')
    expect(request?.headers.authorization).toBe(BASIC)
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      type: 'upi_qr',
      name: 'PetVaidya visit',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 149_800,
      description: 'PetVaidya visit for Bruno',
      close_by: 1_795_458_599,
      notes: { appointmentId: 'a1', orderId: 'o1' },
    })
  })

  it.each([
    [400, { error: { code: 'BAD_REQUEST_ERROR', description: 'close_by should be at least 2 minutes after current time' } }, /close_by should be/, true],
    [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }, /Authentication failed/, true],
    [503, 'upstream down', /503/, false],
  ])('throws GatewayError on HTTP %i (permanent: %s)', async (status, body, message, permanent) => {
    fake = await fakeHttpServer((_seen, response) => json(response, status, body))
    const error = await doorFor(fake.baseUrl).createQr(qrInput).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).message).toMatch(message)
    expect((error as GatewayError).permanent).toBe(permanent)
  })

  it('refuses an answer that does not match the request: another amount, no image', async () => {
    fake = await fakeHttpServer((seen, response) => json(response, 200, qrEntity(JSON.parse(seen.body), { payment_amount: 100 })))
    await expect(doorFor(fake.baseUrl).createQr(qrInput)).rejects.toThrow(/does not match/)
    await fake.close()
    fake = await fakeHttpServer((seen, response) => json(response, 200, qrEntity(JSON.parse(seen.body), { image_url: null })))
    await expect(doorFor(fake.baseUrl).createQr(qrInput)).rejects.toThrow(/does not match/)
  })

  it('throws a retryable GatewayError when Razorpay does not answer in time', async () => {
    fake = await fakeHttpServer(() => {
      // Never answers.
    })
    const error = await doorFor(fake.baseUrl, 200).createQr(qrInput).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).permanent).toBe(false)
    await expect(doorFor('http://127.0.0.1:9').closeQr('qr_X')).rejects.toBeInstanceOf(GatewayError)
  })

  it('closes a QR code and reads its captured payments only', async () => {
    fake = await fakeHttpServer((seen, response) => {
      if (seen.url.endsWith('/close')) return json(response, 200, { id: 'qr_HMsVL8HOpbMcjU', entity: 'qr_code', status: 'closed', close_reason: 'on_demand' })
      json(response, 200, {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'pay_HMtDKn3TnF4D8x', entity: 'payment', amount: 149_800, currency: 'INR', status: 'captured', method: 'upi', vpa: 'asha@okaxis' },
          { id: 'pay_HMtDKn3TnF4D8y', entity: 'payment', amount: 149_800, currency: 'INR', status: 'failed', method: 'upi' },
        ],
      })
    })
    const door = doorFor(fake.baseUrl)
    await door.closeQr('qr_HMsVL8HOpbMcjU')
    expect(await door.qrPayments('qr_HMsVL8HOpbMcjU')).toEqual([{ id: 'pay_HMtDKn3TnF4D8x', amountPaise: 149_800, method: 'upi' }])
    expect(fake.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['POST /v1/payments/qr_codes/qr_HMsVL8HOpbMcjU/close', 'GET /v1/payments/qr_codes/qr_HMsVL8HOpbMcjU/payments'])
    expect(fake.seen[1]?.headers.authorization).toBe(BASIC)
  })

  it('marks an already closed QR code as a permanent refusal, and a close of another id as a mismatch', async () => {
    fake = await fakeHttpServer((seen, response) =>
      seen.url.includes('qr_gone') ? json(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'QR code is already closed' } }) : json(response, 200, { id: 'qr_other', status: 'closed' }),
    )
    const error = await doorFor(fake.baseUrl).closeQr('qr_gone').catch((caught: unknown) => caught)
    expect((error as GatewayError).permanent).toBe(true)
    expect((error as GatewayError).message).toMatch(/already closed/)
    await expect(doorFor(fake.baseUrl).closeQr('qr_mine')).rejects.toThrow(/does not match/)
  })
})

/** Razorpay's payment link entity as its API documents it. */
function linkEntity(body: { amount: number; reference_id: string }, overrides: object = {}) {
  return { id: 'plink_ExjpAUN3gVHrPJ', entity: 'payment_link', amount: body.amount, amount_paid: 0, currency: 'INR', accept_partial: false, reference_id: body.reference_id, short_url: 'https://rzp.io/i/nxrHnLJ', status: 'created', payments: null, ...overrides }
}

describe('Razorpay Payment Links API adapter', () => {
  it('makes a link for the exact amount with the order as reference, no Razorpay SMS, expiring the next night', async () => {
    fake = await fakeHttpServer((seen, response) => json(response, 200, linkEntity(JSON.parse(seen.body))))
    expect(await doorFor(fake.baseUrl).createLink(linkInput)).toEqual({ id: 'plink_ExjpAUN3gVHrPJ', amountPaise: 149_800, url: 'https://rzp.io/i/nxrHnLJ' })
    const request = fake.seen[0]
    expect(request?.url).toBe('/v1/payment_links')
    expect(request?.headers.authorization).toBe(BASIC)
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      amount: 149_800,
      currency: 'INR',
      accept_partial: false,
      reference_id: linkInput.referenceId,
      description: 'PetVaidya visit for Bruno',
      customer: { contact: '+919833310001' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      expire_by: 1_795_544_999,
      notes: { appointmentId: 'a1' },
      callback_url: 'https://petvaidya.in/appointments',
      callback_method: 'get',
    })
  })

  it('throws GatewayError on a refusal, a mismatched answer and a timeout', async () => {
    fake = await fakeHttpServer((_seen, response) => json(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'payment link with given reference_id already exists' } }))
    const refused = await doorFor(fake.baseUrl).createLink(linkInput).catch((caught: unknown) => caught)
    expect((refused as GatewayError).permanent).toBe(true)
    expect((refused as GatewayError).message).toMatch(/reference_id already exists/)
    await fake.close()
    fake = await fakeHttpServer((seen, response) => json(response, 200, linkEntity(JSON.parse(seen.body), { reference_id: 'someone-else' })))
    await expect(doorFor(fake.baseUrl).createLink(linkInput)).rejects.toThrow(/does not match/)
    await fake.close()
    fake = await fakeHttpServer(() => {
      // Never answers.
    })
    const silent = await doorFor(fake.baseUrl, 200).createLink(linkInput).catch((caught: unknown) => caught)
    expect(silent).toBeInstanceOf(GatewayError)
    expect((silent as GatewayError).permanent).toBe(false)
  })

  it('reads a paid link’s captured payments and cancels a link', async () => {
    fake = await fakeHttpServer((seen, response) => {
      if (seen.url.endsWith('/cancel')) return json(response, 200, { id: 'plink_ExjpAUN3gVHrPJ', status: 'cancelled' })
      json(response, 200, {
        ...linkEntity({ amount: 149_800, reference_id: 'r' }, { status: 'paid', amount_paid: 149_800 }),
        payments: [{ amount: 149_800, created_at: 1_779_512_400, method: 'upi', payment_id: 'pay_Ey5HPTtnYLPWQn', plink_id: 'plink_ExjpAUN3gVHrPJ', status: 'captured', updated_at: 1_779_512_400 }],
      })
    })
    const door = doorFor(fake.baseUrl)
    expect(await door.linkPayments('plink_ExjpAUN3gVHrPJ')).toEqual([{ id: 'pay_Ey5HPTtnYLPWQn', amountPaise: 149_800, method: 'upi' }])
    await door.cancelLink('plink_ExjpAUN3gVHrPJ')
    expect(fake.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['GET /v1/payment_links/plink_ExjpAUN3gVHrPJ', 'POST /v1/payment_links/plink_ExjpAUN3gVHrPJ/cancel'])
  })

  it('answers no payment for a link nobody paid, and refuses a link of another id', async () => {
    fake = await fakeHttpServer((seen, response) => json(response, 200, linkEntity({ amount: 149_800, reference_id: 'r' }, seen.url.includes('other') ? { id: 'plink_zzz' } : {})))
    expect(await doorFor(fake.baseUrl).linkPayments('plink_ExjpAUN3gVHrPJ')).toEqual([])
    await expect(doorFor(fake.baseUrl).linkPayments('plink_other')).rejects.toThrow(/does not match/)
  })
})
