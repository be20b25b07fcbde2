import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { type appointments, auditLog, catalogueServices, paymentOrders, payments, receiptCounters, receipts, refunds } from '../../db/schema.ts'
import { SEND_REFUND_JOB } from '../payments/service.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney, insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'

const ADMIN = '9000000091'
const VET = '9822700001'
const OTHER_VET = '9822700002'
const CUSTOMER = '9822700003'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
const gateway = createSandboxGateway({ keySecret: 'door-key-secret', webhookSecret: 'door-webhook-secret' })
let t: TestApp
let admin: string
let customer: string
let vet: string
let otherVet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const CHECKUP = { id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 99_900, pricePaise: 49_900, quantity: 1 }

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'in_progress', vetId: VET, services: [CHECKUP], ...overrides })
}

/** Pays a QR code or link on the local provider's page, as the owner's phone would. */
async function payOnPage(url: string, outcome: 'pay' | 'fail' = 'pay') {
  const { pathname, search } = new URL(url)
  const shown = await t.app.inject({ method: 'GET', url: `${pathname}${search}` })
  expect(shown.statusCode).toBe(200)
  return t.app.inject({ method: 'POST', url: `${pathname}/${outcome}${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
}

function webhook(event: unknown, eventId: string, signature?: string) {
  const raw = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? gateway.signWebhook(raw), 'x-razorpay-event-id': eventId },
    payload: raw,
  })
}

const qrEvent = (qrId: string, paymentId: string, amount: number) => ({
  event: 'qr_code.credited',
  payload: { qr_code: { entity: { id: qrId } }, payment: { entity: { id: paymentId, amount, method: 'upi' } } },
})

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, paymentGateway: gateway })
  // The service area decides which cities a vet may cover; the catalogue prices the vet's lines.
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  customer = await session(CUSTOMER)
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Imran Shaikh']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode, added.body).toBe(201)
  }
  await t.database.db
    .insert(catalogueServices)
    .values({ id: 'dog-vaccination-rabies', title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900, taxRateBps: 0 })
    .onConflictDoNothing()
  vet = await session(VET, 'Kavya')
  otherVet = await session(OTHER_VET, 'Imran')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
})

describe('the bill of a visit', () => {
  it('answers 401, 403 to customers and admins on the vet routes, 404 to another vet; admins read it on their side', async () => {
    const id = await insertVisit()
    const routes: Array<['GET' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', `/api/vet/visits/${id}/bill`, undefined],
      ['POST', `/api/vet/visits/${id}/bill/lines`, { serviceId: 'dog-vaccination-rabies' }],
      ['DELETE', `/api/vet/visits/${id}/bill/lines/${randomUUID()}`, undefined],
      ['POST', `/api/vet/visits/${id}/collect`, { method: 'cash' }],
    ]
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} as the owner`).toBe(403)
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url} as an admin`).toBe(403)
      expect((await call(method, url, otherVet, body)).statusCode, `${method} ${url} as another vet`).toBe(404)
    }
    expect((await call('GET', `/api/admin/visits/${id}/bill`, admin)).json().bill.duePaise).toBe(79_900)
    expect((await call('GET', `/api/admin/visits/${id}/bill`, vet)).statusCode).toBe(403)
    expect(await t.database.db.select().from(payments)).toEqual([])
  })

  it('lists the booking, the visit charge and the vet’s catalogue lines; the price is never the client’s; changes are audited', async () => {
    const id = await insertVisit()
    const first = (await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().bill
    expect(first.lines.map((line: { title: string; amountPaise: number }) => [line.title, line.amountPaise])).toEqual([
      ['Dog Health Check-up', 49_900],
      ['Visit charge', 30_000],
    ])
    const priced = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies', quantity: 1, unitPaise: 1 })
    expect(priced.statusCode === 201 ? priced.json().bill.lines.at(-1).unitPaise : priced.statusCode).not.toBe(1)
    if (priced.statusCode === 201) await call('DELETE', `/api/vet/visits/${id}/bill/lines/${priced.json().bill.lines.at(-1).lineId}`, vet)
    const added = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies', quantity: 1 })
    expect(added.statusCode).toBe(201)
    const bill = added.json().bill
    expect(bill.lines.at(-1)).toMatchObject({ serviceId: 'dog-vaccination-rabies', unitPaise: 69_900, source: 'visit' })
    expect(bill).toMatchObject({ totalPaise: 149_800, paidPaise: 0, duePaise: 149_800 })

    expect((await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'no-such-thing' })).json().error).toMatch(/^serviceId/)
    expect((await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-grooming', quantity: 0 })).json().error).toMatch(/^quantity/)

    const removed = await call('DELETE', `/api/vet/visits/${id}/bill/lines/${bill.lines.at(-1).lineId}`, vet)
    expect(removed.json().bill.duePaise).toBe(79_900)
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((row) => row.action)).toContain('bill.line_added')
    expect(audit.map((row) => row.action)).toContain('bill.line_removed')
  })

  it('takes off what was paid online before the visit', async () => {
    const orderId = randomUUID()
    await t.database.db.insert(paymentOrders).values({ id: orderId, provider: 'sandbox', providerOrderId: 'order_online0000001', userId: CUSTOMER, flowType: 'cart', amountPaise: 79_900, items: [], status: 'paid', createdAt: clock.now() })
    const paymentId = randomUUID()
    await t.database.db.insert(payments).values({ id: paymentId, providerPaymentId: 'pay_online00000001', orderId, userId: CUSTOMER, amountPaise: 79_900, source: 'checkout', createdAt: clock.now() })
    const id = await insertVisit({ paymentId })
    const added = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })
    expect(added.statusCode).toBe(201)
    const bill = (await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().bill
    expect(bill).toMatchObject({ totalPaise: 149_800, paidPaise: 79_900, duePaise: 69_900 })
  })
})

describe('collecting at the door', () => {
  it('takes cash of exactly the amount due with a numbered receipt; a second collect or a cancelled visit is 409', async () => {
    const id = await insertVisit()
    const paid = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash', amountPaise: 1 })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({ method: 'cash', amountPaise: 79_900, bill: { duePaise: 0, paid: true } })
    const [receipt] = await t.database.db.select().from(receipts)
    expect(receipt).toMatchObject({ number: 'PV/2026-27/000001', method: 'cash', amountPaise: 79_900, appointmentId: id })
    const again = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_PAID')

    const cancelled = await insertVisit({ status: 'cancelled_by_clinic', time: '11:00' })
    const refused = await call('POST', `/api/vet/visits/${cancelled}/collect`, vet, { method: 'cash' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toContain('cancelled_by_clinic')
    expect((await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cheque' })).json().error).toMatch(/^method/)
  })

  it('shows a UPI QR whose local payment page raises qr_code.credited; the same event twice counts once', async () => {
    const id = await insertVisit()
    const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    expect(started.qrSvg).toContain('<svg')
    expect(started.url).toMatch(/\/pay\/door\/qr_[A-Za-z0-9]{14}\?sig=/)
    const forged = await t.app.inject({ method: 'GET', url: started.url.replace(/sig=.{4}/, 'sig=0000').replace('http://localhost:3000', '') })
    expect(forged.statusCode).toBe(404)

    const event = qrEvent(started.providerOrderId, 'pay_DoorTwice00001', 79_900)
    expect((await webhook(event, 'evt_door_1', 'f'.repeat(64))).statusCode).toBe(400)
    expect(await t.database.db.select().from(payments)).toEqual([])
    expect((await webhook(event, 'evt_door_1')).json()).toEqual({ success: true, duplicate: false })
    expect((await webhook(event, 'evt_door_1')).json()).toEqual({ success: true, duplicate: true })
    expect((await webhook(event, 'evt_door_2')).statusCode).toBe(200)
    const counted = await t.database.db.select().from(payments)
    expect(counted).toHaveLength(1)
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().bill).toMatchObject({ duePaise: 0, paid: true })
    expect(await t.database.db.select().from(refunds)).toEqual([])
  })

  it('a QR paid after the link was paid is refunded automatically through the refund path', async () => {
    const id = await insertVisit()
    const qr = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect(link.url).toMatch(/\/pay\/door\/plink_/)
    expect((await payOnPage(link.url)).statusCode).toBe(200)
    // The QR is closed by the paid link only once it is paid in full; the owner scanning it anyway pays twice.
    await webhook(qrEvent(qr.providerOrderId, 'pay_LateQrPayment01', 79_900), 'evt_late_qr')
    const rows = await t.database.db.select().from(payments)
    expect(rows.map((row) => row.extra).sort()).toEqual([false, true])
    const [refund] = await t.database.db.select().from(refunds)
    expect(refund).toMatchObject({ appointmentId: id, amountPaise: 79_900 })
    await t.app.jobs.runDue(SEND_REFUND_JOB)
    const [settled] = await t.database.db.select().from(refunds)
    expect(settled?.status).toBe('processed')
    expect(await t.database.db.select().from(receipts)).toHaveLength(1)
  })

  it('a second Show UPI QR shows the QR still open for the amount due; the bill names it after a reload; a new amount gets a new one', async () => {
    const id = await insertVisit()
    const billOf = async () => (await call('GET', `/api/vet/visits/${id}/bill`, vet)).json()
    expect((await billOf()).openCollection).toBeNull()
    const first = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    const second = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    expect(second).toMatchObject({ method: 'upi_qr', amountPaise: 79_900, providerOrderId: first.providerOrderId, url: first.url, qrSvg: first.qrSvg })
    const qrOrders = () => t.database.db.select().from(paymentOrders).where(eq(paymentOrders.collectMethod, 'upi_qr'))
    expect(await qrOrders()).toHaveLength(1)
    // A reloaded screen reads the bill: the same QR code, drawn the same way.
    expect((await billOf()).openCollection).toEqual({ method: 'upi_qr', amountPaise: 79_900, url: first.url, qrSvg: first.qrSvg, qrImageUrl: null })
    // The vet's colleague reads nothing of another vet's visit.
    expect((await call('GET', `/api/vet/visits/${id}/bill`, otherVet)).statusCode).toBe(404)

    // A line added: that QR code is for another amount; the bill names none, and the next press makes one for the new amount.
    expect((await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })).statusCode).toBe(201)
    expect((await billOf()).openCollection).toBeNull()
    const third = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    expect(third.providerOrderId).not.toBe(first.providerOrderId)
    expect(third.amountPaise).toBe(79_900 + 69_900)
    expect((await billOf()).openCollection).toMatchObject({ method: 'upi_qr', amountPaise: 149_800, url: third.url })
    expect(await qrOrders()).toHaveLength(2)

    // One the provider has closed (the close job, the night's sweep) is never shown again.
    await t.database.db.update(paymentOrders).set({ providerClosedAt: clock.now() }).where(eq(paymentOrders.providerOrderId, third.providerOrderId))
    expect((await billOf()).openCollection).toBeNull()
    const fourth = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    expect(fourth.providerOrderId).not.toBe(third.providerOrderId)
  })

  it('the bill names a payment link still open, for the screen to wait on it after a reload', async () => {
    const id = await insertVisit()
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().openCollection).toEqual({ method: 'payment_link', amountPaise: 79_900, url: link.url, qrSvg: null, qrImageUrl: null })
    expect((await payOnPage(link.url)).statusCode).toBe(200)
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json()).toMatchObject({ bill: { paid: true, duePaise: 0 }, openCollection: null })
  })

  it('a failed payment on the local page records nothing', async () => {
    const id = await insertVisit()
    const qr = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    const failed = await payOnPage(qr.url, 'fail')
    expect(failed.body).toContain('Payment failed')
    expect(await t.database.db.select().from(payments)).toEqual([])
  })

  it('two payments racing for one visit: one counts, the other is refunded', async () => {
    const id = await insertVisit()
    const qr = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
    const link = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    const results = await Promise.all([
      webhook(qrEvent(qr.providerOrderId, 'pay_RaceQr0000001', 79_900), 'evt_race_1'),
      webhook({ event: 'payment_link.paid', payload: { payment_link: { entity: { id: link.providerOrderId } }, payment: { entity: { id: 'pay_RaceLink00001', amount: 79_900 } } } }, 'evt_race_2'),
    ])
    expect(results.map((result) => result.statusCode)).toEqual([200, 200])
    const rows = await t.database.db.select().from(payments)
    expect(rows.filter((row) => !row.extra)).toHaveLength(1)
    expect(await t.database.db.select().from(refunds)).toHaveLength(1)
    expect(await t.database.db.select().from(receipts)).toHaveLength(1)
  })
})

describe('receipts', () => {
  it('number 20 concurrent payments in one series with no gap and no duplicate', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => insertVisit({ time: `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}` })))
    const started = await Promise.all(ids.map((id) => call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })))
    const refs = started.map((response) => response.json().providerOrderId as string)
    const results = await Promise.all(refs.map((ref, index) => webhook(qrEvent(ref, `pay_Series${String(index).padStart(8, '0')}`, 79_900), `evt_series_${index}`)))
    expect(results.every((result) => result.statusCode === 200)).toBe(true)
    const series = (await t.database.db.select().from(receipts)).map((row) => row.sequence).sort((a, b) => a - b)
    expect(series).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    const [counter] = await t.database.db.select().from(receiptCounters)
    expect(counter).toEqual({ financialYear: '2026-27', lastSequence: 20 })
  })
})

describe('the owner’s receipt and the day’s reconciliation', () => {
  it('the owner sees paymentStatus and the receipt, and opens it; nobody else can', async () => {
    const id = await insertVisit()
    const before = (await call('GET', `/api/appointments/${id}`, customer)).json().appointment
    expect(before).toMatchObject({ paymentStatus: 'due', receipts: [] })
    await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })
    await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })
    const after = (await call('GET', `/api/appointments/${id}`, customer)).json().appointment
    expect(after.paymentStatus).toBe('paid')
    expect(after.receipts).toEqual([expect.objectContaining({ number: 'PV/2026-27/000001', amount: 1498, label: 'cash', url: '/receipts/PV-2026-27-000001' })])
    const page = await call('GET', after.receipts[0].url, customer)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('PV/2026-27/000001')
    expect(page.body).toContain('Dog Anti-Rabies Vaccine')
    expect(page.body).toContain('₹1,498')
    expect((await call('GET', after.receipts[0].url, otherVet)).statusCode).toBe(404)
    expect((await call('GET', after.receipts[0].url)).statusCode).toBe(401)
  })

  it('sums per vet and method match the payments table to the paisa; cash is held until deposited; CSV too', async () => {
    const cash = await insertVisit()
    const upi = await insertVisit({ time: '11:00' })
    const unpaid = await insertVisit({ time: '12:00', status: 'completed' })
    await call('POST', `/api/vet/visits/${cash}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })
    await call('POST', `/api/vet/visits/${cash}/collect`, vet, { method: 'cash' })
    const qr = (await call('POST', `/api/vet/visits/${upi}/collect`, vet, { method: 'upi_qr' })).json()
    await webhook(qrEvent(qr.providerOrderId, 'pay_ReconQr000001', 79_900), 'evt_recon_1')
    await webhook(qrEvent(qr.providerOrderId, 'pay_ReconQr000002', 79_900), 'evt_recon_2')

    expect((await call('GET', '/api/admin/collections?date=23-11-2026', admin)).json().error).toMatch(/^date/)
    for (const date of ['2026-02-30', '2026-13-01', '9999-99-99']) {
      const impossible = await call('GET', `/api/admin/collections?date=${date}`, admin)
      expect(impossible.statusCode, date).toBe(400)
      expect(impossible.json().error, date).toMatch(/^date/)
    }
    expect((await call('GET', '/api/admin/collections?date=2026-11-23', vet)).statusCode).toBe(403)
    const day = (await call('GET', '/api/admin/collections?date=2026-11-23', admin)).json()
    const totals = await t.database.db.select({ total: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number) }).from(payments)
    const refunded = await t.database.db.select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) }).from(refunds)
    expect(day.totals.collectedPaise).toBe(totals[0]?.total)
    expect(day.totals.refundedPaise).toBe(refunded[0]?.total)
    expect(day.totals).toEqual({ collectedPaise: 149_800 + 79_900 * 2, refundedPaise: 79_900, cashHeldPaise: 149_800 })
    expect(day.lines).toEqual([
      expect.objectContaining({ vetId: VET, method: 'cash', collectedPaise: 149_800, refundedPaise: 0, cashHeldPaise: 149_800 }),
      expect.objectContaining({ vetId: VET, method: 'upi_qr', payments: 2, collectedPaise: 159_800, refundedPaise: 79_900 }),
    ])
    expect(day.completedWithDue).toEqual([expect.objectContaining({ appointmentId: unpaid, duePaise: 79_900, vetId: VET, vetName: expect.any(String), time: '12:00' })])
    expect(day.billedByVet).toEqual([{ vetId: VET, vetName: expect.any(String), billedPaise: 149_800 + 79_900 * 2 }])
    expect(day.cashHeld).toEqual([{ vetId: VET, vetName: expect.any(String), payments: 1, heldPaise: 149_800 }])

    const csv = await call('GET', '/api/admin/collections?date=2026-11-23&format=csv', admin)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\r\n')[0]).toBe('date,vet_id,vet_name,method,payments,collected_rupees,refunded_rupees,cash_held_rupees')
    expect(csv.body).toContain(`2026-11-23,${VET},`)

    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).json()).toEqual({ deposited: 1, amountPaise: 149_800 })
    const later = (await call('GET', '/api/admin/collections?date=2026-11-23', admin)).json()
    expect(later.totals.cashHeldPaise).toBe(0)
    expect(later.cashHeld).toEqual([])
  })
})
