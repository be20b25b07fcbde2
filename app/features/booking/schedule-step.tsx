import { useQuery } from '@tanstack/react-query'
import { Building2, CalendarDays, House, Video } from '../../components/ui/icons.tsx'
import { useEffect } from 'react'
import { useMessages, useTranslations } from 'use-intl'
import { VISIT_TYPES, type VisitType } from '../../../core/booking/options.ts'
import { INTL_LOCALE } from '../../../core/i18n/language.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { visitCharge } from '../../../core/booking/pricing.ts'
import { offeredBookingDates } from '../../../core/booking/schedule.ts'
import { SERVICE_CATALOGUE, type ServiceType } from '../../../core/catalogue/services.ts'
import { type FitLine, serviceTypesFor, visitTypeOfLines, visitTypesFor } from '../../../core/booking/visit-fit.ts'
import { Button } from '../../components/ui/button.tsx'
import { chipTabIndex, onRadioGroupKeyDown } from '../../components/ui/radio-chips.ts'
import { formatDayMonth } from '../../../core/dates.ts'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { formatRupees } from '../../lib/rupees.ts'
import { fetchCatalogue, fetchSlots } from './booking-api.ts'
import { ClinicChoice } from './clinic-choice.tsx'
import { ChoiceCard, Field, Select } from './form-field.tsx'
import type { BookingLine, StepProps } from './wizard-types.ts'

const visitIcons: Record<VisitType, typeof House> = { home: House, clinic: Building2, video: Video }

const SERVICE_KINDS = new Map<string, ServiceType>(SERVICE_CATALOGUE.map((service) => [service.id, service.serviceType]))

/** The cart's lines with the kind of each service (a service added since the seed is checked by the server alone). */
function fitLines(lines: readonly BookingLine[]): FitLine[] {
  return lines.map((line) => ({ id: line.id, title: line.title, serviceType: SERVICE_KINDS.get(line.id) ?? null }))
}

/**
 * Step 3, Schedule: visit type, service, one of the next 10 days, an hourly slot, and a clinic for
 * clinic visits. Only the visit types and services the cart's lines can be booked as are offered
 * (decision 0067): a paid visit line fixes the visit type.
 */
export function ScheduleStep({ form, errors, update, now, cartLines = [] }: StepProps & { now: Date; cartLines?: readonly BookingLine[] }) {
  const t = useTranslations('booking')
  const language = useLanguage()
  const dayNames = useMessages().booking.schedule.days
  const visitName = (type: VisitType) => t(`visitTypes.${type}`).toLowerCase()
  const dates = offeredBookingDates(now)
  const lines = fitLines(cartLines)
  const visitTypes = visitTypesFor(lines)
  const fixedBy = visitTypeOfLines(lines) ? lines.find((line) => visitTypeOfLines([line]) !== null) : undefined
  const visitType = form.appointmentType as VisitType
  const services = serviceTypesFor(lines, visitTypes.includes(visitType) ? visitType : (visitTypes[0] ?? visitType))
  // A visit type or service the cart cannot be booked as gives way to one it can.
  const visitTypeGiven = visitTypes.length === 0 || visitTypes.includes(visitType) ? null : visitTypes[0]!
  const onlyService = services.length === 1 ? services[0]! : ''
  const serviceGiven = form.serviceType && !services.includes(form.serviceType as ServiceType) ? onlyService : !form.serviceType && onlyService ? onlyService : null
  useEffect(() => {
    if (visitTypeGiven) update({ appointmentType: visitTypeGiven })
  }, [visitTypeGiven, update])
  useEffect(() => {
    if (serviceGiven !== null) update({ serviceType: serviceGiven })
  }, [serviceGiven, update])
  // A clinic visit's times are the chosen clinic's own (its hours and places).
  const clinicId = form.appointmentType === 'clinic' ? form.clinicId : ''
  const slots = useQuery({
    queryKey: slotKeys.day(form.appointmentDate, form.appointmentType, clinicId),
    queryFn: () => fetchSlots(form.appointmentDate, form.appointmentType, clinicId),
    enabled: form.appointmentDate !== '',
  })
  const selected = slots.data?.slots.find((slot) => slot.time === form.appointmentTime)
  // The 'from ₹X' of each visit type is the live catalogue's (the wizard holds the same query), never a seeded constant.
  const catalogue = useQuery({ queryKey: ['/api/services'], queryFn: fetchCatalogue, staleTime: 60_000 })
  // The default 09:00 (or an earlier pick) may be past or full on the chosen day: the visitor picks again.
  useEffect(() => {
    if (selected && !selected.available) update({ appointmentTime: '' })
  }, [selected, update])

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('schedule.visitType')}</legend>
        {fixedBy ? (
          <p className="mb-2 text-sm text-ink-muted" data-testid="visit-type-fixed">
            {t.rich('schedule.fixed', {
              title: fixedBy.title,
              service: (chunks) => (
                <span lang="en" translate="no">
                  {chunks}
                </span>
              ),
              visit: visitName(visitTypes[0] ?? visitType),
            })}
          </p>
        ) : visitTypes.length < VISIT_TYPES.length && visitTypes.length > 0 ? (
          <p className="mb-2 text-sm text-ink-muted">
            {t('schedule.fitOnly', { visits: new Intl.ListFormat(INTL_LOCALE[language], { type: 'disjunction' }).format(visitTypes.map(visitName)) })}
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-3">
          {VISIT_TYPES.filter((type) => visitTypes.length === 0 || visitTypes.includes(type)).map((type) => {
            const Icon = visitIcons[type]
            const charge = visitCharge(catalogue.data ?? [], type)
            return (
              <ChoiceCard key={type} name="visit-type" value={type} checked={form.appointmentType === type} onChange={(value) => update({ appointmentType: value })}>
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  {t(`visitTypes.${type}`)}
                </span>
                {charge ? <span className="mt-0.5 block text-sm text-ink-muted">{t('schedule.from', { price: formatRupees(charge.discountedPrice) })}</span> : null}
              </ChoiceCard>
            )
          })}
        </div>
      </fieldset>

      {form.appointmentType === 'clinic' ? <ClinicChoice form={form} errors={errors} update={update} /> : null}

      <Field label={t('schedule.service')} error={errors.serviceType}>
        {(props) => (
          <Select {...props} value={form.serviceType} onChange={(event) => update({ serviceType: event.target.value })}>
            <option value="">{t('schedule.selectService')}</option>
            {services.map((type) => (
              <option key={type} value={type}>
                {t(`serviceTypes.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <fieldset>
        <div className="mb-2 flex items-center justify-between gap-3">
          <legend className="text-sm font-semibold text-ink">{t('schedule.date')}</legend>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => window.alert(t('schedule.moreDatesAlert'))}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('schedule.moreDates')}
          </Button>
        </div>
        <div className="scrollbar-thin -mx-1 flex gap-2 overflow-x-auto px-1 pb-2" role="radiogroup" aria-label={t('schedule.date')} onKeyDown={onRadioGroupKeyDown}>
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
                <span className="text-sm font-semibold">{dayNames[entry.label] ?? entry.label}</span>
                <span className={`text-xs ${checked ? 'text-brand-50' : 'text-ink-muted'}`}>{formatDayMonth(entry.date, language)}</span>
              </button>
            )
          })}
        </div>
        {errors.appointmentDate ? <p className="text-sm font-medium text-danger-700">{errors.appointmentDate}</p> : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('schedule.time')}</legend>
        {form.appointmentDate === '' ? (
          <p className="rounded-xl bg-surface p-3 text-sm text-ink-muted">{t('schedule.chooseDate')}</p>
        ) : slots.isPending ? (
          <p className="rounded-xl bg-surface p-3 text-sm text-ink-muted">{t('schedule.loadingTimes')}</p>
        ) : slots.isError ? (
          <p className="rounded-xl bg-danger-50 p-3 text-sm text-danger-700">{t('schedule.timesFailed')}</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={t('schedule.time')} onKeyDown={onRadioGroupKeyDown}>
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
                  aria-label={t('schedule.slot', { time: slot.time, popular: slot.popular ? 'yes' : 'no', reason: slot.available ? 'open' : (slot.reason ?? 'past') })}
                  className={`relative flex min-h-12 flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-ink-subtle disabled:line-through ${
                    checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:border-line-strong'
                  }`}
                >
                  {slot.time}
                  {slot.popular && slot.available ? (
                    <span className={`text-[11px] font-semibold no-underline ${checked ? 'text-brand-50' : 'text-accent-700'}`}>{t('schedule.popular')}</span>
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
