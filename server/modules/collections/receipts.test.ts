import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AdminServiceListResponse, AdminServiceResponse } from '../../../core/contracts/content-admin.ts'
import { CreateOrderResponse } from '../../../core/contracts/payment.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { appointments, auditLog, catalogueServices, paymentOrders, payments, receipts, users } from '../../db/schema.ts'
import { checkoutSignature } from '../../providers/payments/payment-gateway.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { receiptDocument } from './receipt-document.ts'
import { ISSUE_MISSING_RECEIPTS_JOB, RECEIPT_MAIL_JOB, RECEIPT_SMS_JOB } from './service.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney } from '../../../tests/support/visits.ts'

const ADMIN = '9833330001'
const VET = '9833330002'
const OWNER = '9833330003'
const KEY_SECRET = 'receipts-key-secret'
const WEBHOOK_SECRET = 'receipts-webhook-secret'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()
const gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET })
let t: TestApp
let admin: string
let owner: string
let vet: string

const call = apiCaller(() => t.app)

function webhook(event: unknown, eventId: string) {
  const raw = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw), 'x-razorpay-event-id': eventId },
    payload: raw,
  })
}

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const GROOMING = { id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1 }

async function paidOrder(): Promise<string> {
  const created = await call('POST', '/api/payment/create-order', owner, { amount: 1199, currency: 'INR', services: [GROOMING] })
  expect(created.statusCode, created.body).toBe(200)
  return CreateOrderResponse.parse(created.json()).data.order_id
}

const verify = (orderId: string, paymentId: string) =>
  call('POST', '/api/payment/verify-payment', owner, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId) })

const capturedEvent = (orderId: string, paymentId: string, amount = 119_900) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, method: 'upi' } } },
})

async function groomingService() {
  const services = AdminServiceListResponse.parse((await call('GET', '/api/admin/services', admin)).json()).services
  const found = services.find((service) => service.id === 'dog-grooming')
  if (!found) throw new Error('no grooming service')
  return found
}

async function runReceiptJobs() {
  await t.app.jobs.runDue(RECEIPT_SMS_JOB)
  await t.app.jobs.runDue(RECEIPT_MAIL_JOB)
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, paymentGateway: gateway, mailer })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  vet = await session(VET, 'Kavya')
  owner = await session(OWNER, 'Asha Verma')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
  await runReceiptJobs()
  await t.database.db.update(users).set({ email: null }).where(eq(users.id, OWNER))
  await t.database.db.update(catalogueServices).set({ taxRateBps: 0 }).where(eq(catalogueServices.id, 'dog-grooming'))
  sms.reset()
  mailer.sent.length = 0
})

describe('the GST rate of a catalogue service', () => {
  it('takes 0, 5 or 18 %, stores basis points, audits the change, and refuses any other rate, a retired slab among them, naming the field', async () => {
    // No BUSINESS_REGISTRATION in this app: the list says there is no GSTIN, for the page to warn.
    expect(AdminServiceListResponse.parse((await call('GET', '/api/admin/services', admin)).json()).gstin).toBeNull()
    const before = await groomingService()
    expect(before.taxRate).toBe(0)
    for (const taxRate of [7, -5, 18.5, '18', 100, 12, 28, 40]) {
      const refused = await call('PUT', '/api/admin/services/dog-grooming', admin, { taxRate, version: before.version })
      expect(refused.statusCode, String(taxRate)).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
      expect(refused.json().error).toMatch(/^taxRate/)
    }
    const saved = await call('PUT', '/api/admin/services/dog-grooming', admin, { taxRate: 18, version: before.version })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(AdminServiceResponse.parse(saved.json()).service.taxRate).toBe(18)
    const [row] = await t.database.db.select().from(catalogueServices).where(eq(catalogueServices.id, 'dog-grooming'))
    expect(row?.taxRateBps).toBe(1800)
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'service.update')).orderBy(sql`${auditLog.at} desc`).limit(1)
    expect(audit?.before).toMatchObject({ taxRateBps: 0 })
    expect(audit?.after).toMatchObject({ taxRateBps: 1800 })

    const created = await call('POST', '/api/admin/services', admin, { id: 'dog-dental-scaling', title: 'Dog Dental Scaling', petType: 'dog', serviceType: 'surgery', description: 'Scaling and polishing under sedation.', price: 4999, discountedPrice: 3999, taxRate: 5 })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().service.taxRate).toBe(5)
    const wrong = await call('POST', '/api/admin/services', admin, { id: 'dog-ear-cleaning', title: 'Dog Ear Cleaning', petType: 'dog', serviceType: 'grooming', description: 'Ear cleaning at home.', price: 499, discountedPrice: 399, taxRate: 12 })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatch(/^taxRate/)
    await t.database.db.delete(catalogueServices).where(eq(catalogueServices.id, 'dog-dental-scaling'))
  })

  it('lets an item saved at a slab retired in September 2025 keep it through an edit, and move to a current one, never back', async () => {
    await t.database.db.update(catalogueServices).set({ taxRateBps: 1200 }).where(eq(catalogueServices.id, 'dog-grooming'))
    const before = await groomingService()
    expect(before.taxRate).toBe(12)
    const kept = await call('PUT', '/api/admin/services/dog-grooming', admin, { title: before.title, taxRate: 12, version: before.version })
    expect(kept.statusCode, kept.body).toBe(200)
    const keptService = AdminServiceResponse.parse(kept.json()).service
    expect(keptService.taxRate).toBe(12)
    const otherRetired = await call('PUT', '/api/admin/services/dog-grooming', admin, { taxRate: 28, version: keptService.version })
    expect(otherRetired.statusCode).toBe(400)
    expect(otherRetired.json().error).toBe('taxRate must be one of 0, 5, 18 (% GST)')
    const moved = await call('PUT', '/api/admin/services/dog-grooming', admin, { taxRate: 18, version: keptService.version })
    expect(moved.statusCode, moved.body).toBe(200)
    const back = await call('PUT', '/api/admin/services/dog-grooming', admin, { taxRate: 12, version: AdminServiceResponse.parse(moved.json()).service.version })
    expect(back.statusCode).toBe(400)
    expect(back.json().error).toMatch(/^taxRate/)
  })
})

describe('receipts for payments made online before the visit', () => {
  it('issues one receipt per payment in the same series, whether the verify or the webhook comes first, under replays', async () => {
    const orderId = await paidOrder()
    expect((await verify(orderId, 'pay_OnlineReceipt01')).statusCode).toBe(200)
    expect((await verify(orderId, 'pay_OnlineReceipt01')).statusCode).toBe(200)
    expect((await webhook(capturedEvent(orderId, 'pay_OnlineReceipt01'), 'evt_online_1')).statusCode).toBe(200)
    expect((await webhook(capturedEvent(orderId, 'pay_OnlineReceipt01'), 'evt_online_2')).statusCode).toBe(200)
    const first = await t.database.db.select().from(receipts)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ number: 'PV/2026-27/000001', method: 'online', amountPaise: 119_900 })

    // Webhook first, then the browser's verify, for a second order: the next number, once.
    const second = await paidOrder()
    expect((await webhook(capturedEvent(second, 'pay_OnlineReceipt02'), 'evt_online_3')).statusCode).toBe(200)
    await Promise.all([verify(second, 'pay_OnlineReceipt02'), verify(second, 'pay_OnlineReceipt02'), webhook(capturedEvent(second, 'pay_OnlineReceipt02'), 'evt_online_4')])
    const all = (await t.database.db.select().from(receipts)).map((row) => row.number).sort()
    expect(all).toEqual(['PV/2026-27/000001', 'PV/2026-27/000002'])

    // A webhook for less than the order is not a counted payment: no receipt.
    const short = await paidOrder()
    await webhook(capturedEvent(short, 'pay_ShortPayment01', 50_000), 'evt_online_5')
    expect(await t.database.db.select().from(receipts)).toHaveLength(2)
  })

  it('shows the receipt with the booking on /appointments, printable by its owner only, with the GST rate per line and the tax included', async () => {
    await t.database.db.update(catalogueServices).set({ taxRateBps: 1800 }).where(eq(catalogueServices.id, 'dog-grooming'))
    const orderId = await paidOrder()
    await verify(orderId, 'pay_OnlineReceipt03')
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, 'pay_OnlineReceipt03'))
    if (!payment) throw new Error('payment not recorded')
    const visitId = randomUUID()
    await t.database.db.insert(appointments).values({
      id: visitId,
      userId: OWNER,
      status: 'confirmed',
      petName: 'Bruno',
      petType: 'dog',
      petBreed: 'Labrador',
      ownerName: 'Asha Verma',
      phone: OWNER,
      email: 'asha@example.in',
      serviceType: 'grooming',
      visitType: 'home',
      date: '2026-11-24',
      time: '10:00',
      startsAt: new Date('2026-11-24T04:30:00.000Z'),
      address: 'H-12, Sector 45',
      city: 'Gurgaon',
      pincode: '122003',
      services: [{ id: 'dog-grooming', title: 'Dog Grooming at Home', listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 }],
      totalPaise: 119_900,
      paymentId: payment.id,
    })
    const shown = (await call('GET', `/api/appointments/${visitId}`, owner)).json().appointment
    expect(shown.paymentStatus).toBe('paid')
    expect(shown.receipts).toEqual([expect.objectContaining({ number: 'PV/2026-27/000001', amount: 1199, label: 'online', url: '/receipts/PV-2026-27-000001' })])
    const listed = (await call('GET', '/api/appointments', owner)).json()
    expect([...listed.upcoming, ...listed.past].find((visit: { id: string }) => visit.id === visitId)?.receipts).toEqual(shown.receipts)
    const page = await call('GET', shown.receipts[0].url, owner)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Dog Grooming at Home')
    // 18 % inside ₹1,199: 119,900 × 1800 / 11,800 = 18,290 paise.
    expect(page.body).toContain('18% · ₹182.90')
    expect(page.body).toContain('Includes GST of ₹182.90')
    expect(page.body).toContain('Bruno')
    expect(page.body).toContain('pay_OnlineReceipt03')
    expect((await call('GET', shown.receipts[0].url, vet)).statusCode).toBe(404)
    expect((await call('GET', shown.receipts[0].url, admin)).statusCode).toBe(200)
  })
})

describe('a payment left without its receipt', () => {
  it('gets it from the job that checks recent online payments; older payments are left alone', async () => {
    const recent = await paidOrder()
    const old = await paidOrder()
    // As if the process died between recording each payment and issuing its receipt.
    for (const [providerOrderId, providerPaymentId, createdAt] of [
      [recent, 'pay_CrashedBefore1', new Date(clock.now().getTime() - 3600_000)],
      [old, 'pay_LongAgoPaid01', new Date(clock.now().getTime() - 3 * 86_400_000)],
    ] as const) {
      const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId))
      await t.database.db.insert(payments).values({ id: randomUUID(), providerPaymentId, orderId: order!.id, userId: OWNER, amountPaise: 119_900, source: 'checkout', createdAt })
    }
    await t.app.jobs.send(ISSUE_MISSING_RECEIPTS_JOB, {})
    expect(await t.app.jobs.runDue(ISSUE_MISSING_RECEIPTS_JOB)).toBe(1)
    const issued = await t.database.db.select({ number: receipts.number, paymentId: payments.providerPaymentId }).from(receipts).innerJoin(payments, eq(payments.id, receipts.paymentId))
    expect(issued).toEqual([{ number: 'PV/2026-27/000001', paymentId: 'pay_CrashedBefore1' }])
    await runReceiptJobs()
    expect(sms.sent.filter((message) => message.text.includes('PV/2026-27/000001'))).toHaveLength(1)
  })
})

describe('a membership purchase', () => {
  it('gets a numbered receipt in the same series, with no visit, printable by the buyer', async () => {
    const created = await call('POST', '/api/payment/create-order', owner, { amount: 1999, currency: 'INR', services: [], flowType: 'membership', planId: 'gold-annual' })
    expect(created.statusCode, created.body).toBe(200)
    const orderId = CreateOrderResponse.parse(created.json()).data.order_id
    expect((await verify(orderId, 'pay_MemberReceipt1')).statusCode).toBe(200)
    expect((await verify(orderId, 'pay_MemberReceipt1')).statusCode).toBe(200)
    const [receipt, ...others] = await t.database.db.select().from(receipts)
    expect(others).toEqual([])
    expect(receipt).toMatchObject({ number: 'PV/2026-27/000001', method: 'online', amountPaise: 199_900, appointmentId: null })
    const page = await call('GET', '/receipts/PV-2026-27-000001', owner)
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/for [^<]*Gold/)
    expect((await call('GET', '/receipts/PV-2026-27-000001', vet)).statusCode).toBe(404)
  })
})

describe('the business on a receipt', () => {
  const content = { number: 'PV/2026-27/000009', issuedAt: new Date('2026-11-23T05:00:00Z'), method: 'cash', amountPaise: 84_900, lines: [{ title: 'Cone', quantity: 1, amountPaise: 84_900, taxRateBps: 1800, taxPaise: 12_951 }], providerPaymentId: null, receivedFrom: 'Asha', paidFor: 'for a cone' }
  const business = { legalName: 'PetVaidya Veterinary Services', address: 'Sector 44, Gurugram', supportPhone: '98765 01234', supportEmail: 'care@example.in' }
  it('names a registration that is a GSTIN as the GSTIN, any other as a registration', () => {
    expect(receiptDocument(content, { ...business, registration: '06abcde1234f1z5' })).toContain('<br>GSTIN: 06ABCDE1234F1Z5<br>')
    expect(receiptDocument(content, { ...business, registration: 'Udyam HR-05-0012345' })).toContain('<br>Registration: Udyam HR-05-0012345<br>')
    expect(receiptDocument(content, { ...business, registration: null })).not.toMatch(/GSTIN|Registration/)
  })
})

describe('a receipt in the owner’s language', () => {
  it('e-mails and shows an owner who chose Hindi a Hindi receipt, items kept as written; an admin reads it in English', async () => {
    await t.database.db.update(users).set({ email: 'asha@example.in', language: 'hi' }).where(eq(users.id, OWNER))
    try {
      const orderId = await paidOrder()
      expect((await verify(orderId, 'pay_HindiReceipt01')).statusCode).toBe(200)
      await runReceiptJobs()
      const html = mailer.sent[0]?.html ?? ''
      expect(mailer.sent[0]?.subject).toBe('₹1,199 की आपकी PetVaidya रसीद PV/2026-27/000001')
      expect(html).toContain('<html lang="hi">')
      expect(html).toContain('<strong><span translate="no">Asha Verma</span></strong> से Dog Grooming at Home के लिए भुगतान मिला।')
      expect(html).toContain('<td style="padding:.4rem 0" lang="en">Dog Grooming at Home</td>')
      expect(html).toContain('तरीका: ऑनलाइन, विज़िट से पहले')
      expect(html).toContain('कोई GST नहीं लिया गया')
      expect(html).not.toMatch(/Received from|Method:|Prices include/)

      const page = await call('GET', '/receipts/PV-2026-27-000001', owner)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<title>रसीद PV/2026-27/000001</title>')
      const forAdmin = await call('GET', '/receipts/PV-2026-27-000001', admin)
      expect(forAdmin.statusCode).toBe(200)
      expect(forAdmin.body).toContain('<html lang="en-IN">')
      expect(forAdmin.body).toContain('Received from <strong><span translate="no">Asha Verma</span></strong> for Dog Grooming at Home.')
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, OWNER))
    }
  })
})

describe('sending receipts', () => {
  it('texts the receipt’s link and e-mails it (text and HTML) once per receipt, online or at the door', async () => {
    await t.database.db.update(users).set({ email: 'asha@example.in' }).where(eq(users.id, OWNER))
    const orderId = await paidOrder()
    await verify(orderId, 'pay_OnlineReceipt04')
    await webhook(capturedEvent(orderId, 'pay_OnlineReceipt04'), 'evt_send_1')
    await verify(orderId, 'pay_OnlineReceipt04')
    await runReceiptJobs()
    await runReceiptJobs()
    const texts = sms.sent.filter((message) => message.to === OWNER)
    expect(texts).toHaveLength(1)
    expect(texts[0]?.text).toContain(`${TEST_ORIGIN}/receipts/PV-2026-27-000001`)
    expect(texts[0]?.text).toContain('₹1,199')
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.sent[0]).toMatchObject({ to: 'asha@example.in', subject: expect.stringContaining('PV/2026-27/000001') })
    expect(mailer.sent[0]?.text).toContain(`${TEST_ORIGIN}/receipts/PV-2026-27-000001`)
    expect(mailer.sent[0]?.html).toContain('Dog Grooming at Home')

    // The link opens the receipt on a phone that is not signed in, for 30 days; a page asks to sign in without it or after.
    const link = new URL(/https?:\/\/\S+\/receipts\/\S+/.exec(texts[0]?.text ?? '')?.[0] ?? '')
    expect(link.searchParams.get('t')).toMatch(/^\d+\.[0-9a-f]{64}$/)
    const signedOut = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(signedOut.statusCode).toBe(200)
    expect(signedOut.body).toContain('PV/2026-27/000001')
    const bare = await t.app.inject({ method: 'GET', url: link.pathname })
    expect(bare.statusCode).toBe(401)
    expect(bare.headers['content-type']).toContain('text/html')
    expect(bare.body).toContain('Sign in to see your receipt')
    expect(bare.body).not.toContain('"success"')
    const forged = await t.app.inject({ method: 'GET', url: `${link.pathname}?t=${link.searchParams.get('t')?.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}` })
    expect(forged.statusCode).toBe(401)
    const otherReceipt = await t.app.inject({ method: 'GET', url: `/receipts/PV-2026-27-000002${link.search}` })
    expect(otherReceipt.statusCode).toBe(401)
    clock.advance(31 * 24 * 60 * 60_000)
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(401)
    clock.advance(-31 * 24 * 60 * 60_000)

    // Cash at the door, for an account with no e-mail: the SMS only, once.
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, OWNER))
    sms.reset()
    mailer.sent.length = 0
    const visitId = randomUUID()
    await t.database.db.insert(appointments).values({
      id: visitId,
      userId: OWNER,
      status: 'in_progress',
      vetId: VET,
      petName: 'Misty',
      petType: 'cat',
      petBreed: 'Persian',
      ownerName: 'Asha Verma',
      phone: OWNER,
      email: 'asha@example.in',
      serviceType: 'checkup',
      visitType: 'home',
      date: '2026-11-23',
      time: '11:00',
      startsAt: new Date('2026-11-23T05:30:00.000Z'),
      address: 'H-12, Sector 45',
      city: 'Gurgaon',
      pincode: '122003',
      services: [],
      totalPaise: 59_900,
    })
    expect((await call('POST', `/api/vet/visits/${visitId}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    await runReceiptJobs()
    await runReceiptJobs()
    expect(sms.sent.map((message) => message.text)).toEqual([expect.stringContaining('/receipts/PV-2026-27-000002')])
    expect(sms.sent[0]?.text).toContain("Misty's visit")
    expect(mailer.sent).toEqual([])

    // A UPI QR paid through the provider's webhook: its receipt is texted once too, replay or not.
    sms.reset()
    const qrVisit = randomUUID()
    await t.database.db.insert(appointments).values({ ...(await t.database.db.select().from(appointments).where(eq(appointments.id, visitId)))[0]!, id: qrVisit, time: '12:00', paymentId: null })
    const qr = (await call('POST', `/api/vet/visits/${qrVisit}/collect`, vet, { method: 'upi_qr' })).json()
    const credited = { event: 'qr_code.credited', payload: { qr_code: { entity: { id: qr.providerOrderId } }, payment: { entity: { id: 'pay_QrReceipt00001', amount: 59_900, method: 'upi' } } } }
    expect((await webhook(credited, 'evt_qr_receipt_1')).statusCode).toBe(200)
    expect((await webhook(credited, 'evt_qr_receipt_2')).statusCode).toBe(200)
    await runReceiptJobs()
    expect(sms.sent.map((message) => message.text)).toEqual([expect.stringContaining('/receipts/PV-2026-27-000003')])
  })
})
