import { createHmac } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { createRazorpayGateway } from './razorpay-gateway.ts'
import { type SandboxGateway, createSandboxGateway } from './sandbox-gateway.ts'

/** The configured provider; the configuration schema has already checked Razorpay's keys. */
export function createPaymentGateway(config: Config, secret: string): PaymentGateway | SandboxGateway {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiBaseUrl: config.RAZORPAY_API_BASE_URL,
      checkoutScriptUrl: config.RAZORPAY_CHECKOUT_URL,
    })
  }
  // The sandbox's secrets derive from the server's own secret, so signatures survive a restart.
  const derive = (purpose: string) => createHmac('sha256', secret).update(`payment-sandbox:${purpose}`).digest('hex')
  return createSandboxGateway({ keySecret: derive('key'), webhookSecret: config.PAYMENT_SANDBOX_WEBHOOK_SECRET ?? derive('webhook') })
}

export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox'
}
