import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { receiptLinkToken } from './receipt-link.ts'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import type { CollectMethod } from '../../../core/contracts/collections.ts'
import { type Bill, bookingLines, computeBill, financialYearOf, paymentStatusOf, receiptNumber } from '../../../core/payment/bill.ts'
import { doorCollectionStillOpen } from '../../../core/payment/door-times.ts'
import { CASH_UNDO_WINDOW_MS, cashUndoOpen, cashUndoUntil } from '../../../core/payment/cash-undo.ts'
import { nextMorningReminderAt } from '../../../core/payment/pay-by-link.ts'
import { formatInstantTime } from '../../../core/dates.ts'
import { formatPhone } from '../../../core/site/business.ts'
import type { Db } from '../../db/client.ts'
import { appointments, catalogueServices, paymentOrders, payments, receiptCounters, receipts, refunds, users, visitBillLines } from '../../db/schema.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { OwnerLanguage } from '../account/owner-language.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { writeAudit } from '../audit/repo.ts'
import { ledgerEntries } from './ledger.ts'
import { billOfVisit, billsOfVisits, paidOfVisits, paymentsOfVisits } from './visit-money.ts'
import { type VisitPaid, paidBefore, receiptAccount } from '../../../core/payment/visit-payments.ts'
import { type BusinessDetails, type ReceiptContent, type ReceiptLine, receiptDocument } from './receipt-document.ts'
import { type PaidFor, type ReceiptNotice, paidForText, paymentLinkReminderSms, paymentLinkSms, receiptMail, receiptSmsText } from './owner-messages.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Conn = Tx | Db
type AppointmentRow = typeof appointments.$inferSelect
type Paid = VisitPaid
type OwnerBill = NonNullable<AppointmentDto['bill']>

const NOT_YOURS = 'No visit of yours has this id'
/** Visits whose money can still be taken at the door. */
const COLLECTABLE = new Set(['confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed'])
const METHOD_LABEL: Record<CollectMethod, string> = { upi_qr: 'UPI', payment_link: 'payment link', cash: 'cash' }

/** The signed-in staff member acting on a visit: the assigned vet, or an admin. */
export type Actor = { userId: string; isAdmin: boolean }

/** What the collect step hands to the provider for a QR or a link (the local provider or Razorpay). */
export type DoorCollector = (input: {
  method: 'upi_qr' | 'payment_link'
  orderId: string
  appointmentId: string
  amountPaise: number
  phone: string
  description: string
}) => Promise<{ providerOrderId: string; provider: string; url: string; imageUrl?: string | null }>

export type DoorPayment = {
  providerOrderId: string
  providerPaymentId: string
  amountPaise: number
  method: string | null
  source: 'webhook' | 'door'
}

/** The printable receipt's page: `/receipts/PV-2026-27-000123`, with `?t=` when the link opens it without sign-in. */
export function receiptPath(number: string, token?: string): string {
  return `/receipts/${number.replaceAll('/', '-')}${token ? `?t=${token}` : ''}`
}

export type CollectionsService = ReturnType<typeof createCollectionsService>

/** The owner's SMS of a payment link the vet started (one per link). */
export const PAYMENT_LINK_SMS_JOB = 'payment-link-sms'
/** The link of a visit completed with money due, sent again the next morning (once per visit). */
export const PAY_BY_LINK_REMINDER_JOB = 'pay-by-link-reminder'
export type PaymentLinkSmsJob = { orderId: string }
export type PayByLinkReminderJob = { appointmentId: string }
function receiptDto(receipt: typeof receipts.$inferSelect) {
  return {
    number: receipt.number,
    method: receipt.method,
    amount: receipt.amountPaise / 100,
    issuedAt: receipt.issuedAt.toISOString(),
    label: METHOD_LABEL[receipt.method as CollectMethod] ?? 'online',
    url: receiptPath(receipt.number),
  }
}

/** The receipts an owner's lists show: a receipt of cash undone (void) is left out; its own page still reads VOID. */
const notVoided = notExists(sql`(select 1 from ${payments} where ${payments.id} = ${receipts.paymentId} and ${payments.voidedAt} is not null)`)

/** The jobs that tell the owner of a new receipt, one per channel, keyed by the receipt (sent once each). */
export const RECEIPT_SMS_JOB = 'receipt-sms'
export const RECEIPT_MAIL_JOB = 'receipt-mail'
export type ReceiptJob = { receiptId: string }
/** Every 10 minutes: receipts of recent online payments left without one (a crash between the payment and its receipt). */
export const ISSUE_MISSING_RECEIPTS_JOB = 'issue-missing-receipts'
/** How far back that job looks; older payments (from before receipts were issued online) are left alone. */
const MISSING_RECEIPT_WINDOW_MS = 2 * 24 * 3600_000

/** Orders paid online before any visit that get a receipt: a booking's cart, and a membership (decision 0048). */
const ONLINE_RECEIPT_FLOWS = new Set(['cart', 'membership'])

/** Money at the door (issue 22): the bill of a visit, the three ways to collect it, paid once, numbered receipts. */
export function createCollectionsService(deps: {
  db: Db
  clock: Clock
  collectAtDoor: DoorCollector
  /** Queues the send of pending refunds (an extra payment), after the commit. */
  sendDueRefunds: () => void
  /**
   * After cash is recorded and committed: queues the close of the visit's other QR codes and links
   * at the provider, the job a paid UPI QR or link queues (decision 0053). Never rejects.
   */
  paidInCash?: (providerPaymentId: string) => Promise<void>
  /** The owner's Gold Membership discount on services paid after the visit now, 0 for a non-member. */
  memberDiscountPercentOf: (userId: string) => Promise<number>
  sendJob: (name: string, data: object, options: { key: string; startAfter?: Date }) => Promise<void>
  sms: SmsSender
  mailer: Mailer
  logger: FastifyBaseLogger
  siteOrigin: string
  /** Signs the receipt links of SMS and e-mails, which open without sign-in for 30 days. */
  receiptLinkSecret: string
  business: BusinessDetails
  /** The owner's language, read when each message is sent (decision 0076). */
  ownerLanguage: Pick<OwnerLanguage, 'ofUser'>
}) {
  const { db, clock } = deps

  async function visitFor(tx: Conn, actor: Actor, id: string, lock = false): Promise<AppointmentRow> {
    const query = tx.select().from(appointments).where(eq(appointments.id, id))
    const [row] = lock ? await query.for('update') : await query
    if (!row || (!actor.isAdmin && row.vetId !== actor.userId)) throw new DomainError('NOT_FOUND', NOT_YOURS)
    return row
  }

  /** What counts as paid for a visit (core/payment/visit-payments.ts): the booking's online payment (up to the booking total) and counted door payments. */
  async function paidOf(tx: Conn, visit: AppointmentRow): Promise<Paid> {
    return (await paidOfVisits(tx, [visit])).get(visit.id) as Paid
  }

  async function billOf(tx: Conn, visit: AppointmentRow, paidBefore?: Paid): Promise<Bill> {
    return (await billOfVisit(tx, visit, paidBefore)).bill
  }

  /**
   * The owner's view of a visit's bill once the vet has added to it at the door (decision 0058),
   * in rupees; null while the bill is still the booking's, whose total and amount due say it all.
   */
  async function ownerBillOf(conn: Conn, visit: AppointmentRow): Promise<{ bill: Bill; paid: Paid; owner: OwnerBill | null }> {
    const paid = await paidOf(conn, visit)
    const bill = await billOf(conn, visit, paid)
    const billedAtDoor = bill.lines.some((line) => line.source === 'visit')
    return {
      bill,
      paid,
      owner: billedAtDoor
        ? { total: bill.totalPaise / 100, paidOnline: paid.onlinePaise / 100, paidAtDoor: paid.doorPaise / 100, refunded: paid.refundedPaise / 100, due: bill.duePaise / 100 }
        : null,
    }
  }

  function billDto(visit: AppointmentRow, bill: Bill) {
    return { appointmentId: visit.id, status: visit.status, ...bill, paid: bill.duePaise === 0 && bill.totalPaise > 0 }
  }

  async function nextReceiptNumber(tx: Tx, at: Date) {
    const financialYear = financialYearOf(at)
    // The counter row's lock holds every other payment of the year until this transaction ends; a
    // rollback gives the number back, so the series has no gap.
    const [row] = await tx
      .insert(receiptCounters)
      .values({ financialYear, lastSequence: 1 })
      .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` } })
      .returning({ sequence: receiptCounters.lastSequence })
    if (!row) throw new Error('receipt counter not returned')
    return { financialYear, sequence: row.sequence, number: receiptNumber(financialYear, row.sequence) }
  }

  /**
   * Records one payment of a door collection exactly once: the visit's row is locked, a payment id
   * seen before is a no-op, and a payment beyond what is due is kept as extra and refunded through
   * the refund path. A counted payment gets the next receipt number and closes the visit's other
   * open QR codes and links.
   */
  async function settle(tx: Tx, payment: DoorPayment): Promise<{ counted: boolean; duplicate: boolean; receiptId?: string; unmatched?: true }> {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, payment.providerOrderId))
    // No visit's QR code or link has this id (yet): the caller parks the payment and tries again.
    if (!order || order.flowType !== 'visit' || !order.appointmentId) return { counted: false, duplicate: false, unmatched: true }
    const [visit] = await tx.select().from(appointments).where(eq(appointments.id, order.appointmentId)).for('update')
    if (!visit) return { counted: false, duplicate: false, unmatched: true }
    const [seen] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, payment.providerPaymentId))
    if (seen) return { counted: false, duplicate: true }
    const bill = await billOf(tx, visit)
    const now = clock.now()
    const counted = bill.duePaise > 0 && payment.amountPaise <= bill.duePaise
    const id = randomUUID()
    await tx.insert(payments).values({
      id,
      providerPaymentId: payment.providerPaymentId,
      orderId: order.id,
      userId: visit.userId,
      amountPaise: payment.amountPaise,
      currency: 'INR',
      method: order.collectMethod ?? payment.method,
      source: payment.source,
      appointmentId: visit.id,
      extra: !counted,
      createdAt: now,
    })
    if (!counted) {
      await tx.insert(refunds).values({ id: randomUUID(), paymentId: id, appointmentId: visit.id, amountPaise: payment.amountPaise, status: 'pending', nextAttemptAt: now, createdAt: now, updatedAt: now })
      await tx.update(paymentOrders).set({ status: 'paid', paidAt: now }).where(eq(paymentOrders.id, order.id))
      return { counted: false, duplicate: false }
    }
    await tx.update(paymentOrders).set({ status: 'paid', paidAt: now }).where(eq(paymentOrders.id, order.id))
    if (payment.amountPaise === bill.duePaise) {
      await tx
        .update(paymentOrders)
        .set({ status: 'closed' })
        .where(and(eq(paymentOrders.appointmentId, visit.id), eq(paymentOrders.status, 'created'), eq(paymentOrders.collectMethod, 'upi_qr')))
    }
    const number = await nextReceiptNumber(tx, now)
    const receiptId = randomUUID()
    await tx.insert(receipts).values({
      id: receiptId,
      ...number,
      appointmentId: visit.id,
      paymentId: id,
      method: order.collectMethod ?? 'online',
      amountPaise: payment.amountPaise,
      lines: bill.lines,
      issuedAt: now,
    })
    return { counted: true, duplicate: false, receiptId }
  }

  /** After the receipt's transaction commits: one SMS and one e-mail job, each keyed by the receipt. Never rejects. */
  async function receiptIssued(receiptId: string): Promise<void> {
    try {
      await Promise.all([deps.sendJob(RECEIPT_SMS_JOB, { receiptId }, { key: receiptId }), deps.sendJob(RECEIPT_MAIL_JOB, { receiptId }, { key: receiptId })])
    } catch (error) {
      deps.logger.error({ err: (error as Error).name, receiptId }, 'receipt notice could not be queued')
    }
  }

  /** A receipt with what it paid for, its payment and the visit, if any, the payment is linked to. */
  async function receiptView(where: { number: string } | { id: string }) {
    const [row] = await db
      .select({ receipt: receipts, payment: payments, order: paymentOrders, owner: users })
      .from(receipts)
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
      .leftJoin(users, eq(users.id, payments.userId))
      .where('number' in where ? eq(receipts.number, where.number) : eq(receipts.id, where.id))
    if (!row) return null
    const [visit] = await db
      .select()
      .from(appointments)
      .where(or(eq(appointments.paymentId, row.payment.id), ...[row.receipt.appointmentId ?? row.payment.appointmentId].filter((id) => id !== null).map((id) => eq(appointments.id, id))))
      .limit(1)
    const lines = row.receipt.lines as ReceiptLine[]
    // A later payment of a visit's bill tells the whole bill: what was paid before it, and what is left.
    const visitPayments = visit ? (await paymentsOfVisits(db, [visit])).get(visit.id) : undefined
    const account = visit && visitPayments ? receiptAccount(lines, row.receipt.amountPaise, paidBefore(visit, visitPayments.rows, { id: row.payment.id, createdAt: row.payment.createdAt, receiptNumber: row.receipt.number })) : null
    const paidForNotice: PaidFor = visit ? { visit: { petName: visit.petName, date: visit.date, time: visit.time } } : { items: (row.order.items as Array<{ title: string }>).map((item) => item.title) }
    const content: ReceiptContent = {
      number: row.receipt.number,
      issuedAt: row.receipt.issuedAt,
      method: row.receipt.method,
      amountPaise: row.receipt.amountPaise,
      lines,
      providerPaymentId: row.payment.providerPaymentId,
      voided: row.payment.voidedAt ? { at: row.payment.voidedAt, reason: row.payment.voidReason ?? '' } : null,
      account,
      receivedFrom: visit?.ownerName ?? row.owner?.displayName ?? null,
      paidFor: paidForText(paidForNotice),
    }
    return { content, paidFor: paidForNotice, ownerId: visit?.userId ?? row.payment.userId, phone: visit?.phone ?? row.payment.userId, email: row.owner?.email ?? null }
  }

  /** The receipt with what it paid for told in a language. */
  function inLanguage(view: NonNullable<Awaited<ReturnType<typeof receiptView>>>, language: Language): ReceiptContent {
    return { ...view.content, paidFor: paidForText(view.paidFor, language) }
  }

  function noticeOf(view: NonNullable<Awaited<ReturnType<typeof receiptView>>>): ReceiptNotice {
    return {
      number: view.content.number,
      amountPaise: view.content.amountPaise,
      url: `${deps.siteOrigin}${receiptPath(view.content.number, receiptLinkToken(deps.receiptLinkSecret, view.content.number, clock.now()))}`,
      ownerName: view.content.receivedFrom,
      paidFor: view.paidFor,
      supportPhone: formatPhone(deps.business.supportPhone),
    }
  }

  /** Queues the owner's SMS of a new payment link; the link stands if the queue fails (logged). */
  async function queueLinkSms(orderId: string): Promise<void> {
    try {
      await deps.sendJob(PAYMENT_LINK_SMS_JOB, { orderId } satisfies PaymentLinkSmsJob, { key: orderId })
    } catch (error) {
      deps.logger.error({ err: (error as Error).message, orderId }, 'payment link SMS could not be queued')
    }
  }

  /**
   * The visit's newest QR code or payment link still open at the provider for exactly the amount
   * due, with time left to pay it: what the vet's screen shows again after a reload, and the QR
   * code a second 'Show UPI QR' shows instead of asking the provider for another one.
   */
  async function openCollectionFor(visit: AppointmentRow, duePaise: number, method?: 'upi_qr' | 'payment_link') {
    if (duePaise === 0) return null
    const now = clock.now()
    const rows = await db
      .select({ method: paymentOrders.collectMethod, provider: paymentOrders.provider, providerOrderId: paymentOrders.providerOrderId, amountPaise: paymentOrders.amountPaise, url: paymentOrders.collectUrl, createdAt: paymentOrders.createdAt })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.appointmentId, visit.id),
          method ? eq(paymentOrders.collectMethod, method) : inArray(paymentOrders.collectMethod, ['upi_qr', 'payment_link']),
          eq(paymentOrders.status, 'created'),
          isNull(paymentOrders.providerClosedAt),
          eq(paymentOrders.amountPaise, duePaise),
        ),
      )
      .orderBy(sql`${paymentOrders.createdAt} desc`)
      .limit(5)
    for (const row of rows) {
      const kind = row.method === 'upi_qr' ? 'upi_qr' : 'payment_link'
      if (!row.url || !doorCollectionStillOpen(kind, visit.date, row.createdAt, now)) continue
      // Razorpay's QR code is its picture (image_url); the local provider's is drawn from its page's URL.
      const imageUrl = kind === 'upi_qr' && row.provider === 'razorpay' ? row.url : null
      return { method: kind, amountPaise: row.amountPaise, url: row.url, imageUrl, providerOrderId: row.providerOrderId }
    }
    return null
  }

  /** A new payment link for the amount due, with the provider (the SMS is the caller's). */
  async function startLink(visit: AppointmentRow, bill: Bill, collectedBy: string | null) {
    const orderId = randomUUID()
    const started = await deps.collectAtDoor({ method: 'payment_link', orderId, appointmentId: visit.id, amountPaise: bill.duePaise, phone: visit.phone, description: `PetVaidya visit for ${visit.petName}` })
    await db.insert(paymentOrders).values({
      id: orderId,
      userId: visit.userId,
      flowType: 'visit',
      amountPaise: bill.duePaise,
      currency: 'INR',
      items: bill.lines,
      createdAt: clock.now(),
      appointmentId: visit.id,
      collectMethod: 'payment_link',
      collectedBy,
      provider: started.provider,
      providerOrderId: started.providerOrderId,
      status: 'created',
      collectUrl: started.url,
    })
    return { orderId, providerOrderId: started.providerOrderId, amountPaise: bill.duePaise, url: started.url }
  }

  /** The newest cash on the visit that `actor` may still undo (theirs, or any for an admin): not voided, not deposited, recorded in the last 10 minutes. */
  async function undoableCashOf(visitId: string, actor: Actor) {
    const now = clock.now()
    const [row] = await db
      .select({ paymentId: payments.id, amountPaise: payments.amountPaise, createdAt: payments.createdAt, receiptNumber: receipts.number })
      .from(payments)
      .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(
        and(
          eq(payments.appointmentId, visitId),
          eq(paymentOrders.collectMethod, 'cash'),
          eq(payments.extra, false),
          isNull(payments.voidedAt),
          isNull(payments.depositedAt),
          gte(payments.createdAt, new Date(now.getTime() - CASH_UNDO_WINDOW_MS)),
          ...(actor.isAdmin ? [] : [eq(paymentOrders.collectedBy, actor.userId)]),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1)
    if (!row || !cashUndoOpen(row.createdAt, now)) return null
    return { paymentId: row.paymentId, amountPaise: row.amountPaise, receiptNumber: row.receiptNumber ?? null, undoUntil: cashUndoUntil(row.createdAt).toISOString() }
  }

  return {
    async bill(actor: Actor, id: string) {
      const visit = await visitFor(db, actor, id)
      return billDto(visit, await billOf(db, visit))
    },

    /**
     * The vet's view of a visit's bill: the bill, the QR code or link still open for its amount due,
     * and the cash they recorded that they may still undo.
     */
    async billAtDoor(actor: Actor, id: string) {
      const visit = await visitFor(db, actor, id)
      const bill = await billOf(db, visit)
      return { bill: billDto(visit, bill), open: await openCollectionFor(visit, bill.duePaise), undoableCash: await undoableCashOf(visit.id, actor) }
    },

    /**
     * Undoes cash recorded by mistake (issue 36): within 10 minutes, by the vet who recorded it or
     * an admin, with a reason. The payment counts nowhere from then on (the visit's amount due goes
     * back up, the vet holds none of it); its receipt keeps its number in the series and reads VOID;
     * the audit log keeps who, when and why. Undoing it again answers the same, once voided.
     */
    async undoCash(actor: Actor, visitId: string, paymentId: string, reason: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const visit = await visitFor(tx, actor, visitId, true)
        const [row] = await tx
          .select({ payment: payments, order: paymentOrders, receiptNumber: receipts.number })
          .from(payments)
          .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
          .leftJoin(receipts, eq(receipts.paymentId, payments.id))
          .where(and(eq(payments.id, paymentId), eq(payments.appointmentId, visit.id), eq(paymentOrders.collectMethod, 'cash')))
          .for('update', { of: payments })
        if (!row) throw new DomainError('NOT_FOUND', 'This visit has no cash payment with this id')
        const { payment, order, receiptNumber } = row
        if (!actor.isAdmin && order.collectedBy !== actor.userId) throw new DomainError('FORBIDDEN', 'Only the vet who recorded this cash, or an admin, can undo it')
        const voided = (at: Date) => ({ paymentId: payment.id, amountPaise: payment.amountPaise, receiptNumber: receiptNumber ?? null, voidedAt: at.toISOString() })
        if (payment.voidedAt) return { bill: billDto(visit, await billOf(tx, visit)), voided: voided(payment.voidedAt) }
        if (payment.depositedAt) throw new DomainError('CONFLICT', 'This cash is already recorded as deposited and can no longer be undone; ask the office to correct it', { code: 'UNDO_TOO_LATE' })
        if (!cashUndoOpen(payment.createdAt, now)) {
          throw new DomainError('CONFLICT', `Cash can be undone within ${CASH_UNDO_WINDOW_MS / 60_000} minutes of being recorded; this was recorded at ${formatInstantTime(payment.createdAt)}. Ask the office to correct it`, { code: 'UNDO_TOO_LATE' })
        }
        await tx.update(payments).set({ voidedAt: now, voidedBy: actor.userId, voidReason: reason }).where(eq(payments.id, payment.id))
        await writeAudit(tx, {
          actorId: actor.userId,
          action: 'cash.undone',
          entityType: 'appointment',
          entityId: visit.id,
          before: { paymentId: payment.id, amountPaise: payment.amountPaise, receiptNumber, recordedBy: order.collectedBy, recordedAt: payment.createdAt.toISOString() },
          after: { paymentId: payment.id, receiptNumber, voided: true, reason },
          at: now,
        })
        return { bill: billDto(visit, await billOf(tx, visit)), voided: voided(now) }
      })
    },

    async addLine(actor: Actor, id: string, body: { serviceId: string; quantity: number }) {
      const now = clock.now()
      // The owner's membership when the line is added prices it for good (decision 0047); read
      // before the transaction, which the embedded database's one connection would otherwise wait on.
      const owner = (await visitFor(db, actor, id)).userId
      const memberDiscountPercent = owner ? await deps.memberDiscountPercentOf(owner) : 0
      return db.transaction(async (tx) => {
        const visit = await visitFor(tx, actor, id, true)
        if (!COLLECTABLE.has(visit.status)) throw new DomainError('CONFLICT', `A line is added to an open visit; this one is ${visit.status}`, { code: 'VISIT_CLOSED' })
        const [service] = await tx.select().from(catalogueServices).where(and(eq(catalogueServices.id, body.serviceId), eq(catalogueServices.active, true)))
        if (!service) throw new DomainError('VALIDATION_ERROR', 'serviceId: No service in the catalogue has this id')
        // A medicine's line names its unit ('Doxycycline 100 mg (strip of 10 tablets) × 2'), on the bill and the receipt.
        const title = service.unit ? `${service.title} (${service.unit})` : service.title
        const line = { id: randomUUID(), appointmentId: id, serviceId: service.id, title, unitPaise: service.pricePaise, quantity: body.quantity, taxRateBps: service.taxRateBps, memberDiscountPercent, addedBy: actor.userId, createdAt: now }
        await tx.insert(visitBillLines).values(line)
        await writeAudit(tx, { actorId: actor.userId, action: 'bill.line_added', entityType: 'appointment', entityId: id, before: null, after: { ...line, createdAt: undefined }, at: now })
        return billDto(visit, await billOf(tx, visit))
      })
    },

    async removeLine(actor: Actor, id: string, lineId: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const visit = await visitFor(tx, actor, id, true)
        const [removed] = await tx.delete(visitBillLines).where(and(eq(visitBillLines.id, lineId), eq(visitBillLines.appointmentId, id))).returning()
        if (!removed) throw new DomainError('NOT_FOUND', 'This bill has no such line')
        const bill = await billOf(tx, visit)
        if (bill.paidPaise > bill.totalPaise) throw new DomainError('CONFLICT', 'This line is already paid for and cannot be removed', { code: 'LINE_PAID' })
        await writeAudit(tx, { actorId: actor.userId, action: 'bill.line_removed', entityType: 'appointment', entityId: id, before: { ...removed, createdAt: undefined }, after: null, at: now })
        return billDto(visit, bill)
      })
    },

    /** Starts a collection of exactly the amount due; cash is recorded at once, a QR or link when paid. */
    async collect(actor: Actor, id: string, method: CollectMethod) {
      const visit = await visitFor(db, actor, id)
      if (!COLLECTABLE.has(visit.status)) throw new DomainError('CONFLICT', `Nothing can be collected on a visit that is ${visit.status}`, { code: 'VISIT_CLOSED' })
      const bill = await billOf(db, visit)
      if (bill.duePaise === 0) throw new DomainError('CONFLICT', 'This visit is already paid', { code: 'ALREADY_PAID' })
      const now = clock.now()
      const orderId = randomUUID()
      const base = { id: orderId, userId: visit.userId, flowType: 'visit', amountPaise: bill.duePaise, currency: 'INR', items: bill.lines, createdAt: now, appointmentId: id, collectMethod: method, collectedBy: actor.userId }
      if (method === 'cash') {
        const providerOrderId = `cash_${orderId}`
        await db.insert(paymentOrders).values({ ...base, provider: 'cash', providerOrderId, status: 'created' })
        const providerPaymentId = `cash_${orderId}`
        const result = await db.transaction((tx) => settle(tx, { providerOrderId, providerPaymentId, amountPaise: bill.duePaise, method: 'cash', source: 'door' }))
        if (!result.counted) throw new DomainError('CONFLICT', 'This visit is already paid', { code: 'ALREADY_PAID' })
        if (result.receiptId) await receiptIssued(result.receiptId)
        await deps.paidInCash?.(providerPaymentId)
        return { method, amountPaise: bill.duePaise, url: null, bill: billDto(visit, await billOf(db, visit)), undoableCash: await undoableCashOf(visit.id, actor) }
      }
      // A second 'Show UPI QR' (a reload, a closed screen) shows the QR code still open for this amount.
      const openQr = method === 'upi_qr' ? await openCollectionFor(visit, bill.duePaise, 'upi_qr') : null
      if (openQr) return { method, amountPaise: openQr.amountPaise, url: openQr.url, imageUrl: openQr.imageUrl, providerOrderId: openQr.providerOrderId, bill: billDto(visit, bill) }
      const started = await deps.collectAtDoor({ method, orderId, appointmentId: id, amountPaise: bill.duePaise, phone: visit.phone, description: `PetVaidya visit for ${visit.petName}` })
      await db.insert(paymentOrders).values({ ...base, provider: started.provider, providerOrderId: started.providerOrderId, status: 'created', collectUrl: started.url })
      if (method === 'payment_link') await queueLinkSms(orderId)
      return { method, amountPaise: bill.duePaise, url: started.url, imageUrl: started.imageUrl ?? null, providerOrderId: started.providerOrderId, bill: billDto(visit, bill) }
    },

    /** A provider's payment of a QR code or a payment link (from a signed webhook). */
    async recordProviderPayment(payment: DoorPayment) {
      const result = await db.transaction((tx) => settle(tx, payment))
      if (!result.counted && !result.duplicate) deps.sendDueRefunds()
      if (result.receiptId) await receiptIssued(result.receiptId)
      return result
    },

    /** Queues the owner's notices of a receipt issued inside another module's transaction, after its commit. */
    receiptIssued,

    /**
     * The receipt of a payment made online before any visit (a booking's checkout, a membership),
     * in the same series as the door's: issued once per payment whichever of the verified checkout
     * and the webhook comes first, and again by neither (the payment's row is locked, and a
     * receipt is unique per payment). A payment below its order's amount is not counted and gets none.
     */
    async issueOnlineReceipt(providerPaymentId: string): Promise<{ receiptId: string; issued: boolean } | null> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ payment: payments, order: paymentOrders })
          .from(payments)
          .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
          .where(eq(payments.providerPaymentId, providerPaymentId))
          .for('update', { of: payments })
        if (!row || !ONLINE_RECEIPT_FLOWS.has(row.order.flowType) || row.payment.extra || row.payment.amountPaise < row.order.amountPaise) return null
        const [existing] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.paymentId, row.payment.id))
        if (existing) return { receiptId: existing.id, issued: false }
        const items = row.order.items as Array<{ id: string; title: string; pricePaise: number; quantity: number }>
        const ids = items.map((item) => item.id)
        const rates = ids.length
          ? new Map((await tx.select({ id: catalogueServices.id, rate: catalogueServices.taxRateBps }).from(catalogueServices).where(inArray(catalogueServices.id, ids))).map((rate) => [rate.id, rate.rate]))
          : new Map<string, number>()
        const bill = computeBill(bookingLines(items, row.order.amountPaise, (id) => rates.get(id) ?? 0), row.payment.amountPaise)
        const now = clock.now()
        const receiptId = randomUUID()
        await tx.insert(receipts).values({
          id: receiptId,
          ...(await nextReceiptNumber(tx, now)),
          appointmentId: row.payment.appointmentId,
          paymentId: row.payment.id,
          method: 'online',
          amountPaise: row.payment.amountPaise,
          lines: bill.lines,
          issuedAt: now,
        })
        return { receiptId, issued: true }
      })
      if (outcome?.issued) await receiptIssued(outcome.receiptId)
      return outcome
    },

    /** The first receipt issued for a payment of an order (a membership's welcome links it), or null before it is issued. */
    async receiptOfOrder(orderId: string): Promise<{ number: string; url: string } | null> {
      const [row] = await db
        .select({ number: receipts.number })
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId))
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(receipts.issuedAt), asc(receipts.sequence))
        .limit(1)
      return row ? { number: row.number, url: `${deps.siteOrigin}${receiptPath(row.number, receiptLinkToken(deps.receiptLinkSecret, row.number, clock.now()))}` } : null
    },

    /** Issues the receipts that recent counted online payments are missing; answers how many. */
    async issueMissingReceipts(): Promise<number> {
      const since = new Date(clock.now().getTime() - MISSING_RECEIPT_WINDOW_MS)
      const missing = await db
        .select({ providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .leftJoin(receipts, eq(receipts.paymentId, payments.id))
        .where(
          and(
            inArray(paymentOrders.flowType, [...ONLINE_RECEIPT_FLOWS]),
            eq(payments.extra, false),
            sql`${payments.amountPaise} >= ${paymentOrders.amountPaise}`,
            sql`${payments.createdAt} >= ${since}`,
            isNull(receipts.id),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(100)
      let issued = 0
      for (const { providerPaymentId } of missing) if ((await this.issueOnlineReceipt(providerPaymentId))?.issued) issued += 1
      return issued
    },

    /** The SMS of one receipt (a job's handler: a failure throws, and the queue retries it). */
    async deliverReceiptSms({ receiptId }: ReceiptJob): Promise<void> {
      const view = await receiptView({ id: receiptId })
      // Cash undone before its notice went: the owner is not told of a receipt that is void.
      if (!view?.phone || view.content.voided) return
      const language = await deps.ownerLanguage.ofUser(view.ownerId)
      await deps.sms.send({ kind: 'notice', to: view.phone, text: receiptSmsText(noticeOf(view), language), language })
    },

    /** The e-mail of one receipt, text and HTML, when the account has an address (a job's handler). */
    async deliverReceiptMail({ receiptId }: ReceiptJob): Promise<void> {
      const view = await receiptView({ id: receiptId })
      if (!view?.email || view.content.voided) return
      const language = await deps.ownerLanguage.ofUser(view.ownerId)
      await deps.mailer.send({ to: view.email, ...receiptMail(noticeOf(view), language), html: receiptDocument(inLanguage(view, language), deps.business, language) })
    },

    /**
     * One receipt for the owner of the booking or an admin, null to anyone else, in the language
     * asked for, or else the owner's (the language of its SMS and e-mail).
     */
    async receipt(viewer: Actor, number: string, language?: Language): Promise<{ content: ReceiptContent; language: Language } | null> {
      const view = await receiptView({ number })
      if (!view || (!viewer.isAdmin && view.ownerId !== viewer.userId)) return null
      const chosen = language ?? (await deps.ownerLanguage.ofUser(view.ownerId))
      return { content: inLanguage(view, chosen), language: chosen }
    },

    /**
     * The day's reconciliation (India date of each payment): per vet and method what was collected
     * and refunded, the cash each vet holds until deposited, and visits completed with money due.
     */
    async reconciliation(date: string) {
      type Row = { vet_id: string | null; vet_name: string | null; method: string; payments: number; collected: number; refunded: number; cash_held: number }
      const result = (await db.execute(sql`
        select coalesce(po.collected_by, a.vet_id) as vet_id, u.display_name as vet_name,
               coalesce(po.collect_method, 'online') as method,
               count(*)::int as payments,
               coalesce(sum(p.amount_paise), 0)::int as collected,
               coalesce(sum(r.amount_paise), 0)::int as refunded,
               coalesce(sum(case when po.collect_method = 'cash' and p.deposited_at is null then p.amount_paise else 0 end), 0)::int as cash_held
        from payments p
        join payment_orders po on po.id = p.order_id
        left join appointments a on a.id = coalesce(p.appointment_id, po.appointment_id) or a.payment_id = p.id
        left join users u on u.id = coalesce(po.collected_by, a.vet_id)
        left join refunds r on r.payment_id = p.id
        where (p.created_at at time zone 'Asia/Kolkata')::date = ${date}::date and p.voided_at is null
        group by 1, 2, 3
        order by 2 nulls last, 3`)) as unknown as { rows: Row[] }
      const visits = await db.select().from(appointments).where(and(eq(appointments.date, date), inArray(appointments.status, ['confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed'])))
      const dueByVet = new Map<string | null, number>()
      const completedWithDue: Array<{ appointmentId: string; vetId: string | null; vetName: string | null; petName: string; time: string; duePaise: number }> = []
      for (const visit of visits) {
        const bill = await billOf(db, visit)
        dueByVet.set(visit.vetId, (dueByVet.get(visit.vetId) ?? 0) + bill.totalPaise)
        if (visit.status === 'completed' && bill.duePaise > 0) completedWithDue.push({ appointmentId: visit.id, vetId: visit.vetId, vetName: null, petName: visit.petName, time: visit.time, duePaise: bill.duePaise })
      }
      // Cash a vet holds is whatever they took and no admin has recorded as deposited yet, whatever the day.
      const held = await db
        .select({ vetId: paymentOrders.collectedBy, payments: sql<number>`count(*)::int`.mapWith(Number), heldPaise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`.mapWith(Number) })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .where(and(eq(paymentOrders.collectMethod, 'cash'), isNull(payments.depositedAt), isNull(payments.voidedAt)))
        .groupBy(paymentOrders.collectedBy)
      const vetIds = [...new Set([...dueByVet.keys(), ...held.map((row) => row.vetId)].filter((id): id is string => id !== null))]
      const names = new Map(vetIds.length ? (await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, vetIds))).map((row) => [row.id, row.name]) : [])
      const nameOf = (vetId: string | null) => (vetId ? (names.get(vetId) ?? null) : null)
      const lines = result.rows.map((row) => ({
        vetId: row.vet_id,
        vetName: row.vet_name,
        method: row.method,
        payments: Number(row.payments),
        collectedPaise: Number(row.collected),
        refundedPaise: Number(row.refunded),
        cashHeldPaise: Number(row.cash_held),
      }))
      return {
        date,
        lines,
        billedByVet: [...dueByVet].map(([vetId, billedPaise]) => ({ vetId, vetName: nameOf(vetId), billedPaise })),
        cashHeld: held.filter((row) => row.vetId !== null).map((row) => ({ vetId: row.vetId as string, vetName: nameOf(row.vetId), payments: row.payments, heldPaise: row.heldPaise })),
        totals: {
          collectedPaise: lines.reduce((sum, line) => sum + line.collectedPaise, 0),
          refundedPaise: lines.reduce((sum, line) => sum + line.refundedPaise, 0),
          cashHeldPaise: lines.reduce((sum, line) => sum + line.cashHeldPaise, 0),
        },
        completedWithDue: completedWithDue.sort((a, b) => a.time.localeCompare(b.time)).map((visit) => ({ ...visit, vetName: nameOf(visit.vetId) })),
      }
    },

    /** The bills of many visits at once, with what was paid on each and how (the board's cards). */
    billsOf: (conn: Conn, visits: readonly AppointmentRow[]) => billsOfVisits(conn, visits),

    /** The per-payment ledger of the India days from `from` to `to` (ledger.ts). */
    ledger: (from: string, to: string) => ledgerEntries(db, from, to),

    /** An admin records a vet's cash as deposited: every cash payment the vet still holds. */
    async recordDeposit(adminId: string, vetId: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const held = await tx
          .select({ id: payments.id, amountPaise: payments.amountPaise })
          .from(payments)
          .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
          .where(and(eq(paymentOrders.collectMethod, 'cash'), eq(paymentOrders.collectedBy, vetId), isNull(payments.depositedAt), isNull(payments.voidedAt)))
          .for('update')
        if (held.length === 0) return { deposited: 0, amountPaise: 0 }
        await tx.update(payments).set({ depositedAt: now, depositedBy: adminId }).where(inArray(payments.id, held.map((row) => row.id)))
        const amountPaise = held.reduce((sum, row) => sum + row.amountPaise, 0)
        await writeAudit(tx, { actorId: adminId, action: 'cash.deposited', entityType: 'user', entityId: vetId, before: { heldPaise: amountPaise }, after: { heldPaise: 0 }, at: now })
        return { deposited: held.length, amountPaise }
      })
    },

    /** The amount of an open QR code or link of the local provider, for its payment page. */
    async openAmountOf(providerOrderId: string) {
      const [order] = await db.select().from(paymentOrders).where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.flowType, 'visit')))
      return order ? { amountPaise: order.amountPaise, open: order.status === 'created' } : null
    },

    /** Inside the webhook's own transaction (the event id is claimed in the same one). */
    settleInside: settle,

    /** The amount due on a visit, read in the caller's transaction (the vet's completion). */
    async dueIn(conn: Conn, visitId: string): Promise<number> {
      const [visit] = await conn.select().from(appointments).where(eq(appointments.id, visitId))
      return visit ? (await billOf(conn, visit)).duePaise : 0
    },

    /**
     * 'Owner will pay by link': the open link for exactly the amount due, or a new one sent to the
     * owner by SMS; null when nothing is due.
     */
    async payByLink(vetId: string, visitId: string): Promise<{ providerOrderId: string; amountPaise: number; url: string } | null> {
      const visit = await visitFor(db, { userId: vetId, isAdmin: false }, visitId)
      const bill = await billOf(db, visit)
      if (bill.duePaise === 0) return null
      const open = await openCollectionFor(visit, bill.duePaise, 'payment_link')
      if (open) return { providerOrderId: open.providerOrderId, amountPaise: open.amountPaise, url: open.url }
      const started = await startLink(visit, bill, vetId)
      await queueLinkSms(started.orderId)
      return started
    },

    /** Queues the link's reminder for 9:00 am India time the next morning, once per visit. */
    async queuePayByLinkReminder(visitId: string, completedAt: Date): Promise<void> {
      try {
        await deps.sendJob(PAY_BY_LINK_REMINDER_JOB, { appointmentId: visitId } satisfies PayByLinkReminderJob, { key: visitId, startAfter: nextMorningReminderAt(completedAt) })
      } catch (error) {
        deps.logger.error({ err: (error as Error).message, appointmentId: visitId }, 'pay-by-link reminder could not be queued')
      }
    },

    /** The job of a new link's SMS: sent while the link is open. */
    async deliverLinkSms(job: PaymentLinkSmsJob): Promise<void> {
      const [row] = await db.select({ order: paymentOrders, visit: appointments }).from(paymentOrders).innerJoin(appointments, eq(appointments.id, paymentOrders.appointmentId)).where(eq(paymentOrders.id, job.orderId))
      if (!row || row.order.status !== 'created' || !row.order.collectUrl || !row.visit.phone) return
      const language = await deps.ownerLanguage.ofUser(row.visit.userId)
      await deps.sms.send({ kind: 'notice', to: row.visit.phone, text: paymentLinkSms({ amountPaise: row.order.amountPaise, url: row.order.collectUrl, petName: row.visit.petName }, language), language })
    },

    /**
     * The morning reminder of a visit completed with money due: nothing once paid; otherwise the
     * open link for the amount due (a new one if the amount changed or the link was closed).
     */
    async remindPayByLink(job: PayByLinkReminderJob): Promise<void> {
      const [visit] = await db.select().from(appointments).where(eq(appointments.id, job.appointmentId))
      if (!visit?.phone) return
      const bill = await billOf(db, visit)
      if (bill.duePaise === 0) return
      const link = (await openCollectionFor(visit, bill.duePaise, 'payment_link')) ?? (await startLink(visit, bill, visit.vetId))
      const language = await deps.ownerLanguage.ofUser(visit.userId)
      await deps.sms.send({ kind: 'notice', to: visit.phone, text: paymentLinkReminderSms({ amountPaise: link.amountPaise, url: link.url, petName: visit.petName }, language), language })
    },

    /** The owner's money view of their booking: status, receipts, and the bill once the vet has billed at the door. */
    async moneyOf(visitId: string) {
      const [visit] = await db.select().from(appointments).where(eq(appointments.id, visitId))
      if (!visit) return null
      const { bill, paid, owner } = await ownerBillOf(db, visit)
      const list = await db
        .select()
        .from(receipts)
        .where(and(visit.paymentId ? or(eq(receipts.appointmentId, visitId), eq(receipts.paymentId, visit.paymentId)) : eq(receipts.appointmentId, visitId), notVoided))
        .orderBy(asc(receipts.sequence))
      return {
        paymentStatus: paymentStatusOf({ totalPaise: bill.totalPaise, paidPaise: paid.onlinePaise + paid.doorPaise, refundedPaise: paid.refundedPaise }),
        receipts: list.map(receiptDto),
        bill: owner,
      }
    },

    /**
     * The money of each of an owner's bookings for My Appointments: every receipt, oldest first,
     * and the bill of each visit the vet has billed at the door (null for the others).
     */
    async moneyOfOwner(userId: string): Promise<Map<string, { receipts: Array<ReturnType<typeof receiptDto>>; bill: OwnerBill | null }>> {
      const rows = await db
        .select({ receipt: receipts, visitId: appointments.id })
        .from(receipts)
        .innerJoin(appointments, or(eq(appointments.id, receipts.appointmentId), eq(appointments.paymentId, receipts.paymentId)))
        .where(and(eq(appointments.userId, userId), notVoided))
        .orderBy(asc(receipts.issuedAt), asc(receipts.sequence))
      const money = new Map<string, { receipts: Array<ReturnType<typeof receiptDto>>; bill: OwnerBill | null }>()
      const entryOf = (visitId: string) => {
        const entry = money.get(visitId) ?? { receipts: [], bill: null }
        money.set(visitId, entry)
        return entry
      }
      for (const row of rows) entryOf(row.visitId).receipts.push(receiptDto(row.receipt))
      const billed = db.selectDistinct({ id: visitBillLines.appointmentId }).from(visitBillLines)
      const visits = await db.select().from(appointments).where(and(eq(appointments.userId, userId), inArray(appointments.id, billed)))
      for (const visit of visits) entryOf(visit.id).bill = (await ownerBillOf(db, visit)).owner
      return money
    },
  }
}
