export type SmsMessage = {
  /** 10-digit Indian mobile number. */
  to: string
  /** The one-time code, for providers with an OTP API (MSG91 fills its template with it). */
  code: string
  /** The full text, for providers that send plain messages. */
  text: string
}

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
