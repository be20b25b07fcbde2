import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BoardAppointmentResponse, BoardResponse } from '../../../core/contracts/board.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { insertPaidOrder } from '../../../tests/support/payments.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { clearVisitsAndMoney, insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'
import { appointments, catalogueServices, payments } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'

/** This file's phones (9833360000-9833360999). */
const ADMIN = '9833360000'
const VET = '9833360001'
const OTHER_VET = '9833360002'
const OWNER = '9833360003'
const MINUTE = 60_000
// 08:00 on Monday 23 November 2026 in India: the board opens on this day.
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string
let vet: string
let otherVet: string

const call = apiCaller(() => t.app)

async function session(phone: string, name: string) {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const HOME_VISIT = { id: 'home-visit', title: 'Vet Home Visit', listPricePaise: 99_900, pricePaise: 79_900, quantity: 1 }
const CORE_VACCINE = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 }
const RABIES = 'dog-vaccination-rabies'

/** A home visit on 23 November with the vet at the door (in progress), unless the test says otherwise. */
function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: OWNER, status: 'in_progress', vetId: VET, services: [HOME_VISIT], ...overrides })
}

/** A visit whose ₹1,199 vaccine was paid online at booking. */
async function prepaidVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  const providerPaymentId = await insertPaidOrder(t.database, { userId: OWNER, amountPaise: 119_900, now: clock.now() })
  const [payment] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
  return insertVisit({ services: [CORE_VACCINE], serviceType: 'vaccination', totalPaise: 119_900, paymentId: payment?.id, ...overrides })
}

const addRabies = async (id: string, cookie = vet) => expect((await call('POST', `/api/vet/visits/${id}/bill/lines`, cookie, { serviceId: RABIES })).statusCode).toBe(201)
async function collect(id: string, method: 'cash' | 'upi_qr' | 'payment_link', cookie = vet) {
  const started = await call('POST', `/api/vet/visits/${id}/collect`, cookie, { method })
  expect(started.statusCode, started.body).toBe(200)
  return started.json() as { url: string | null; amountPaise: number }
}
/** The owner pays a QR code or link on the local provider's page. */
async function payOnPage(url: string) {
  const { pathname, search } = new URL(url)
  const paid = await t.app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  expect(paid.statusCode).toBe(200)
}
const board = async () => BoardResponse.parse((await call('GET', '/api/admin/appointments?from=2026-11-23&to=2026-11-24', admin)).json())
const cardOf = async (id: string) => (await board()).appointments.find((visit) => visit.id === id)

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Arjun Mehta']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'HR-20931', cities: ['Gurgaon'], visitTypes: ['home'] })
    expect(added.statusCode, added.body).toBe(201)
  }
  await t.database.db
    .insert(catalogueServices)
    .values({ id: RABIES, title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900, taxRateBps: 0 })
    .onConflictDoNothing()
  vet = await session(VET, 'Kavya')
  otherVet = await session(OTHER_VET, 'Arjun')
  await session(OWNER, 'Asha Verma')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
})

describe('the board’s cards: amount, paid, due and how', () => {
  it('a prepaid visit extended at the door and paid by UPI QR: the whole bill, paid online and by QR, nothing due', async () => {
    const id = await prepaidVisit()
    expect(await cardOf(id)).toMatchObject({ amount: 1199, payment: { method: 'online', paid: 1199, due: 0, paidBy: [{ method: 'online', amount: 1199 }] } })
    await addRabies(id)
    expect(await cardOf(id)).toMatchObject({ amount: 1898, payment: { paid: 1199, due: 699 } })
    const qr = await collect(id, 'upi_qr')
    expect(qr.amountPaise).toBe(69_900)
    await payOnPage(qr.url as string)
    expect((await cardOf(id))?.payment).toEqual({
      method: 'online',
      paid: 1898,
      due: 0,
      refunded: 0,
      paidBy: [
        { method: 'online', amount: 1199 },
        { method: 'upi_qr', amount: 699 },
      ],
      membership: null,
      cashHeld: [],
    })
  })

  it('a payment link paid, and cash the vet holds until an admin records it deposited', async () => {
    const byLink = await insertVisit()
    await payOnPage((await collect(byLink, 'payment_link')).url as string)
    expect((await cardOf(byLink))?.payment).toMatchObject({ paid: 799, due: 0, paidBy: [{ method: 'payment_link', amount: 799 }], cashHeld: [] })

    const cash = await insertVisit({ time: '11:00' })
    await collect(cash, 'cash')
    expect((await cardOf(cash))?.payment).toMatchObject({ paid: 799, due: 0, paidBy: [{ method: 'cash', amount: 799 }], cashHeld: [{ id: VET, name: 'Dr. Kavya Rao', amount: 799 }] })
    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).statusCode).toBe(200)
    expect((await cardOf(cash))?.payment).toMatchObject({ paid: 799, paidBy: [{ method: 'cash', amount: 799 }], cashHeld: [] })
  })

  it('cash undone counts as neither paid nor held: the amount is due again', async () => {
    const id = await insertVisit()
    const taken = (await call('POST', `/api/vet/visits/${id}/collect`, vet, { method: 'cash' })).json() as { undoableCash: { paymentId: string } }
    const undone = await call('POST', `/api/vet/visits/${id}/payments/${taken.undoableCash.paymentId}/undo`, vet, { reason: 'Tapped cash by mistake' })
    expect(undone.statusCode, undone.body).toBe(200)
    expect((await cardOf(id))?.payment).toMatchObject({ paid: 0, due: 799, paidBy: [], cashHeld: [] })
  })

  it('a visit a Gold Membership covered reads as covered, with what it saved', async () => {
    const id = await insertVisit({ totalPaise: 0, membershipBenefit: 'free_visit' })
    expect(await cardOf(id)).toMatchObject({ amount: 0, payment: { method: 'at_visit', paid: 0, due: 0, paidBy: [], membership: { benefit: 'free_visit', saved: 799 } }, completedWithDue: false })
  })

  it('a paid visit cancelled by the clinic reads as refunded, nothing due', async () => {
    const id = await prepaidVisit({ status: 'confirmed', vetId: null })
    const cancelled = await call('POST', `/api/admin/appointments/${id}/status`, admin, { status: 'cancelled_by_clinic', reason: 'Vet unwell' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(BoardAppointmentResponse.parse(cancelled.json()).appointment.payment).toMatchObject({ paid: 0, refunded: 1199, paidBy: [{ method: 'online', amount: 1199 }] })
  })

  it('marks a visit completed with money due, and not one completed and paid', async () => {
    const due = await insertVisit({ status: 'completed' })
    const paid = await insertVisit({ time: '11:00' })
    await collect(paid, 'cash')
    await t.database.db.update(appointments).set({ status: 'completed' })
    const cards = (await board()).appointments
    expect(cards.find((visit) => visit.id === due)).toMatchObject({ completedWithDue: true, payment: { due: 799 } })
    expect(cards.find((visit) => visit.id === paid)).toMatchObject({ completedWithDue: false, payment: { due: 0 } })
  })
})

describe('the counters at the top of each day', () => {
  it('count the unassigned, the completed with money due, the cash held by vets and the cancellations, day by day', async () => {
    // Monday: two visits need a vet, two are completed with ₹799 and ₹699 due, two were cancelled.
    await insertVisit({ status: 'booked', vetId: null, time: '09:00' })
    await insertVisit({ status: 'confirmed', vetId: null, time: '09:30' })
    await insertVisit({ status: 'completed', time: '10:00' })
    const extended = await prepaidVisit({ time: '10:30' })
    await addRabies(extended)
    await t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, extended))
    await insertVisit({ status: 'cancelled', vetId: null, time: '11:00' })
    await insertVisit({ status: 'cancelled_by_clinic', vetId: null, time: '11:30' })
    // Cash: ₹799 held by Kavya, ₹799 by Arjun, and ₹799 of Kavya's undone (held by no one).
    await collect(await insertVisit({ time: '12:00' }), 'cash')
    await collect(await insertVisit({ time: '12:30', vetId: OTHER_VET }), 'cash', otherVet)
    const undone = await insertVisit({ time: '13:00' })
    const taken = (await call('POST', `/api/vet/visits/${undone}/collect`, vet, { method: 'cash' })).json() as { undoableCash: { paymentId: string } }
    expect((await call('POST', `/api/vet/visits/${undone}/payments/${taken.undoableCash.paymentId}/undo`, vet, { reason: 'Owner paid by UPI instead' })).statusCode).toBe(200)
    // Tuesday: one visit with a vet, nothing to chase.
    await insertVisit({ status: 'vet_assigned', date: '2026-11-24', startsAt: new Date('2026-11-24T04:30:00.000Z') })

    const { days } = await board()
    expect(days).toEqual([
      {
        date: '2026-11-23',
        visits: 9,
        unassigned: 2,
        completedWithDue: { count: 2, due: 1498 },
        cashHeld: {
          amount: 1598,
          byHolder: [
            { id: OTHER_VET, name: 'Dr. Arjun Mehta', amount: 799 },
            { id: VET, name: 'Dr. Kavya Rao', amount: 799 },
          ],
        },
        cancelled: 2,
      },
      { date: '2026-11-24', visits: 1, unassigned: 0, completedWithDue: { count: 0, due: 0 }, cashHeld: { amount: 0, byHolder: [] }, cancelled: 0 },
    ])

    // Deposited cash is no longer held.
    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).statusCode).toBe(200)
    expect((await board()).days[0]?.cashHeld).toEqual({ amount: 799, byHolder: [{ id: OTHER_VET, name: 'Dr. Arjun Mehta', amount: 799 }] })
  })

  it('count what the filters show', async () => {
    await insertVisit({ status: 'confirmed', vetId: null, time: '09:00' })
    await insertVisit({ status: 'confirmed', vetId: null, time: '09:30', city: 'Noida', pincode: '201301' })
    const noida = BoardResponse.parse((await call('GET', '/api/admin/appointments?from=2026-11-23&to=2026-11-23&city=Noida', admin)).json())
    expect(noida.days).toMatchObject([{ date: '2026-11-23', visits: 1, unassigned: 1 }])
    const none = BoardResponse.parse((await call('GET', '/api/admin/appointments?from=2026-11-23&to=2026-11-23&status=completed', admin)).json())
    expect(none.days).toEqual([])
  })
})
