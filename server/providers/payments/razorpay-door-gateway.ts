import type { DoorGateway, DoorProviderPayment } from './door-gateway.ts'
import { GatewayError } from './payment-gateway.ts'
import { type RazorpayApiSettings, razorpayHttp, razorpayRefusal } from './razorpay-http.ts'

type QrEntity = { id?: unknown; payment_amount?: unknown; image_url?: unknown; status?: unknown }
type LinkEntity = { id?: unknown; amount?: unknown; currency?: unknown; reference_id?: unknown; short_url?: unknown; status?: unknown; payments?: unknown }
type PaymentEntity = { id?: unknown; amount?: unknown; currency?: unknown; status?: unknown; method?: unknown }
type LinkPayment = { payment_id?: unknown; amount?: unknown; status?: unknown; method?: unknown }

const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000)
const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id))
const methodOf = (method: unknown) => (typeof method === 'string' ? method.slice(0, 40) : null)

/**
 * Razorpay's QR Codes API (`upi_qr`, single use, fixed amount) and Payment Links API with basic
 * auth. Each answer is checked against the request, as the Orders adapter does: an id, the same
 * amount, the same reference; anything else is a (retryable) `GatewayError`.
 */
export function createRazorpayDoorGateway(settings: RazorpayApiSettings): DoorGateway {
  const { get, post } = razorpayHttp(settings)
  const mismatch = (what: string) => new GatewayError(`Razorpay answered ${what} that does not match the request`)

  async function closing(what: string, url: string, id: string, done: string) {
    const { response, body } = await post<QrEntity>(url, undefined)
    if (!response.ok) throw razorpayRefusal(what, response, body)
    if (body?.id !== id || body.status !== done) throw mismatch(what)
  }

  return {
    name: 'razorpay',

    async createQr({ amountPaise, closeBy, description, notes }) {
      const { response, body } = await post<QrEntity>('/v1/payments/qr_codes', {
        type: 'upi_qr',
        name: 'PetVaidya visit',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: amountPaise,
        description,
        close_by: seconds(closeBy),
        notes,
      })
      if (!response.ok) throw razorpayRefusal('the QR code', response, body)
      if (typeof body?.id !== 'string' || body.payment_amount !== amountPaise || typeof body.image_url !== 'string' || !body.image_url.startsWith('https://')) {
        throw mismatch('a QR code')
      }
      return { id: body.id, amountPaise, imageUrl: body.image_url, payUrl: null }
    },

    closeQr: (id) => closing('closing the QR code', path('/v1/payments/qr_codes/:id/close', id), id, 'closed'),

    async qrPayments(id) {
      const { response, body } = await get<{ items?: unknown }>(path('/v1/payments/qr_codes/:id/payments', id))
      if (!response.ok) throw razorpayRefusal('the QR code’s payments', response, body)
      if (!Array.isArray(body?.items)) throw mismatch('a list of payments')
      const captured: DoorProviderPayment[] = []
      for (const item of body.items as PaymentEntity[]) {
        if (typeof item?.id !== 'string' || typeof item.amount !== 'number' || !Number.isInteger(item.amount)) throw mismatch('a payment')
        if (item.status === 'captured') captured.push({ id: item.id, amountPaise: item.amount, method: methodOf(item.method) })
      }
      return captured
    },

    async createLink({ amountPaise, referenceId, phone, description, expireBy, callbackUrl, notes }) {
      const { response, body } = await post<LinkEntity>('/v1/payment_links', {
        amount: amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: referenceId,
        description,
        customer: { contact: `+91${phone}` },
        // The owner gets this app's own SMS with the link.
        notify: { sms: false, email: false },
        reminder_enable: false,
        expire_by: seconds(expireBy),
        notes,
        ...(callbackUrl ? { callback_url: callbackUrl, callback_method: 'get' } : {}),
      })
      if (!response.ok) throw razorpayRefusal('the payment link', response, body)
      if (typeof body?.id !== 'string' || body.amount !== amountPaise || body.reference_id !== referenceId || typeof body.short_url !== 'string' || !body.short_url.startsWith('https://')) {
        throw mismatch('a payment link')
      }
      return { id: body.id, amountPaise, url: body.short_url }
    },

    cancelLink: (id) => closing('cancelling the payment link', path('/v1/payment_links/:id/cancel', id), id, 'cancelled'),

    async linkPayments(id) {
      const { response, body } = await get<LinkEntity>(path('/v1/payment_links/:id', id))
      if (!response.ok) throw razorpayRefusal('the payment link', response, body)
      if (body?.id !== id || (body.payments !== null && body.payments !== undefined && !Array.isArray(body.payments))) throw mismatch('a payment link')
      const captured: DoorProviderPayment[] = []
      for (const item of (body.payments ?? []) as LinkPayment[]) {
        if (typeof item?.payment_id !== 'string' || typeof item.amount !== 'number' || !Number.isInteger(item.amount)) throw mismatch('a payment')
        if (item.status === 'captured') captured.push({ id: item.payment_id, amountPaise: item.amount, method: methodOf(item.method) })
      }
      return captured
    },
  }
}
