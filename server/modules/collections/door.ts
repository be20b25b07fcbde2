import type { FastifyBaseLogger } from 'fastify'
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { doorLinkExpireBy, doorQrCloseBy, startOfIndiaDay } from '../../../core/payment/door-times.ts'
import type { Db } from '../../db/client.ts'
import { appointments, paymentOrders, payments } from '../../db/schema.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { DoorGateway } from '../../providers/payments/door-gateway.ts'
import { GatewayError } from '../../providers/payments/payment-gateway.ts'
import type { CollectionsService, DoorCollector } from './service.ts'
import type { JobExecutor } from '../jobs/queue.ts'

/** Every 10 minutes: asks the provider about door QR codes and links still open here (a lost webhook). */
export const DOOR_RECONCILE_JOB = 'door.reconcile'
/** After a visit is paid: closes its other QR codes and cancels its other links at the provider. */
export const DOOR_CLOSE_PAID_JOB = 'door.close-paid'
/** Just after midnight in India: closes the QR codes of the days before that are still open. */
export const DOOR_CLOSE_DAY_JOB = 'door.close-day'

/** A QR code or link younger than this is left to its webhook. */
export const RECONCILE_AFTER_MS = 3 * 60_000
/** Links expire at the end of the next day: nothing older can still be paid. */
const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60_000
/** Visits no longer collectable: their open QR codes and links are closed too. */
const ENDED = new Set(['cancelled', 'cancelled_by_clinic', 'no_show'])

export const PROVIDER_SILENT = 'The payment provider did not answer; try again or take cash'

type OrderRow = typeof paymentOrders.$inferSelect

/**
 * The door collections at the provider (issue 22, decision 0046): making a QR code or a link,
 * closing the ones left open once a visit is paid or its day is over, and asking the provider
 * about payments whose webhook never came, recorded through the same settle path.
 */
export function createDoorCollections(deps: {
  db: Db
  clock: Clock
  door: DoorGateway
  collections: CollectionsService
  logger: FastifyBaseLogger
  siteOrigin: string
  sendJob: (name: string, data: { providerPaymentId: string }, options: { key: string; tx?: JobExecutor }) => Promise<void>
}) {
  const { db, clock, door, collections, logger } = deps
  const admin = { userId: 'door-jobs', isAdmin: true }

  const collector: DoorCollector = async (input) => {
    const [visit] = await db.select({ date: appointments.date }).from(appointments).where(eq(appointments.id, input.appointmentId))
    const now = clock.now()
    const visitDate = visit?.date ?? ''
    const notes = { appointmentId: input.appointmentId, orderId: input.orderId }
    try {
      if (input.method === 'upi_qr') {
        const qr = await door.createQr({ amountPaise: input.amountPaise, closeBy: doorQrCloseBy(visitDate, now), description: input.description, notes })
        return { provider: door.name, providerOrderId: qr.id, url: qr.payUrl ?? qr.imageUrl ?? '', imageUrl: qr.imageUrl }
      }
      const link = await door.createLink({
        amountPaise: input.amountPaise,
        referenceId: input.orderId,
        phone: input.phone,
        description: input.description,
        expireBy: doorLinkExpireBy(visitDate, now),
        callbackUrl: `${deps.siteOrigin}/appointments`,
        notes,
      })
      return { provider: door.name, providerOrderId: link.id, url: link.url, imageUrl: null }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      logger.warn({ err: error.message, method: input.method, appointmentId: input.appointmentId }, 'door collection refused or unanswered by the provider')
      const what = input.method === 'upi_qr' ? 'UPI QR code' : 'payment link'
      const message = error.permanent ? `The payment provider refused this ${what} (${error.message.replace(/^Razorpay refused [^:]*: /, '')}); take cash or ask the office` : PROVIDER_SILENT
      throw new DomainError('SERVICE_UNAVAILABLE', message, { code: 'PAYMENT_PROVIDER_ERROR' })
    }
  }

  /** Closes one QR code or link at the provider; a refusal (already closed, paid or expired there) counts as closed. */
  async function closeAtProvider(order: OrderRow): Promise<void> {
    try {
      if (order.collectMethod === 'upi_qr') await door.closeQr(order.providerOrderId)
      else await door.cancelLink(order.providerOrderId)
    } catch (error) {
      if (!(error instanceof GatewayError) || !error.permanent) throw error
      logger.info({ orderId: order.id, err: error.message }, 'door QR code or link already closed at the provider')
    }
    await db
      .update(paymentOrders)
      .set({ providerClosedAt: clock.now(), status: sql`case when ${paymentOrders.status} = 'created' then 'closed' else ${paymentOrders.status} end` })
      .where(eq(paymentOrders.id, order.id))
  }

  /** Door QR codes and links of this provider that may still take a payment there. */
  function openAtProvider(...conditions: Parameters<typeof and>) {
    return db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.flowType, 'visit'),
          eq(paymentOrders.provider, door.name),
          inArray(paymentOrders.collectMethod, ['upi_qr', 'payment_link']),
          inArray(paymentOrders.status, ['created', 'closed']),
          isNull(paymentOrders.providerClosedAt),
          ...conditions,
        ),
      )
  }

  /** Runs each step; a provider that could not be reached fails the job at the end so that it is tried again. */
  async function each<T>(items: T[], step: (item: T) => Promise<void>): Promise<void> {
    let failure: unknown = null
    for (const item of items) {
      try {
        await step(item)
      } catch (error) {
        logger.warn({ err: (error as Error).message }, 'door provider step failed; the job tries again')
        failure = error
      }
    }
    if (failure) throw failure
  }

  /** Closes the open QR codes and links of paid or ended visits (one visit, or every recent one). */
  async function closeOfPaidVisits(appointmentId?: string): Promise<number> {
    const since = new Date(clock.now().getTime() - RECONCILE_WINDOW_MS)
    const open = await openAtProvider(appointmentId ? eq(paymentOrders.appointmentId, appointmentId) : gte(paymentOrders.createdAt, since))
    const byVisit = new Map<string, OrderRow[]>()
    for (const order of open) if (order.appointmentId) byVisit.set(order.appointmentId, [...(byVisit.get(order.appointmentId) ?? []), order])
    let closed = 0
    await each([...byVisit], async ([visitId, orders]) => {
      const bill = await collections.bill(admin, visitId).catch(() => null)
      if (!bill || (bill.duePaise > 0 && !ENDED.has(bill.status))) return
      await each(orders, async (order) => {
        await closeAtProvider(order)
        closed += 1
        // A payment taken just before the close is recorded (and, the visit being paid, refunded).
        await reconcileOrder(order)
      })
    })
    return closed
  }

  /** Records what the provider took on one QR code or link, once per provider payment id. */
  async function reconcileOrder(order: OrderRow): Promise<number> {
    const taken = order.collectMethod === 'upi_qr' ? await door.qrPayments(order.providerOrderId) : await door.linkPayments(order.providerOrderId)
    let recorded = 0
    for (const payment of taken) {
      const result = await collections.recordProviderPayment({ providerOrderId: order.providerOrderId, providerPaymentId: payment.id, amountPaise: payment.amountPaise, method: payment.method, source: 'webhook' })
      if (result.duplicate) continue
      recorded += 1
      logger.warn({ orderId: order.id, counted: result.counted }, 'door payment recorded by the reconcile job: its webhook did not arrive')
      if (result.counted) await deps.sendJob(DOOR_CLOSE_PAID_JOB, { providerPaymentId: payment.id }, { key: payment.id })
    }
    return recorded
  }

  return {
    collector,

    /**
     * A payment counted inside a webhook's transaction: the job that closes its visit's other QR
     * codes and links is written in the same transaction, so it exists if and only if the payment
     * does, and runs only after the commit (keyed: a replayed event queues nothing new).
     */
    async paidInTransaction(tx: JobExecutor, providerPaymentId: string): Promise<void> {
      await deps.sendJob(DOOR_CLOSE_PAID_JOB, { providerPaymentId }, { key: providerPaymentId, tx })
    },

    /**
     * Cash recorded for a visit: its other QR codes and links are closed at once by the same job as
     * a paid UPI's, not left open to the reconcile sweep. A queue that fails is logged; the sweep
     * then closes them within 10 minutes.
     */
    async paidInCash(providerPaymentId: string): Promise<void> {
      try {
        await deps.sendJob(DOOR_CLOSE_PAID_JOB, { providerPaymentId }, { key: providerPaymentId })
      } catch (error) {
        logger.error({ err: (error as Error).message }, 'close of the QR codes and links left open by cash could not be queued')
      }
    },

    /** The close job: the visit of a counted payment has its other QR codes and links closed at the provider. */
    async closeAfterPayment(providerPaymentId: string): Promise<number> {
      const [paid] = await db
        .select({ appointmentId: sql<string | null>`coalesce(${payments.appointmentId}, ${paymentOrders.appointmentId})` })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .where(eq(payments.providerPaymentId, providerPaymentId))
      if (!paid?.appointmentId) return 0
      return closeOfPaidVisits(paid.appointmentId)
    },

    /**
     * The reconcile job: every door QR code or link still open here, older than a few minutes,
     * is checked at the provider and any payment it took is recorded through the same settle
     * path as its webhook (a duplicate is a no-op). Then the open QR codes and links of paid
     * visits whose close job failed or was never queued are closed.
     */
    async reconcile(): Promise<{ checked: number; recorded: number; closed: number }> {
      const now = clock.now().getTime()
      const open = await openAtProvider(
        eq(paymentOrders.status, 'created'),
        lte(paymentOrders.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        gte(paymentOrders.createdAt, new Date(now - RECONCILE_WINDOW_MS)),
      )
      let recorded = 0
      for (const order of open) {
        try {
          recorded += await reconcileOrder(order)
        } catch (error) {
          // The next run, 10 minutes later, asks again.
          logger.warn({ err: (error as Error).message, orderId: order.id }, 'door payment could not be checked at the provider')
        }
      }
      const closed = await closeOfPaidVisits().catch(() => 0)
      return { checked: open.length, recorded, closed }
    },

    /** The end-of-day job: QR codes of earlier days still open are closed at the provider, then their payments are checked once more. */
    async closeEarlierDays(): Promise<number> {
      const now = clock.now()
      const open = await openAtProvider(
        eq(paymentOrders.collectMethod, 'upi_qr'),
        lt(paymentOrders.createdAt, startOfIndiaDay(now)),
        gte(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      )
      await each(open, async (order) => {
        await closeAtProvider(order)
        await reconcileOrder(order)
      })
      return open.length
    },
  }
}

export type DoorCollections = ReturnType<typeof createDoorCollections>
