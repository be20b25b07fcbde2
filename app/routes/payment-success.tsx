import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, CheckCircle2, ListChecks } from '../components/ui/icons.tsx'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ORDER_CONFIRMED_TOAST } from '../../core/payment/messages.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { Button, buttonClass } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { toast } from '../components/ui/toast-store.ts'
import { fetchAppointment } from '../features/booking/booking-api.ts'
import { useCart } from '../features/cart/cart-provider.tsx'
import { useBusiness } from '../lib/business.ts'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { formatRupees } from '../lib/rupees.ts'
import { appointmentKeys } from '../lib/query-keys/appointment-keys.ts'
import { formatShortDateTime } from '../../core/dates.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/payment-success.ts'

export function loader() {
  const page = findSitePage('/payment/success')
  return { title: page?.title ?? 'Payment Successful', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

const NOT_FOUND_TEXT = 'We could not find a payment for this booking. Your appointments and their payments are all listed in My Appointments.'

function PaidHeading() {
  return (
    <>
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">Payment successful</h1>
      <p className="mt-3 text-ink-muted">Thank you. Your payment is confirmed. Keep the payment ID below for any question about it.</p>
    </>
  )
}

/** An unknown id, an unpaid booking or no id at all: only that no payment was found, never 'successful'. */
function PaymentNotFound() {
  return (
    <>
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink">Payment not found</h1>
      <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted" data-testid="payment-not-found">
        {NOT_FOUND_TEXT}
      </p>
    </>
  )
}

/** The payment of one booking, as the server records it: never a figure kept in the browser. */
function BookingPayment({ id, userId }: { id: string; userId: string }) {
  // Under the signed-in person's scope, so a sign-out drops it with the rest of their data.
  const query = useQuery({ queryKey: appointmentKeys.detail(userId, id), queryFn: () => fetchAppointment(id), enabled: id !== '' })
  const appointment = query.data?.appointment
  const paid = appointment !== undefined && appointment.paymentId !== null && appointment.paidAmount > 0

  useEffect(() => {
    if (paid) toast(ORDER_CONFIRMED_TOAST)
  }, [paid])

  if (id && query.isPending) {
    return (
      <div className="mt-6 flex justify-center text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    )
  }
  if (!appointment || !paid) return <PaymentNotFound />
  return (
    <>
    <PaidHeading />
    <dl className="mt-6 space-y-2 rounded-2xl bg-surface p-4 text-left text-sm" data-testid="payment-details">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Amount paid</dt>
        <dd className="font-semibold text-ink">{formatRupees(appointment.paidAmount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Payment ID</dt>
        <dd className="font-mono text-ink break-all">{appointment.paymentId}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Method</dt>
        <dd className="text-ink">Online (UPI / Google Pay)</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Booking</dt>
        <dd className="text-ink">
          <Link to={`/appointment/success?id=${encodeURIComponent(appointment.id)}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {appointment.petName}&apos;s visit, {formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime)}
          </Link>
        </dd>
      </div>
    </dl>
    </>
  )
}

/** Where a paid booking lands: its payment as the server has it, then the appointments list. */
export default function PaymentSuccessPage() {
  const business = useBusiness()
  const cart = useCart()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  // Services paid for but not booked yet still sit in the cart, settled.
  const needsBooking = cart.items.length > 0 && cart.amountDue === 0

  return (
    <section className="px-4 py-14 sm:py-20">
      <div className="card mx-auto max-w-lg p-6 text-center sm:p-8">
        {id ? (
          <SignInRequired reason="Sign in to see the payment of your booking.">{(userId) => <BookingPayment id={id} userId={userId} />}</SignInRequired>
        ) : (
          <PaymentNotFound />
        )}
        <div className="mt-7 flex flex-col gap-3">
          {needsBooking ? (
            <Button size="lg" className="w-full" onClick={openAppointmentModal}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              Book a time for your visit
            </Button>
          ) : null}
          <Link to="/appointments" className={buttonClass({ variant: needsBooking ? 'outline' : 'primary', size: 'lg', className: 'w-full' })}>
            <ListChecks aria-hidden="true" className="size-5" />
            My appointments
          </Link>
          <Link to="/" className="font-semibold text-brand-800 underline underline-offset-4">
            Back to home
          </Link>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          Questions about this payment? Call {business.phone} or write to {business.email}.
        </p>
      </div>
    </section>
  )
}
