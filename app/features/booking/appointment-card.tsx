import { Building2, CalendarPlus, House, Video } from '../../components/ui/icons.tsx'
import { PET_TYPE_LABELS, SERVICE_TYPE_LABELS, VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { calendarFileUrl } from './booking-api.ts'
import { formatShortDateTime } from '../../../core/dates.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import { useBusiness } from '../../lib/business.ts'
import { VisitRecord } from './visit-record.tsx'
import { isOwnerChangeable } from '../../../core/operations/visit-status.ts'

/** What a cancelled booking's refund has come to, in words (decision 0015). */
export function refundText(refund: NonNullable<AppointmentDto['refund']>, supportPhone: string): string {
  const amount = formatRupees(refund.amount)
  if (refund.status === 'completed') return `${amount} refunded to your original payment method`
  if (refund.status === 'failed') return `${amount} refund held up: please call us on ${supportPhone}`
  return `${amount} refund started: banks usually credit it in 5-7 working days`
}

const visitIcons = { home: House, clinic: Building2, video: Video } as const

/** What happens to the money if this booking is cancelled now, for the cancel dialog. */
export function cancellationMoneyText(appointment: AppointmentDto): string {
  if (appointment.paidAmount > 0) {
    return `The ${formatRupees(appointment.paidAmount)} you paid online is refunded in full to your original payment method; banks usually credit it in 5-7 working days.`
  }
  return 'Nothing to refund: this visit was to be paid after the service, and nothing has been charged.'
}

/** The Total line of a card: a cancelled visit paid for nothing has nothing left to pay. */
function totalText(appointment: AppointmentDto): string {
  if (appointment.status === 'cancelled') return appointment.paidAmount > 0 ? `${formatRupees(appointment.paidAmount)} · paid online` : 'Cancelled · nothing to pay'
  if (appointment.amountDue === 0) return `${formatRupees(appointment.totalAmount)} · paid online`
  // Paid at the visit (door receipts), or online for more than the booking was.
  const paid = (appointment.receipts ?? []).reduce((sum, receipt) => sum + receipt.amount, 0)
  return `${formatRupees(appointment.totalAmount)} ${paid >= appointment.totalAmount ? '· paid' : '· to pay after the service'}`
}

/**
 * The lines of a visit the vet billed at the door (decision 0058): what it came to, what was paid
 * online before the visit and at the door, and what is still due or was refunded.
 */
export function billText(bill: NonNullable<AppointmentDto['bill']>): { total: string; paid: string; due: string } {
  const paid = [bill.paidOnline > 0 ? `${formatRupees(bill.paidOnline)} online before the visit` : null, bill.paidAtDoor > 0 ? `${formatRupees(bill.paidAtDoor)} at the visit` : null].filter(Boolean)
  const due = bill.due > 0 ? `${formatRupees(bill.due)} still due` : 'Nothing due'
  return {
    total: `${formatRupees(bill.total)} · billed at the visit`,
    paid: paid.length ? paid.join(' · ') : 'Nothing yet',
    due: bill.refunded > 0 ? `${due} · ${formatRupees(bill.refunded)} refunded` : due,
  }
}

/** The receipts of a visit, each a link to its printable page. */
export function ReceiptLinks({ receipts }: { receipts: NonNullable<AppointmentDto['receipts']> }) {
  return (
    <ul>
      {receipts.map((receipt) => (
        <li key={receipt.number}>
          <a href={receipt.url} target="_blank" rel="noopener" aria-label={`Receipt ${receipt.number}`} className="font-medium break-words text-brand-700 underline-offset-2 hover:underline">
            {receipt.number}
          </a>{' '}
          · {formatRupees(receipt.amount)} {receipt.label}
        </li>
      ))}
    </ul>
  )
}

/** Where the visit happens, in words. */
export function placeOf(appointment: AppointmentDto): string {
  if (appointment.appointmentType === 'video') return 'Video call: the link comes by SMS before your time'
  if (appointment.appointmentType === 'clinic') {
    return appointment.clinicName ? `${appointment.clinicName}, ${appointment.clinicAddress ?? ''}` : 'Partner clinic'
  }
  return homeAddressLine(appointment)
}

const statusLook: Record<AppointmentDto['status'], string> = {
  booked: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-danger-50 text-danger-700',
  completed: 'bg-surface text-ink-muted',
}

/** The visit's live status in the owner's words: upcoming, then vet assigned, on the way, in progress. */
const LIVE_STATUS: Partial<Record<AppointmentDto['visitStatus'], string>> = {
  vet_assigned: 'Vet assigned',
  on_the_way: 'Vet on the way',
  in_progress: 'Visit in progress',
  no_show: 'Missed',
  cancelled_by_clinic: 'Cancelled by us',
}

function statusText(appointment: AppointmentDto, upcoming: boolean): string {
  const live = LIVE_STATUS[appointment.visitStatus]
  if (live) return live
  if (appointment.status === 'booked') return upcoming ? 'Upcoming' : 'Past'
  return appointment.status === 'cancelled' ? 'Cancelled' : 'Completed'
}

/** Why an upcoming visit cannot be moved or cancelled online any more, when it cannot. */
export function changeNoteOf(appointment: Pick<AppointmentDto, 'canChange' | 'canReschedule' | 'rescheduleCount' | 'visitStatus'>): string | null {
  if (appointment.canReschedule) return null
  if (appointment.canChange) return `Moved ${appointment.rescheduleCount} times already: to move it again, please call us.`
  if (!isOwnerChangeable(appointment.visitStatus)) return 'A vet has this visit now: to change it, please call us.'
  return 'This visit is less than 2 hours away: to change it, please call us.'
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
  const Icon = visitIcons[appointment.appointmentType]
  const status = statusText(appointment, upcoming)
  const changeNote = changeNoteOf(appointment)
  const bill = appointment.bill ? billText(appointment.bill) : null
  return (
    <article className="card p-4 sm:p-5" data-testid="appointment-card" aria-label={`${appointment.petName}, ${formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime)}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">
              {formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime)}
            </h3>
            <p className="text-sm text-ink-muted">
              {VISIT_TYPE_LABELS[appointment.appointmentType]} · {SERVICE_TYPE_LABELS[appointment.serviceType]}
            </p>
          </div>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${statusLook[appointment.status]}`}>{status}</span>
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">Pet</dt>
          <dd className="text-ink">
            {appointment.petName} · {PET_TYPE_LABELS[appointment.petType]} · {appointment.petBreed}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">Where</dt>
          <dd className="min-w-0 break-words text-ink">{placeOf(appointment)}</dd>
        </div>
        {appointment.vet ? (
          <div className="flex gap-2">
            <dt className="w-14 shrink-0 text-ink-muted">Vet</dt>
            <dd className="text-ink">{appointment.vet.name}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-ink-muted">Total</dt>
          <dd className="text-ink" data-testid="appointment-total">
            {bill ? bill.total : totalText(appointment)}
          </dd>
        </div>
        {appointment.refund ? (
          <div className="flex gap-2" data-testid="refund">
            <dt className="w-14 shrink-0 text-ink-muted">Refund</dt>
            <dd className={appointment.refund.status === 'failed' ? 'font-medium text-danger-700' : 'text-ink'}>{refundText(appointment.refund, business.phone)}</dd>
          </div>
        ) : null}
        {bill ? (
          <>
            <div className="flex gap-2">
              <dt className="w-14 shrink-0 text-ink-muted">Paid</dt>
              <dd className="min-w-0 text-ink" data-testid="bill-paid">
                <p>{bill.paid}</p>
                {appointment.receipts?.length ? <ReceiptLinks receipts={appointment.receipts} /> : null}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="w-14 shrink-0 text-ink-muted">Due</dt>
              <dd className={appointment.bill?.due ? 'font-medium text-danger-700' : 'text-ink'} data-testid="bill-due">
                {bill.due}
              </dd>
            </div>
          </>
        ) : appointment.receipts?.length ? (
          <div className="flex gap-2" data-testid="receipts">
            <dt className="w-14 shrink-0 text-ink-muted">Paid</dt>
            <dd className="min-w-0 text-ink">
              <ReceiptLinks receipts={appointment.receipts} />
            </dd>
          </div>
        ) : null}
      </dl>
      {appointment.record ? <VisitRecord appointment={appointment} record={appointment.record} /> : null}
      {upcoming ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {appointment.canReschedule ? (
            <Button size="sm" variant="secondary" onClick={onReschedule}>
              Reschedule
            </Button>
          ) : null}
          {appointment.canChange ? (
            <Button size="sm" variant="outline" onClick={onCancel}>
              Cancel appointment
            </Button>
          ) : null}
          {changeNote ? <p className="text-sm text-ink-muted">{changeNote}</p> : null}
          <a href={calendarFileUrl(appointment.id)} download className="btn-ghost btn-sm">
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar
          </a>
        </div>
      ) : null}
    </article>
  )
}
