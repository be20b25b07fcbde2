import {
  type CreateOrderBody,
  CreateOrderResponse,
  PaymentConfigResponse,
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
