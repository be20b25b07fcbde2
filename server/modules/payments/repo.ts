import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentOrders, paymentWebhookEvents, payments, refunds } from '../../db/schema.ts'

export type PaymentOrderRow = typeof paymentOrders.$inferSelect
export type NewPaymentOrder = typeof paymentOrders.$inferInsert
export type NewPayment = typeof payments.$inferInsert
type PaymentRow = typeof payments.$inferSelect
type RefundRow = typeof refunds.$inferSelect

export type PaymentsRepo = {
  insertOrder(order: NewPaymentOrder): Promise<void>
  findOrder(providerOrderId: string): Promise<PaymentOrderRow | null>
  /** The order with this id of ours (the one an Idempotency-Key names). */
  findOrderById(id: string): Promise<PaymentOrderRow | null>
  recordPayment(payment: NewPayment & { paidAt: Date; coversOrder: boolean }): Promise<boolean>
  withNewWebhookEvent(
    event: { eventId: string; eventType: string; receivedAt: Date },
    work: (repo: PaymentsRepo, tx: Db) => Promise<void>,
  ): Promise<boolean>
  findPaymentsOfOrder(orderId: string): Promise<PaymentRow[]>
  /** One account's confirmed payments with their orders, and the refunds of those payments, oldest first. */
  moneyRecordsOf(userId: string): Promise<{ payments: Array<{ payment: PaymentRow; order: PaymentOrderRow }>; refunds: RefundRow[] }>
  /** The account's payments for services it has not booked, oldest first. */
  unbookedOf(userId: string): Promise<UnbookedPayment[]>
  /** Unbooked payments made at or before `paidBy`, oldest first (those of deleted accounts too, with no owner). */
  unbookedPaidBy(paidBy: Date, limit: number): Promise<UnbookedPayment[]>
  /** The account's unbooked payment with this provider id, if it is one. */
  findUnbooked(userId: string, providerPaymentId: string): Promise<UnbookedPayment | null>
  /** The unbooked payment with this id (ours), if it still is one. */
  unbookedById(paymentId: string): Promise<UnbookedPayment | null>
  /** Records the full refund of an unbooked payment (see refundUnbookedIn), in a transaction of its own. */
  refundUnbooked(paymentId: string, now: Date): Promise<{ refundId: string; amountPaise: number } | null>
  /** The oldest refunds not yet taken by the provider. */
  pendingRefundIds(limit: number): Promise<string[]>
  /** Counts a try of a refund still pending and returns what to send; null once it is settled. */
  startRefundAttempt(id: string, now: Date): Promise<DueRefund | null>
  /** The provider took the refund: its id, and `processed` when it settled at once. */
  refundAccepted(id: string, providerRefundId: string, status: 'initiated' | 'processed' | 'failed', now: Date): Promise<void>
  /** A try that failed: its error kept, and the refund `failed` when no try is left or retrying cannot help. */
  refundAttemptFailed(id: string, error: string, giveUp: boolean, now: Date): Promise<void>
  /** A provider event about a refund, matched by its id or by our receipt; false when none matches. */
  refundSettled(match: { providerRefundId: string; receipt: string | null }, status: 'processed' | 'failed', now: Date): Promise<boolean>
}

/** A payment for services not booked yet, with its order's lines. */
export type UnbookedPayment = { id: string; providerPaymentId: string; userId: string | null; amountPaise: number; createdAt: Date; items: unknown }

/** A confirmed cart payment of the account's own that no booking uses and no refund took back. */
const unbookedWhere = (extra: ReturnType<typeof and>) =>
  and(
    isNull(payments.appointmentId),
    eq(payments.extra, false),
    inArray(payments.source, ['checkout', 'webhook']),
    eq(paymentOrders.flowType, 'cart'),
    eq(paymentOrders.status, 'paid'),
    isNull(refunds.id),
    extra,
  )

const unbookedColumns = {
  id: payments.id,
  providerPaymentId: payments.providerPaymentId,
  userId: payments.userId,
  amountPaise: payments.amountPaise,
  createdAt: payments.createdAt,
  items: paymentOrders.items,
}

function selectUnbooked(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(unbookedColumns)
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(unbookedWhere(where))
    .orderBy(asc(payments.createdAt))
}

/**
 * Records the full refund of a payment no booking uses, in the caller's transaction, locking the
 * payment's row first so that a booking linking it meanwhile either waits and finds the refund, or
 * links it first and no refund is recorded. Null when it is used or already refunded.
 */
export async function refundUnbookedIn(tx: Db, paymentId: string, now: Date): Promise<{ refundId: string; amountPaise: number } | null> {
  const [payment] = await tx
    .select({ id: payments.id, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.id, paymentId), isNull(payments.appointmentId), eq(payments.extra, false)))
    .for('update')
  if (!payment) return null
  const [refund] = await tx
    .insert(refunds)
    .values({ id: randomUUID(), paymentId: payment.id, appointmentId: null, amountPaise: payment.amountPaise, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id })
  return refund ? { refundId: refund.id, amountPaise: payment.amountPaise } : null
}

/** An account being deleted: the full refund of each of its unbooked payments, in the deletion's transaction. */
export async function refundUnbookedOfAccountIn(tx: Db, userId: string, now: Date): Promise<number> {
  let refunded = 0
  for (const payment of await selectUnbooked(tx, eq(payments.userId, userId))) if (await refundUnbookedIn(tx, payment.id, now)) refunded += 1
  return refunded
}

export type DueRefund = { id: string; providerPaymentId: string; amountPaise: number; appointmentId: string | null; attempts: number }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createPaymentsRepo(db: Db): PaymentsRepo {
  return {
    insertOrder: async (order: NewPaymentOrder) => {
      await db.insert(paymentOrders).values(order)
    },

    findOrder: async (providerOrderId: string) => {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId))
      return row ?? null
    },

    findOrderById: async (id: string) => {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
      return row ?? null
    },

    /**
     * Records a confirmed payment once (unique on the provider's payment id) and marks its order
     * paid when the amount covers it, in one transaction. Returns false for a replay.
     */
    recordPayment: (payment: NewPayment & { paidAt: Date; coversOrder: boolean }) =>
      db.transaction(async (tx) => {
        const { paidAt, coversOrder, ...row } = payment
        const inserted = await tx
          .insert(payments)
          .values(row)
          .onConflictDoNothing({ target: payments.providerPaymentId })
          .returning({ id: payments.id })
        if (row.method) {
          await tx.update(payments).set({ method: row.method }).where(eq(payments.providerPaymentId, row.providerPaymentId))
        }
        if (coversOrder) {
          await tx
            .update(paymentOrders)
            .set({ status: 'paid', paidAt })
            .where(and(eq(paymentOrders.id, row.orderId), ne(paymentOrders.status, 'paid')))
        }
        return inserted.length > 0
      }),

    /** Claims a webhook event id inside `work`'s transaction; a duplicate runs nothing. */
    withNewWebhookEvent: (
      event: { eventId: string; eventType: string; receivedAt: Date },
      work: (repo: PaymentsRepo, tx: Db) => Promise<void>,
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx
          .insert(paymentWebhookEvents)
          .values(event)
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId })
        if (claimed.length === 0) return false
        await work(createPaymentsRepo(tx as unknown as Db), tx as unknown as Db)
        return true
      }),

    findPaymentsOfOrder: (orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId)),

    moneyRecordsOf: async (userId: string) => {
      const paid = await db
        .select({ payment: payments, order: paymentOrders })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt))
      const paymentIds = paid.map((row) => row.payment.id)
      const refunded = paymentIds.length === 0 ? [] : await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt))
      return { payments: paid, refunds: refunded }
    },

    unbookedOf: async (userId) => (await selectUnbooked(db, eq(payments.userId, userId))),

    unbookedPaidBy: async (paidBy, limit) => (await selectUnbooked(db, lte(payments.createdAt, paidBy)).limit(limit)),

    findUnbooked: async (userId, providerPaymentId) =>
      (await selectUnbooked(db, and(eq(payments.userId, userId), eq(payments.providerPaymentId, providerPaymentId))))[0] ?? null,

    unbookedById: async (paymentId) => (await selectUnbooked(db, eq(payments.id, paymentId)))[0] ?? null,

    refundUnbooked: (paymentId, now) => db.transaction((tx) => refundUnbookedIn(tx as unknown as Db, paymentId, now)),

    pendingRefundIds: async (limit) => {
      const rows = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.status, 'pending')).orderBy(asc(refunds.createdAt)).limit(limit)
      return rows.map((row) => row.id)
    },

    startRefundAttempt: async (id, now) => {
      const [counted] = await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: now, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id })
      if (!counted) return null
      const [due] = await db
        .select({
          id: refunds.id,
          providerPaymentId: payments.providerPaymentId,
          amountPaise: refunds.amountPaise,
          appointmentId: refunds.appointmentId,
          attempts: refunds.attempts,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(refunds.id, id))
      return due ?? null
    },

    refundAccepted: async (id, providerRefundId, status, now) => {
      await db
        .update(refunds)
        .set({ providerRefundId, status, lastError: null, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    },

    refundAttemptFailed: async (id, error, giveUp, now) => {
      await db
        .update(refunds)
        .set(giveUp ? { status: 'failed', lastError: error, updatedAt: now } : { lastError: error, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    },

    refundSettled: async ({ providerRefundId, receipt }, status, now) => {
      const byOurId = receipt && UUID.test(receipt) ? eq(refunds.id, receipt) : undefined
      const settled = await db
        .update(refunds)
        .set({ status, providerRefundId, updatedAt: now })
        .where(and(or(eq(refunds.providerRefundId, providerRefundId), byOurId), ne(refunds.status, 'processed')))
        .returning({ id: refunds.id })
      return settled.length > 0
    },
  }
}

