import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { Building2, CalendarPlus, House, Video } from '../../components/ui/icons.tsx'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { COLLECT_METHODS } from '../../../core/contracts/collections.ts'
import { Button } from '../../components/ui/button.tsx'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { calendarFileUrl } from './booking-api.ts'
import { formatShortDateTime } from '../../../core/dates.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import { useBusiness } from '../../lib/business.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { VisitRecord } from './visit-record.tsx'
import { isOwnerChangeable } from '../../../core/operations/visit-status.ts'
import { coveredByGold } from '../../../core/membership/membership.ts'

/** The strings of My Appointments (content/i18n/{en,hi}/appointments.ts), in the page's language. */
export type AppointmentsText = ReturnType<typeof useTranslations<'appointments'>>

/** What a cancelled booking's refund has come to, in words (decision 0015). */
export function refundText(refund: NonNullable<AppointmentDto['refund']>, supportPhone: string, t: AppointmentsText): string {
  const amount = formatRupees(refund.amount)
  if (refund.status === 'completed') return t('refund.completed', { amount })
  if (refund.status === 'failed') return t('refund.failed', { amount, phone: supportPhone })
  return t('refund.started', { amount })
}

const visitIcons = { home: House, clinic: Building2, video: Video } as const

/** What happens to the money if this booking is cancelled now, for the cancel dialog. */
export function cancellationMoneyText(appointment: AppointmentDto, t: AppointmentsText): string {
  if (appointment.paidAmount > 0) return t('cancellationMoney.paid', { amount: formatRupees(appointment.paidAmount) })
  return t('cancellationMoney.unpaid')
}

/** The Total line of a card: a cancelled visit paid for nothing has nothing left to pay. */
export function totalText(
  appointment: Pick<AppointmentDto, 'status' | 'paidAmount' | 'totalAmount' | 'amountDue' | 'membershipBenefit' | 'receipts'>,
  t: AppointmentsText,
): string {
  if (appointment.status === 'cancelled') return appointment.paidAmount > 0 ? t('totals.paidOnline', { amount: formatRupees(appointment.paidAmount) }) : t('totals.cancelledUnpaid')
  // A visit Gold Membership pays for (a free visit) was paid by nobody online.
  if (coveredByGold(appointment)) return t('totals.gold')
  const amount = formatRupees(appointment.totalAmount)
  if (appointment.amountDue === 0) return t('totals.paidOnline', { amount })
  // Paid at the visit (door receipts), or online for more than the booking was.
  const paid = (appointment.receipts ?? []).reduce((sum, receipt) => sum + receipt.amount, 0)
  return paid >= appointment.totalAmount ? t('totals.paid', { amount }) : t('totals.toPay', { amount })
}

/**
 * The lines of a visit the vet billed at the door (decision 0058): what it came to, what was paid
 * online before the visit and at the door, and what is still due or was refunded.
 */
export function billText(bill: NonNullable<AppointmentDto['bill']>, t: AppointmentsText): { total: string; paid: string; due: string } {
  const paid = [
    bill.paidOnline > 0 ? t('bill.paidOnline', { amount: formatRupees(bill.paidOnline) }) : null,
    bill.paidAtDoor > 0 ? t('bill.paidAtDoor', { amount: formatRupees(bill.paidAtDoor) }) : null,
  ].filter(Boolean)
  const due = bill.due > 0 ? t('bill.due', { amount: formatRupees(bill.due) }) : t('bill.nothingDue')
  return {
    total: t('bill.total', { amount: formatRupees(bill.total) }),
    paid: paid.length ? paid.join(' · ') : t('bill.nothingYet'),
    due: bill.refunded > 0 ? t('bill.refunded', { due, amount: formatRupees(bill.refunded) }) : due,
  }
}

/** How a receipt was paid: at the door by UPI, a payment link or cash, else online (the server's labels). */
function receiptMethodText(method: string, t: AppointmentsText): string {
  const atDoor = COLLECT_METHODS.find((collect) => collect === method)
  return atDoor ? t(`receiptMethods.${atDoor}`) : t('receiptMethods.online')
}

/** The receipts of a visit, each a link to its printable page. */
export function ReceiptLinks({ receipts, t }: { receipts: NonNullable<AppointmentDto['receipts']>; t: AppointmentsText }) {
  return (
    <ul>
      {receipts.map((receipt) => (
        <li key={receipt.number}>
          <a
            href={receipt.url}
            target="_blank"
            rel="noopener"
            aria-label={t('card.receipt', { number: receipt.number })}
            translate="no"
            className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
          >
            {receipt.number}
          </a>{' '}
          · {formatRupees(receipt.amount)} {receiptMethodText(receipt.method, t)}
        </li>
      ))}
    </ul>
  )
}

/** Where the visit happens, in words. */
export function placeOf(appointment: AppointmentDto, t: AppointmentsText): string {
  if (appointment.appointmentType === 'video') return t('card.video')
  if (appointment.appointmentType === 'clinic') {
    return appointment.clinicName ? `${appointment.clinicName}, ${appointment.clinicAddress ?? ''}` : t('card.partnerClinic')
  }
  return homeAddressLine(appointment)
}

/** Whether the place is an address or a clinic's name, written as given and never translated. */
function placeIsWritten(appointment: AppointmentDto): boolean {
  return appointment.appointmentType === 'home' || (appointment.appointmentType === 'clinic' && Boolean(appointment.clinicName))
}

const statusLook: Record<AppointmentDto['status'], string> = {
  booked: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-danger-50 text-danger-700',
  completed: 'bg-surface text-ink-muted',
}

/** The visit's live status in the owner's words: upcoming, then vet assigned, on the way, in progress. */
const LIVE_STATUSES = ['vet_assigned', 'on_the_way', 'in_progress', 'no_show', 'cancelled_by_clinic'] as const

function statusText(appointment: AppointmentDto, upcoming: boolean, t: AppointmentsText): string {
  const live = LIVE_STATUSES.find((status) => status === appointment.visitStatus)
  if (live) return t(`status.${live}`)
  if (appointment.status === 'booked') return upcoming ? t('status.upcoming') : t('status.past')
  return appointment.status === 'cancelled' ? t('status.cancelled') : t('status.completed')
}

/** Why an upcoming visit cannot be moved or cancelled online any more, when it cannot. */
export function changeNoteOf(appointment: Pick<AppointmentDto, 'canChange' | 'canReschedule' | 'rescheduleCount' | 'visitStatus'>, t: AppointmentsText): string | null {
  if (appointment.canReschedule) return null
  if (appointment.canChange) return t('changeNote.movedMax', { count: appointment.rescheduleCount })
  if (!isOwnerChangeable(appointment.visitStatus)) return t('changeNote.vetHasIt')
  return t('changeNote.tooSoon')
}

type AppointmentCardProps = {
  appointment: AppointmentDto
  upcoming: boolean
  onCancel?: () => void
  onReschedule?: () => void
}

/** One appointment in My Appointments, with its actions while it can still be changed. */
export function AppointmentCard({ appointment, upcoming, onCancel, onReschedule }: AppointmentCardProps) {
  const business = useBusiness()
  const t = useTranslations('appointments')
  const language = useLanguage()
  const labelId = useId()
  const Icon = visitIcons[appointment.appointmentType]
  const status = statusText(appointment, upcoming, t)
  const changeNote = changeNoteOf(appointment, t)
  const bill = appointment.bill ? billText(appointment.bill, t) : null
  const when = formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime, language)
  return (
    <>
      {/* The card's name holds the pet's, which is never translated: a hidden element can say so, an aria-label cannot. */}
      <span id={labelId} hidden>
        {t.rich('card.label', { name: appointment.petName, when, pet: untranslated })}
      </span>
      <article className="card p-4 sm:p-5" data-testid="appointment-card" aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">
              {when}
            </h3>
            <p className="text-sm text-ink-muted">
              {t(`visitTypes.${appointment.appointmentType}`)} · {t(`serviceTypes.${appointment.serviceType}`)}
            </p>
          </div>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${statusLook[appointment.status]}`}>{status}</span>
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">{t('card.pet')}</dt>
          <dd className="text-ink">
            <span translate="no">{appointment.petName}</span> · {t(`petTypes.${appointment.petType}`)} · <span translate="no">{appointment.petBreed}</span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">{t('card.where')}</dt>
          <dd className="min-w-0 break-words text-ink" translate={placeIsWritten(appointment) ? 'no' : undefined}>
            {placeOf(appointment, t)}
          </dd>
        </div>
        {appointment.vet ? (
          <div className="flex gap-2">
            <dt className="w-14 shrink-0 text-ink-muted">{t('card.vet')}</dt>
            <dd className="text-ink" translate="no">
              {appointment.vet.name}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">{t('card.total')}</dt>
          <dd className="text-ink" data-testid="appointment-total">
            {bill ? bill.total : totalText(appointment, t)}
          </dd>
        </div>
        {appointment.refund ? (
          <div className="flex gap-2" data-testid="refund">
            <dt className="w-14 shrink-0 text-ink-muted">{t('card.refund')}</dt>
            <dd className={appointment.refund.status === 'failed' ? 'font-medium text-danger-700' : 'text-ink'}>{refundText(appointment.refund, business.phone, t)}</dd>
          </div>
        ) : null}
        {bill ? (
          <>
            <div className="flex gap-2">
              <dt className="w-14 shrink-0 text-ink-muted">{t('card.paid')}</dt>
              <dd className="min-w-0 text-ink" data-testid="bill-paid">
                <p>{bill.paid}</p>
                {appointment.receipts?.length ? <ReceiptLinks receipts={appointment.receipts} t={t} /> : null}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="w-14 shrink-0 text-ink-muted">{t('card.due')}</dt>
              <dd className={appointment.bill?.due ? 'font-medium text-danger-700' : 'text-ink'} data-testid="bill-due">
                {bill.due}
              </dd>
            </div>
          </>
        ) : appointment.receipts?.length ? (
          <div className="flex gap-2" data-testid="receipts">
            <dt className="w-14 shrink-0 text-ink-muted">{t('card.paid')}</dt>
            <dd className="min-w-0 text-ink">
              <ReceiptLinks receipts={appointment.receipts} t={t} />
            </dd>
          </div>
        ) : null}
      </dl>
      {appointment.record ? <VisitRecord appointment={appointment} record={appointment.record} /> : null}
      {upcoming ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {appointment.call ? (
            <a href={appointment.call.url} className="btn-primary btn-sm">
              <Video aria-hidden="true" className="size-4" />
              {t('card.joinCall')}
            </a>
          ) : null}
          {appointment.canReschedule ? (
            <Button size="sm" variant="secondary" onClick={onReschedule}>
              {t('card.reschedule')}
            </Button>
          ) : null}
          {appointment.canChange ? (
            <Button size="sm" variant="outline" onClick={onCancel}>
              {t('card.cancel')}
            </Button>
          ) : null}
          {changeNote ? <p className="text-sm text-ink-muted">{changeNote}</p> : null}
          <a href={calendarFileUrl(appointment.id)} download className="btn-ghost btn-sm">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('card.addToCalendar')}
          </a>
        </div>
      ) : null}
      </article>
    </>
  )
}
