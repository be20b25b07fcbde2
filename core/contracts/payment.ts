import { z } from 'zod'
import { ReferralCode } from './membership.ts'
import { UserText } from './text.ts'

const rupees = z.number({ error: 'must be a number' }).finite().nonnegative()

/** One cart line as the client sends it; the server reprices it from its catalogue by id. */
export const PaymentServiceLine = z.object({
  id: UserText().trim().min(1, 'is required').max(100),
  title: UserText().max(200).optional(),
  price: rupees.optional(),
  discountedPrice: rupees.optional(),
  quantity: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(20),
})
export type PaymentServiceLine = z.infer<typeof PaymentServiceLine>

/** Appointment details given to payment (spec section 3); 'Gold Membership' with a planId marks a membership purchase. */
export const PaymentAppointmentDetails = z.object({
  petOwnerName: UserText().trim().max(100).optional(),
  appointmentType: UserText().trim().max(50).optional(),
  planId: UserText().trim().max(50).optional(),
})
export type PaymentAppointmentDetails = z.infer<typeof PaymentAppointmentDetails>

export const CreateOrderBody = z.object({
  amount: z.number({ error: 'must be a number' }).finite().positive('must be more than zero'),
  currency: z.literal('INR', { error: 'must be INR' }),
  services: z.array(PaymentServiceLine).max(50),
  appointmentDetails: PaymentAppointmentDetails.optional(),
  /** 'membership' with a planId buys a plan (the same as appointmentType 'Gold Membership'). */
  flowType: z.enum(['cart', 'membership'], { error: 'must be cart or membership' }).optional(),
  planId: UserText().trim().max(50).optional(),
  /** A member's code: the friend's first term costs less, and the member gains a credit once paid. */
  referralCode: ReferralCode.optional(),
})
export type CreateOrderBody = z.infer<typeof CreateOrderBody>

export const CreateOrderResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Rupees. */
    amount: z.number(),
    currency: z.literal('INR'),
    order_id: z.string(),
    /** The provider's public key id the checkout needs. */
    key_id: z.string(),
  }),
})
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>

export const VerifyPaymentBody = z.object({
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'is not a payment id'),
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'is not an order id'),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/, 'is not a signature'),
  services: z.array(z.unknown()).max(50).optional(),
  appointmentDetails: PaymentAppointmentDetails.optional(),
})
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>

export const VerifyPaymentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    paymentId: z.string(),
    orderId: z.string(),
    /** Rupees. */
    amount: z.number(),
    flowType: z.enum(['cart', 'membership']),
    planId: z.string().nullable(),
  }),
})
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>

/** What the browser needs to open the checkout: the script's address and the theme. */
export const PaymentConfigResponse = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  checkoutScriptUrl: z.string(),
})
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponse>

/** A line of an unbooked payment, as the cart holds it (rupees). */
export const UnbookedLine = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  quantity: z.number().int(),
})

/** A payment for services the owner has not booked yet (GET /api/payment/unbooked). */
export const UnbookedPaymentDto = z.object({
  paymentId: z.string(),
  items: z.array(UnbookedLine),
  /** Rupees. */
  amount: z.number(),
  paidAt: z.string(),
  /** When it is refunded in full unless booked before. */
  refundAt: z.string(),
})
export type UnbookedPaymentDto = z.infer<typeof UnbookedPaymentDto>

export const UnbookedPaymentsResponse = z.object({ payments: z.array(UnbookedPaymentDto) })
export type UnbookedPaymentsResponse = z.infer<typeof UnbookedPaymentsResponse>

/** The owner asked for the refund of an unbooked payment. */
export const UnbookedRefundResponse = z.object({ refund: z.object({ paymentId: z.string(), amount: z.number(), status: z.literal('started') }) })
export type UnbookedRefundResponse = z.infer<typeof UnbookedRefundResponse>
