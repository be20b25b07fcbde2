import {
  type CreateOrderBody,
  CreateOrderResponse,
  PaymentConfigResponse,
  UnbookedPaymentsResponse,
  UnbookedRefundResponse,
  type VerifyPaymentBody,
  VerifyPaymentResponse,
} from '../../../core/contracts/payment.ts'
import { callApi } from '../../lib/api-client.ts'

export function fetchPaymentConfig() {
  return callApi('GET', '/api/payment/config', PaymentConfigResponse)
}

/** One key per press of Pay Now: a retry of the same press cannot create a second order. */
export function createOrder(body: CreateOrderBody, idempotencyKey: string) {
  return callApi('POST', '/api/payment/create-order', CreateOrderResponse, body, { 'Idempotency-Key': idempotencyKey })
}

export function verifyPayment(body: VerifyPaymentBody) {
  return callApi('POST', '/api/payment/verify-payment', VerifyPaymentResponse, body)
}

/** The signed-in owner's payments for services not booked yet. */
export function fetchUnbookedPayments() {
  return callApi('GET', '/api/payment/unbooked', UnbookedPaymentsResponse)
}

/** The owner asks for the refund of one of them now. */
export function refundUnbookedPayment(paymentId: string) {
  return callApi('POST', `/api/payment/unbooked/${encodeURIComponent(paymentId)}/refund`, UnbookedRefundResponse)
}
