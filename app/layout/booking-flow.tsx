import { useCallback } from 'react'
import { useNavigate, useRouteLoaderData } from 'react-router'
import { PAYMENT_SUCCESS_KEY } from '../../core/cart/cart.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { BookingWizard } from '../features/booking/booking-wizard.tsx'
import { useCart } from '../features/cart/cart-provider.tsx'
import type { RootData } from '../lib/head.ts'
import { openAuthModal } from '../lib/window-events.ts'

function paymentJustMade(): boolean {
  try {
    return window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY) !== null
  } catch {
    return false
  }
}

/**
 * The booking wizard composed with the signed-in person and the cart, for the dialog and the
 * booking page alike. After a booking the cart and its payment status are cleared and the
 * person goes to the booking's page, or to /payment/success after an online payment.
 */
export function BookingFlow({ onClose }: { onClose: (reason?: 'booked') => void }) {
  const auth = useAuth()
  const cart = useCart()
  const navigate = useNavigate()
  const locationLookup = useRouteLoaderData<RootData>('root')?.locationLookup ?? false
  const account =
    auth.isAuthenticated && auth.phoneNumber && auth.userId
      ? { phoneNumber: auth.phoneNumber, displayName: auth.displayName ?? '', userId: auth.userId }
      : null
  const payment = cart.paymentStatus

  const { clearCart, clearPaymentStatus } = cart
  const booked = useCallback(
    (appointmentId: string) => {
      const paidOnline = paymentJustMade()
      clearCart()
      clearPaymentStatus()
      onClose('booked')
      void navigate(paidOnline ? '/payment/success' : `/appointment/success?id=${encodeURIComponent(appointmentId)}`)
    },
    [clearCart, clearPaymentStatus, onClose, navigate],
  )

  // Until the browser knows whether someone is signed in, the wizard cannot tell where to start.
  if (auth.isLoading && !auth.isAuthenticated) {
    return (
      <div className="flex justify-center py-12 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    )
  }

  return (
    <BookingWizard
      account={account}
      onVerifyPhone={() => openAuthModal({ title: 'Verify your phone to book', redirectTo: null })}
      cart={{
        items: cart.items,
        amountDue: cart.amountDue,
        paymentId: payment.isCompleted ? payment.paymentId : null,
        membershipCovered: payment.isCompleted && payment.flowType === 'membership' && payment.planId !== null,
      }}
      onCancel={() => onClose()}
      locationLookup={locationLookup}
      onBooked={booked}
    />
  )
}
