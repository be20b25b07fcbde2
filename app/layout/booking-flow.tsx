import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate, useRouteLoaderData } from 'react-router'
import { useTranslations } from 'use-intl'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { BookingWizard, type BookingWizardProps } from '../features/booking/booking-wizard.tsx'
import { useCart } from '../features/cart/cart-provider.tsx'
import { takePaymentSuccess } from '../features/cart/cart-storage.ts'
import { fetchMembership } from '../features/membership/membership-api.ts'
import { membershipKeys } from '../lib/query-keys/membership-keys.ts'
import type { RootData } from '../lib/head.ts'
import { openAuthModal } from '../lib/window-events.ts'
import { useLocalPath } from '../lib/i18n.tsx'

/**
 * The booking wizard composed with the signed-in person and the cart, for the dialog and the
 * booking page alike. After a booking the cart and its payment status are cleared and the
 * person goes to the booking's page, or to /payment/success after an online payment. The
 * session's payment flag is taken (read and removed) here, so it speaks for this booking only.
 */
export function BookingFlow({ onClose, petId, initial }: { onClose: (reason?: 'booked') => void; petId?: string; initial?: BookingWizardProps['initial'] }) {
  const auth = useAuth()
  const cart = useCart()
  const navigate = useNavigate()
  const t = useTranslations('booking')
  const localPath = useLocalPath()
  const rootData = useRouteLoaderData<RootData>('root')
  const locationLookup = rootData?.locationLookup ?? false
  const account =
    auth.isAuthenticated && auth.phoneNumber && auth.userId
      ? { phoneNumber: auth.phoneNumber, displayName: auth.displayName ?? '', userId: auth.userId }
      : null
  const payment = cart.paymentStatus
  // A member's benefits come from the server, which prices the booking with them again.
  const membership = useQuery({
    queryKey: membershipKeys.status(account?.userId ?? ''),
    queryFn: fetchMembership,
    enabled: account !== null,
    staleTime: 0,
  })
  const benefits = membership.data?.benefits ?? null
  const bookedPaymentId = payment.isCompleted ? payment.paymentId : null

  const { clearCart, clearPaymentStatus } = cart
  const refetchMembership = membership.refetch
  const booked = useCallback(
    (appointmentId: string) => {
      // The session's flag is spent with this booking; a payment taken from the account has none.
      if (typeof window !== 'undefined') takePaymentSuccess(window.sessionStorage)
      const paidOnline = bookedPaymentId !== null
      clearCart()
      clearPaymentStatus()
      // A covered visit used one of the free visits.
      void refetchMembership()
      onClose('booked')
      const id = encodeURIComponent(appointmentId)
      void navigate(localPath(paidOnline ? `/payment/success?id=${id}` : `/appointment/success?id=${id}`))
    },
    [clearCart, clearPaymentStatus, onClose, navigate, bookedPaymentId, refetchMembership, localPath],
  )

  // Until the browser knows whether someone is signed in, the wizard cannot tell where to start,
  // unless the request had no session cookie: then the visitor is signed out and the first step
  // is rendered on the server too. The placeholder holds about that step's height, so the page
  // below does not jump when the step replaces it.
  if (auth.isLoading && !auth.isAuthenticated && rootData?.sessionCookie !== false) {
    return (
      <div className="flex min-h-[28rem] items-center justify-center py-12 text-brand-700 sm:min-h-[25rem]" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
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
        paymentId: bookedPaymentId,
      }}
      memberBenefits={
        benefits
          ? {
              freeHomeVisitsLeft: benefits.freeHomeVisitsLeft,
              serviceDiscountPercent: benefits.serviceDiscountPercent,
              freeVideoConsults: benefits.freeVideoConsults,
              prioritySlots: benefits.prioritySlots,
            }
          : null
      }
      onCancel={() => onClose()}
      locationLookup={locationLookup}
      onBooked={booked}
      {...(petId ? { petId } : {})}
      initial={initial}
    />
  )
}
