import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BillResponse, CollectResponse, DoorBillResponse } from '../../../core/contracts/collections.ts'
import { CreateOrderResponse } from '../../../core/contracts/payment.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { clearVisitsAndMoney, insertVisit } from '../../../tests/support/visits.ts'
import { seedDatabase } from '../../db/seed.ts'
import { catalogueServices, payments, receipts } from '../../db/schema.ts'
import { checkoutSignature } from '../../providers/payments/payment-gateway.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'

/** This file's phones (9833370000-9833370999). */
const ADMIN = '9833370000'
const VET = '9833370001'
const OWNER = '9833370002'
const KEY_SECRET = 'prepaid-extend-key-secret'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
const gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: 'prepaid-extend-webhook-secret' })
let t: TestApp
let admin: string
let owner: string
let vet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const CORE_VACCINE = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 1 }
const RABIES = 'dog-vaccination-rabies-prepaid'
const STOOL_TEST = 'dog-stool-test-prepaid'
let onlinePayments = 0

/** Asha's DHPPi+L home visit, prepaid ₹1,199 online at booking (with its receipt), now in progress with the vet. */
async function prepaidVisit(): Promise<string> {
  const created = await call('POST', '/api/payment/create-order', owner, { amount: 1199, currency: 'INR', services: [CORE_VACCINE] })
  expect(created.statusCode, created.body).toBe(200)
  const orderId = CreateOrderResponse.parse(created.json()).data.order_id
  onlinePayments += 1
  const providerPaymentId = `pay_Prepaid${String(onlinePayments).padStart(6, '0')}`
  const verified = await call('POST', '/api/payment/verify-payment', owner, { razorpay_order_id: orderId, razorpay_payment_id: providerPaymentId, razorpay_signature: checkoutSignature(KEY_SECRET, orderId, providerPaymentId) })
  expect(verified.statusCode, verified.body).toBe(200)
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
  if (!payment) throw new Error('payment not recorded')
  clock.advance(MINUTE)
  return insertVisit(t.database.db, {
    userId: OWNER,
    status: 'in_progress',
    vetId: VET,
    serviceType: 'vaccination',
    services: [{ id: CORE_VACCINE.id, title: CORE_VACCINE.title, listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 }],
    totalPaise: 119_900,
    paymentId: payment.id,
  })
}

const billOf = async (id: string) => DoorBillResponse.parse((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json()).bill
async function add(id: string, serviceId: string) {
  const added = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId })
  expect(added.statusCode, added.body).toBe(201)
  return BillResponse.parse(added.json()).bill
}
async function collect(id: string, method: 'cash' | 'upi_qr' | 'payment_link') {
  clock.advance(MINUTE)
  const started = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method })
  expect(started.statusCode, started.body).toBe(200)
  return CollectResponse.parse(started.json())
}
/** The owner pays a QR code or link on the local provider's page. */
async function payOnPage(url: string) {
  const { pathname, search } = new URL(url)
  const paid = await t.app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  expect(paid.statusCode).toBe(200)
}
/** The printable receipt, as the owner opens it. */
async function receiptPage(number: string) {
  const page = await call('GET', `/receipts/${number.replaceAll('/', '-')}`, owner)
  expect(page.statusCode).toBe(200)
  return page.body
}
/** The text of each element of the receipt marked with this test id (a cell, or a row of cells). */
const testIds = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<(td|tr)[^>]*data-testid="${testId}"[^>]*>(.*?)</\\1>`, 'g'))].map((match) => (match[2] ?? '').replace(/<[^>]+>/g, ''))

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, paymentGateway: gateway })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-20931', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  await t.database.db
    .insert(catalogueServices)
    .values([
      { id: RABIES, title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900, taxRateBps: 0 },
      { id: STOOL_TEST, title: 'Faecal test', petType: 'dog', serviceType: 'labtest', description: 'A stool test for worms.', listPricePaise: 59_000, pricePaise: 59_000, taxRateBps: 1800 },
    ])
    .onConflictDoNothing()
  vet = await session(VET, 'Kavya')
  owner = await session(OWNER, 'Asha Verma')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
})

describe('a prepaid bill extended at the door', () => {
  it('takes a line on a bill paid in full online, and asks only the difference', async () => {
    const id = await prepaidVisit()
    expect(await billOf(id)).toMatchObject({ totalPaise: 119_900, paidPaise: 119_900, duePaise: 0, paid: true })
    const bill = await add(id, RABIES)
    expect(bill).toMatchObject({ totalPaise: 189_800, paidPaise: 119_900, duePaise: 69_900, paid: false })
    expect(bill.lines.map((line) => [line.title, line.amountPaise, line.source])).toEqual([
      ['Dog Core Vaccine (DHPPi+L)', 119_900, 'booking'],
      ['Dog Anti-Rabies Vaccine', 69_900, 'visit'],
    ])
  })

  it.each([
    ['upi_qr', 'UPI (QR code at the door)'],
    ['payment_link', 'UPI / card (payment link)'],
    ['cash', 'Cash'],
  ] as const)('collects the difference by %s; its receipt shows the whole bill, what was paid before and what this payment paid', async (method, words) => {
    const id = await prepaidVisit()
    await add(id, RABIES)
    const started = await collect(id, method)
    expect(started.amountPaise).toBe(69_900)
    if (method !== 'cash') await payOnPage(started.url as string)
    expect(await billOf(id)).toMatchObject({ totalPaise: 189_800, paidPaise: 189_800, duePaise: 0, paid: true })

    const issued = await t.database.db.select().from(receipts).orderBy(receipts.sequence)
    expect(issued.map((receipt) => [receipt.number, receipt.method, receipt.amountPaise])).toEqual([
      ['PV/2026-27/000001', 'online', 119_900],
      ['PV/2026-27/000002', method, 69_900],
    ])
    const page = await receiptPage('PV/2026-27/000002')
    expect(page).toContain('Dog Core Vaccine (DHPPi+L)')
    expect(page).toContain('Dog Anti-Rabies Vaccine')
    expect(testIds(page, 'receipt-bill-total')).toEqual(['₹1,898'])
    expect(testIds(page, 'receipt-paid-before')).toEqual([expect.stringMatching(/^Paid before: Online, before the visit, .* \(receipt PV\/2026-27\/000001\)₹1,199$/)])
    expect(testIds(page, 'receipt-this-payment')).toEqual(['₹699'])
    expect(testIds(page, 'receipt-balance')).toEqual(['₹0'])
    expect(page).toContain('Balance: the bill is paid in full')
    expect(page).toContain('Paid now ₹699')
    expect(page).toContain(`Method: ${words}`)

    // The first receipt paid its bill at once: it has no account of earlier payments.
    const first = await receiptPage('PV/2026-27/000001')
    expect(first).not.toContain('data-testid="receipt-account"')
    expect(first).toContain('Paid ₹1,199')
  })

  it('extended twice: the last receipt names both earlier payments with their receipts, and this payment’s own GST', async () => {
    const id = await prepaidVisit()
    await add(id, RABIES)
    await collect(id, 'cash')
    const bill = await add(id, STOOL_TEST)
    expect(bill).toMatchObject({ totalPaise: 248_800, paidPaise: 189_800, duePaise: 59_000 })
    await payOnPage((await collect(id, 'upi_qr')).url as string)

    const page = await receiptPage('PV/2026-27/000003')
    expect(testIds(page, 'receipt-bill-total')).toEqual(['₹2,488'])
    expect(testIds(page, 'receipt-paid-before')).toEqual([expect.stringMatching(/^Paid before: Online, before the visit, .*\(receipt PV\/2026-27\/000001\)₹1,199$/), expect.stringMatching(/^Paid before: Cash, .*\(receipt PV\/2026-27\/000002\)₹699$/)])
    expect(testIds(page, 'receipt-this-payment')).toEqual(['₹590'])
    expect(testIds(page, 'receipt-balance')).toEqual(['₹0'])
    // 18 % inside ₹590: 59,000 × 1800 / 11,800 = 9,000 paise, all of it this payment's.
    expect(page).toContain('This payment includes GST of ₹90 (the whole bill: ₹90)')

    // The cash receipt, issued before the test was added: the bill as it was then, nothing left.
    const cash = await receiptPage('PV/2026-27/000002')
    expect(testIds(cash, 'receipt-bill-total')).toEqual(['₹1,898'])
    expect(cash).not.toContain('Faecal test')
  })

  it('a QR paid for less than is due by then (a line added while it was open): the receipt shows the balance due', async () => {
    const id = await prepaidVisit()
    await add(id, RABIES)
    const qr = await collect(id, 'upi_qr')
    await add(id, STOOL_TEST)
    await payOnPage(qr.url as string)
    expect(await billOf(id)).toMatchObject({ totalPaise: 248_800, paidPaise: 189_800, duePaise: 59_000 })
    const page = await receiptPage('PV/2026-27/000002')
    expect(testIds(page, 'receipt-bill-total')).toEqual(['₹2,488'])
    expect(testIds(page, 'receipt-this-payment')).toEqual(['₹699'])
    expect(testIds(page, 'receipt-balance')).toEqual(['₹590'])
    expect(page).toContain('Balance due')
  })

  it('keeps a line once it is paid for, and lets an unpaid one go', async () => {
    const id = await prepaidVisit()
    const withRabies = await add(id, RABIES)
    await collect(id, 'cash')
    const withTest = await add(id, STOOL_TEST)
    const paidLine = withRabies.lines.at(-1)?.lineId as string
    const unpaidLine = withTest.lines.at(-1)?.lineId as string
    const refused = await call('DELETE', `/api/vet/visits/${id}/bill/lines/${paidLine}`, vet)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('LINE_PAID')
    const removed = await call('DELETE', `/api/vet/visits/${id}/bill/lines/${unpaidLine}`, vet)
    expect(removed.statusCode).toBe(200)
    expect(BillResponse.parse(removed.json()).bill).toMatchObject({ totalPaise: 189_800, duePaise: 0, paid: true })
  })
})
