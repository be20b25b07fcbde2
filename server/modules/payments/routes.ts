import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CreateOrderBody, VerifyPaymentBody } from '../../../core/contracts/payment.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { Idempotency } from '../../plugins/idempotency.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts'
import { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from '../../providers/payments/sandbox-gateway.ts'
import type { PaymentsRepo } from './repo.ts'
import type { PaymentsService } from './service.ts'

export const WEBHOOK_PATH = '/api/payment/webhook'

/**
 * The id of the order a create-order with an Idempotency-Key makes: the same for every retry of
 * that key by that account, so a retry finds the order its first run made (security review F13).
 */
export function orderIdForKey(userId: string, key: string): string {
  const hex = createHash('sha256').update(`payment-order\n${userId}\n${key}`).digest('hex')
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const UnbookedParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'is not a payment id') })

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; gateway: PaymentGateway; guards: SessionGuards; idempotency: Idempotency },
): void {
  const { payments, gateway, guards, idempotency } = deps

  app.get('/api/payment/config', async () => ({
    provider: gateway.name,
    checkoutScriptUrl: gateway.checkoutScriptUrl,
  }))

  app.post('/api/payment/create-order', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const body = parseInput(CreateOrderBody, request.body)
    const key = request.headers['idempotency-key']
    return idempotency.handle(request, reply, user.userId, () =>
      payments.createOrder(user.userId, body, typeof key === 'string' ? { orderId: orderIdForKey(user.userId, key) } : {}),
    )
  })

  app.post('/api/payment/verify-payment', async (request) => {
    const { user } = await guards.requireUser(request)
    const body = parseInput(VerifyPaymentBody, request.body)
    return payments.verifyPayment(user.userId, body)
  })

  // Services paid for and not booked yet belong to the payer's account, on every device (decision 0067).
  app.get('/api/payment/unbooked', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    reply.header('Cache-Control', 'private, no-store')
    return payments.unbooked(user.userId)
  })

  app.post('/api/payment/unbooked/:paymentId/refund', async (request) => {
    const { user } = await guards.requireUser(request)
    const { paymentId } = parseInput(UnbookedParams, request.params)
    return payments.refundUnbookedNow(user.userId, paymentId)
  })

  // The webhook reads its body raw: the signature covers the exact bytes the provider sent.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post(WEBHOOK_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      return payments.handleWebhook(raw, header('x-razorpay-signature'), header('x-razorpay-event-id'))
    })
  })
}

const SandboxAuthorizeBody = z.object({
  order_id: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'is not an order id'),
  outcome: z.enum(['success', 'failure']),
})

const sandboxScript = readFileSync(new URL('../../providers/payments/sandbox-checkout.js', import.meta.url), 'utf8')

/**
 * The sandbox checkout's two endpoints: its script, and the 'bank' that authorises a payment of
 * one of the signed-in user's orders (signing it as Razorpay would) or declines it.
 */
export function registerSandboxCheckoutRoutes(
  app: FastifyInstance,
  deps: { gateway: SandboxGateway; repo: PaymentsRepo; guards: SessionGuards },
): void {
  app.get(SANDBOX_CHECKOUT_PATH, async (_request, reply) => {
    reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'no-cache')
    return sandboxScript
  })

  app.post('/api/payment/sandbox/authorize', async (request, reply) => {
    const { user } = await deps.guards.requireUser(request)
    const body = parseInput(SandboxAuthorizeBody, request.body)
    const order = await deps.repo.findOrder(body.order_id)
    if (!order || order.userId !== user.userId) throw new DomainError('NOT_FOUND', 'Order not found')
    if (body.outcome === 'failure') {
      reply.code(402)
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your UPI payment was declined by the bank',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.providerOrderId, payment_id: null },
        },
      }
    }
    const { paymentId, signature } = deps.gateway.signPayment(order.providerOrderId)
    return { razorpay_payment_id: paymentId, razorpay_order_id: order.providerOrderId, razorpay_signature: signature }
  })
}
