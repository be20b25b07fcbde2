import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MembershipPlansResponse, MembershipResponse, ReferralsResponse } from '../../../core/contracts/membership.ts'
import { CreateOrderResponse } from '../../../core/contracts/payment.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { CONFIRMATION_MAIL_JOB, CONFIRMATION_SMS_JOB } from '../appointments/service.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { appointments, auditLog, membershipPlans, membershipReferrals, membershipTerms, memberships, paymentOrders, payments, receipts, users } from '../../db/schema.ts'
import { ISSUE_MISSING_RECEIPTS_JOB, RECEIPT_MAIL_JOB, RECEIPT_SMS_JOB } from '../collections/service.ts'
import { checkoutSignature } from '../../providers/payments/payment-gateway.ts'
import { type SandboxGateway, createSandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import { ACTIVATE_MEMBERSHIPS_JOB, QUEUE_RENEWAL_REMINDERS_JOB, SEND_RENEWAL_REMINDER_JOB } from './service.ts'

const MEMBER = '9822500001'
const FRIEND = '9822500002'
const OTHER = '9822500003'
const ADMIN = '9822500009'
const KEY_SECRET = 'test-key-secret'
const WEBHOOK_SECRET = 'test-webhook-secret'
// 06:00 UTC on 22 Nov 2026 is 11:30 in India.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()
let t: TestApp
let gateway: SandboxGateway
const sessions: Record<string, string> = {}

function call(method: 'GET' | 'POST' | 'PUT', url: string, phone: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(phone ? { cookie: sessions[phone] ?? '' } : {}),
      ...headers,
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

const membershipOrder = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  currency: 'INR',
  services: [],
  flowType: 'membership',
  planId: 'gold-annual',
  ...extra,
})

async function order(phone: string, amount: number, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', '/api/payment/create-order', phone, membershipOrder(amount, extra))
  expect(response.statusCode, response.body).toBe(200)
  return CreateOrderResponse.parse(response.json()).data.order_id
}

function verify(phone: string, orderId: string, paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`) {
  return call('POST', '/api/payment/verify-payment', phone, {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(KEY_SECRET, orderId, paymentId),
  })
}

async function join(phone: string, amount = 1999, extra: Record<string, unknown> = {}) {
  const orderId = await order(phone, amount, extra)
  expect((await verify(phone, orderId)).statusCode).toBe(200)
  return orderId
}

/** Sends a scheduled job as its schedule would, then works it. */
async function runJob(name: string): Promise<void> {
  await t.app.jobs.send(name, {})
  expect(await t.app.jobs.runDue(name)).toBe(1)
}

/** Moves the clock on; the sessions, idle meanwhile, are signed in again. */
async function later(days: number): Promise<void> {
  clock.advance(days * 24 * 60 * 60 * 1000)
  for (const phone of [MEMBER, FRIEND, OTHER, ADMIN]) sessions[phone] = await signIn(t.app, sms, phone)
}

/**
 * After the receipt jobs have run (twice): one numbered receipt for the payment, e-mailed once and
 * texted once, and one welcome e-mail that is no receipt, linking it when it was issued first.
 */
async function expectOneReceiptAndWelcome(memberNumber: string, linked: boolean) {
  for (let run = 0; run < 2; run += 1) {
    await t.app.jobs.runDue(RECEIPT_MAIL_JOB)
    await t.app.jobs.runDue(RECEIPT_SMS_JOB)
  }
  const [receipt, ...more] = await t.database.db.select().from(receipts)
  expect(more).toEqual([])
  if (!receipt) throw new Error('no receipt issued')
  const aboutReceipts = mailer.sent.filter((mail) => /receipt/i.test(mail.subject))
  expect(aboutReceipts.map((mail) => mail.subject)).toEqual([expect.stringContaining(receipt.number)])
  const welcomes = mailer.sent.filter((mail) => mail.subject.startsWith('Welcome to PetVaidya Gold'))
  expect(welcomes).toHaveLength(1)
  expect(welcomes[0]?.subject).toContain(memberNumber)
  expect(welcomes[0]?.text).not.toMatch(/this is your receipt|amount paid/i)
  const receiptUrl = `${TEST_ORIGIN}/receipts/${receipt.number.replaceAll('/', '-')}`
  if (linked) expect(welcomes[0]?.text).toContain(`Receipt ${receipt.number}: ${receiptUrl}`)
  else expect(welcomes[0]?.text).toContain('Your numbered receipt comes in a message of its own.')
  expect(mailer.sent).toHaveLength(2)
  expect(sms.sent.filter((message) => message.to === MEMBER && message.text.includes(receiptUrl))).toHaveLength(1)
}

const membershipOf = async (phone: string) => MembershipResponse.parse((await call('GET', '/api/membership', phone)).json())
const rowOf = async (phone: string) => (await t.database.db.select().from(memberships).where(eq(memberships.userId, phone)))[0]
const book = (phone: string, overrides: Record<string, unknown>) => call('POST', '/api/appointments', phone, homeVisitBody(phone, overrides))

beforeAll(async () => {
  gateway = createSandboxGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET })
  t = await createTestApp(
    { ADMIN_PHONES: ADMIN, SLOT_CAPACITY_HOME: '2', SLOT_PLACES_HELD_FOR_MEMBERS: '1' },
    { sms, clock, mailer, paymentGateway: gateway },
  )
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(
    sql`truncate receipts, receipt_counters, membership_referrals, membership_terms, memberships, appointments, slot_counts, pets, payments, payment_orders, payment_webhook_events, idempotency_keys, users, sessions, otp_challenges, otp_failures, audit_log cascade`,
  )
  clock.reset()
  sms.reset()
  mailer.sent.length = 0
  for (const phone of [MEMBER, FRIEND, OTHER, ADMIN]) sessions[phone] = await signIn(t.app, sms, phone)
  await t.database.db.update(users).set({ email: 'asha@example.in' }).where(eq(users.id, MEMBER))
})

describe('plans and purchase', () => {
  it('lists the plans with the figures of their rows', async () => {
    const { plans } = MembershipPlansResponse.parse((await call('GET', '/api/membership/plans', null)).json())
    expect(plans.map((plan) => plan.id)).toEqual(['gold-annual', 'gold-half-yearly'])
    expect(plans[0]).toMatchObject({ discountedPrice: 1999, durationMonths: 12, freeHomeVisits: 4, serviceDiscountPercent: 10, freeVideoConsults: true })
  })

  it('takes the price from the plan row only: a claimed price is refused, a changed row is charged', async () => {
    const cheap = await call('POST', '/api/payment/create-order', MEMBER, membershipOrder(1, { services: [{ id: 'gold-annual', price: 1, discountedPrice: 1, quantity: 1 }] }))
    expect(cheap.statusCode).toBe(400)
    expect(cheap.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' })
    await t.database.db.update(membershipPlans).set({ pricePaise: 179_900 }).where(eq(membershipPlans.id, 'gold-annual'))
    try {
      expect((await call('POST', '/api/payment/create-order', MEMBER, membershipOrder(1999))).statusCode).toBe(400)
      await order(MEMBER, 1799)
      const [stored] = await t.database.db.select().from(paymentOrders)
      expect(stored).toMatchObject({ flowType: 'membership', planId: 'gold-annual', amountPaise: 179_900 })
    } finally {
      await t.database.db.update(membershipPlans).set({ pricePaise: 199_900 }).where(eq(membershipPlans.id, 'gold-annual'))
    }
  })

  it('answers active false for a non-member, and needs a session', async () => {
    expect(await membershipOf(OTHER)).toMatchObject({ active: false, planId: null, benefits: null })
    expect((await call('GET', '/api/membership', null)).statusCode).toBe(401)
  })

  it('starts the membership once for replayed and parallel verifications and the webhook, with one receipt', async () => {
    const orderId = await order(MEMBER, 1999)
    const paymentId = 'pay_MEMBERSHIP0001'
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(MEMBER, orderId, paymentId)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(answers[0]?.json().data).toMatchObject({ flowType: 'membership', planId: 'gold-annual', amount: 1999 })
    const raw = JSON.stringify({ event: 'order.paid', payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 199_900, method: 'upi' } } } })
    for (const eventId of ['evt_1', 'evt_1', 'evt_2']) {
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw), 'x-razorpay-event-id': eventId },
        payload: raw,
      })
      expect(hook.statusCode).toBe(200)
    }
    await runJob(ACTIVATE_MEMBERSHIPS_JOB)
    expect(await t.database.db.select().from(memberships)).toHaveLength(1)
    expect(await t.database.db.select().from(membershipTerms)).toHaveLength(1)
    expect(await t.database.db.select().from(payments)).toHaveLength(1)
    const membership = await membershipOf(MEMBER)
    expect(membership).toMatchObject({ active: true, planId: 'gold-annual', startsAt: '2026-11-22T06:00:00.000Z', expiresAt: '2027-11-22T06:00:00.000Z' })
    expect(membership.memberNumber).toMatch(/^PVG-\d{6}$/)
    expect(membership.benefits).toMatchObject({ freeHomeVisits: 4, freeHomeVisitsLeft: 4, serviceDiscountPercent: 10, freeVideoConsults: true })
    expect(membership.latestTerm).toEqual({ kind: 'joined', startsAt: '2026-11-22T06:00:00.000Z', endsAt: '2027-11-22T06:00:00.000Z' })
    await expectOneReceiptAndWelcome(membership.memberNumber ?? 'none', true)
  })

  it('e-mails and texts the one receipt of a membership paid while the process died, once, whichever job comes first', async () => {
    const orderId = await order(MEMBER, 1999)
    const [stored] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId))
    if (!stored) throw new Error('order not stored')
    // As if the process died after recording the payment, before its receipt and its membership.
    await t.database.db.insert(payments).values({ id: randomUUID(), providerPaymentId: 'pay_MEMBERCRASH01', orderId: stored.id, userId: MEMBER, amountPaise: 199_900, source: 'webhook', createdAt: clock.now() })
    await t.database.db.update(paymentOrders).set({ status: 'paid', paidAt: clock.now() }).where(eq(paymentOrders.id, stored.id))
    await runJob(ACTIVATE_MEMBERSHIPS_JOB)
    await runJob(ISSUE_MISSING_RECEIPTS_JOB)
    await runJob(ISSUE_MISSING_RECEIPTS_JOB)
    await expectOneReceiptAndWelcome((await membershipOf(MEMBER)).memberNumber ?? 'none', false)
  })

  it('starts a membership from the webhook alone, when the browser never came back', async () => {
    const orderId = await order(MEMBER, 1999)
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_WEBHOOKONLY01', order_id: orderId, amount: 199_900 } } } })
    const hook = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw) }, payload: raw })
    expect(hook.statusCode).toBe(200)
    expect((await membershipOf(MEMBER)).active).toBe(true)
  })

  it('starts nothing for an unpaid order or a bad signature', async () => {
    const orderId = await order(MEMBER, 1999)
    const bad = await call('POST', '/api/payment/verify-payment', MEMBER, { razorpay_order_id: orderId, razorpay_payment_id: 'pay_BADSIGNATURE1', razorpay_signature: 'a'.repeat(64) })
    expect(bad.statusCode).toBe(400)
    await runJob(ACTIVATE_MEMBERSHIPS_JOB)
    expect(await t.database.db.select().from(memberships)).toEqual([])
  })

  it('renews from the expiry date, not from today, adding the new term’s free visits', async () => {
    await join(MEMBER)
    await later(60)
    await join(MEMBER)
    const membership = await membershipOf(MEMBER)
    expect(membership).toMatchObject({ startsAt: '2026-11-22T06:00:00.000Z', expiresAt: '2028-11-22T06:00:00.000Z' })
    expect(membership.benefits?.freeHomeVisits).toBe(8)
    expect(await t.database.db.select().from(membershipTerms)).toHaveLength(2)
    // The renewal is thanked with its own dates, not welcomed as a new member.
    const termMails = mailer.sent.filter((mail) => !/receipt/i.test(mail.subject))
    expect(termMails.map((mail) => mail.subject)).toEqual([
      `Welcome to PetVaidya Gold: member number ${membership.memberNumber}`,
      `PetVaidya Gold renewed: member number ${membership.memberNumber}`,
    ])
    expect(termMails[1]?.text).toContain('Your new term starts on 22 November 2027, when the current one ends')
    expect(termMails[1]?.text).toContain('Membership valid until: 22 November 2028')
    expect(termMails[1]?.text).not.toMatch(/joining|welcome/i)
    // The success page reads how the newest term came about.
    expect(membership.latestTerm).toEqual({ kind: 'renewed', startsAt: '2027-11-22T06:00:00.000Z', endsAt: '2028-11-22T06:00:00.000Z' })
  })

  it('starts afresh from today after a lapse', async () => {
    await join(MEMBER)
    await later(400)
    expect((await membershipOf(MEMBER)).active).toBe(false)
    await join(MEMBER)
    const membership = await membershipOf(MEMBER)
    expect(membership.active).toBe(true)
    expect(membership.startsAt).toBe(clock.now().toISOString())
    expect(membership.benefits?.freeHomeVisits).toBe(4)
    const termMails = mailer.sent.filter((mail) => !/receipt/i.test(mail.subject))
    expect(termMails.at(-1)?.subject).toBe(`Welcome back to PetVaidya Gold: member number ${membership.memberNumber}`)
    expect(termMails.at(-1)?.text).toContain('Your new term starts today')
    expect(membership.latestTerm).toMatchObject({ kind: 'rejoined', startsAt: clock.now().toISOString() })
  })
})

describe('benefits at booking', () => {
  it('books a home visit free, recomputed by the server, and counts the free visit', async () => {
    await join(MEMBER)
    const charged = await book(MEMBER, { totalAmount: 799 })
    expect(charged.statusCode).toBe(400)
    expect(charged.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' })
    const free = await book(MEMBER, { totalAmount: 0 })
    expect(free.statusCode, free.body).toBe(201)
    expect(free.json().appointment).toMatchObject({ totalAmount: 0, amountDue: 0 })
    const [row] = await t.database.db.select().from(appointments)
    expect(row).toMatchObject({ membershipBenefit: 'free_visit', totalPaise: 0 })
    expect((await membershipOf(MEMBER)).benefits).toMatchObject({ freeHomeVisitsUsed: 1, freeHomeVisitsLeft: 3 })
  })

  it('confirms a free visit as covered by Gold Membership in the SMS and the e-mail, never as paid online', async () => {
    await join(MEMBER)
    const free = await book(MEMBER, { totalAmount: 0 })
    expect(free.statusCode, free.body).toBe(201)
    sms.reset()
    mailer.sent.length = 0
    await t.app.jobs.runDue(CONFIRMATION_SMS_JOB)
    await t.app.jobs.runDue(CONFIRMATION_MAIL_JOB)
    const text = sms.sent.find((message) => message.to === MEMBER && message.text.includes('booked'))?.text
    expect(text).toContain('Covered by Gold Membership.')
    expect(text).not.toMatch(/Paid\./)
    const mail = mailer.sent.find((message) => message.subject.startsWith('Booked:'))
    expect(mail?.text).toContain('Total: ₹0. Covered by Gold Membership.')
    expect(mail?.text).not.toContain('Paid online')
  })

  it('gives a cancelled booking’s free visit back', async () => {
    await join(MEMBER)
    const booked = await book(MEMBER, { totalAmount: 0 })
    expect(booked.statusCode).toBe(201)
    const cancel = await call('POST', `/api/appointments/${booked.json().id}/cancel`, MEMBER, {})
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await membershipOf(MEMBER)).benefits).toMatchObject({ freeHomeVisitsUsed: 0, freeHomeVisitsLeft: 4 })
  })

  it('charges the visit fee once the free visits are used, and refuses a free booking priced from stale figures', async () => {
    await join(MEMBER)
    await t.database.db.update(memberships).set({ freeVisitsUsed: 4 }).where(eq(memberships.userId, MEMBER))
    expect((await book(MEMBER, { totalAmount: 0 })).statusCode).toBe(400)
    expect((await book(MEMBER, { totalAmount: 799 })).statusCode).toBe(201)
  })

  it('makes video consultations free and takes the discount off vaccinations', async () => {
    await join(MEMBER)
    const video = await book(MEMBER, { appointmentType: 'video', totalAmount: 0, address: undefined, city: undefined, pincode: undefined, landmark: undefined })
    expect(video.statusCode, video.body).toBe(201)
    const vaccine = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine', price: 1499, discountedPrice: 1199, quantity: 1 }
    const full = await book(MEMBER, { serviceType: 'vaccination', services: [vaccine], totalAmount: 1199, appointmentTime: '12:00' })
    expect(full.statusCode).toBe(400)
    const discounted = await book(MEMBER, { serviceType: 'vaccination', services: [vaccine], totalAmount: 1080, appointmentTime: '12:00' })
    expect(discounted.statusCode, discounted.body).toBe(201)
    expect((await membershipOf(MEMBER)).benefits?.freeHomeVisitsUsed).toBe(0)
  })

  it('charges a non-member the full price', async () => {
    expect((await book(OTHER, { totalAmount: 0 })).statusCode).toBe(400)
    expect((await book(OTHER, { totalAmount: 799 })).statusCode).toBe(201)
  })

  it('holds one place of a slot for members: others see it full, a member sees it free and books it', async () => {
    await join(MEMBER)
    expect((await book(OTHER, { totalAmount: 799, appointmentTime: '15:00' })).statusCode).toBe(201)
    const refused = await book(FRIEND, { totalAmount: 799, appointmentTime: '15:00', petName: 'Coco' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SLOT_FULL' })
    const slotOf = async (phone: string) =>
      (await call('GET', '/api/slots?date=2026-11-23&visitType=home', phone)).json().slots.find((slot: { time: string }) => slot.time === '15:00')
    expect(await slotOf(FRIEND)).toMatchObject({ available: false, reason: 'full' })
    expect(await slotOf(MEMBER)).toMatchObject({ available: true })
    expect((await book(MEMBER, { totalAmount: 0, appointmentTime: '15:00', petName: 'Simba' })).statusCode).toBe(201)
  })
})

describe('referrals', () => {
  it('gives the friend the discount and credits the member only once the friend’s payment is verified', async () => {
    await join(MEMBER)
    const { code } = ReferralsResponse.parse((await call('GET', '/api/referrals/me', MEMBER)).json())
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    expect((await call('POST', '/api/payment/create-order', FRIEND, membershipOrder(1999, { referralCode: code }))).statusCode).toBe(400)
    const orderId = await order(FRIEND, 1800, { referralCode: ` ${(code ?? '').toLowerCase()} ` })
    expect(ReferralsResponse.parse((await call('GET', '/api/referrals/me', MEMBER)).json()).credits).toBe(0)
    expect((await membershipOf(MEMBER)).benefits?.freeHomeVisits).toBe(4)
    expect((await verify(FRIEND, orderId)).statusCode).toBe(200)
    expect((await verify(FRIEND, orderId)).statusCode).toBe(200)
    expect(ReferralsResponse.parse((await call('GET', '/api/referrals/me', MEMBER)).json())).toMatchObject({ credits: 1, creditVisits: 1 })
    expect((await membershipOf(MEMBER)).benefits?.freeHomeVisits).toBe(5)
    expect(await t.database.db.select().from(membershipReferrals)).toHaveLength(1)
  })

  it('refuses a member’s own code, an unknown code, a renewal with a code, and a code past its yearly cap', async () => {
    await join(MEMBER)
    const code = (await rowOf(MEMBER))?.referralCode ?? ''
    const own = await call('POST', '/api/payment/create-order', MEMBER, membershipOrder(1800, { referralCode: code }))
    expect(own.statusCode).toBe(400)
    expect(own.json()).toMatchObject({ code: 'SELF_REFERRAL' })
    expect((await call('POST', '/api/payment/create-order', FRIEND, membershipOrder(1800, { referralCode: 'NOSUCH99' }))).json()).toMatchObject({ code: 'REFERRAL_INVALID' })
    expect((await call('POST', '/api/payment/create-order', FRIEND, membershipOrder(1800, { referralCode: 'ab\u0000cd' }))).statusCode).toBe(400)

    // The same reasons come before any price is shown, from the code check.
    expect((await call('POST', '/api/referrals/check', FRIEND, { referralCode: code })).json()).toEqual({ valid: true })
    expect((await call('POST', '/api/referrals/check', null, { referralCode: code })).json()).toEqual({ valid: true })
    expect((await call('POST', '/api/referrals/check', MEMBER, { referralCode: code })).json()).toMatchObject({ code: 'SELF_REFERRAL' })
    const unknown = await call('POST', '/api/referrals/check', FRIEND, { referralCode: 'NOSUCH99' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'REFERRAL_INVALID', error: 'referralCode: This referral code is not valid. Please check it with your friend.' })

    await join(OTHER)
    expect((await call('POST', '/api/payment/create-order', OTHER, membershipOrder(1800, { referralCode: code }))).json()).toMatchObject({ code: 'REFERRAL_NOT_FIRST_TERM' })
    expect((await call('POST', '/api/referrals/check', OTHER, { referralCode: code })).json()).toMatchObject({ code: 'REFERRAL_NOT_FIRST_TERM' })

    const [someOrder] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, OTHER))
    for (let index = 0; index < 10; index += 1) {
      const phone = `98225001${String(index).padStart(2, '0')}`
      await t.database.db.insert(users).values({ id: phone, displayName: 'Friend' })
      const orderRow = { ...someOrder!, id: randomUUID(), providerOrderId: `order_CAP${index}XXXXXXXX`, userId: phone }
      await t.database.db.insert(paymentOrders).values(orderRow)
      await t.database.db
        .insert(membershipReferrals)
        .values({ id: randomUUID(), referrerUserId: MEMBER, refereeUserId: phone, orderId: orderRow.id, status: 'credited', creditVisits: 1, createdAt: clock.now() })
    }
    const capped = await call('POST', '/api/payment/create-order', FRIEND, membershipOrder(1800, { referralCode: code }))
    expect(capped.statusCode).toBe(400)
    expect(capped.json()).toMatchObject({ code: 'REFERRAL_CAP' })
  })
})

describe('renewal reminders', () => {
  it('sends one SMS 15 days and one 3 days before expiry, through the job queue', async () => {
    await join(MEMBER)
    const reminders = () => sms.sent.filter((message) => message.to === MEMBER && message.text.includes('Gold Membership'))
    await later(365 - 16)
    await runJob(QUEUE_RENEWAL_REMINDERS_JOB)
    expect(reminders()).toEqual([])
    await later(1.5)
    for (let run = 0; run < 2; run += 1) {
      await runJob(QUEUE_RENEWAL_REMINDERS_JOB)
      await t.app.jobs.runDue(SEND_RENEWAL_REMINDER_JOB)
    }
    expect(reminders()).toHaveLength(1)
    expect(reminders()[0]?.text).toContain('ends on 22 November 2027')
    await later(12)
    await runJob(QUEUE_RENEWAL_REMINDERS_JOB)
    await t.app.jobs.runDue(SEND_RENEWAL_REMINDER_JOB)
    expect(reminders()).toHaveLength(2)
    expect(reminders()[1]?.text).toContain('the new term starts from your expiry date')
  })
})

describe('admin: members and plans', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/members', MEMBER)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/members', null)).statusCode).toBe(401)
  })

  it('extends and cancels a membership with a reason, each audited; a cancelled one gives no benefits', async () => {
    await join(MEMBER)
    const { members } = (await call('GET', '/api/admin/members', ADMIN)).json()
    expect(members).toHaveLength(1)
    const id = members[0].id
    expect((await call('POST', `/api/admin/members/${id}/extend`, ADMIN, { days: 30 })).statusCode).toBe(400)
    const extended = await call('POST', `/api/admin/members/${id}/extend`, ADMIN, { days: 30, reason: 'Vet was late twice' })
    expect(extended.statusCode, extended.body).toBe(200)
    expect(extended.json().member.expiresAt).toBe('2027-12-22T06:00:00.000Z')
    const cancelled = await call('POST', `/api/admin/members/${id}/cancel`, ADMIN, { reason: 'Refunded on request' })
    expect(cancelled.json().member).toMatchObject({ status: 'cancelled', cancelReason: 'Refunded on request' })
    expect((await call('POST', `/api/admin/members/${id}/cancel`, ADMIN, { reason: 'Again' })).statusCode).toBe(409)
    expect((await membershipOf(MEMBER)).active).toBe(false)
    expect((await book(MEMBER, { totalAmount: 0 })).statusCode).toBe(400)
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['membership.cancel', 'membership.extend'])
    expect(audit.every((entry) => entry.actorId === ADMIN)).toBe(true)
  })

  it('edits a plan with its version: a save from an older version gets 409', async () => {
    const { plans } = (await call('GET', '/api/admin/membership-plans', ADMIN)).json()
    const plan = plans.find((entry: { id: string }) => entry.id === 'gold-half-yearly')
    const { id: _id, durationMonths: _months, ...editable } = plan
    const saved = await call('PUT', '/api/admin/membership-plans/gold-half-yearly', ADMIN, { ...editable, freeHomeVisits: 3 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().plan).toMatchObject({ freeHomeVisits: 3, version: plan.version + 1 })
    const stale = await call('PUT', '/api/admin/membership-plans/gold-half-yearly', ADMIN, { ...editable, freeHomeVisits: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' })
    const badPrice = await call('PUT', '/api/admin/membership-plans/gold-half-yearly', ADMIN, { ...editable, discountedPrice: 5000, version: plan.version + 1 })
    expect(badPrice.statusCode).toBe(400)
    expect(badPrice.json().error).toMatch(/discountedPrice/)
    await call('PUT', '/api/admin/membership-plans/gold-half-yearly', ADMIN, { ...editable, version: plan.version + 1 })
  })
})
