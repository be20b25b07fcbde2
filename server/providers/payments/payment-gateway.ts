import { createHmac, timingSafeEqual } from 'node:crypto'

export type GatewayOrder = { id: string; amountPaise: number; currency: 'INR' }

/** A refund as the provider accepted it: `pending` until the bank has it, or already `processed`. */
export type GatewayRefund = { id: string; status: 'pending' | 'processed' | 'failed' }

export type RefundRequest = {
  providerPaymentId: string
  amountPaise: number
  /** The same key for every try of one refund, so that the provider makes it once. */
  idempotencyKey: string
  notes: Record<string, string>
}

/** Hosts the browser must reach for this provider's checkout, for the Content-Security-Policy. */
export type CheckoutHosts = { scriptHosts: string[]; frameHosts: string[]; connectHosts: string[] }

/**
 * A card and UPI payment provider with Razorpay's model: the server creates an order, the
 * browser's checkout pays it and hands back a signed payment, and signed webhooks confirm it.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox'
  /** The public key id given to the checkout. */
  readonly keyId: string
  readonly checkoutScriptUrl: string
  readonly checkoutHosts: CheckoutHosts
  /**
   * Opens an order. With `reuseReceipt`, an order already opened under the same receipt (a retry
   * whose first run died before it stored the answer) is answered instead of a second one.
   */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string>; reuseReceipt?: boolean }): Promise<GatewayOrder>
  /**
   * Refunds a captured payment in full or in part (Razorpay's normal refund). Throws
   * `GatewayError` with `permanent` set when the provider refuses the request itself (retrying
   * cannot help), without it when the provider could not be reached or failed.
   */
  refundPayment(request: RefundRequest): Promise<GatewayRefund>
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isCheckoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean
  /** HMAC-SHA256 of the raw webhook body with the webhook secret (`X-Razorpay-Signature`). */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean
}

export class GatewayError extends Error {
  /** The provider refused the request itself: sending it again cannot succeed. */
  readonly permanent: boolean

  constructor(message: string, permanent = false) {
    super(message)
    this.name = 'GatewayError'
    this.permanent = permanent
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Compares two hex digests in constant time; unequal lengths are simply unequal. */
export function hexDigestsEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  if (a.length !== b.length) return false
  return timingSafeEqual(a, b)
}

export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}
