import { requestFailure } from '../provider-error.ts'
import { SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export type Msg91Options = {
  authKey: string
  templateId: string
  /** The OTP template registered in Hindi; a Hindi code goes through the English one without it. */
  templateIdHi?: string | undefined
  /** The Flow template for notices (one variable, `message`); without it notices are refused. */
  noticeTemplateId?: string | undefined
  /** The Flow template registered in Hindi; without it Hindi notices are refused (DLT would refuse Hindi text on the English one). */
  noticeTemplateIdHi?: string | undefined
  baseUrl: string
  /** SMS_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number
}

async function post(url: URL, authKey: string, body: string, timeoutMs: number): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new SmsDeliveryError('msg91', requestFailure(error, timeoutMs))
  }
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null
  if (!response.ok || answer?.type !== 'success') {
    throw new SmsDeliveryError('msg91', `HTTP ${response.status}: ${answer?.message ?? 'unexpected response'}`)
  }
}

/**
 * MSG91: codes through the OTP API, which fills a DLT-approved OTP template; notices through the
 * Flow API with a DLT-approved template of their own (in India every business SMS needs one).
 * DLT registers a template's text in one language, so each kind has an English and a Hindi id
 * and the message's language picks it (decision 0076).
 */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(message) {
      const hindi = message.language === 'hi'
      if (message.kind === 'notice') {
        const templateId = hindi ? options.noticeTemplateIdHi : options.noticeTemplateId
        if (!templateId) {
          const setting = hindi ? 'MSG91_NOTICE_TEMPLATE_ID_HI' : 'MSG91_NOTICE_TEMPLATE_ID'
          throw new SmsDeliveryError('msg91', `no ${hindi ? 'Hindi ' : ''}notice template is configured (${setting}); this notice was not sent`)
        }
        const body = JSON.stringify({ template_id: templateId, short_url: '0', recipients: [{ mobiles: `91${message.to}`, message: message.text }] })
        return post(new URL('/api/v5/flow', options.baseUrl), options.authKey, body, options.timeoutMs ?? SMS_TIMEOUT_MS)
      }
      const url = new URL('/api/v5/otp', options.baseUrl)
      // The OTP template carries only the code: without a Hindi one the English text still brings it.
      url.searchParams.set('template_id', (hindi && options.templateIdHi) || options.templateId)
      url.searchParams.set('mobile', `91${message.to}`)
      url.searchParams.set('otp', message.code)
      url.searchParams.set('otp_expiry', '5')
      await post(url, options.authKey, '{}', options.timeoutMs ?? SMS_TIMEOUT_MS)
    },
  }
}
