import { z } from 'zod'

/**
 * The provider's signed webhook events (Razorpay's shape), read with contracts before anything
 * reaches the database: a signature proves who sent an event, not that its fields fit our columns.
 * An event that does not parse is parked for the admins, never answered 500 (security review F8).
 */

/** A provider id such as `pay_HMtDKn3TnF4D8x`, `order_…`, `qr_…`, `plink_…`, `rfnd_…`. */
export const ProviderEntityId = z.string({ error: 'must be a string' }).regex(/^[A-Za-z]{1,10}_[A-Za-z0-9]{1,40}$/, 'is not a provider id')

/** The most one payment may carry here: the largest amount a paise column holds (₹2,14,74,836.47). */
export const MAX_WEBHOOK_PAISE = 2_147_483_647

/** An amount in paise: a whole number above zero that fits the paise columns. */
export const WebhookPaise = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of paise')
  .positive('must be more than zero')
  .max(MAX_WEBHOOK_PAISE, 'is larger than any payment')

/** How the payment was made (upi, card…): kept when it reads as a word, dropped otherwise (it never blocks the money). */
const PaymentMethod = z
  .string()
  .regex(/^[a-z_]{1,40}$/)
  .nullish()
  .catch(null)

/** What every event has: its name. The payload is read by the event's own contract. */
export const WebhookEnvelope = z.object({
  event: z.string({ error: 'must be a string' }).regex(/^[a-z][a-z_.]{0,59}$/, 'is not an event name'),
  payload: z.unknown().optional(),
})

const entity = <Shape extends z.ZodType>(shape: Shape) => z.object({ entity: shape })

/** `payment.captured` and `order.paid`: a checkout payment of one of our orders. */
export const OrderPaymentPayload = z.object({
  payment: entity(z.object({ id: ProviderEntityId, order_id: ProviderEntityId, amount: WebhookPaise, method: PaymentMethod })),
})

const DoorPayment = entity(z.object({ id: ProviderEntityId, amount: WebhookPaise, method: PaymentMethod }))

/** `qr_code.credited`: a payment at the door by a visit's UPI QR code. */
export const QrCodePaymentPayload = z.object({ qr_code: entity(z.object({ id: ProviderEntityId })), payment: DoorPayment })

/** `payment_link.paid`: a payment of a visit's payment link. */
export const PaymentLinkPaymentPayload = z.object({ payment_link: entity(z.object({ id: ProviderEntityId })), payment: DoorPayment })

/** `refund.processed` and `refund.failed`: our receipt is the refund's own id when we made it. */
export const RefundPayload = z.object({
  refund: entity(z.object({ id: ProviderEntityId, receipt: z.string().max(100).nullish().catch(null) })),
})
