import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarPlus, CheckCircle2 } from '../components/ui/icons.tsx'
import { useEffect, useMemo } from 'react'
import { useTranslations } from 'use-intl'
import { useLanguage } from '../lib/i18n.tsx'
import type { UnbookedPaymentDto } from '../../core/contracts/payment.ts'
import { formatShortDate, formatShortDateWithYear } from '../../core/dates.ts'
import { Button } from '../components/ui/button.tsx'
import { toast } from '../components/ui/toast-store.ts'
import { paymentKeys } from '../lib/query-keys/payment-keys.ts'
import { formatRupees } from '../lib/rupees.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { useCart } from '../features/cart/cart-provider.tsx'
import { fetchUnbookedPayments, refundUnbookedPayment } from '../features/payment/payment-api.ts'
import { QueryScope } from '../lib/query-scope.tsx'

/** The signed-in owner's unbooked payments, as the server has them (any device). */
export function useUnbookedPayments() {
  const auth = useAuth()
  const userId = auth.isAuthenticated ? auth.userId : null
  return useQuery({ queryKey: paymentKeys.unbooked(userId ?? ''), queryFn: fetchUnbookedPayments, enabled: userId !== null, staleTime: 0 })
}

/**
 * 'Paid, not yet booked: Book a time' (decision 0067): each payment of the account not used by a
 * booking, with the day it is refunded unless booked. Book a time makes it the cart and opens the
 * booking; on the account page the owner can also ask for the refund now.
 */
export function UnbookedPayments(props: UnbookedPaymentsProps) {
  return (
    <QueryScope>
      <UnbookedPaymentsList {...props} />
    </QueryScope>
  )
}

type UnbookedPaymentsProps = { place: 'account' | 'cart'; onBook?: () => void }

function UnbookedPaymentsList({ place, onBook }: UnbookedPaymentsProps) {
  const auth = useAuth()
  const cart = useCart()
  const t = useTranslations('cart.unbooked')
  const language = useLanguage()
  const queryClient = useQueryClient()
  const unbooked = useUnbookedPayments()
  const payments = useMemo(() => unbooked.data?.payments ?? [], [unbooked.data])
  const { paymentStatus, clearCart } = cart
  const cartPaymentId = paymentStatus.isCompleted && paymentStatus.flowType === 'cart' ? paymentStatus.paymentId : null
  const cartPaidAt = cartPaymentId ? paymentStatus.timestamp : null

  // A paid cart whose payment the server no longer holds unbooked (booked elsewhere, refunded) is
  // stale. Only a list fetched after the payment can say so: one fetched while it was being
  // verified does not have it yet, and must not empty a cart just paid.
  useEffect(() => {
    const fresh = cartPaidAt !== null && unbooked.dataUpdatedAt > cartPaidAt
    if (unbooked.isSuccess && fresh && cartPaymentId && !payments.some((payment) => payment.paymentId === cartPaymentId)) clearCart()
  }, [unbooked.isSuccess, unbooked.dataUpdatedAt, payments, cartPaymentId, cartPaidAt, clearCart])

  const refund = useMutation({
    mutationFn: refundUnbookedPayment,
    onSuccess: async (answer) => {
      if (answer.refund.paymentId === cartPaymentId) clearCart()
      await queryClient.invalidateQueries({ queryKey: paymentKeys.unbooked(auth.userId ?? '') })
      toast({ title: t('refundStarted'), description: t('refundStartedText', { amount: formatRupees(answer.refund.amount) }) })
    },
    onError: (error: Error) => toast({ variant: 'destructive', title: t('refundFailed'), description: error.message }),
  })

  const book = (payment: UnbookedPaymentDto) => {
    cart.takePaid(payment.items, { amount: payment.amount, paymentId: payment.paymentId, method: 'online', timestamp: Date.parse(payment.paidAt), flowType: 'cart', ownerId: auth.userId })
    onBook?.()
    openAppointmentModal()
  }

  // The cart already shows the payment it holds.
  const shown = place === 'cart' ? payments.filter((payment) => payment.paymentId !== cartPaymentId) : payments
  if (shown.length === 0) return null
  return (
    <section aria-labelledby={`unbooked-${place}`} className="rounded-2xl border border-brand-200 bg-brand-50 p-4" data-testid="unbooked-payments">
      <h2 id={`unbooked-${place}`} className="flex items-center gap-2 font-display text-lg font-semibold text-brand-900">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        {t('title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {shown.map((payment) => (
          <li key={payment.paymentId} className="rounded-xl bg-white p-3.5">
            <p className="font-semibold leading-snug text-ink" lang="en" translate="no">
              {payment.items.map((item) => (item.quantity > 1 ? `${item.title} × ${item.quantity}` : item.title)).join(', ')}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {t('paidOn', {
                amount: formatRupees(payment.amount),
                paidOn: formatShortDateWithYear(payment.paidAt, language),
                refundOn: formatShortDate(payment.refundAt, language),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => book(payment)}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t('book')}
              </Button>
              {place === 'account' ? (
                <Button size="sm" variant="outline" disabled={refund.isPending} onClick={() => refund.mutate(payment.paymentId)}>
                  {t('refund')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
