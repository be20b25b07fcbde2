import { createHash, randomBytes } from 'node:crypto'
import { type PaymentGateway, checkoutSignature, hexDigestsEqual, hmacHex } from './payment-gateway.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An id shaped like Razorpay's: a prefix and 14 letters or digits. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14)
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`
}

/** A Razorpay-shaped id that is the same for the same text. */
export function sandboxIdOf(prefix: 'order', text: string): string {
  const bytes = createHash('sha256').update(`${prefix}\n${text}`).digest().subarray(0, 14)
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`
}

export const SANDBOX_CHECKOUT_PATH = '/api/payment/sandbox/checkout.js'
export const SANDBOX_KEY_ID = 'rzp_test_sandbox'

export type SandboxGateway = PaymentGateway & {
  /** Signs a payment of an order the way Razorpay's checkout does, for the sandbox checkout. */
  signPayment(orderId: string): { paymentId: string; signature: string }
  /** Signs a webhook body the way Razorpay does. */
  signWebhook(rawBody: string | Buffer): string
}

/**
 * The local provider: orders are made here, and the checkout script served by this server has
 * Razorpay Checkout's browser API. Signatures use Razorpay's scheme with secrets of its own.
 */
export function createSandboxGateway(secrets: { keySecret: string; webhookSecret: string }): SandboxGateway {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_PATH,
    checkoutHosts: { scriptHosts: [], frameHosts: [], connectHosts: [] },
    // One order per receipt, as if kept: the same receipt always names the same order.
    createOrder: async ({ amountPaise, receipt }) => ({ id: sandboxIdOf('order', receipt), amountPaise, currency: 'INR' }),
    // The sandbox settles at once: there is no bank to wait for.
    refundPayment: async () => ({ id: sandboxId('rfnd'), status: 'processed' }),
    isCheckoutSignatureValid: (orderId, paymentId, signature) =>
      hexDigestsEqual(checkoutSignature(secrets.keySecret, orderId, paymentId), signature),
    isWebhookSignatureValid: (rawBody, signature) => hexDigestsEqual(hmacHex(secrets.webhookSecret, rawBody), signature),
    signPayment(orderId) {
      const paymentId = sandboxId('pay')
      return { paymentId, signature: checkoutSignature(secrets.keySecret, orderId, paymentId) }
    },
    signWebhook: (rawBody) => hmacHex(secrets.webhookSecret, rawBody),
  }
}
