import { createElement, Fragment, useCallback, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { BRAND } from '../../../core/brand.ts'
import type { PaymentAppointmentDetails, PaymentServiceLine, VerifyPaymentResponse } from '../../../core/contracts/payment.ts'
import {
  FAILED_TO_CREATE_ORDER,
  PAYMENT_CHECKOUT_DESCRIPTION,
  PAYMENT_THEME_COLOR,
  type PaymentToast,
  VERIFICATION_FAILED_TOAST,
  paymentSuccessToast,
  providerFailureToast,
  orderRefusedToast,
  startFailureToast,
} from '../../../core/payment/messages.ts'
import { type ToastInput, toast } from '../../components/ui/toast-store.ts'
import { useLanguage } from '../../lib/i18n.tsx'
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

type PaymentToastText = ReturnType<typeof useTranslations<'payment.toasts'>>

const TITLES: Record<string, 'success' | 'failed' | 'verificationFailed'> = {
  [paymentSuccessToast('').title]: 'success',
  [startFailureToast(null).title]: 'failed',
  [VERIFICATION_FAILED_TOAST.title]: 'verificationFailed',
}

const DESCRIPTIONS: Record<string, 'unableText' | 'notConfigured' | 'unavailable' | 'verificationFailedText'> = {
  [startFailureToast(null).description]: 'unableText',
  [startFailureToast('domain').description]: 'notConfigured',
  [providerFailureToast('domain').description]: 'unavailable',
  [VERIFICATION_FAILED_TOAST.description]: 'verificationFailedText',
}

/** 'Payment failed: <reason>' with the provider's or the server's reason kept in English, marked so. */
function withEnglishReason(t: PaymentToastText, reason: string): React.ReactNode {
  const [before = '', after = ''] = t('failedText', { reason: '\u0000' }).split('\u0000')
  return createElement(Fragment, null, before, createElement('span', { lang: 'en' }, reason), after)
}

/**
 * A payment toast of core (the spec's English words) in the page's language: English pages show
 * core's toast as it is; a Hindi page the payment messages, with a reason given in English kept so.
 */
function inLanguage(paymentToast: PaymentToast, t: PaymentToastText, hindi: boolean): ToastInput {
  if (!hindi) return paymentToast
  const title = TITLES[paymentToast.title]
  const known = DESCRIPTIONS[paymentToast.description]
  const paid = /^Payment of ₹(.+) completed successfully\.$/.exec(paymentToast.description)
  const failed = /^Payment failed: ([\s\S]*)$/.exec(paymentToast.description)
  const description = known
    ? t(known)
    : paid
      ? t('successText', { amount: paid[1] ?? '' })
      : failed && failed[1] !== 'Unknown error'
        ? withEnglishReason(t, failed[1] ?? '')
        : title === 'failed' && !failed
          ? withEnglishReason(t, paymentToast.description)
          : t('unableText')
  return { variant: paymentToast.variant, title: title ? t(title) : paymentToast.title, description }
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * The payment flow of spec section 4: create the order, open the provider's checkout, verify the
 * signed result on the server. Every failure ends in the spec's toast with the busy state cleared.
 */
export function usePaymentFlow(onSuccess: (result: PaymentResult) => void) {
  const [stage, setStage] = useState<PaymentStage>('idle')
  const t = useTranslations('payment.toasts')
  const hindi = useLanguage() === 'hi'
  const show = useCallback((paymentToast: PaymentToast) => toast(inLanguage(paymentToast, t, hindi)), [t, hindi])
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
        if (error instanceof ApiError && error.status === 400) show(orderRefusedToast(error.message))
        else show(startFailureToast(error instanceof Error ? error.message : null))
        send({ type: 'orderFailed' })
        return
      }

      const verify = async (response: CheckoutSuccess) => {
        if (send({ type: 'checkoutPaid' }) !== 'verifying') return
        try {
          const verified = await verifyPayment({ ...response, services: request.services, appointmentDetails: request.appointmentDetails })
          if (!verified.success) throw new Error('Payment verification failed')
          send({ type: 'verified' })
          show(paymentSuccessToast(amountText(verified.data.amount)))
          onSuccess(verified.data)
        } catch {
          show(VERIFICATION_FAILED_TOAST)
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
        show(providerFailureToast(response.error?.description))
      })
      checkout.open()
    },
    [send, onSuccess, show],
  )

  const reset = useCallback(() => send({ type: 'reset' }), [send])
  return { stage, busy: isBusy(stage), pay, reset }
}
