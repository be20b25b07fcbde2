/**
 * A WhatsApp Business message: an approved template (WhatsApp sends nothing else first to a
 * person who has not written to the business in the last 24 hours) with its body's parameters
 * in order. `text` is the same message as a person reads it, for the local outbox and the logs.
 */
export type WhatsAppMessage = {
  /** 10-digit Indian mobile number. */
  to: string
  template: string
  parameters: string[]
  text: string
}

/**
 * Thrown by a provider that could not hand the message over. `permanent` says that sending the
 * same message again would be refused again (no such template, a number without WhatsApp, bad
 * credentials); a timeout, a 5xx or a rate limit is not permanent and is worth a retry.
 */
export class WhatsAppDeliveryError extends Error {
  readonly provider: string
  readonly permanent: boolean
  constructor(provider: string, message: string, permanent: boolean) {
    super(`${provider}: ${message}`)
    this.name = 'WhatsAppDeliveryError'
    this.provider = provider
    this.permanent = permanent
  }
}

export type WhatsAppSender = {
  name: string
  send(message: WhatsAppMessage): Promise<void>
}

export const WHATSAPP_TIMEOUT_MS = 10_000
