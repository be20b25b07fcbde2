import { GatewayError, type PaymentGateway, checkoutSignature, hexDigestsEqual, hmacHex } from './payment-gateway.ts'

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

/** Razorpay's Orders API with basic auth, its Checkout script and its signature scheme. */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    checkoutHosts: {
      scriptHosts: [new URL(settings.checkoutScriptUrl).origin],
      frameHosts: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectHosts: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    },

    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response
      try {
        response = await fetch(new URL('/v1/orders', settings.apiBaseUrl), {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        })
      } catch (error) {
        throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`)
      }
      const body = (await response.json().catch(() => null)) as (RazorpayOrder & { error?: { description?: unknown } }) | null
      if (!response.ok) {
        const description = typeof body?.error?.description === 'string' ? body.error.description : response.statusText
        throw new GatewayError(`Razorpay refused the order (${response.status}): ${description}`)
      }
      if (typeof body?.id !== 'string' || body.amount !== amountPaise || body.currency !== 'INR') {
        throw new GatewayError('Razorpay answered an order that does not match the request')
      }
      return { id: body.id, amountPaise, currency: 'INR' }
    },

    isCheckoutSignatureValid: (orderId, paymentId, signature) =>
      hexDigestsEqual(checkoutSignature(settings.keySecret, orderId, paymentId), signature),

    isWebhookSignatureValid: (rawBody, signature) => hexDigestsEqual(hmacHex(settings.webhookSecret, rawBody), signature),
  }
}
