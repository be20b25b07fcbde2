import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, CheckCircle2, ListChecks, CircleAlert } from '../components/ui/icons.tsx'
import { Link, useSearchParams } from 'react-router'
import { useMessages, useTranslations } from 'use-intl'
import type { AppointmentDto } from '../../core/contracts/booking.ts'
import { paymentLine } from '../../core/booking/pricing.ts'
import { COVERED_BY_GOLD, coveredByGold } from '../../core/membership/membership.ts'
import { MESSAGES } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { useLanguage } from '../lib/i18n.tsx'
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
import { createTranslator } from 'use-intl'
import enAppointments from '../../content/i18n/en/appointments.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const { title, description } = MESSAGES[languageOfPath(new URL(request.url).pathname)].booking.success
  return { title, description }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function BookingNotFound() {
  const t = useTranslations('booking.success')
  return (
    <div data-testid="booking-not-found">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-surface text-ink-muted">
        <CircleAlert aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">{t('notFound')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFoundText')}</p>
      <Link to="/appointments" className={buttonClass({ className: 'mt-6' })}>
        <ListChecks aria-hidden="true" className="size-5" />
        {t('myAppointments')}
      </Link>
    </div>
  )
}

/** My Appointments' words for the bill, the place and the receipts: this page is English only for now. */
const appointmentsText = createTranslator({ locale: 'en-IN', messages: { appointments: enAppointments }, namespace: 'appointments' })

/** The line under the details: the booking's payment line, or what the visit's bill from the door leaves due. */
function paymentLineOf(appointment: AppointmentDto): string {
  if (appointment.bill) return appointment.bill.due > 0 ? billText(appointment.bill, appointmentsText).due : paymentLine(0, 1)
  // A visit Gold Membership paid for reads as it does in My Appointments, the SMS and the e-mail.
  if (coveredByGold(appointment)) return COVERED_BY_GOLD
  return paymentLine(appointment.amountDue, appointment.services.length)
}

/** Where the visit is, in the page's language; an address stays as written. */
function Place({ appointment }: { appointment: AppointmentDto }) {
  const t = useTranslations('booking')
  if (appointment.appointmentType === 'video') return <>{t('success.video')}</>
  if (appointment.appointmentType === 'clinic' && !appointment.clinicName) return <>{t('confirm.partnerClinic')}</>
  return <span translate="no">{placeOf(appointment, appointmentsText)}</span>
}

function BookingDetails({ id, userId }: { id: string; userId: string }) {
  const t = useTranslations('booking')
  const language = useLanguage()
  const { breeds, paymentLines } = useMessages().booking
  const query = useQuery({ queryKey: appointmentKeys.detail(userId, id), queryFn: () => fetchAppointment(id), enabled: id !== '' })
  if (!id || query.isError) return <BookingNotFound />
  if (query.isPending) {
    return (
      <div className="mt-6 flex justify-center text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  const appointment = query.data.appointment
  const outcome = bookingOutcome(appointment)
  const settled = outcome.kind === 'booked' || outcome.kind === 'completed'
  const rows: Array<[string, React.ReactNode]> = [
    [t('success.bookingId'), <span translate="no">{appointment.id}</span>],
    [
      t('confirm.pet'),
      <>
        <span translate="no">{appointment.petName}</span> · {t(`petTypes.${appointment.petType}`)} · {breeds[appointment.petBreed] ?? appointment.petBreed}
      </>,
    ],
    [t('confirm.visit'), `${t(`visitTypes.${appointment.appointmentType}`)} · ${t(`serviceTypes.${appointment.serviceType}`)}`],
    [t('confirm.when'), formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language)],
    [t('confirm.where'), <Place appointment={appointment} />],
  ]
  // Once the vet has billed at the door, the visit's bill replaces the booking's total (decision 0058).
  const bill = appointment.bill ? billText(appointment.bill, appointmentsText) : null
  if (bill) rows.push([t('confirm.total'), bill.total], [t('success.paid'), bill.paid], [t('success.due'), bill.due])
  else rows.push([t('confirm.total'), formatRupees(appointment.totalAmount)])
  const paymentText = paymentLineOf(appointment)
  return (
    <>
      <span
        className={`mx-auto flex size-16 items-center justify-center rounded-full ${settled ? 'bg-brand-50 text-brand-700' : 'bg-surface text-ink-muted'}`}
      >
        {settled ? <CheckCircle2 aria-hidden="true" className="size-9" /> : <CircleAlert aria-hidden="true" className="size-9" />}
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">{t(`success.outcomes.${outcome.kind}.heading`)}</h1>
      <p className="mt-3 text-ink-muted">{t(`success.outcomes.${outcome.kind}.intro`)}</p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line text-left text-sm" data-testid="appointment-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6rem_1fr] gap-3 px-4 py-3">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
        {bill && appointment.receipts?.length ? (
          <div className="grid grid-cols-[6rem_1fr] gap-3 px-4 py-3">
            <dt className="font-semibold text-ink-muted">{t('success.receipts')}</dt>
            <dd className="min-w-0 text-ink">
              <ReceiptLinks receipts={appointment.receipts} t={appointmentsText} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900" data-testid="payment-line">
        {paymentLines[paymentText] ?? paymentText}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {outcome.calendar ? (
          <a href={calendarFileUrl(appointment.id)} download className={buttonClass({ variant: 'secondary' })}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('success.addToCalendar')}
          </a>
        ) : null}
        <Link to="/appointments" className={buttonClass()}>
          <ListChecks aria-hidden="true" className="size-5" />
          {t('success.myAppointments')}
        </Link>
      </div>
    </>
  )
}

/** Where a booking lands: its details, the payment line, and the calendar file; or one clear message when there is no such booking. */
function AppointmentSuccessPage() {
  const business = useBusiness()
  const t = useTranslations('booking.success')
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="card mx-auto max-w-lg p-6 text-center sm:p-8">
        <SignInRequired reason={t('signIn')} heading={t('heading')}>
          {(userId) => <BookingDetails id={id} userId={userId} />}
        </SignInRequired>
        <p className="mt-6 text-sm text-ink-muted">
          {t.rich('help', {
            phone: business.phone,
            hours: business.hours,
            // The support hours are written in English ('8 am to 10 pm') by the site's settings, so far.
            english: (chunks) => <span lang="en">{chunks}</span>,
          })}
        </p>
      </div>
    </section>
  )
}

export default withQueries(AppointmentSuccessPage)
