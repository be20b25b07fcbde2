import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppointmentListResponse, AppointmentResponse } from '../../../core/contracts/booking.ts'
import { CreateOrderResponse } from '../../../core/contracts/payment.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { clearVisitsAndMoney, insertVisit } from '../../../tests/support/visits.ts'
import { seedDatabase } from '../../db/seed.ts'
import { catalogueServices, payments } from '../../db/schema.ts'
import { checkoutSignature } from '../../providers/payments/payment-gateway.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { apiCaller } from '../../../tests/support/api.ts'

/** This file's phones (9833350000-9833350999). */
const ADMIN = '9833350001'
const VET = '9833350002'
const OWNER = '9833350003'
const KEY_SECRET = 'owner-bill-key-secret'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
const gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: 'owner-bill-webhook-secret' })
let t: TestApp
let owner: string
let vet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const CHECKUP = { id: 'dog-health-checkup', title: 'Dog Health Check-up', price: 999, discountedPrice: 799, quantity: 1 }
const VACCINE = 'dog-vaccination-dhppi-owner-bill'

let onlinePayments = 0

/** A check-up paid online for ₹799 before the visit, now in progress with this file's vet. */
async function visitPaidOnline(): Promise<string> {
  const created = await call('POST', '/api/payment/create-order', owner, { amount: 799, currency: 'INR', services: [CHECKUP] })
  expect(created.statusCode, created.body).toBe(200)
  const orderId = CreateOrderResponse.parse(created.json()).data.order_id
  onlinePayments += 1
  const providerPaymentId = `pay_OwnerBill${String(onlinePayments).padStart(5, '0')}`
  const verified = await call('POST', '/api/payment/verify-payment', owner, { razorpay_order_id: orderId, razorpay_payment_id: providerPaymentId, razorpay_signature: checkoutSignature(KEY_SECRET, orderId, providerPaymentId) })
  expect(verified.statusCode, verified.body).toBe(200)
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
  if (!payment) throw new Error('payment not recorded')
  return insertVisit(t.database.db, {
    userId: OWNER,
    status: 'in_progress',
    vetId: VET,
    services: [{ id: CHECKUP.id, title: CHECKUP.title, listPricePaise: 99_900, pricePaise: 79_900, quantity: 1 }],
    paymentId: payment.id,
  })
}

const addVaccine = async (id: string) => {
  const added = await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: VACCINE })
  expect(added.statusCode, added.body).toBe(201)
}
const detailOf = async (id: string) => AppointmentResponse.parse((await call('GET', `/api/appointments/${id}`, owner)).json()).appointment
async function listedOf(id: string) {
  const list = AppointmentListResponse.parse((await call('GET', '/api/appointments', owner)).json())
  return [...list.upcoming, ...list.past].find((visit) => visit.id === id)
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, paymentGateway: gateway })
  await seedDatabase(t.database.db)
  const admin = await session(ADMIN, 'Meera')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  await t.database.db
    .insert(catalogueServices)
    .values({ id: VACCINE, title: 'Dog DHPPi Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The DHPPi dose.', listPricePaise: 99_900, pricePaise: 79_900, taxRateBps: 0 })
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

describe('the owner’s view of a visit billed at the door', () => {
  it('shows the billed total, what was paid online and in cash with both receipts, and nothing due', async () => {
    const id = await visitPaidOnline()
    await addVaccine(id)
    const collected = await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })
    expect(collected.statusCode, collected.body).toBe(200)
    expect(collected.json().amountPaise).toBe(79_900)

    const shown = await detailOf(id)
    expect(shown.bill).toEqual({ total: 1598, paidOnline: 799, paidAtDoor: 799, refunded: 0, due: 0 })
    expect(shown.paymentStatus).toBe('paid')
    expect(shown.receipts?.map((receipt) => [receipt.amount, receipt.label])).toEqual([
      [799, 'online'],
      [799, 'cash'],
    ])
    // The booking's own figures are unchanged: the bill is added beside them.
    expect(shown).toMatchObject({ totalAmount: 799, paidAmount: 799, amountDue: 0 })
    const listed = await listedOf(id)
    expect(listed?.bill).toEqual(shown.bill)
    expect(listed?.receipts).toEqual(shown.receipts)
  })

  it('shows what is still due while the door part is unpaid', async () => {
    const id = await visitPaidOnline()
    await addVaccine(id)
    const shown = await detailOf(id)
    expect(shown.bill).toEqual({ total: 1598, paidOnline: 799, paidAtDoor: 0, refunded: 0, due: 799 })
    expect(shown.paymentStatus).toBe('due')
    expect((await listedOf(id))?.bill).toEqual(shown.bill)
  })

  it('has no bill for a visit the vet has not added to: the booking’s total still says it', async () => {
    const id = await visitPaidOnline()
    const shown = await detailOf(id)
    expect(shown.bill).toBeNull()
    expect(shown).toMatchObject({ totalAmount: 799, amountDue: 0 })
    const listed = await listedOf(id)
    expect(listed?.bill).toBeNull()
    expect(listed?.receipts).toHaveLength(1)

    // A line added and taken off again leaves the booking's bill.
    await addVaccine(id)
    const line = (await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().bill.lines.at(-1)
    expect((await call('DELETE', `/api/vet/visits/${id}/bill/lines/${line.lineId}`, vet)).statusCode).toBe(200)
    expect((await detailOf(id)).bill).toBeNull()
  })
})
