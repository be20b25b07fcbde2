import { useMessages, useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'
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

/** Where the visit is: a clinic's or a home's address stays as written. */
function Where({ form }: { form: BookingForm }) {
  const t = useTranslations('booking.confirm')
  if (form.appointmentType === 'video') return <>{t('video')}</>
  if (form.appointmentType === 'clinic' && !form.clinicName) return <>{t('partnerClinic')}</>
  return <span translate="no">{form.appointmentType === 'clinic' ? `${form.clinicName}, ${form.clinicAddress}` : homeAddressLine(form)}</span>
}

/** Step 5, Confirm: everything chosen, the lines and totals, and how payment happens. */
export function ConfirmStep({ form, lines, listTotal, total, paymentLine, now, memberSaving = 0 }: ConfirmStepProps) {
  const t = useTranslations('booking')
  const language = useLanguage()
  const { petTypes, visitTypes, serviceTypes, breeds, schedule, paymentLines } = useMessages().booking
  const label = <T extends Record<string, string>>(names: T, key: string) => (names as Record<string, string>)[key]
  const day = bookingDates(now).find((entry) => entry.date === form.appointmentDate)
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('confirm.pet'),
      <>
        <span translate="no">{form.petName}</span> · {label(petTypes, form.petType) ?? form.petType} · {label(breeds, form.petBreed) ?? form.petBreed}
      </>,
    ],
    [
      t('confirm.owner'),
      <>
        <span translate="no">{form.petOwnerName}</span> · {formatIndianMobile(form.phoneNumber)} · <span translate="no">{form.email}</span>
      </>,
    ],
    [t('confirm.visit'), `${label(visitTypes, form.appointmentType) ?? ''} · ${label(serviceTypes, form.serviceType) ?? ''}`],
    [
      t('confirm.when'),
      `${formatLongDateTime(form.appointmentDate, form.appointmentTime, language)}${day && (day.label === 'Today' || day.label === 'Tomorrow') ? ` (${schedule.days[day.label] ?? day.label})` : ''}`,
    ],
    [t('confirm.where'), <Where form={form} />],
  ]
  if (form.notes.trim()) rows.push([t('confirm.notes'), <span translate="no">{form.notes.trim()}</span>])
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
          {t('confirm.charges')}
        </h3>
        <ul className="mt-3 space-y-2 text-sm" data-testid="booking-lines">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4">
              <span className="text-ink">
                {/* The catalogue names its services in English only, so far. */}
                <span lang="en" translate="no">
                  {line.title}
                </span>{' '}
                × {line.quantity}
              </span>
              <span className="shrink-0 text-ink">{formatRupees(line.price * line.quantity)}</span>
            </li>
          ))}
          {discount > 0 ? (
            <li className="flex justify-between gap-4 text-brand-800">
              <span>{t('confirm.discount')}</span>
              <span className="shrink-0">−{formatRupees(discount)}</span>
            </li>
          ) : null}
          {memberSaving > 0 ? (
            <li className="flex justify-between gap-4 text-brand-800" data-testid="member-saving">
              <span>{t('confirm.gold')}</span>
              <span className="shrink-0">−{formatRupees(memberSaving)}</span>
            </li>
          ) : null}
        </ul>
        <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <span className="font-semibold text-ink">{t('confirm.total')}</span>
          <span className="text-xl font-bold text-ink" data-testid="booking-total">
            {formatRupees(total)}
          </span>
        </div>
        <p className="mt-2 text-sm font-semibold text-brand-800" data-testid="payment-line">
          {paymentLines[paymentLine] ?? paymentLine}
        </p>
      </section>
    </div>
  )
}
