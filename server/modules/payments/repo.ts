import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { membershipPlans, paymentOrders, paymentWebhookEvents, payments } from '../../db/schema.ts'

export type PaymentOrderRow = typeof paymentOrders.$inferSelect
export type NewPaymentOrder = typeof paymentOrders.$inferInsert
export type NewPayment = typeof payments.$inferInsert
type PlanRow = typeof membershipPlans.$inferSelect
type PaymentRow = typeof payments.$inferSelect

export type PaymentsRepo = {
  findPlan(planId: string): Promise<PlanRow | null>
  insertOrder(order: NewPaymentOrder): Promise<void>
  findOrder(providerOrderId: string): Promise<PaymentOrderRow | null>
  recordPayment(payment: NewPayment & { paidAt: Date; coversOrder: boolean }): Promise<boolean>
  withNewWebhookEvent(
    event: { eventId: string; eventType: string; receivedAt: Date },
    work: (repo: PaymentsRepo) => Promise<void>,
  ): Promise<boolean>
  findPaymentsOfOrder(orderId: string): Promise<PaymentRow[]>
}

export function createPaymentsRepo(db: Db): PaymentsRepo {
  return {
    findPlan: async (planId: string) => {
      const [row] = await db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.active, true)))
      return row ?? null
    },

    insertOrder: async (order: NewPaymentOrder) => {
      await db.insert(paymentOrders).values(order)
    },

    findOrder: async (providerOrderId: string) => {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId))
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
      work: (repo: PaymentsRepo) => Promise<void>,
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx
          .insert(paymentWebhookEvents)
          .values(event)
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId })
        if (claimed.length === 0) return false
        await work(createPaymentsRepo(tx))
        return true
      }),

    findPaymentsOfOrder: (orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId)),
  }
}

