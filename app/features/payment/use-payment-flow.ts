import { useCallback, useRef, useState } from 'react'
import { BRAND } from '../../../core/brand.ts'
import type { PaymentAppointmentDetails, PaymentServiceLine, VerifyPaymentResponse } from '../../../core/contracts/payment.ts'
import {
  FAILED_TO_CREATE_ORDER,
  PAYMENT_CHECKOUT_DESCRIPTION,
  PAYMENT_THEME_COLOR,
  VERIFICATION_FAILED_TOAST,
  paymentSuccessToast,
  providerFailureToast,
  orderRefusedToast,
  startFailureToast,
} from '../../../core/payment/messages.ts'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { type CheckoutSuccess, loadCheckoutScript } from './checkout-script.ts'
import { createOrder, fetchPaymentConfig, verifyPayment } from './payment-api.ts'
import { type PaymentEvent, type PaymentStage, isBusy, paymentReducer } from './payment-machine.ts'

export type { PaymentStage }

export type PaymentResult = VerifyPaymentResponse['data']

export type PaymentRequest = {
  services: PaymentServiceLine[]
  /** Rupees: what the visitor sees and agrees to; the server prices it again and refuses a mismatch. */
  amount: number
  appointmentDetails?: PaymentAppointmentDetails
  /** A Gold Membership purchase: the plan, and a member's referral code if one was given. */
  membership?: { planId: string; referralCode?: string }
}

const amountText = (rupees: number) => rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * The payment flow of spec section 4: create the order, open the provider's checkout, verify the
 * signed result on the server. Every failure ends in the spec's toast with the busy state cleared.
 */
export function usePaymentFlow(onSuccess: (result: PaymentResult) => void) {
  const [stage, setStage] = useState<PaymentStage>('idle')
  // The ref answers at once, so a double press cannot start two orders before React re-renders.
  const stageRef = useRef<PaymentStage>('idle')
  const send = useCallback((event: PaymentEvent) => {
    const next = paymentReducer(stageRef.current, event)
    stageRef.current = next
    setStage(next)
    return next
  }, [])

  const pay = useCallback(
    async (request: PaymentRequest) => {
      if (isBusy(stageRef.current)) return
      send({ type: 'start' })
      let order
      let Checkout
      try {
        const config = await fetchPaymentConfig()
        Checkout = await loadCheckoutScript(config.checkoutScriptUrl)
        order = await createOrder(
          {
            amount: request.amount,
            currency: 'INR',
            services: request.services,
            appointmentDetails: request.appointmentDetails,
            ...(request.membership ? { flowType: 'membership' as const, ...request.membership } : {}),
          },
          newKey(),
        )
        if (!order.success) throw new Error(FAILED_TO_CREATE_ORDER)
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) toast(orderRefusedToast(error.message))
        else toast(startFailureToast(error instanceof Error ? error.message : null))
        send({ type: 'orderFailed' })
        return
      }

      const verify = async (response: CheckoutSuccess) => {
        if (send({ type: 'checkoutPaid' }) !== 'verifying') return
        try {
          const verified = await verifyPayment({ ...response, services: request.services, appointmentDetails: request.appointmentDetails })
          if (!verified.success) throw new Error('Payment verification failed')
          send({ type: 'verified' })
          toast(paymentSuccessToast(amountText(verified.data.amount)))
          onSuccess(verified.data)
        } catch {
          toast(VERIFICATION_FAILED_TOAST)
          send({ type: 'verifyFailed' })
        }
      }

      send({ type: 'orderCreated' })
      const checkout = new Checkout({
        key: order.data.key_id,
        amount: Math.round(order.data.amount * 100),
        currency: 'INR',
        name: BRAND,
        description: PAYMENT_CHECKOUT_DESCRIPTION,
        order_id: order.data.order_id,
        handler: (response) => void verify(response),
        // Only the owner's name is prefilled (spec section 9).
        prefill: { name: request.appointmentDetails?.petOwnerName ?? '', email: '', contact: '' },
        theme: { color: PAYMENT_THEME_COLOR },
        modal: { ondismiss: () => send({ type: 'checkoutClosed' }) },
      })
      // The checkout stays open after a failed attempt, for another try; closing it ends the flow.
      checkout.on('payment.failed', (response) => {
        toast(providerFailureToast(response.error?.description))
      })
      checkout.open()
    },
    [send, onSuccess],
  )

  const reset = useCallback(() => send({ type: 'reset' }), [send])
  return { stage, busy: isBusy(stage), pay, reset }
}
