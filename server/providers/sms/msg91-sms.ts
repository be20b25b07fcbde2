import { SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export type Msg91Options = { authKey: string; templateId: string; baseUrl: string }

/** MSG91's OTP API: the code fills a DLT-approved template registered with MSG91. */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(message) {
      // The OTP API fills a one-time-code template; other notices need a Flow template of their own.
      if (!message.code) throw new SmsDeliveryError('msg91', 'only one-time codes have a template; this notice was not sent')
      const url = new URL('/api/v5/otp', options.baseUrl)
      url.searchParams.set('template_id', options.templateId)
      url.searchParams.set('mobile', `91${message.to}`)
      url.searchParams.set('otp', message.code)
      url.searchParams.set('otp_expiry', '5')
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        })
      } catch (error) {
        throw new SmsDeliveryError('msg91', `request failed (${(error as Error).name})`)
      }
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null
      if (!response.ok || body?.type !== 'success') {
        throw new SmsDeliveryError('msg91', `HTTP ${response.status}: ${body?.message ?? 'unexpected response'}`)
      }
    },
  }
}
