import { createHash, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { MEMBERSHIP_APPOINTMENT_TYPE } from '../../../core/catalogue/membership-plans.ts'
import type { CreateOrderBody, UnbookedPaymentDto, UnbookedPaymentsResponse, UnbookedRefundResponse, VerifyPaymentBody } from '../../../core/contracts/payment.ts'
import { OrderPaymentPayload, PaymentLinkPaymentPayload, QrCodePaymentPayload, RefundPayload, WebhookEnvelope } from '../../../core/contracts/payment-webhook.ts'
import { BRAND } from '../../../core/brand.ts'
import { unbookedNoticeAt, unbookedNoticeText, unbookedRefundAt } from '../../../core/payment/unbooked.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import { FAILED_TO_CREATE_ORDER, PAYMENT_VERIFICATION_FAILED } from '../../../core/payment/messages.ts'
import { DomainError } from '../../http-errors.ts'
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../../plugins/idempotency.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../providers/clock.ts'
import { GatewayError, type PaymentGateway } from '../../providers/payments/payment-gateway.ts'
import type { CatalogueService, PricedServiceLine } from '../catalogue/service.ts'
import type { JobAttempt, SendOptions } from '../jobs/queue.ts'
import type { PaymentOrderRow, PaymentsRepo, UnbookedPayment } from './repo.ts'

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
/** The job, every hour, that tells owners of unbooked payments due for refund and records the refunds that are due. */
export const QUEUE_UNBOOKED_REFUNDS_JOB = 'queue-unbooked-refunds'
/** The SMS a day before an unbooked payment is refunded, keyed by the payment's id (sent once). */
export const UNBOOKED_NOTICE_JOB = 'unbooked-refund-notice'
export type UnbookedNoticeJob = { paymentId: string }

export const DEFAULT_UNBOOKED_REFUND_DAYS = 7

type UnbookedLine = { id: string; title: string; listPricePaise: number; pricePaise: number; quantity: number }

const linesOf = (items: unknown): UnbookedLine[] => (Array.isArray(items) ? (items as UnbookedLine[]) : [])

/** Whether a stored order is the one this priced request makes: the same purpose, plan and lines (prices may have moved since). */
function sameOrder(order: PaymentOrderRow, priced: PricedOrder): boolean {
  const fingerprint = (lines: Array<{ id: string; quantity: number }>) => lines.map((line) => JSON.stringify([line.id, line.quantity])).sort().join()
  return (
    order.flowType === priced.flowType &&
    (order.planId ?? null) === priced.planId &&
    fingerprint(Array.isArray(order.items) ? (order.items as Array<{ id: string; quantity: number }>) : []) === fingerprint(priced.lines)
  )
}

export function createPaymentsService(deps: {
  repo: PaymentsRepo
  catalogue: CatalogueService
  gateway: PaymentGateway
  clock: Clock
  logger: FastifyBaseLogger
  /** Queues a job (the refund sends, the notices of unbooked payments). */
  sendJob: <T extends object>(name: string, data: T, options: { key: string } & Pick<SendOptions, 'retryLimit'>) => Promise<void>
  /** Days after which a payment for services not booked is refunded (UNBOOKED_REFUND_DAYS). */
  unbookedRefundDays?: number
  /** The owner's notice, a day before, that an unbooked payment is to be refunded. */
  sms?: SmsSender
  /** Where the notice sends the owner to book (SITE_ORIGIN). */
  siteOrigin?: string
  /**
   * A paid UPI QR code or payment link of a visit (issue 22), settled inside the webhook's own
   * transaction; answers whether an extra payment now waits to be refunded.
   */
  settleDoorPayment?: (tx: Db, payment: { providerOrderId: string; providerPaymentId: string; amountPaise: number; method: string | null; source: 'webhook' }) => Promise<{ counted: boolean; duplicate: boolean; receiptId?: string; unmatched?: true }>
  /** Queues the owner's notices of a receipt issued inside the webhook's transaction, once it has committed. */
  receiptIssued?: (receiptId: string) => Promise<void>
  /** Issues the receipt of a payment made online (once per payment, so a replay issues none). */
  onlinePaymentRecorded?: (providerPaymentId: string) => Promise<unknown>
  membership: MembershipPurchases
}) {
  const { repo, catalogue, gateway, clock, logger, sendJob, membership } = deps
  const refundDays = deps.unbookedRefundDays ?? DEFAULT_UNBOOKED_REFUND_DAYS

  const orderAnswer = (providerOrderId: string, amountPaise: number) => ({
    success: true as const,
    data: { amount: toRupees(amountPaise), currency: 'INR' as const, order_id: providerOrderId, key_id: gateway.keyId },
  })

  function toUnbookedDto(payment: UnbookedPayment): UnbookedPaymentDto {
    return {
      paymentId: payment.providerPaymentId,
      items: linesOf(payment.items).map((line) => ({
        id: line.id,
        title: line.title,
        price: toRupees(line.listPricePaise),
        discountedPrice: toRupees(line.pricePaise),
        quantity: line.quantity,
      })),
      amount: toRupees(payment.amountPaise),
      paidAt: payment.createdAt.toISOString(),
      refundAt: unbookedRefundAt(payment.createdAt, refundDays).toISOString(),
    }
  }

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

  /**
   * Queues one send job per pending refund, keyed by the refund's id so that a refund already
   * queued is not queued again. Safe to run on every instance at once.
   */
  async function queuePendingRefunds(): Promise<number> {
    const ids = await repo.pendingRefundIds(100)
    for (const refundId of ids) await sendJob(SEND_REFUND_JOB, { refundId }, { key: refundId })
    return ids.length
  }

  // The methods are handed on as callbacks (the local door page delivers its events through
  // `handleWebhook`), so none of them reads `this`.
  return {
    queuePendingRefunds,

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

    /** The signed-in owner's payments for services not booked yet (GET /api/payment/unbooked). */
    async unbooked(userId: string): Promise<UnbookedPaymentsResponse> {
      return { payments: (await repo.unbookedOf(userId)).map(toUnbookedDto) }
    },

    /** The owner asks for the refund of a payment not booked: recorded now, sent by the refunds job. */
    async refundUnbookedNow(userId: string, providerPaymentId: string): Promise<UnbookedRefundResponse> {
      const payment = await repo.findUnbooked(userId, providerPaymentId)
      if (!payment) throw new DomainError('NOT_FOUND', 'No payment waiting to be booked has this id. It may be booked or refunded already.')
      const refund = await repo.refundUnbooked(payment.id, clock.now())
      if (!refund) throw new DomainError('CONFLICT', 'This payment was booked or refunded meanwhile. Please reload.', { code: 'PAYMENT_USED' })
      await this.queuePendingRefunds()
      return { refund: { paymentId: payment.providerPaymentId, amount: toRupees(refund.amountPaise), status: 'started' } }
    },

    /**
     * Every hour: a day before an unbooked payment is due for refund its owner hears of it by SMS
     * (a job keyed by the payment, so once); once due, its full refund is recorded and queued.
     */
    async queueUnbookedRefunds(): Promise<{ noticed: number; refunded: number }> {
      const now = clock.now()
      // How long after a payment its notice is due (a day before its refund).
      const noticeAfterMs = unbookedNoticeAt(new Date(0), refundDays).getTime()
      let noticed = 0
      let refunded = 0
      for (const payment of await repo.unbookedPaidBy(new Date(now.getTime() - noticeAfterMs), 200)) {
        if (unbookedRefundAt(payment.createdAt, refundDays) <= now) {
          if (await repo.refundUnbooked(payment.id, now)) refunded += 1
        } else if (payment.userId) {
          await sendJob<UnbookedNoticeJob>(UNBOOKED_NOTICE_JOB, { paymentId: payment.id }, { key: payment.id })
          noticed += 1
        }
      }
      if (refunded > 0) await this.queuePendingRefunds()
      return { noticed, refunded }
    },

    /** The notice job: sent only while the payment is still unbooked. */
    async sendUnbookedNotice(job: UnbookedNoticeJob): Promise<void> {
      const payment = await repo.unbookedById(job.paymentId)
      if (!payment?.userId || !deps.sms) return
      await deps.sms.send({
        kind: 'notice',
        to: payment.userId,
        text: unbookedNoticeText({
          brand: BRAND,
          amountRupees: toRupees(payment.amountPaise),
          titles: linesOf(payment.items).map((line) => line.title),
          refundAt: unbookedRefundAt(payment.createdAt, refundDays),
          bookUrl: `${deps.siteOrigin ?? ''}/account`,
        }),
      })
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

    /**
     * Prices the request here and opens an order at the provider. `orderId` (from the request's
     * Idempotency-Key) names the order a retry of the same request finds instead of making another:
     * a retry whose first run stored its order but lost its answer (a crash, security review F13)
     * answers that order, and one whose first run died between the provider and the store asks
     * the provider for the order under that receipt rather than opening a second.
     */
    async createOrder(userId: string, body: CreateOrderBody, options: { orderId?: string } = {}) {
      const priced = await price(userId, body)
      const made = options.orderId ? await repo.findOrderById(options.orderId) : null
      // An order of a key past its lifetime belongs to a request the key no longer names.
      const retried = made && made.userId === userId && made.createdAt.getTime() > clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS ? made : null
      if (retried) {
        if (!sameOrder(retried, priced)) {
          throw new DomainError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request', { code: 'IDEMPOTENCY_KEY_REUSED' })
        }
        return orderAnswer(retried.providerOrderId, retried.amountPaise)
      }
      if (Math.round(body.amount * 100) !== priced.amountPaise) {
        throw new DomainError(
          'VALIDATION_ERROR',
          `amount: The amount does not match the current prices (₹${toRupees(priced.amountPaise)}). Please refresh and try again.`,
          { code: 'AMOUNT_MISMATCH' },
        )
      }
      const keyed = Boolean(options.orderId) && !made
      const id = keyed && options.orderId ? options.orderId : randomUUID()
      let order
      try {
        order = await gateway.createOrder({
          amountPaise: priced.amountPaise,
          receipt: id,
          notes: { flowType: priced.flowType, ...(priced.planId ? { planId: priced.planId } : {}) },
          reuseReceipt: keyed,
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
      return orderAnswer(order.id, priced.amountPaise)
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
     * the browser never came back; `qr_code.credited` and `payment_link.paid` settle a visit's bill;
     * `refund.processed` and `refund.failed` settle a refund; a duplicate event id is a no-op; other
     * events are noted only. An event that cannot be applied now (an order not stored yet, a
     * failure while applying it) or ever (fields that do not fit) is answered 200 and parked as a
     * job: retried until it applies, or failed in the admins' view of the jobs (security review F8).
     * Only when even parking fails (the database is unreachable) does the provider get an error and
     * send the event again.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!signature || !gateway.isWebhookSignatureValid(rawBody, signature)) {
        throw new DomainError('VALIDATION_ERROR', 'Invalid webhook signature', { code: 'BAD_SIGNATURE' })
      }
      const eventId =
        eventIdHeader && /^[\x21-\x7e]{1,100}$/.test(eventIdHeader)
          ? eventIdHeader
          : `body:${createHash('sha256').update(rawBody).digest('hex')}`
      try {
        return { success: true as const, duplicate: !(await applyEvent(eventId, rawBody)) }
      } catch (error) {
        const invalid = error instanceof WebhookNotApplicable && error.invalid
        const reason = error instanceof WebhookNotApplicable ? error.message : `applying it failed (${errorName(error)})`
        try {
          await sendJob<ParkedWebhook>(PARKED_WEBHOOK_JOB, { eventId, body: rawBody.toString('base64') }, { key: eventId, ...(invalid ? { retryLimit: 0 } : {}) })
        } catch {
          // Nowhere to park it: the provider keeps it and sends it again.
          throw error
        }
        logger.error({ eventId, reason }, invalid ? 'payment webhook that cannot be applied: parked for the admins' : 'payment webhook not applied yet: parked and retried')
        return { success: true as const, duplicate: false, parked: true as const }
      }
    },

    /** One try of a parked event (a job): applied once, or thrown to be tried again. */
    async applyParkedWebhook(job: ParkedWebhook, attempt: JobAttempt): Promise<void> {
      try {
        await applyEvent(job.eventId, Buffer.from(job.body, 'base64'))
      } catch (error) {
        if (attempt.last) logger.error({ eventId: job.eventId }, 'payment webhook not applied after the last try: settle it in the dashboard')
        throw error
      }
    },
  }

  /**
   * Applies one event inside the transaction that claims its id, then the work that follows a
   * commit. False for an event id already applied. Throws `WebhookNotApplicable` (the claim rolled
   * back) for an event that cannot be applied now or ever.
   */
  async function applyEvent(eventId: string, rawBody: Buffer): Promise<boolean> {
    let parsed: unknown
    try {
      parsed = JSON.parse(rawBody.toString('utf8'))
    } catch {
      throw new WebhookNotApplicable('body: is not JSON', true)
    }
    const event = readContract(WebhookEnvelope, parsed, 'body')
    let extraToRefund = false
    let paidOrderId: string | null = null
    let doorReceiptId: string | null = null
    let onlinePaymentId: string | null = null
    const processed = await repo.withNewWebhookEvent({ eventId, eventType: event.event, receivedAt: clock.now() }, async (tx, db) => {
      if (event.event === 'qr_code.credited' || event.event === 'payment_link.paid') {
        const { sourceId, payment } =
          event.event === 'qr_code.credited'
            ? ((payload) => ({ sourceId: payload.qr_code.entity.id, payment: payload.payment.entity }))(readContract(QrCodePaymentPayload, event.payload))
            : ((payload) => ({ sourceId: payload.payment_link.entity.id, payment: payload.payment.entity }))(readContract(PaymentLinkPaymentPayload, event.payload))
        if (!deps.settleDoorPayment) throw new WebhookNotApplicable('no door payments are taken here', true)
        const result = await deps.settleDoorPayment(db, {
          providerOrderId: sourceId,
          providerPaymentId: payment.id,
          amountPaise: payment.amount,
          method: payment.method ?? null,
          source: 'webhook',
        })
        if (result.unmatched) throw new WebhookNotApplicable('no QR code or payment link of a visit has this id yet')
        extraToRefund = !result.counted && !result.duplicate
        doorReceiptId = result.receiptId ?? null
        return
      }
      if (event.event === 'refund.processed' || event.event === 'refund.failed') {
        const refund = readContract(RefundPayload, event.payload).refund.entity
        const status = event.event === 'refund.processed' ? 'processed' : 'failed'
        const known = await tx.refundSettled({ providerRefundId: refund.id, receipt: refund.receipt ?? null }, status, clock.now())
        if (!known) logger.warn({ event: event.event }, 'refund webhook for an unknown refund')
        else if (status === 'failed') logger.error({ event: event.event }, 'refund failed at the provider: settle it in the dashboard')
        return
      }
      if (event.event !== 'payment.captured' && event.event !== 'order.paid') return
      const payment = readContract(OrderPaymentPayload, event.payload).payment.entity
      const order = await tx.findOrder(payment.order_id)
      if (!order) throw new WebhookNotApplicable('no order has this id yet')
      const coversOrder = payment.amount >= order.amountPaise
      if (!coversOrder) logger.warn({ orderId: order.id }, 'payment webhook amount below the order amount')
      await tx.recordPayment({
        id: randomUUID(),
        providerPaymentId: payment.id,
        orderId: order.id,
        userId: order.userId,
        amountPaise: payment.amount,
        currency: 'INR',
        method: payment.method ?? null,
        source: 'webhook',
        createdAt: clock.now(),
        paidAt: clock.now(),
        coversOrder,
      })
      if (coversOrder) onlinePaymentId = payment.id
      if (coversOrder && order.flowType === 'membership') paidOrderId = order.providerOrderId
    })
    if (extraToRefund) await queuePendingRefunds()
    if (doorReceiptId) await deps.receiptIssued?.(doorReceiptId)
    if (onlinePaymentId) await receiptFor(onlinePaymentId)
    if (paidOrderId) await membershipPaid(paidOrderId)
    return processed
  }
}

/** The job that applies a parked webhook event, keyed by the event's id (so parked once). */
export const PARKED_WEBHOOK_JOB = 'payment-webhook'
/** A parked event: its id and its exact body (base64, so that any byte survives the job's JSON). */
export type ParkedWebhook = { eventId: string; body: string }

/** An event that cannot be applied: not yet (`invalid` false, retried) or ever (its fields do not fit). */
export class WebhookNotApplicable extends Error {
  readonly invalid: boolean
  constructor(message: string, invalid = false) {
    super(message)
    this.name = 'WebhookNotApplicable'
    this.invalid = invalid
  }
}

/** Reads a part of an event with its contract; the reason names the fields, never their values. */
function readContract<Schema extends z.ZodType>(schema: Schema, value: unknown, at: 'body' | 'payload' = 'payload'): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const field = (path: PropertyKey[]) => [...(at === 'payload' ? ['payload'] : []), ...path.map(String)].join('.') || at
  const reason = result.error.issues.map((issue) => `${field(issue.path)}: ${issue.message}`).join('; ')
  throw new WebhookNotApplicable(reason.slice(0, 300), true)
}

/** A failure's kind for the log: a database's message may quote the event's data. */
const errorName = (error: unknown) => {
  const code = (error as { code?: unknown })?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
