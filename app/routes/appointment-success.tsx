import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, CheckCircle2, ListChecks, CircleAlert } from '../components/ui/icons.tsx'
import { Link, useSearchParams } from 'react-router'
import type { AppointmentDto } from '../../core/contracts/booking.ts'
import { PET_TYPE_LABELS, SERVICE_TYPE_LABELS, VISIT_TYPE_LABELS } from '../../core/booking/options.ts'
import { paymentLine } from '../../core/booking/pricing.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { ReceiptLinks, billText, placeOf } from '../features/booking/appointment-card.tsx'
import { bookingOutcome } from '../features/booking/booking-outcome.ts'
import { calendarFileUrl, fetchAppointment } from '../features/booking/booking-api.ts'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { appointmentKeys } from '../lib/query-keys/appointment-keys.ts'
import { formatRupees } from '../lib/rupees.ts'
import type { Route } from './+types/appointment-success.ts'
import { formatLongDateTime } from '../../core/dates.ts'
import { useBusiness } from '../lib/business.ts'

export function loader() {
  const page = findSitePage('/appointment/success')
  return { title: page?.title ?? 'Appointment Confirmed', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

const NOT_FOUND_TEXT = 'It may belong to another account, or the link may be incomplete. All your bookings are listed in My Appointments.'

function BookingNotFound() {
  return (
    <div data-testid="booking-not-found">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-surface text-ink-muted">
        <CircleAlert aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">We could not find this booking</h1>
      <p className="mt-3 text-ink-muted">{NOT_FOUND_TEXT}</p>
      <Link to="/appointments" className={buttonClass({ className: 'mt-6' })}>
        <ListChecks aria-hidden="true" className="size-5" />
        My Appointments
      </Link>
    </div>
  )
}

/** The line under the details: the booking's payment line, or what the visit's bill from the door leaves due. */
function paymentLineOf(appointment: AppointmentDto): string {
  if (appointment.bill) return appointment.bill.due > 0 ? billText(appointment.bill).due : paymentLine(0, 1)
  // A visit covered by Gold Membership has no cart items of its own: the spec's 'Covered by Membership'.
  const covered = appointment.membershipBenefit === 'free_visit' || appointment.membershipBenefit === 'free_video'
  return paymentLine(appointment.amountDue, covered ? 0 : appointment.services.length)
}

function BookingDetails({ id, userId }: { id: string; userId: string }) {
  const query = useQuery({ queryKey: appointmentKeys.detail(userId, id), queryFn: () => fetchAppointment(id), enabled: id !== '' })
  if (!id || query.isError) return <BookingNotFound />
  if (query.isPending) {
    return (
      <div className="mt-6 flex justify-center text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    )
  }
  const appointment = query.data.appointment
  const outcome = bookingOutcome(appointment)
  const settled = outcome.kind === 'booked' || outcome.kind === 'completed'
  const rows: Array<[string, string]> = [
    ['Booking ID', appointment.id],
    ['Pet', `${appointment.petName} · ${PET_TYPE_LABELS[appointment.petType]} · ${appointment.petBreed}`],
    ['Visit', `${VISIT_TYPE_LABELS[appointment.appointmentType]} · ${SERVICE_TYPE_LABELS[appointment.serviceType]}`],
    ['When', formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)],
    ['Where', placeOf(appointment)],
  ]
  // Once the vet has billed at the door, the visit's bill replaces the booking's total (decision 0058).
  const bill = appointment.bill ? billText(appointment.bill) : null
  if (bill) rows.push(['Total', bill.total], ['Paid', bill.paid], ['Due', bill.due])
  else rows.push(['Total', formatRupees(appointment.totalAmount)])
  return (
    <>
      <span
        className={`mx-auto flex size-16 items-center justify-center rounded-full ${settled ? 'bg-brand-50 text-brand-700' : 'bg-surface text-ink-muted'}`}
      >
        {settled ? <CheckCircle2 aria-hidden="true" className="size-9" /> : <CircleAlert aria-hidden="true" className="size-9" />}
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">{outcome.heading}</h1>
      <p className="mt-3 text-ink-muted">{outcome.intro}</p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line text-left text-sm" data-testid="appointment-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6rem_1fr] gap-3 px-4 py-3">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
        {bill && appointment.receipts?.length ? (
          <div className="grid grid-cols-[6rem_1fr] gap-3 px-4 py-3">
            <dt className="font-semibold text-ink-muted">Receipts</dt>
            <dd className="min-w-0 text-ink">
              <ReceiptLinks receipts={appointment.receipts} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900" data-testid="payment-line">
        {paymentLineOf(appointment)}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {outcome.calendar ? (
          <a href={calendarFileUrl(appointment.id)} download className={buttonClass({ variant: 'secondary' })}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Add to calendar
          </a>
        ) : null}
        <Link to="/appointments" className={buttonClass()}>
          <ListChecks aria-hidden="true" className="size-5" />
          My Appointments
        </Link>
      </div>
    </>
  )
}

/** Where a booking lands: its details, the payment line, and the calendar file; or one clear message when there is no such booking. */
export default function AppointmentSuccessPage() {
  const business = useBusiness()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="card mx-auto max-w-lg p-6 text-center sm:p-8">
        <SignInRequired reason="Sign in to see the details of your booking." heading="Your booking">
          {(userId) => <BookingDetails id={id} userId={userId} />}
        </SignInRequired>
        <p className="mt-6 text-sm text-ink-muted">Need to change something? Call us on {business.phone}.</p>
      </div>
    </section>
  )
}
