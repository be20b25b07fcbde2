import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { capturingMailer, capturingSms, createTestDatabase, manualClock, testConfig } from '../../../tests/support/test-app.ts'
import { type App, buildApp } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { seedDatabase } from '../../db/seed.ts'
import { appointments, paymentOrders, payments, receipts, refunds } from '../../db/schema.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { SEND_REFUND_JOB } from '../payments/service.ts'
import { DOOR_RECONCILE_JOB } from './door.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const ADMIN = '9833310010'
const VET = '9833310011'
const CUSTOMER = '9833310012'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
// The local provider's signing secrets derive from the server's own secret, which a restart keeps.
const gateway = createSandboxGateway({ keySecret: 'door-sandbox-key', webhookSecret: 'door-sandbox-webhook' })
let database: Database
let app: App

const call = apiCaller(() => app)

/** One server process on the test's database; stopping it leaves the database to the next one. */
async function startServer(): Promise<App> {
  const server = await buildApp(testConfig({ ADMIN_PHONES: ADMIN }), { database: { ...database, close: async () => {} }, sms, clock, mailer: capturingMailer(), paymentGateway: gateway })
  await server.ready()
  return server
}

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(app, sms, phone, name)
}

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startServer()
  await seedDatabase(database.db)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

it('the local provider keeps its payments across a restart: the next server’s reconcile job records one whose database write was lost, once', async () => {
  const admin = await session(ADMIN, 'Meera')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  const vet = await session(VET, 'Kavya')
  await session(CUSTOMER, 'Asha')
  const id = randomUUID()
  await database.db.insert(appointments).values({
    id,
    userId: CUSTOMER,
    status: 'in_progress',
    vetId: VET,
    petName: 'Bruno',
    petType: 'dog',
    petBreed: 'Labrador',
    ownerName: 'Asha Verma',
    phone: CUSTOMER,
    email: 'asha@example.in',
    serviceType: 'checkup',
    visitType: 'home',
    date: '2026-11-23',
    time: '10:00',
    startsAt: new Date('2026-11-23T04:30:00.000Z'),
    address: 'H-12, Sector 45',
    city: 'Gurgaon',
    pincode: '122003',
    services: [{ id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 99_900, pricePaise: 49_900, quantity: 1 }],
    totalPaise: 79_900,
  })
  const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
  expect(started.qrSvg).toContain('<svg')
  expect(started.qrImageUrl).toBeNull()
  const { pathname, search } = new URL(started.url)
  const paid = await app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  expect(paid.statusCode).toBe(200)
  const [payment] = await database.db.select().from(payments).where(eq(payments.appointmentId, id))
  expect(payment).toBeDefined()

  // The write is lost, as if the process had died before its commit.
  await database.db.delete(receipts)
  await database.db.delete(payments).where(eq(payments.appointmentId, id))
  await database.db.update(paymentOrders).set({ status: 'created', paidAt: null }).where(eq(paymentOrders.appointmentId, id))
  // The server restarts: the provider's QR code and the payment it took are still known to it.
  await app.close()
  app = await startServer()
  clock.advance(5 * MINUTE)
  for (let run = 0; run < 2; run += 1) {
    await app.jobs.send(DOOR_RECONCILE_JOB, {})
    await app.jobs.runDue(DOOR_RECONCILE_JOB)
  }
  const recorded = await database.db.select().from(payments).where(eq(payments.appointmentId, id))
  expect(recorded.map((row) => [row.providerPaymentId, row.amountPaise, row.extra])).toEqual([[payment?.providerPaymentId, 79_900, false]])
  expect(await database.db.select().from(receipts)).toHaveLength(1)
  expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().bill).toMatchObject({ duePaise: 0, paid: true })
})

it('a second Pay on a QR code already paid answers the page, not an error, and the extra payment is refunded at once', async () => {
  const vet = await session(VET, 'Kavya')
  const id = randomUUID()
  await database.db.insert(appointments).values({
    id,
    userId: CUSTOMER,
    status: 'in_progress',
    vetId: VET,
    petName: 'Sheru',
    petType: 'dog',
    petBreed: 'Indie',
    ownerName: 'Asha Verma',
    phone: CUSTOMER,
    email: 'asha@example.in',
    serviceType: 'checkup',
    visitType: 'home',
    date: '2026-11-23',
    time: '12:00',
    startsAt: new Date('2026-11-23T06:30:00.000Z'),
    address: 'H-12, Sector 45',
    city: 'Gurgaon',
    pincode: '122003',
    services: [{ id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 69_900, pricePaise: 69_900, quantity: 1 }],
    totalPaise: 69_900,
  })
  const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'upi_qr' })).json()
  const { pathname, search } = new URL(started.url)
  const pay = () => app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  expect((await pay()).statusCode).toBe(200)
  const again = await pay()
  expect(again.statusCode, again.body).toBe(200)
  expect(again.body).toContain('<h1>Paid')
  const taken = await database.db.select().from(payments).where(eq(payments.appointmentId, id))
  expect(taken.map((row) => row.extra).sort()).toEqual([false, true])
  const extra = taken.find((row) => row.extra)
  const [refund] = await database.db.select().from(refunds).where(eq(refunds.paymentId, extra!.id))
  expect(refund).toMatchObject({ amountPaise: 69_900 })
  // Queued with the payment, not left for the minute's cron.
  expect((await app.jobs.list({ state: 'pending', limit: 50 })).filter((job) => job.name === SEND_REFUND_JOB)).toHaveLength(1)
})
