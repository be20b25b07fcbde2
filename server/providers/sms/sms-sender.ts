import type { Language } from '../../../core/i18n/language.ts'

/**
 * A one-time code, or a notice (a visit moved, a vet on the way, a reminder). Providers with an
 * OTP API send codes through it (MSG91 fills its OTP template); a notice needs a template of its
 * own there, and plain-text providers send `text` for both.
 */
export type SmsMessage =
  | {
      kind: 'code'
      /** 10-digit Indian mobile number. */
      to: string
      /** The one-time code, for providers with an OTP API. */
      code: string
      /** The full text, for providers that send plain messages. */
      text: string
      /** The language of the text; its DLT template is registered in it (English when absent, decision 0076). */
      language?: Language
    }
  | { kind: 'notice'; to: string; text: string; language?: Language }

/** Thrown by a provider that could not hand the message over; the caller discards the code. */
export class SmsDeliveryError extends Error {
  readonly provider: string
  constructor(provider: string, message: string) {
    super(`${provider}: ${message}`)
    this.name = 'SmsDeliveryError'
    this.provider = provider
  }
}

export type SmsSender = {
  name: string
  send(message: SmsMessage): Promise<void>
}

export const SMS_TIMEOUT_MS = 10_000
