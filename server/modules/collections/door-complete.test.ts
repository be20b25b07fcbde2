import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BillResponse } from '../../../core/contracts/collections.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { appointments, auditLog, catalogueServices, memberships, paymentOrders } from '../../db/schema.ts'
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { PAYMENT_LINK_SMS_JOB, PAY_BY_LINK_REMINDER_JOB } from './service.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney } from '../../../tests/support/visits.ts'

/** This file's phones (9833320000-9833320999). */
const ADMIN = '9833320001'
const VET = '9833320002'
const CUSTOMER = '9833320003'
const MINUTE = 60_000
// 11:00 am India time on 23 Nov 2026.
const clock = manualClock(new Date('2026-11-23T05:30:00.000Z'))
const sms = capturingSms()
const gateway = createSandboxGateway({ keySecret: 'door-complete-key', webhookSecret: 'door-complete-webhook' })
let t: TestApp
let admin: string
let customer: string
let vet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const HOME_VISIT = { id: 'home-visit-charge', title: 'Home visit', listPricePaise: 99_900, pricePaise: 79_900, quantity: 1 }

/** An in-progress visit of this file's vet, with its record written (so only the money can refuse completion). */
async function visitReadyToComplete(overrides: Partial<typeof appointments.$inferInsert> = {}, withRecord = true): Promise<string> {
  const id = randomUUID()
  await t.database.db.insert(appointments).values({
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
    time: '10:00',
    startsAt: new Date('2026-11-23T04:30:00.000Z'),
    address: 'B-4, DLF Phase 3',
    city: 'Gurgaon',
    pincode: '122002',
    services: [HOME_VISIT],
    totalPaise: 79_900,
    ...overrides,
  })
  if (!withRecord) return id
  const record = await call('PUT', `/api/vet/visits/${id}/record`, vet, { findings: 'Bright and alert; ears clean.', advice: 'Next check-up in a year.' })
  expect(record.statusCode, record.body).toBe(200)
  return id
}

const complete = (id: string, body: Record<string, unknown> = {}) => call('POST', `/api/vet/visits/${id}/status`, vet, { status: 'completed', ...body })
const statusOf = async (id: string) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.status
const billOf = async (id: string) => BillResponse.parse((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json()).bill
const linksOf = (id: string) => t.database.db.select().from(paymentOrders).where(and(eq(paymentOrders.appointmentId, id), eq(paymentOrders.collectMethod, 'payment_link')))
const textsTo = (phone: string) => sms.sent.filter((message) => message.to === phone && !message.code).map((message) => message.text)

async function reminderJobs(visitId: string) {
  const result = await t.database.db.execute(sql`select state, start_after as "startAfter" from pgboss.job where name = ${PAY_BY_LINK_REMINDER_JOB} and data->>'appointmentId' = ${visitId}`)
  return (result as unknown as { rows: Array<{ state: string; startAfter: Date | string }> }).rows
}

/** The morning comes: the reminder is due (pg-boss reads the database's own clock). */
async function morningComes() {
  await t.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${PAY_BY_LINK_REMINDER_JOB} and state = 'created'`)
}

/** Pays a link on the local provider's page, as the owner's phone would. */
async function payOnPage(url: string) {
  const { pathname, search } = new URL(url)
  return t.app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock, paymentGateway: gateway })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  customer = await session(CUSTOMER, 'Asha')
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Nisha Bedi', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-40112', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  await t.database.db
    .insert(catalogueServices)
    .values([
      { id: HOME_VISIT.id, title: 'Home visit', petType: 'any', serviceType: 'checkup', description: 'The vet comes home.', listPricePaise: 99_900, pricePaise: 79_900 },
      { id: 'dog-vaccination-rabies', title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900 },
      { id: 'dog-cbc-test', title: 'Complete Blood Count', petType: 'dog', serviceType: 'labtest', description: 'A blood count.', listPricePaise: 99_900, pricePaise: 79_900 },
      { id: 'dog-nail-trim', title: 'Nail trim', petType: 'dog', serviceType: 'grooming', description: 'Nails trimmed.', listPricePaise: 25_000, pricePaise: 19_900 },
    ])
    .onConflictDoNothing()
  vet = await session(VET, 'Nisha')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  sms.reset()
  clock.reset()
  await clearVisitsAndMoney(t.database.db)
  await t.database.db.execute(sql`truncate memberships cascade`)
  await t.database.db.execute(sql`delete from pgboss.job where name in (${PAYMENT_LINK_SMS_JOB}, ${PAY_BY_LINK_REMINDER_JOB})`)
})

describe('completing a visit with money due', () => {
  it('is refused with 409 MONEY_DUE naming the amount; the visit stays in progress and no link is made', async () => {
    const id = await visitReadyToComplete()
    const refused = await complete(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ success: false, code: 'MONEY_DUE' })
    expect(refused.json().error).toContain('₹799 is still due')
    expect(refused.json().error).toContain('Owner will pay by link')
    expect(await statusOf(id)).toBe('in_progress')
    expect(await linksOf(id)).toEqual([])
    expect((await call('POST', `/api/vet/visits/${id}/status`, vet, { status: 'completed', payByLink: 'yes' })).json().error).toMatch(/^payByLink/)
  })

  it('is allowed once the money is collected', async () => {
    const id = await visitReadyToComplete()
    expect((await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    const done = await complete(id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().visit.status).toBe('completed')
    expect(await reminderJobs(id)).toEqual([])
  })

  it('with payByLink: completes, opens a link for the amount due that stays open, audits it, and queues one reminder for 9 am the next morning', async () => {
    const id = await visitReadyToComplete()
    await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-nail-trim' })
    const done = await complete(id, { payByLink: true })
    expect(done.statusCode, done.body).toBe(200)
    expect(await statusOf(id)).toBe('completed')
    const [link, ...others] = await linksOf(id)
    expect(others).toEqual([])
    expect(link).toMatchObject({ status: 'created', amountPaise: 99_800, collectedBy: VET })
    expect(link?.collectUrl).toMatch(/\/pay\/door\/plink_[A-Za-z0-9]{14}\?sig=/)
    expect(await billOf(id)).toMatchObject({ status: 'completed', duePaise: 99_800, paid: false })
    // The link's page still takes the payment after completion.
    const page = await t.app.inject({ method: 'GET', url: new URL(link?.collectUrl as string).pathname + new URL(link?.collectUrl as string).search })
    expect(page.body).toContain('Pay ₹998')

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'visit.status')))
    expect(audit?.after).toEqual({ status: 'completed', payByLink: { providerOrderId: link?.providerOrderId, amountPaise: 99_800 } })

    const jobs = await reminderJobs(id)
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0]?.startAfter as string).toISOString()).toBe('2026-11-24T03:30:00.000Z')
    // A second completion is refused and makes no second link nor a second reminder.
    expect((await complete(id, { payByLink: true })).statusCode).toBe(409)
    expect(await linksOf(id)).toHaveLength(1)
    expect(await reminderJobs(id)).toHaveLength(1)
  })

  it('reuses a link already open for the amount due: one link, one SMS', async () => {
    const id = await visitReadyToComplete()
    const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect((await complete(id, { payByLink: true })).statusCode).toBe(200)
    const links = await linksOf(id)
    expect(links.map((link) => link.providerOrderId)).toEqual([started.providerOrderId])
    await t.app.jobs.runDue(PAYMENT_LINK_SMS_JOB)
    expect(textsTo(CUSTOMER)).toHaveLength(1)
  })

  it('payByLink with nothing due simply completes, with no link and no reminder', async () => {
    const id = await visitReadyToComplete()
    await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })
    expect((await complete(id, { payByLink: true })).statusCode).toBe(200)
    expect(await linksOf(id)).toEqual([])
    expect(await reminderJobs(id)).toEqual([])
  })

  it('payByLink does not skip the record: no record, no completion and no link', async () => {
    const id = await visitReadyToComplete({}, false)
    const refused = await complete(id, { payByLink: true })
    expect(refused.json().code).toBe('RECORD_REQUIRED')
    expect(await linksOf(id)).toEqual([])
  })

  it('the admins’ board still completes and cancels without the vet’s money rule', async () => {
    const id = await visitReadyToComplete()
    const completed = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'completed' })
    expect(completed.statusCode, completed.body).toBe(200)
    const other = await visitReadyToComplete({ status: 'on_the_way', time: '12:00' }, false)
    const cancelled = await call('POST', `/api/admin/appointments/${other}/status`, admin, { status: 'cancelled_by_clinic', reason: 'The vet is unwell' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
  })
})

describe('the payment link by SMS and the morning reminder', () => {
  it('sends the owner the link and the amount once when a link collection starts', async () => {
    const id = await visitReadyToComplete()
    const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect(textsTo(CUSTOMER)).toEqual([])
    await t.app.jobs.runDue(PAYMENT_LINK_SMS_JOB)
    await t.app.jobs.runDue(PAYMENT_LINK_SMS_JOB)
    expect(textsTo(CUSTOMER)).toEqual([`PetVaidya: please pay ₹799 for Sheru's visit by UPI or card at ${started.url} . A receipt follows once it is paid.`])
  })

  it('sends no link SMS for a link paid before its job ran', async () => {
    const id = await visitReadyToComplete()
    const started = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'payment_link' })).json()
    expect((await payOnPage(started.url)).statusCode).toBe(200)
    await t.app.jobs.runDue(PAYMENT_LINK_SMS_JOB)
    expect(textsTo(CUSTOMER)).toEqual([])
  })

  it('sends the link again the next morning, once', async () => {
    const id = await visitReadyToComplete()
    await complete(id, { payByLink: true })
    const [link] = await linksOf(id)
    await t.app.jobs.runDue(PAYMENT_LINK_SMS_JOB)
    expect(textsTo(CUSTOMER)).toHaveLength(1)
    await morningComes()
    expect(await t.app.jobs.runDue(PAY_BY_LINK_REMINDER_JOB)).toBe(1)
    await morningComes()
    expect(await t.app.jobs.runDue(PAY_BY_LINK_REMINDER_JOB)).toBe(0)
    const texts = textsTo(CUSTOMER)
    expect(texts).toHaveLength(2)
    expect(texts[1]).toBe(`PetVaidya: a reminder that ₹799 is still due for Sheru's visit. Pay by UPI or card at ${link?.collectUrl} . Thank you!`)
  })

  it('sends no reminder when the link was paid by the morning', async () => {
    const id = await visitReadyToComplete()
    await complete(id, { payByLink: true })
    const [link] = await linksOf(id)
    expect((await payOnPage(link?.collectUrl as string)).statusCode).toBe(200)
    expect(await billOf(id)).toMatchObject({ duePaise: 0, paid: true })
    await morningComes()
    expect(await t.app.jobs.runDue(PAY_BY_LINK_REMINDER_JOB)).toBe(1)
    expect(textsTo(CUSTOMER).filter((text) => text.includes('reminder'))).toEqual([])
  })
})

describe('Gold Membership on the bill', () => {
  async function makeMember(percent: number) {
    const id = randomUUID()
    await t.database.db.insert(memberships).values({
      id,
      userId: CUSTOMER,
      planId: 'gold-annual',
      status: 'active',
      startsAt: new Date('2026-11-01T00:00:00.000Z'),
      expiresAt: new Date('2027-11-01T00:00:00.000Z'),
      freeHomeVisits: 4,
      freeVisitsUsed: 1,
      serviceDiscountPercent: percent,
      freeVideoConsults: true,
      prioritySlots: true,
      referralCode: 'ASHA2026',
    })
    return id
  }

  it('takes the member’s discount off vaccines and lab tests the vet adds, not off other lines, and keeps it after the membership ends', async () => {
    await makeMember(10)
    const id = await visitReadyToComplete()
    for (const serviceId of ['dog-vaccination-rabies', 'dog-cbc-test', 'dog-nail-trim']) {
      clock.advance(MINUTE)
      expect((await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId })).statusCode).toBe(201)
    }
    const bill = await billOf(id)
    expect(bill.lines.map((line) => [line.title, line.amountPaise])).toEqual([
      ['Home visit', 79_900],
      ['Dog Anti-Rabies Vaccine', 69_900],
      ['Complete Blood Count', 79_900],
      ['Nail trim', 19_900],
      ['Gold Membership discount', -(6_900 + 7_900)],
    ])
    expect(bill).toMatchObject({ totalPaise: 79_900 + 69_900 + 79_900 + 19_900 - 14_800, duePaise: 234_800 })

    // The membership ending later never reprices a bill already drawn up.
    await t.database.db.update(memberships).set({ status: 'cancelled', cancelledAt: clock.now() })
    expect((await billOf(id)).duePaise).toBe(234_800)
    await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })
    const appointment = (await call('GET', `/api/appointments/${id}`, customer)).json().appointment
    expect(appointment.paymentStatus).toBe('paid')
  })

  it('gives a non-member the catalogue price', async () => {
    const id = await visitReadyToComplete()
    await call('POST', `/api/vet/visits/${id}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })
    const bill = await billOf(id)
    expect(bill.lines.some((line) => line.source === 'membership')).toBe(false)
    expect(bill.duePaise).toBe(79_900 + 69_900)
  })

  it('shows a free home visit as a membership line: what the member saved', async () => {
    const membershipId = await makeMember(10)
    const id = await visitReadyToComplete({ totalPaise: 0, membershipId, membershipBenefit: 'free_visit' })
    const bill = await billOf(id)
    expect(bill.lines.map((line) => [line.title, line.amountPaise, line.source])).toEqual([
      ['Home visit', 79_900, 'booking'],
      ['Gold Membership: free home visit', -79_900, 'membership'],
    ])
    expect(bill).toMatchObject({ totalPaise: 0, duePaise: 0 })
    // Nothing due: the vet completes without a link.
    expect((await complete(id)).statusCode).toBe(200)
  })
})
