import { PET_TYPE_LABELS, SERVICE_TYPE_LABELS, VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import type { PaymentLine } from '../../../core/booking/pricing.ts'
import { bookingDates } from '../../../core/booking/schedule.ts'
import type { BookingForm } from '../../../core/booking/wizard.ts'
import { formatRupees } from '../../lib/rupees.ts'
import type { BookingLine } from './wizard-types.ts'
import { formatIndianMobile } from '../../../core/phone.ts'
import { formatLongDateTime } from '../../../core/dates.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'

type ConfirmStepProps = {
  form: BookingForm
  lines: readonly BookingLine[]
  listTotal: number
  total: number
  paymentLine: PaymentLine
  now: Date
  /** Rupees the member's Gold Membership takes off (a free visit or the member discount). */
  memberSaving?: number
}

function whereText(form: BookingForm): string {
  if (form.appointmentType === 'video') return 'Video call: the link comes by SMS'
  if (form.appointmentType === 'clinic') {
    return form.clinicName ? `${form.clinicName}, ${form.clinicAddress}` : 'Partner clinic'
  }
  return homeAddressLine(form)
}

/** Step 5, Confirm: everything chosen, the lines and totals, and how payment happens. */
export function ConfirmStep({ form, lines, listTotal, total, paymentLine, now, memberSaving = 0 }: ConfirmStepProps) {
  const day = bookingDates(now).find((entry) => entry.date === form.appointmentDate)
  const rows: Array<[string, string]> = [
    ['Pet', `${form.petName} · ${PET_TYPE_LABELS[form.petType as keyof typeof PET_TYPE_LABELS] ?? form.petType} · ${form.petBreed}`],
    ['Owner', `${form.petOwnerName} · ${formatIndianMobile(form.phoneNumber)} · ${form.email}`],
    ['Visit', `${VISIT_TYPE_LABELS[form.appointmentType as keyof typeof VISIT_TYPE_LABELS]} · ${SERVICE_TYPE_LABELS[form.serviceType as keyof typeof SERVICE_TYPE_LABELS] ?? ''}`],
    ['When', `${formatLongDateTime(form.appointmentDate, form.appointmentTime)}${day && (day.label === 'Today' || day.label === 'Tomorrow') ? ` (${day.label})` : ''}`],
    ['Where', whereText(form)],
  ]
  if (form.notes.trim()) rows.push(['Notes', form.notes.trim()])
  const discount = Math.round((listTotal - total - memberSaving) * 100) / 100

  return (
    <div className="space-y-5" data-testid="booking-summary">
      <dl className="divide-y divide-line rounded-2xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 px-4 py-3 text-sm">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="booking-charges" className="rounded-2xl bg-surface p-4">
        <h3 id="booking-charges" className="font-semibold text-ink">
          Charges
        </h3>
        <ul className="mt-3 space-y-2 text-sm" data-testid="booking-lines">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4">
              <span className="text-ink">
                {line.title} × {line.quantity}
              </span>
              <span className="shrink-0 text-ink">{formatRupees(line.price * line.quantity)}</span>
            </li>
          ))}
          {discount > 0 ? (
            <li className="flex justify-between gap-4 text-brand-800">
              <span>Discount</span>
              <span className="shrink-0">−{formatRupees(discount)}</span>
            </li>
          ) : null}
          {memberSaving > 0 ? (
            <li className="flex justify-between gap-4 text-brand-800" data-testid="member-saving">
              <span>Gold Membership</span>
              <span className="shrink-0">−{formatRupees(memberSaving)}</span>
            </li>
          ) : null}
        </ul>
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <span className="font-semibold text-ink">Total</span>
          <span className="text-xl font-bold text-ink" data-testid="booking-total">
            {formatRupees(total)}
          </span>
        </div>
        <p className="mt-2 text-sm font-semibold text-brand-800" data-testid="payment-line">
          {paymentLine}
        </p>
      </section>
    </div>
  )
}
