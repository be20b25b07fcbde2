import { SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export type TwilioOptions = { accountSid: string; authToken: string; from: string; baseUrl: string }

/** Twilio's Messages API: a plain SMS with the code in its text. */
export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
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
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        })
      } catch (error) {
        throw new SmsDeliveryError('twilio', `request failed (${(error as Error).name})`)
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null
        throw new SmsDeliveryError('twilio', `HTTP ${response.status}: ${body?.code ?? ''} ${body?.message ?? 'unexpected response'}`.trim())
      }
    },
  }
}
