import { useQuery } from '@tanstack/react-query'
import { Building2, CalendarDays, House, Video } from '../../components/ui/icons.tsx'
import { useEffect } from 'react'
import { SERVICE_TYPE_LABELS, VISIT_TYPES, VISIT_TYPE_LABELS, type VisitType } from '../../../core/booking/options.ts'
import { DEFAULT_VISIT_CHARGES } from '../../../core/booking/pricing.ts'
import { offeredBookingDates } from '../../../core/booking/schedule.ts'
import { SERVICE_TYPES } from '../../../core/catalogue/services.ts'
import { Button } from '../../components/ui/button.tsx'
import { chipTabIndex, onRadioGroupKeyDown } from '../../components/ui/radio-chips.ts'
import { formatDayMonth } from '../../../core/dates.ts'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { formatRupees } from '../../lib/rupees.ts'
import { fetchSlots } from './booking-api.ts'
import { ClinicChoice } from './clinic-choice.tsx'
import { ChoiceCard, Field, Select } from './form-field.tsx'
import type { StepProps } from './wizard-types.ts'

const visitIcons: Record<VisitType, typeof House> = { home: House, clinic: Building2, video: Video }

/** Step 3, Schedule: visit type, service, one of the next 10 days, an hourly slot, and a clinic for clinic visits. */
export function ScheduleStep({ form, errors, update, now }: StepProps & { now: Date }) {
  const dates = offeredBookingDates(now)
  // A clinic visit's times are the chosen clinic's own (its hours and places).
  const clinicId = form.appointmentType === 'clinic' ? form.clinicId : ''
  const slots = useQuery({
    queryKey: slotKeys.day(form.appointmentDate, form.appointmentType, clinicId),
    queryFn: () => fetchSlots(form.appointmentDate, form.appointmentType, clinicId),
    enabled: form.appointmentDate !== '',
  })
  const selected = slots.data?.slots.find((slot) => slot.time === form.appointmentTime)
  // The default 09:00 (or an earlier pick) may be past or full on the chosen day: the visitor picks again.
  useEffect(() => {
    if (selected && !selected.available) update({ appointmentTime: '' })
  }, [selected, update])

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Visit type</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {VISIT_TYPES.map((type) => {
            const Icon = visitIcons[type]
            const charge = DEFAULT_VISIT_CHARGES[type]
            return (
              <ChoiceCard key={type} name="visit-type" value={type} checked={form.appointmentType === type} onChange={(value) => update({ appointmentType: value })}>
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  {VISIT_TYPE_LABELS[type]}
                </span>
                <span className="mt-0.5 block text-sm text-ink-muted">from {formatRupees(charge.discountedPrice)}</span>
              </ChoiceCard>
            )
          })}
        </div>
      </fieldset>

      {form.appointmentType === 'clinic' ? <ClinicChoice form={form} errors={errors} update={update} /> : null}

      <Field label="Service" error={errors.serviceType}>
        {(props) => (
          <Select {...props} value={form.serviceType} onChange={(event) => update({ serviceType: event.target.value })}>
            <option value="">Select a service</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <fieldset>
        <div className="mb-2 flex items-center justify-between gap-3">
          <legend className="text-sm font-semibold text-ink">Date</legend>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => window.alert('A full calendar is coming soon. For now, please choose one of the next 10 days.')}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            More Dates
          </Button>
        </div>
        <div className="scrollbar-thin -mx-1 flex gap-2 overflow-x-auto px-1 pb-2" role="radiogroup" aria-label="Date" onKeyDown={onRadioGroupKeyDown}>
          {dates.map((entry, index) => {
            const checked = form.appointmentDate === entry.date
            return (
              <button
                key={entry.date}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={chipTabIndex(checked, index, 0, dates.some((candidate) => candidate.date === form.appointmentDate))}
                onClick={() => update({ appointmentDate: entry.date })}
                className={`flex min-h-16 min-w-20 shrink-0 flex-col items-center justify-center rounded-xl border px-3 py-2 text-center transition-colors ${
                  checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:border-line-strong'
                }`}
              >
                <span className="text-sm font-semibold">{entry.label}</span>
                <span className={`text-xs ${checked ? 'text-brand-50' : 'text-ink-muted'}`}>{formatDayMonth(entry.date)}</span>
              </button>
            )
          })}
        </div>
        {errors.appointmentDate ? <p className="text-sm font-medium text-danger-700">{errors.appointmentDate}</p> : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Time</legend>
        {form.appointmentDate === '' ? (
          <p className="rounded-xl bg-surface p-3 text-sm text-ink-muted">Choose a date to see the free times.</p>
        ) : slots.isPending ? (
          <p className="rounded-xl bg-surface p-3 text-sm text-ink-muted">Loading times...</p>
        ) : slots.isError ? (
          <p className="rounded-xl bg-danger-50 p-3 text-sm text-danger-700">We could not load the times. Please choose the date again.</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label="Time" onKeyDown={onRadioGroupKeyDown}>
            {slots.data.slots.map((slot, index, all) => {
              const checked = form.appointmentTime === slot.time
              return (
                <button
                  key={slot.time}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  tabIndex={chipTabIndex(checked, index, all.findIndex((candidate) => candidate.available), all.some((candidate) => candidate.available && candidate.time === form.appointmentTime))}
                  disabled={!slot.available}
                  onClick={() => update({ appointmentTime: slot.time })}
                  aria-label={`${slot.time}${slot.popular ? ', popular' : ''}${slot.available ? '' : slot.reason === 'full' ? ', fully booked' : slot.reason === 'closed' ? ', clinic closed' : ', past'}`}
                  className={`relative flex min-h-12 flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-ink-subtle disabled:line-through ${
                    checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:border-line-strong'
                  }`}
                >
                  {slot.time}
                  {slot.popular && slot.available ? (
                    <span className={`text-[11px] font-semibold no-underline ${checked ? 'text-brand-50' : 'text-accent-700'}`}>Popular</span>
                  ) : null}
                </button>
              )
            })}
          </div>
        )}
        {errors.appointmentTime ? <p className="mt-2 text-sm font-medium text-danger-700">{errors.appointmentTime}</p> : null}
      </fieldset>
    </div>
  )
}
