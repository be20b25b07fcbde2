import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, CheckCircle2, ListChecks } from '../components/ui/icons.tsx'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslations } from 'use-intl'
import { MESSAGES } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
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
import { useLanguage, useLocalPath } from '../lib/i18n.tsx'
import type { Route } from './+types/payment-success.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  // The page's words are the `payment` messages every page already carries.
  const { title, description } = MESSAGES[languageOfPath(new URL(request.url).pathname)].payment.successPage
  return { title, description }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function PaidHeading() {
  const t = useTranslations('payment.successPage')
  return (
    <>
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">{t('paidHeading')}</h1>
      <p className="mt-3 text-ink-muted">{t('paidText')}</p>
    </>
  )
}

/** An unknown id, an unpaid booking or no id at all: only that no payment was found, never 'successful'. */
function PaymentNotFound() {
  const t = useTranslations('payment.successPage')
  return (
    <>
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink">{t('notFoundHeading')}</h1>
      <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted" data-testid="payment-not-found">
        {t('notFound')}
      </p>
    </>
  )
}

/** The payment of one booking, as the server records it: never a figure kept in the browser. */
function BookingPayment({ id, userId }: { id: string; userId: string }) {
  const t = useTranslations('payment.successPage')
  const language = useLanguage()
  const localPath = useLocalPath()
  // Under the signed-in person's scope, so a sign-out drops it with the rest of their data.
  const query = useQuery({ queryKey: appointmentKeys.detail(userId, id), queryFn: () => fetchAppointment(id), enabled: id !== '' })
  const appointment = query.data?.appointment
  const paid = appointment !== undefined && appointment.paymentId !== null && appointment.paidAmount > 0

  useEffect(() => {
    if (paid) toast({ title: t('orderConfirmed'), description: t('orderConfirmedText'), variant: 'default' })
  }, [paid, t])

  if (id && query.isPending) {
    return (
      <div className="mt-6 flex justify-center text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  if (!appointment || !paid) return <PaymentNotFound />
  return (
    <>
    <PaidHeading />
    <dl className="mt-6 space-y-2 rounded-2xl bg-surface p-4 text-left text-sm" data-testid="payment-details">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{t('amountPaid')}</dt>
        <dd className="font-semibold text-ink">{formatRupees(appointment.paidAmount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{t('paymentId')}</dt>
        <dd className="font-mono text-ink break-all">{appointment.paymentId}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{t('method')}</dt>
        <dd className="text-ink">{t('methodOnline')}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{t('booking')}</dt>
        <dd className="text-ink">
          <Link to={localPath(`/appointment/success?id=${encodeURIComponent(appointment.id)}`)} className="font-semibold text-brand-800 underline underline-offset-4">
            {t.rich('visit', {
              petName: appointment.petName,
              when: formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime, language),
              pet: (name) => <span translate="no">{name}</span>,
            })}
          </Link>
        </dd>
      </div>
    </dl>
    </>
  )
}

/** Where a paid booking lands: its payment as the server has it, then the appointments list. */
function PaymentSuccessPage() {
  const t = useTranslations('payment.successPage')
  const localPath = useLocalPath()
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
          <SignInRequired reason={t('signIn')}>{(userId) => <BookingPayment id={id} userId={userId} />}</SignInRequired>
        ) : (
          <PaymentNotFound />
        )}
        <div className="mt-7 flex flex-col gap-3">
          {needsBooking ? (
            <Button size="lg" className="w-full" onClick={openAppointmentModal}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              {t('bookTime')}
            </Button>
          ) : null}
          <Link to={localPath('/appointments')} className={buttonClass({ variant: needsBooking ? 'outline' : 'primary', size: 'lg', className: 'w-full' })}>
            <ListChecks aria-hidden="true" className="size-5" />
            {t('myAppointments')}
          </Link>
          <Link to={localPath('/')} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('backHome')}
          </Link>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          {t.rich('questions', {
            phone: business.phone,
            email: business.email,
            mail: (address) => <span translate="no">{address}</span>,
          })}
        </p>
      </div>
    </section>
  )
}

export default withQueries(PaymentSuccessPage)
