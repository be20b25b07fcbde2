import { WHATSAPP_TIMEOUT_MS, WhatsAppDeliveryError, type WhatsAppSender } from './whatsapp-sender.ts'

export type CloudWhatsAppOptions = {
  token: string
  phoneNumberId: string
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string
  /** The Graph API version, such as v21.0. */
  version: string
  timeoutMs?: number
}

type GraphAnswer = { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number; error_subcode?: number } }

/** HTTP statuses worth another try: the request timed out, Meta throttled us, or Meta failed. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500

/**
 * The WhatsApp Business Cloud API (Meta Graph API): one template message per call, to
 * `POST {base}/{version}/{phone-number-id}/messages` with the access token as a bearer token.
 */
export function createCloudWhatsAppSender(options: CloudWhatsAppOptions): WhatsAppSender {
  const base = options.baseUrl.replace(/\/+$/, '')
  const url = `${base}/${encodeURIComponent(options.version)}/${encodeURIComponent(options.phoneNumberId)}/messages`
  return {
    name: 'cloud',
    async send(message) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.to}`,
        type: 'template',
        template: {
          name: message.template,
          language: { code: 'en' },
          components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS),
        })
      } catch (error) {
        const name = (error as Error).name
        const what = name === 'TimeoutError' ? `no answer within ${(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS) / 1000} s` : `request failed (${name})`
        throw new WhatsAppDeliveryError('whatsapp-cloud', what, false)
      }
      const answer = (await response.json().catch(() => null)) as GraphAnswer | null
      if (!response.ok) {
        const error = answer?.error
        const detail = error ? `${error.code ?? ''} ${error.message ?? ''}`.trim() : 'unexpected response'
        throw new WhatsAppDeliveryError('whatsapp-cloud', `HTTP ${response.status}: ${detail}`, !retryable(response.status))
      }
      if (!answer?.messages?.[0]?.id) {
        throw new WhatsAppDeliveryError('whatsapp-cloud', `HTTP ${response.status}: the answer named no message id`, false)
      }
    },
  }
}
