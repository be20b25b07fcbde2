import { requestFailure } from '../provider-error.ts'
import { SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export type TwilioOptions = { accountSid: string; authToken: string; from: string; baseUrl: string; /** SMS_TIMEOUT_MS unless a test shortens it. */ timeoutMs?: number }

/** Twilio's Messages API: a plain SMS with the code in its text. */
export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  return {
    name: 'twilio',
    async send(message) {
      const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, options.baseUrl)
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: `+91${message.to}`, From: options.from, Body: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new SmsDeliveryError('twilio', requestFailure(error, timeoutMs))
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null
        throw new SmsDeliveryError('twilio', `HTTP ${response.status}: ${body?.code ?? ''} ${body?.message ?? 'unexpected response'}`.trim())
      }
    },
  }
}
