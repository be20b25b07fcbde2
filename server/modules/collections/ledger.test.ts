import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { clearVisitsAndMoney, insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'
import { seedDatabase } from '../../db/seed.ts'
import { type appointments, catalogueServices, paymentOrders, payments, receipts } from '../../db/schema.ts'
import { SEND_REFUND_JOB } from '../payments/service.ts'

const ADMIN = '9000000091'
const VET = '9822720001'
const CUSTOMER = '9822720003'
const MEMBER = '9822720004'
const MINUTE = 60_000
// 08:00 on Monday 23 November 2026 in India.
const clock = manualClock(new Date('2026-11-23T02:30:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string
let vet: string

const call = apiCaller(() => t.app)
const CHECKUP = { id: 'dog-health-checkup', title: 'Dog Health Check-up', listPricePaise: 99_900, pricePaise: 49_900, quantity: 1 }

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'in_progress', vetId: VET, services: [CHECKUP], ...overrides })
}

async function payOnPage(url: string) {
  const { pathname, search } = new URL(url)
  const paid = await t.app.inject({ method: 'POST', url: `${pathname}/pay${search}`, headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  expect(paid.statusCode).toBe(200)
}

/** A Gold Membership bought online: its order, its payment and its receipt, as the membership module leaves them. */
async function membershipSale(at: Date) {
  const orderId = randomUUID()
  await t.database.db.insert(paymentOrders).values({ id: orderId, provider: 'sandbox', providerOrderId: `order_${orderId.slice(0, 14)}`, userId: MEMBER, flowType: 'membership', planId: 'gold', amountPaise: 99_900, items: [{ id: 'gold', title: 'Gold Membership', pricePaise: 99_900, quantity: 1 }], status: 'paid', createdAt: at })
  const paymentId = randomUUID()
  await t.database.db.insert(payments).values({ id: paymentId, providerPaymentId: 'pay_Membership0001', orderId, userId: MEMBER, amountPaise: 99_900, source: 'checkout', createdAt: at })
  const [counter] = await t.database.db.execute<{ n: number }>(`insert into receipt_counters (financial_year, last_sequence) values ('2026-27', 1) on conflict (financial_year) do update set last_sequence = receipt_counters.last_sequence + 1 returning last_sequence as n`).then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows)
  const sequence = Number(counter?.n)
  await t.database.db.insert(receipts).values({ id: randomUUID(), number: `PV/2026-27/${String(sequence).padStart(6, '0')}`, financialYear: '2026-27', sequence, paymentId, method: 'online', amountPaise: 99_900, lines: [{ title: 'Gold Membership', quantity: 1, amountPaise: 99_900, taxRateBps: 1800, taxPaise: 15_239 }], issuedAt: at })
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms, clock })
  await seedDatabase(t.database.db)
  clock.advance(MINUTE)
  admin = await signIn(t.app, sms, ADMIN, 'Meera')
  for (const phone of [CUSTOMER, MEMBER]) {
    clock.advance(MINUTE)
    await signIn(t.app, sms, phone, phone === MEMBER ? 'Rohan Mehra' : 'Asha')
  }
  const added = await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home'] })
  expect(added.statusCode, added.body).toBe(201)
  // The anti-rabies vaccine carries 18 % GST inside its price: ₹699 holds ₹106.63.
  await t.database.db
    .insert(catalogueServices)
    .values({ id: 'dog-vaccination-rabies', title: 'Dog Anti-Rabies Vaccine', petType: 'dog', serviceType: 'vaccination', description: 'The anti-rabies dose.', listPricePaise: 89_900, pricePaise: 69_900, taxRateBps: 1800 })
    .onConflictDoUpdate({ target: catalogueServices.id, set: { taxRateBps: 1800, pricePaise: 69_900 } })
  clock.advance(MINUTE)
  vet = await signIn(t.app, sms, VET, 'Kavya')
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await clearVisitsAndMoney(t.database.db)
})

const ledger = (query: string, cookie: string | null = admin) => call('GET', `/api/admin/collections/ledger?${query}`, cookie)

describe('the ledger’s range', () => {
  it('is for admins only', async () => {
    expect((await ledger('from=2026-11-23&to=2026-11-23', null)).statusCode).toBe(401)
    expect((await ledger('from=2026-11-23&to=2026-11-23', vet)).statusCode).toBe(403)
  })

  it('needs two India dates, to on or after from, at most 366 days apart; 400 naming the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['to=2026-11-23', /^from: must be a date as YYYY-MM-DD/],
      ['from=2026-11-23', /^to: must be a date as YYYY-MM-DD/],
      ['from=23-11-2026&to=2026-11-23', /^from/],
      ['from=2026-02-30&to=2026-03-01', /^from/],
      ['from=2026-11-23&to=2026-13-01', /^to/],
      ['from=2026-11-23&to=2026-11-22', /^to: must not be before from/],
      ['from=2027-03-01&to=2028-03-02', /^to: must be at most 366 days after from/],
      ['from=2026-11-23&to=2026-11-23&format=xlsx', /^format/],
    ]
    for (const [query, message] of cases) {
      const refused = await ledger(query)
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json().error, query).toMatch(message)
    }
    // A leap year's 366 days are one range.
    expect((await ledger('from=2027-03-01&to=2028-03-01&format=json')).statusCode).toBe(200)
    expect((await ledger('from=2026-11-23&to=2026-11-23')).headers['content-type']).toContain('text/csv')
  })
})

describe('the ledger’s rows', () => {
  it('a row per payment, refund, void, cash deposit and membership sale, to the paisa with its tax; dated in India; formula cells escaped', async () => {
    // Cash of ₹1,498 (a check-up ₹799 and the vaccine ₹699 with ₹106.63 of GST) for a formula-named owner.
    const cash = await insertVisit({ ownerName: '=HYPERLINK("http://evil","x")' })
    expect((await call('POST', `/api/vet/visits/${cash}/bill/lines`, vet, { serviceId: 'dog-vaccination-rabies' })).statusCode).toBe(201)
    const cashAt = new Date(clock.now().getTime() + 330 * MINUTE).toISOString().slice(11, 16)
    expect((await call('POST', `/api/vet/visits/${cash}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    // UPI: paid on the QR code, then the link paid too: the second is extra and refunded.
    clock.advance(MINUTE)
    const upi = await insertVisit({ time: '11:00' })
    const qr = (await call('POST', `/api/vet/visits/${upi}/collect`, vet, { method: 'upi_qr' })).json()
    const link = (await call('POST', `/api/vet/visits/${upi}/collect`, vet, { method: 'payment_link' })).json()
    await payOnPage(qr.url)
    clock.advance(MINUTE)
    await payOnPage(link.url)
    await t.app.jobs.runDue(SEND_REFUND_JOB)
    // Cash tapped by mistake and undone 2 minutes later.
    clock.advance(MINUTE)
    const mistake = await insertVisit({ time: '12:00' })
    const tapped = (await call('POST', `/api/vet/visits/${mistake}/collect`, vet, { method: 'cash' })).json()
    clock.advance(2 * MINUTE)
    expect((await call('POST', `/api/vet/visits/${mistake}/payments/${tapped.undoableCash.paymentId}/undo`, vet, { reason: 'Pressed cash, owner paid by UPI' })).statusCode).toBe(200)
    // The vet's cash is deposited; a membership is sold online.
    clock.advance(MINUTE)
    expect((await call('POST', '/api/admin/collections/deposits', admin, { vetId: VET })).json()).toEqual({ deposited: 1, amountPaise: 149_800 })
    await membershipSale(new Date(clock.now().getTime() + MINUTE))
    // 00:30 on 24 November in India (19:00 UTC on the 23rd): the next day's ledger.
    clock.advance(new Date('2026-11-23T19:00:00.000Z').getTime() - clock.now().getTime())
    const late = await insertVisit({ time: '13:00' })
    vet = await signIn(t.app, sms, VET, 'Kavya')
    expect((await call('POST', `/api/vet/visits/${late}/collect`, vet, { method: 'cash' })).statusCode).toBe(200)
    // The admin's session ended with the night (30 minutes idle): the accountant's morning.
    admin = await signIn(t.app, sms, ADMIN, 'Meera')

    const json = await ledger('from=2026-11-23&to=2026-11-23&format=json')
    expect(json.statusCode, json.body).toBe(200)
    const { entries, totals } = json.json()
    const upiPayments = await t.database.db.select().from(payments).where(eq(payments.appointmentId, upi))
    const counted = upiPayments.find((row) => !row.extra)
    const extra = upiPayments.find((row) => row.extra)
    expect(entries.map((entry: { kind: string; receiptNumber: string | null; method: string; amountPaise: number; taxPaise: number }) => [entry.kind, entry.receiptNumber, entry.method, entry.amountPaise, entry.taxPaise])).toEqual([
      ['payment', 'PV/2026-27/000001', 'cash', 149_800, 10_663],
      ['payment', 'PV/2026-27/000002', 'upi_qr', 79_900, 0],
      ['payment', null, 'payment_link', 79_900, 0],
      ['refund', null, 'payment_link', -79_900, 0],
      ['payment', 'PV/2026-27/000003', 'cash', 79_900, 0],
      ['void', 'PV/2026-27/000003', 'cash', -79_900, 0],
      ['cash_deposit', null, 'cash', 149_800, 0],
      ['membership_sale', 'PV/2026-27/000004', 'membership', 99_900, 15_239],
    ])
    expect(entries[0]).toMatchObject({ date: '2026-11-23', time: cashAt, visitId: cash, ownerName: '=HYPERLINK("http://evil","x")', vetName: 'Dr. Kavya Rao', providerPaymentId: expect.stringMatching(/^cash_/) })
    expect(entries[1]).toMatchObject({ visitId: upi, providerPaymentId: counted?.providerPaymentId, ownerName: 'Asha Verma' })
    expect(entries[2]).toMatchObject({ providerPaymentId: extra?.providerPaymentId, note: 'extra payment, refunded automatically' })
    expect(entries[3].note).toMatch(/^refund processed; refund id \S+; of an extra payment$/)
    expect(entries[4]).toMatchObject({ visitId: mistake, note: 'cash undone: see the void row' })
    expect(entries[5]).toMatchObject({ visitId: mistake, note: 'VOID: Pressed cash, owner paid by UPI (by Dr. Kavya Rao)' })
    expect(entries[6]).toMatchObject({ vetName: 'Dr. Kavya Rao', note: '1 cash payment deposited, recorded by Meera' })
    expect(entries[7]).toMatchObject({ visitId: null, vetName: null, ownerName: 'Rohan Mehra', providerPaymentId: 'pay_Membership0001' })
    expect(totals).toEqual({ amountPaise: 149_800 + 79_900 + 79_900 - 79_900 + 79_900 - 79_900 + 149_800 + 99_900, taxPaise: 10_663 + 15_239 })

    const csv = await ledger('from=2026-11-23&to=2026-11-23&format=csv')
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ledger-2026-11-23-to-2026-11-23.csv"')
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe('date,time,kind,receipt_number,visit_id,owner_name,vet_name,method,provider_payment_id,amount_rupees,tax_rupees,note')
    expect(lines[1]).toBe(`2026-11-23,${cashAt},payment,PV/2026-27/000001,${cash},"'=HYPERLINK(""http://evil"",""x"")",Dr. Kavya Rao,cash,${entries[0].providerPaymentId},1498.00,106.63,`)
    expect(lines[2]).toContain(',UPI QR,')
    expect(lines[3]).toContain(',link,')
    expect(lines[4]).toMatch(/,refund,.*,-799\.00,0\.00,refund processed/)
    expect(lines[6]).toMatch(/^2026-11-23,\d\d:\d\d,void,PV\/2026-27\/000003,.*,-799\.00,0\.00,"VOID: Pressed cash, owner paid by UPI \(by Dr\. Kavya Rao\)"$/)
    expect(lines[8]).toMatch(/,membership_sale,PV\/2026-27\/000004,,Rohan Mehra,,membership,pay_Membership0001,999\.00,152\.39,$/)
    expect(lines).toHaveLength(10)
    expect(lines.at(-1)).toBe('')

    // The next India day has the payment of 00:30 and nothing of the 23rd; a range covers both.
    const next = (await ledger('from=2026-11-24&to=2026-11-24&format=json')).json().entries
    expect(next).toEqual([expect.objectContaining({ kind: 'payment', date: '2026-11-24', time: '00:30', visitId: late, receiptNumber: 'PV/2026-27/000005', amountPaise: 79_900 })])
    expect((await ledger('from=2026-11-22&to=2026-11-24&format=json')).json().entries).toHaveLength(9)
    expect((await ledger('from=2026-11-22&to=2026-11-22&format=json')).json()).toEqual({ from: '2026-11-22', to: '2026-11-22', entries: [], totals: { amountPaise: 0, taxPaise: 0 } })
  })
})
