import { createHash, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { MEMBERSHIP_APPOINTMENT_TYPE } from '../../../core/catalogue/membership-plans.ts'
import type { CreateOrderBody, VerifyPaymentBody } from '../../../core/contracts/payment.ts'
import { FAILED_TO_CREATE_ORDER, PAYMENT_VERIFICATION_FAILED } from '../../../core/payment/messages.ts'
import { DomainError } from '../../http-errors.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../providers/clock.ts'
import { GatewayError, type PaymentGateway } from '../../providers/payments/payment-gateway.ts'
import type { CatalogueService, PricedServiceLine } from '../catalogue/service.ts'
import type { JobAttempt } from '../jobs/queue.ts'
import type { PaymentOrderRow, PaymentsRepo } from './repo.ts'

type PricedOrder = { flowType: 'cart' | 'membership'; planId: string | null; referralCode: string | null; lines: PricedServiceLine[]; amountPaise: number }

/** What payments asks of memberships: a plan's price for this buyer, and the start of a paid one. */
export type MembershipPurchases = {
  priceOrder(userId: string, planId: string, referralCode: string | undefined, field?: string): Promise<{ planId: string; name: string; listPricePaise: number; pricePaise: number; referralCode: string | null }>
  orderPaid(order: PaymentOrderRow): Promise<void>
}

export type PaymentsService = ReturnType<typeof createPaymentsService>

const toRupees = (paise: number) => paise / 100

/** The job that sends one refund to the provider, keyed by the refund's id (decision 0021). */
export const SEND_REFUND_JOB = 'send-refund'
/** The job, every minute, that queues a send for each pending refund (a crash between a cancellation and its send). */
export const QUEUE_REFUNDS_JOB = 'queue-refunds'

export function createPaymentsService(deps: {
  repo: PaymentsRepo
  catalogue: CatalogueService
  gateway: PaymentGateway
  clock: Clock
  logger: FastifyBaseLogger
  /** Queues a job (the refund sends). */
  sendJob: (name: string, data: { refundId: string }, options: { key: string }) => Promise<void>
  /**
   * A paid UPI QR code or payment link of a visit (issue 22), settled inside the webhook's own
   * transaction; answers whether an extra payment now waits to be refunded.
   */
  settleDoorPayment?: (tx: Db, payment: { providerOrderId: string; providerPaymentId: string; amountPaise: number; method: string | null; source: 'webhook' }) => Promise<{ counted: boolean; duplicate: boolean; receiptId?: string }>
  /** Queues the owner's notices of a receipt issued inside the webhook's transaction, once it has committed. */
  receiptIssued?: (receiptId: string) => Promise<void>
  /** Issues the receipt of a payment made online (once per payment, so a replay issues none). */
  onlinePaymentRecorded?: (providerPaymentId: string) => Promise<unknown>
  membership: MembershipPurchases
}) {
  const { repo, catalogue, gateway, clock, logger, sendJob, membership } = deps

  /** The receipt hook: a failure is logged and the payment stands; the next replay of the verify or webhook issues it. */
  async function receiptFor(providerPaymentId: string): Promise<void> {
    try {
      await deps.onlinePaymentRecorded?.(providerPaymentId)
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'receipt of an online payment not issued yet')
    }
  }

  /** A paid membership order starts its membership; a failure here is retried by the memberships job. */
  async function membershipPaid(providerOrderId: string): Promise<void> {
    const order = await repo.findOrder(providerOrderId)
    if (!order || order.flowType !== 'membership' || order.status !== 'paid') return
    try {
      await membership.orderPaid(order)
    } catch (error) {
      logger.error({ err: (error as Error).message, orderId: order.id }, 'membership not started yet; the memberships job retries')
    }
  }

  /** Prices the request from the server's own catalogue; the client's prices are never used. */
  async function price(userId: string, body: CreateOrderBody): Promise<PricedOrder> {
    const details = body.appointmentDetails
    const membershipFlow = body.flowType === 'membership' || (details?.appointmentType === MEMBERSHIP_APPOINTMENT_TYPE && details.planId)
    if (membershipFlow) {
      const planId = body.planId ?? details?.planId
      if (!planId) throw new DomainError('VALIDATION_ERROR', 'planId: Choose a membership plan')
      const plan = await membership.priceOrder(userId, planId, body.referralCode, body.planId ? 'planId' : 'appointmentDetails.planId')
      const line = { id: plan.planId, title: plan.name, listPricePaise: plan.listPricePaise, pricePaise: plan.pricePaise, quantity: 1 }
      return { flowType: 'membership', planId: plan.planId, referralCode: plan.referralCode, lines: [line], amountPaise: plan.pricePaise }
    }
    if (body.services.length === 0) throw new DomainError('VALIDATION_ERROR', 'services: Add at least one service to pay for')

    const lines = await catalogue.priceLines(body.services)
    const amountPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0)
    return { flowType: 'cart', planId: null, referralCode: null, lines, amountPaise }
  }

  return {
    /**
     * Queues one send job per pending refund, keyed by the refund's id so that a refund already
     * queued is not queued again. Safe to run on every instance at once.
     */
    async queuePendingRefunds(): Promise<number> {
      const ids = await repo.pendingRefundIds(100)
      for (const refundId of ids) await sendJob(SEND_REFUND_JOB, { refundId }, { key: refundId })
      return ids.length
    },

    /**
     * One try of a refund (a job): the provider is asked with the refund's id as its idempotency
     * key, so a retry after a crash refunds once. A refund already settled is left alone. Throws
     * to be tried again later, unless the provider refused the request itself or this was the
     * last try, when the refund is marked failed for the operators.
     */
    async sendRefund(refundId: string, attempt: JobAttempt): Promise<void> {
      const refund = await repo.startRefundAttempt(refundId, clock.now())
      if (!refund) return
      try {
        const accepted = await gateway.refundPayment({
          providerPaymentId: refund.providerPaymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.id,
          notes: refund.appointmentId ? { appointmentId: refund.appointmentId } : {},
        })
        const status = accepted.status === 'pending' ? 'initiated' : accepted.status
        await repo.refundAccepted(refund.id, accepted.id, status, clock.now())
        if (status === 'failed') logger.error({ refundId: refund.id }, 'refund failed at the provider: settle it in the dashboard')
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        const giveUp = error.permanent || attempt.last
        await repo.refundAttemptFailed(refund.id, error.message.slice(0, 500), giveUp, clock.now())
        if (error.permanent) {
          logger.error({ refundId: refund.id, err: error.message }, 'refund refused: settle it in the dashboard')
          return
        }
        if (giveUp) logger.error({ refundId: refund.id, err: error.message }, 'refund not taken after the last try: settle it in the dashboard')
        throw error
      }
    },

    /** The account's own money records for its data export: payments (with what they paid for) and refunds. */
    async exportFor(userId: string) {
      const records = await repo.moneyRecordsOf(userId)
      const providerPaymentIds = new Map(records.payments.map(({ payment }) => [payment.id, payment.providerPaymentId]))
      return {
        payments: records.payments.map(({ payment, order }) => ({
          paymentId: payment.providerPaymentId,
          orderId: order.providerOrderId,
          provider: order.provider,
          purpose: order.flowType,
          items: order.items,
          amount: toRupees(payment.amountPaise),
          currency: payment.currency,
          method: payment.method,
          appointmentId: payment.appointmentId,
          paidAt: payment.createdAt.toISOString(),
        })),
        refunds: records.refunds.map((refund) => ({
          paymentId: providerPaymentIds.get(refund.paymentId) ?? null,
          appointmentId: refund.appointmentId,
          amount: toRupees(refund.amountPaise),
          status: refund.status,
          providerRefundId: refund.providerRefundId,
          createdAt: refund.createdAt.toISOString(),
          updatedAt: refund.updatedAt.toISOString(),
        })),
      }
    },

    async createOrder(userId: string, body: CreateOrderBody) {
      const priced = await price(userId, body)
      if (Math.round(body.amount * 100) !== priced.amountPaise) {
        throw new DomainError(
          'VALIDATION_ERROR',
          `amount: The amount does not match the current prices (₹${toRupees(priced.amountPaise)}). Please refresh and try again.`,
          { code: 'AMOUNT_MISMATCH' },
        )
      }
      const id = randomUUID()
      let order
      try {
        order = await gateway.createOrder({
          amountPaise: priced.amountPaise,
          receipt: id,
          notes: { flowType: priced.flowType, ...(priced.planId ? { planId: priced.planId } : {}) },
        })
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        logger.warn({ err: error.message }, 'payment order refused by the provider')
        throw new DomainError('SERVICE_UNAVAILABLE', FAILED_TO_CREATE_ORDER, { code: 'PAYMENT_PROVIDER_ERROR' })
      }
      await repo.insertOrder({
        id,
        provider: gateway.name,
        providerOrderId: order.id,
        userId,
        flowType: priced.flowType,
        planId: priced.planId,
        referralCode: priced.referralCode,
        amountPaise: priced.amountPaise,
        currency: 'INR',
        items: priced.lines,
        status: 'created',
        createdAt: clock.now(),
      })
      return {
        success: true as const,
        data: { amount: toRupees(priced.amountPaise), currency: 'INR' as const, order_id: order.id, key_id: gateway.keyId },
      }
    },

    /**
     * Checks the checkout's signature against the order stored here and records the payment
     * once. A replay answers the same; a bad signature records nothing.
     */
    async verifyPayment(userId: string, body: VerifyPaymentBody) {
      const order = await repo.findOrder(body.razorpay_order_id)
      if (!order || order.userId !== userId) throw new DomainError('NOT_FOUND', 'Order not found')
      if (!gateway.isCheckoutSignatureValid(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
        logger.warn({ orderId: order.id }, 'payment signature refused')
        throw new DomainError('VALIDATION_ERROR', PAYMENT_VERIFICATION_FAILED, { code: 'BAD_SIGNATURE' })
      }
      await repo.recordPayment({
        id: randomUUID(),
        providerPaymentId: body.razorpay_payment_id,
        orderId: order.id,
        userId,
        amountPaise: order.amountPaise,
        currency: 'INR',
        method: null,
        source: 'checkout',
        createdAt: clock.now(),
        paidAt: clock.now(),
        coversOrder: true,
      })
      await receiptFor(body.razorpay_payment_id)
      if (order.flowType === 'membership') await membershipPaid(order.providerOrderId)
      return {
        success: true as const,
        data: {
          paymentId: body.razorpay_payment_id,
          orderId: order.providerOrderId,
          amount: toRupees(order.amountPaise),
          flowType: order.flowType as 'cart' | 'membership',
          planId: order.planId,
        },
      }
    },

    /**
     * A signed provider event. `payment.captured` and `order.paid` record the payment even when
     * the browser never came back; `refund.processed` and `refund.failed` settle a refund; a
     * duplicate event id is a no-op; other events are noted only.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!signature || !gateway.isWebhookSignatureValid(rawBody, signature)) {
        throw new DomainError('VALIDATION_ERROR', 'Invalid webhook signature', { code: 'BAD_SIGNATURE' })
      }
      let event: WebhookEvent
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent
      } catch {
        throw new DomainError('VALIDATION_ERROR', 'body: Malformed JSON')
      }
      if (typeof event?.event !== 'string') throw new DomainError('VALIDATION_ERROR', 'event: is required')
      const eventId =
        eventIdHeader && /^[\x21-\x7e]{1,100}$/.test(eventIdHeader)
          ? eventIdHeader
          : `body:${createHash('sha256').update(rawBody).digest('hex')}`

      let extraToRefund = false
      let paidOrderId: string | null = null
      let doorReceiptId: string | null = null
      let onlinePaymentId: string | null = null
      const processed = await repo.withNewWebhookEvent(
        { eventId, eventType: event.event, receivedAt: clock.now() },
        async (tx, db) => {
          if (event.event === 'qr_code.credited' || event.event === 'payment_link.paid') {
            const source = event.event === 'qr_code.credited' ? event.payload?.qr_code?.entity : event.payload?.payment_link?.entity
            const payment = event.payload?.payment?.entity
            if (typeof source?.id !== 'string' || typeof payment?.id !== 'string' || typeof payment.amount !== 'number' || !deps.settleDoorPayment) {
              logger.warn({ event: event.event }, 'door payment webhook without a usable entity')
              return
            }
            const method = typeof payment.method === 'string' ? payment.method.slice(0, 40) : null
            const result = await deps.settleDoorPayment(db, { providerOrderId: source.id, providerPaymentId: payment.id, amountPaise: payment.amount, method, source: 'webhook' })
            extraToRefund = !result.counted && !result.duplicate
            doorReceiptId = result.receiptId ?? null
            return
          }
          if (event.event === 'refund.processed' || event.event === 'refund.failed') {
            const refund = event.payload?.refund?.entity
            if (typeof refund?.id !== 'string') {
              logger.warn({ event: event.event }, 'refund webhook without a usable refund entity')
              return
            }
            const status = event.event === 'refund.processed' ? 'processed' : 'failed'
            const receipt = typeof refund.receipt === 'string' ? refund.receipt : null
            const known = await tx.refundSettled({ providerRefundId: refund.id, receipt }, status, clock.now())
            if (!known) logger.warn({ event: event.event }, 'refund webhook for an unknown refund')
            else if (status === 'failed') logger.error({ event: event.event }, 'refund failed at the provider: settle it in the dashboard')
            return
          }
          if (event.event !== 'payment.captured' && event.event !== 'order.paid') return
          const payment = event.payload?.payment?.entity
          if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string' || typeof payment.amount !== 'number') {
            logger.warn({ event: event.event }, 'payment webhook without a usable payment entity')
            return
          }
          const order = await tx.findOrder(payment.order_id)
          if (!order) {
            logger.warn({ event: event.event }, 'payment webhook for an unknown order')
            return
          }
          const coversOrder = payment.amount >= order.amountPaise
          if (!coversOrder) logger.warn({ orderId: order.id }, 'payment webhook amount below the order amount')
          await tx.recordPayment({
            id: randomUUID(),
            providerPaymentId: payment.id,
            orderId: order.id,
            userId: order.userId,
            amountPaise: payment.amount,
            currency: 'INR',
            method: typeof payment.method === 'string' ? payment.method.slice(0, 40) : null,
            source: 'webhook',
            createdAt: clock.now(),
            paidAt: clock.now(),
            coversOrder,
          })
          if (coversOrder) onlinePaymentId = payment.id
          if (coversOrder && order.flowType === 'membership') paidOrderId = order.providerOrderId
        },
      )
      if (extraToRefund) await this.queuePendingRefunds()
      if (doorReceiptId) await deps.receiptIssued?.(doorReceiptId)
      if (onlinePaymentId) await receiptFor(onlinePaymentId)
      if (paidOrderId) await membershipPaid(paidOrderId)
      return { success: true as const, duplicate: !processed }
    },
  }
}

type WebhookEvent = {
  event?: unknown
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; method?: unknown } }
    qr_code?: { entity?: { id?: unknown } }
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown } }
    refund?: { entity?: { id?: unknown; receipt?: unknown; status?: unknown } }
  }
}
