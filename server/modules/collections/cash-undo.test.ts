import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney, insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'
import { seedDatabase } from '../../db/seed.ts'
import { type appointments, auditLog, catalogueServices, payments, receipts } from '../../db/schema.ts'
import { RECEIPT_SMS_JOB } from './service.ts'

const ADMIN = '9000000091'
const VET = '9822710001'
const OTHER_VET = '9822710002'
const CUSTOMER = '9822710003'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-23T04:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string
let customer: string
let vet: string
let otherVet: string

const call = apiCaller(() => t.app)
const CHECKUP = { id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 99_900, pricePaise: 49_900, quantity: 1 }

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'in_progress', vetId: VET, services: [CHECKUP], ...overrides })
}

/** Cash of the whole amount due, recorded by the vet: what they may undo. */
async function cashOn(id: string, by = vet) {
  const paid = await call('POST', `/api/vet/visits/${id}/collect`, by, { method: 'cash' })
  expect(paid.statusCode, paid.body).toBe(200)
  return paid.json() as { amountPaise: number; undoableCash: { paymentId: string; amountPaise: number; receiptNumber: string; undoUntil: string } }
}

/** The audit log is append-only (never emptied between tests): the undo rows of one visit. */
const undoRows = (visitId: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'cash.undone'), eq(auditLog.entityId, visitId)))

const undo = (id: string, paymentId: string, cookie: string | undefined, body: unknown = { reason: 'Tapped cash by mistake; owner pays by UPI' }, side: 'vet' | 'admin' = 'vet') =>
  call('POST', `/api/${side}/visits/${id}/payments/${paymentId}/undo`, cookie, body)

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  await seedDatabase(t.database.db)
  clock.advance(MINUTE)
  admin = await signIn(t.app, sms, ADMIN, 'Meera')
  clock.advance(MINUTE)
  customer = await signIn(t.app, sms, CUSTOMER, 'Asha')
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Imran Shaikh']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode, added.body).toBe(201)
  }
  await t.database.db
    .insert(catalogueServices)
    .values({ id: 'dog-vaccination-rabies', title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900, taxRateBps: 0 })
    .onConflictDoNothing()
  clock.advance(MINUTE)
  vet = await signIn(t.app, sms, VET, 'Kavya')
  clock.advance(MINUTE)
  otherVet = await signIn(t.app, sms, OTHER_VET, 'Imran')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
  clock.advance(MINUTE)
})

describe('undoing cash recorded at the door', () => {
  it('the vet undoes their cash with a reason: the amount is due again, the receipt keeps its number as VOID, the next receipt follows it, and the undo is audited once', async () => {
    const id = await insertVisit()
    const paid = await cashOn(id)
    expect(paid.undoableCash).toEqual({ paymentId: expect.any(String), amountPaise: 79_900, receiptNumber: 'PV/2026-27/000001', undoUntil: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() })
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().undoableCash).toEqual(paid.undoableCash)
    const { paymentId } = paid.undoableCash

    clock.advance(4 * MINUTE)
    const undone = await undo(id, paymentId, vet, { reason: '  Tapped cash by mistake; owner pays by UPI  ' })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json()).toEqual({
      bill: expect.objectContaining({ duePaise: 79_900, paidPaise: 0, paid: false }),
      voided: { paymentId, amountPaise: 79_900, receiptNumber: 'PV/2026-27/000001', voidedAt: clock.now().toISOString() },
    })
    const bill = (await call('GET', `/api/vet/visits/${id}/bill`, vet)).json()
    expect(bill).toMatchObject({ bill: { duePaise: 79_900 }, undoableCash: null })
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(row).toMatchObject({ voidedBy: VET, voidReason: 'Tapped cash by mistake; owner pays by UPI' })
    expect(row?.voidedAt?.toISOString()).toBe(clock.now().toISOString())

    const audit = await undoRows(id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorId: VET, entityType: 'appointment', entityId: id, after: { paymentId, receiptNumber: 'PV/2026-27/000001', voided: true, reason: 'Tapped cash by mistake; owner pays by UPI' } })

    // A second press answers the same and changes nothing.
    clock.advance(MINUTE)
    const again = await undo(id, paymentId, vet)
    expect(again.statusCode).toBe(200)
    expect(again.json().voided.voidedAt).toBe(undone.json().voided.voidedAt)
    expect(await undoRows(id)).toHaveLength(1)

    // The voided receipt still has its number and reads VOID; the owner's lists leave it out.
    const page = await call('GET', '/receipts/PV-2026-27-000001', customer)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-testid="receipt-void"')
    expect(page.body).toContain('VOID')
    expect(page.body).toContain('Tapped cash by mistake; owner pays by UPI')
    const appointment = (await call('GET', `/api/appointments/${id}`, customer)).json().appointment
    expect(appointment).toMatchObject({ paymentStatus: 'due', receipts: [] })

    // The cash is taken again, properly: the series goes on from the voided number, with no gap.
    await cashOn(id)
    const series = (await t.database.db.select().from(receipts)).map((receipt) => receipt.number).sort()
    expect(series).toEqual(['PV/2026-27/000001', 'PV/2026-27/000002'])
    const second = await call('GET', '/receipts/PV-2026-27-000002', customer)
    expect(second.body).not.toContain('receipt-void')
  })

  it('the undone cash counts nowhere: not collected, not held by the vet, not deposited', async () => {
    const undone = await insertVisit()
    const kept = await insertVisit({ time: '11:00' })
    const { undoableCash } = await cashOn(undone)
    await cashOn(kept)
    expect((await undo(undone, undoableCash.paymentId, vet)).statusCode).toBe(200)
    const day = (await call('GET', '/api/admin/collections?date=2026-11-23', admin)).json()
    expect(day.totals).toEqual({ collectedPaise: 79_900, refundedPaise: 0, cashHeldPaise: 79_900 })
    expect(day.cashHeld).toEqual([expect.objectContaining({ vetId: VET, payments: 1, heldPaise: 79_900 })])
    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).json()).toEqual({ deposited: 1, amountPaise: 79_900 })
    const [voided] = await t.database.db.select().from(payments).where(eq(payments.id, undoableCash.paymentId))
    expect(voided?.depositedAt).toBeNull()
  })

  it('is refused with 409 UNDO_TOO_LATE after 10 minutes, and once the cash is deposited', async () => {
    const id = await insertVisit()
    const { undoableCash } = await cashOn(id)
    clock.advance(10 * MINUTE + 1_000)
    expect((await call('GET', `/api/vet/visits/${id}/bill`, vet)).json().undoableCash).toBeNull()
    const late = await undo(id, undoableCash.paymentId, vet)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'UNDO_TOO_LATE', error: expect.stringMatching(/within 10 minutes/) })
    // An admin is held to the same 10 minutes.
    expect((await undo(id, undoableCash.paymentId, admin, undefined, 'admin')).json().code).toBe('UNDO_TOO_LATE')

    const deposited = await insertVisit({ time: '12:00' })
    const cash = (await cashOn(deposited)).undoableCash
    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).statusCode).toBe(200)
    const refused = await undo(deposited, cash.paymentId, vet)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'UNDO_TOO_LATE', error: expect.stringMatching(/deposited/) })
    expect((await t.database.db.select().from(payments)).every((row) => row.voidedAt === null)).toBe(true)
    expect([...(await undoRows(id)), ...(await undoRows(deposited))]).toHaveLength(0)
  })

  it('needs a reason of 3 to 200 characters on one line; ids must be ids (400 naming the field)', async () => {
    const id = await insertVisit()
    const { undoableCash } = await cashOn(id)
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^reason: reason is required/],
      [{ reason: '  ab  ' }, /^reason: reason must be at least 3 characters/],
      [{ reason: 'x'.repeat(201) }, /^reason: reason must be at most 200 characters/],
      [{ reason: 'mis\u0000tap' }, /^reason/],
      [{ reason: 12345 }, /^reason/],
    ]
    for (const [body, message] of cases) {
      const refused = await undo(id, undoableCash.paymentId, vet, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().error, JSON.stringify(body)).toMatch(message)
    }
    expect((await undo(id, 'not-a-payment', vet)).json().error).toMatch(/^paymentId/)
    expect((await undo('not-a-visit', undoableCash.paymentId, vet)).json().error).toMatch(/^id/)
    expect((await undo(id, undoableCash.paymentId, vet, { reason: 'x'.repeat(200) })).statusCode).toBe(200)
  })

  it('is for the vet who recorded the cash or an admin: 401, 403, 404 to anyone else; only cash is undone', async () => {
    const id = await insertVisit()
    const { undoableCash } = await cashOn(id)
    expect((await undo(id, undoableCash.paymentId, undefined)).statusCode).toBe(401)
    expect((await undo(id, undoableCash.paymentId, customer)).statusCode).toBe(403)
    expect((await undo(id, undoableCash.paymentId, admin)).statusCode).toBe(403)
    expect((await undo(id, undoableCash.paymentId, vet, undefined, 'admin')).statusCode).toBe(403)
    expect((await undo(id, undoableCash.paymentId, otherVet)).statusCode).toBe(404)

    // The visit handed to another vet after the cash: the new vet did not take it, and may not undo it.
    await t.database.db.execute(`update appointments set vet_id = '${OTHER_VET}' where id = '${id}'`)
    expect((await call('GET', `/api/vet/visits/${id}/bill`, otherVet)).json().undoableCash).toBeNull()
    const notTheirs = await undo(id, undoableCash.paymentId, otherVet)
    expect(notTheirs.statusCode).toBe(403)
    expect(notTheirs.json().error).toMatch(/vet who recorded this cash/)

    // An admin undoes it on the admin side.
    const byAdmin = await undo(id, undoableCash.paymentId, admin, { reason: 'Vet called: cash not taken' }, 'admin')
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    const [audit] = await undoRows(id)
    expect(audit).toMatchObject({ actorId: ADMIN, after: expect.objectContaining({ reason: 'Vet called: cash not taken' }) })

    // A payment of another visit, or not in cash, is not found on this one.
    const upiVisit = await insertVisit({ time: '13:00' })
    const qr = (await call('POST', `/api/vet/visits/${upiVisit}/collect`, vet, { method: 'upi_qr' })).json()
    const { pathname, search } = new URL(qr.url)
    await t.app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
    const [upi] = await t.database.db.select().from(payments).where(eq(payments.appointmentId, upiVisit))
    expect(upi).toBeDefined()
    expect((await undo(upiVisit, upi?.id as string, vet)).statusCode).toBe(404)
    const other = await insertVisit({ time: '14:00' })
    const otherCash = (await cashOn(other)).undoableCash
    expect((await undo(upiVisit, otherCash.paymentId, vet)).statusCode).toBe(404)
  })

  it('the owner is not sent the receipt of cash undone before its notice went', async () => {
    const id = await insertVisit()
    const { undoableCash } = await cashOn(id)
    expect((await undo(id, undoableCash.paymentId, vet)).statusCode).toBe(200)
    sms.reset()
    await t.app.jobs.runDue(RECEIPT_SMS_JOB)
    expect(sms.sent.filter((message) => message.to === CUSTOMER)).toEqual([])
    // The cash taken again is told.
    await cashOn(id)
    await t.app.jobs.runDue(RECEIPT_SMS_JOB)
    expect(sms.sent.filter((message) => message.to === CUSTOMER).map((message) => message.text)).toEqual([expect.stringContaining('PV/2026-27/000002')])
  })
})
