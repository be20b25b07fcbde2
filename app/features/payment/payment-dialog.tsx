import { CreditCard } from '../../components/ui/icons.tsx'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useTranslations } from 'use-intl'
import { PAYMENT_SUCCESS_KEY } from '../../../core/cart/cart.ts'
import type { PaymentAppointmentDetails } from '../../../core/contracts/payment.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { closingForNavigation } from '../../components/ui/dialog-history.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { useLoadingOverlay } from '../../lib/loading-overlay.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { type PaymentResult, usePaymentFlow } from './use-payment-flow.ts'

export type PaymentLine = { id: string; title: string; price: number; discountedPrice: number; quantity: number }

export type PaymentDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  services: readonly PaymentLine[]
  /** Rupees. */
  total: number
  appointmentDetails?: PaymentAppointmentDetails
  /** Replaces the default of going to /payment/success. */
  onSuccess?: (result: PaymentResult) => void
  /** A Gold Membership purchase: the plan, and a member's referral code if one was given. */
  membership?: { planId: string; referralCode?: string }
}

/** Keeps the spec's session entry (amount, paymentId, method) that the booking and the cart read. */
function rememberPaymentSuccess(result: PaymentResult): void {
  try {
    window.sessionStorage.setItem(PAYMENT_SUCCESS_KEY, JSON.stringify({ amount: result.amount, paymentId: result.paymentId, method: 'online' }))
  } catch {
    // Without session storage the booking simply does not see the flag.
  }
}

/** 'Complete Payment' (spec section 2): the summary, then the provider's checkout. */
export function PaymentDialog({ open, onOpenChange, services, total, appointmentDetails, onSuccess, membership }: PaymentDialogProps) {
  const navigate = useNavigate()
  const successPath = useLocalPath()('/payment/success')
  const t = useTranslations('payment')
  const overlay = useLoadingOverlay()

  const succeed = useCallback(
    (result: PaymentResult) => {
      // The session entry speaks for a cart's payment; a membership is read from the server.
      if (result.flowType === 'cart') rememberPaymentSuccess(result)
      if (!onSuccess) closingForNavigation()
      onOpenChange(false)
      if (onSuccess) onSuccess(result)
      else void navigate(successPath)
    },
    [navigate, successPath, onOpenChange, onSuccess],
  )
  const flow = usePaymentFlow(succeed)

  // While the verification runs, the page shows the full-screen 'Loading...'.
  useEffect(() => {
    if (flow.stage !== 'verifying') return
    overlay.start()
    return overlay.stop
  }, [flow.stage, overlay])

  const pay = () =>
    void flow.pay({
      amount: total,
      services: services.map(({ id, title, price, discountedPrice, quantity }) => ({ id, title, price, discountedPrice, quantity })),
      appointmentDetails,
      membership,
    })

  // The provider's checkout takes the screen while it is open; this dialog steps aside meanwhile.
  const visible = open && flow.stage !== 'checkout' && flow.stage !== 'verifying'

  // Each opening starts from rest, whatever the last payment ended in.
  const { reset } = flow
  useEffect(() => {
    if (open) reset()
  }, [open, reset])

  return (
    <Dialog open={visible} onOpenChange={(next) => !flow.busy && onOpenChange(next)}>
      {/*
        Clicks and focus outside do not dismiss it: the provider's checkout sits outside this dialog,
        and closing the checkout must bring the summary back. Escape and the close button still do.
      */}
      <DialogContent widthClass="max-w-md" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>

        <section aria-labelledby="payment-summary-title" className="mt-5 rounded-2xl border border-line bg-surface p-4">
          <h3 id="payment-summary-title" className="text-base font-semibold text-ink">
            {t('summary')}
          </h3>
          {services.length === 0 ? (
            <p className="mt-3 text-sm text-ink-muted">{t('noServices')}</p>
          ) : (
            <ul className="mt-3 space-y-2.5" data-testid="payment-lines">
              {services.map((line) => (
                <li key={line.id} className="flex items-start justify-between gap-4 text-sm">
                  <span className="text-ink">
                    <span lang="en" translate="no">
                      {line.title}
                    </span>{' '}
                    × {line.quantity}
                  </span>
                  <span className="shrink-0 font-semibold text-ink">{formatRupees(line.discountedPrice * line.quantity)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <span className="font-semibold text-ink">{t('total')}</span>
            <span className="text-xl font-bold text-ink" data-testid="payment-total">
              {formatRupees(total)}
            </span>
          </div>
        </section>

        <Button size="lg" className="mt-6 w-full" disabled={flow.busy || services.length === 0} onClick={pay}>
          {flow.busy ? <Spinner /> : <CreditCard aria-hidden="true" className="size-5" />}
          {t('payNow')}
        </Button>
        <p className="mt-3 text-center text-xs text-ink-muted">{t('secure')}</p>
      </DialogContent>
    </Dialog>
  )
}
