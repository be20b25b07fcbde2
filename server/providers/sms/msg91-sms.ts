import { SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export type Msg91Options = {
  authKey: string
  templateId: string
  /** The Flow template for notices (one variable, `message`); without it notices are refused. */
  noticeTemplateId?: string | undefined
  baseUrl: string
}

async function post(url: URL, authKey: string, body: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    })
  } catch (error) {
    throw new SmsDeliveryError('msg91', `request failed (${(error as Error).name})`)
  }
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null
  if (!response.ok || answer?.type !== 'success') {
    throw new SmsDeliveryError('msg91', `HTTP ${response.status}: ${answer?.message ?? 'unexpected response'}`)
  }
}

/**
 * MSG91: codes through the OTP API, which fills a DLT-approved OTP template; notices through the
 * Flow API with a DLT-approved template of their own (in India every business SMS needs one).
 */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(message) {
      if (message.kind === 'notice') {
        if (!options.noticeTemplateId) throw new SmsDeliveryError('msg91', 'no notice template is configured (MSG91_NOTICE_TEMPLATE_ID); this notice was not sent')
        const body = JSON.stringify({ template_id: options.noticeTemplateId, short_url: '0', recipients: [{ mobiles: `91${message.to}`, message: message.text }] })
        return post(new URL('/api/v5/flow', options.baseUrl), options.authKey, body)
      }
      const url = new URL('/api/v5/otp', options.baseUrl)
      url.searchParams.set('template_id', options.templateId)
      url.searchParams.set('mobile', `91${message.to}`)
      url.searchParams.set('otp', message.code)
      url.searchParams.set('otp_expiry', '5')
      await post(url, options.authKey, '{}')
    },
  }
}
