import { GatewayError, type PaymentGateway, checkoutSignature, hexDigestsEqual, hmacHex } from './payment-gateway.ts'
import { razorpayHttp, razorpayRefusal } from './razorpay-http.ts'

export type RazorpaySettings = {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com unless a test points it at a local fake. */
  apiBaseUrl: string
  checkoutScriptUrl: string
  timeoutMs?: number
}

type RazorpayOrder = { id?: unknown; amount?: unknown; currency?: unknown }
type RazorpayRefund = { id?: unknown; amount?: unknown; status?: unknown; payment_id?: unknown }

const REFUND_STATUSES = new Set(['pending', 'processed', 'failed'])

/** Razorpay's Orders API with basic auth, its Checkout script and its signature scheme. */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const { get, post } = razorpayHttp(settings)
  const refusal = razorpayRefusal

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    checkoutHosts: {
      scriptHosts: [new URL(settings.checkoutScriptUrl).origin],
      frameHosts: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectHosts: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    },

    async createOrder({ amountPaise, receipt, notes, reuseReceipt }) {
      if (reuseReceipt) {
        const { response, body } = await get<{ items?: RazorpayOrder[] }>(`/v1/orders?receipt=${encodeURIComponent(receipt)}`)
        if (!response.ok) throw refusal('the order lookup', response, body)
        const opened = (Array.isArray(body?.items) ? body.items : []).find((order) => typeof order.id === 'string' && order.amount === amountPaise && order.currency === 'INR')
        if (opened) return { id: opened.id as string, amountPaise, currency: 'INR' }
      }
      const { response, body } = await post<RazorpayOrder>('/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes })
      if (!response.ok) throw refusal('the order', response, body)
      if (typeof body?.id !== 'string' || body.amount !== amountPaise || body.currency !== 'INR') {
        throw new GatewayError('Razorpay answered an order that does not match the request')
      }
      return { id: body.id, amountPaise, currency: 'INR' }
    },

    async refundPayment({ providerPaymentId, amountPaise, idempotencyKey, notes }) {
      const { response, body } = await post<RazorpayRefund>(
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: idempotencyKey, notes },
        { 'X-Refund-Idempotency': idempotencyKey },
      )
      if (!response.ok) throw refusal('the refund', response, body)
      if (typeof body?.id !== 'string' || body.amount !== amountPaise || typeof body.status !== 'string' || !REFUND_STATUSES.has(body.status)) {
        throw new GatewayError('Razorpay answered a refund that does not match the request')
      }
      return { id: body.id, status: body.status as 'pending' | 'processed' | 'failed' }
    },

    isCheckoutSignatureValid: (orderId, paymentId, signature) =>
      hexDigestsEqual(checkoutSignature(settings.keySecret, orderId, paymentId), signature),

    isWebhookSignatureValid: (rawBody, signature) => hexDigestsEqual(hmacHex(settings.webhookSecret, rawBody), signature),
  }
}
