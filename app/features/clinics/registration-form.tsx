import { useId, useState } from 'react'
import type { z } from 'zod'
import { WEEKDAY_KEYS, WEEKDAY_NAMES, type WeekdayKey } from '../../../core/clinics/hours.ts'
import { CLINIC_CITIES, CLINIC_SERVICES, CLINIC_SERVICE_LABELS } from '../../../core/clinics/services.ts'
import { ClinicRegistrationBody, type ClinicApplicationDto } from '../../../core/contracts/clinics.ts'
import { buttonClass } from '../../components/ui/button.tsx'

type DayDraft = { open: boolean; opens: string; closes: string }
export type RegistrationDraft = {
  clinicName: string
  ownerName: string
  phone: string
  email: string
  address: string
  locality: string
  city: string
  pincode: string
  services: string[]
  open24x7: boolean
  days: Record<WeekdayKey, DayDraft>
  vetRegistrations: string
  gstNumber: string
}

const WEEK_ORDER = [...WEEKDAY_KEYS.slice(1), WEEKDAY_KEYS[0]] as WeekdayKey[]

export function draftFrom(application: ClinicApplicationDto | null, phone: string): RegistrationDraft {
  const days = Object.fromEntries(
    WEEKDAY_KEYS.map((key) => {
      const period = application?.hours[key][0]
      return [key, period ? { open: true, opens: period.opens, closes: period.closes } : { open: application ? false : key !== 'sun', opens: '09:00', closes: '20:00' }]
    }),
  ) as Record<WeekdayKey, DayDraft>
  return {
    clinicName: application?.clinicName ?? '',
    ownerName: application?.ownerName ?? '',
    phone: application?.phone ?? phone,
    email: application?.email ?? '',
    address: application?.address ?? '',
    locality: application?.locality ?? '',
    city: application?.city ?? '',
    pincode: application?.pincode ?? '',
    services: application ? [...application.services] : ['checkup', 'vaccination'],
    open24x7: application?.open24x7 ?? false,
    days,
    vetRegistrations: application?.vetRegistrations.join('\n') ?? '',
    gstNumber: application?.gstNumber ?? '',
  }
}

export function bodyFrom(draft: RegistrationDraft): z.input<typeof ClinicRegistrationBody> {
  return {
    clinicName: draft.clinicName,
    ownerName: draft.ownerName,
    phone: draft.phone,
    email: draft.email,
    address: draft.address,
    locality: draft.locality,
    city: draft.city as (typeof CLINIC_CITIES)[number],
    pincode: draft.pincode,
    services: draft.services as (typeof CLINIC_SERVICES)[number][],
    open24x7: draft.open24x7,
    hours: Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, draft.days[key].open ? [{ opens: draft.days[key].opens, closes: draft.days[key].closes }] : []])) as z.input<
      typeof ClinicRegistrationBody
    >['hours'],
    vetRegistrations: draft.vetRegistrations
      .split(/[\n,]+/)
      .map((line) => line.trim())
      .filter(Boolean),
    gstNumber: draft.gstNumber.trim() || undefined,
  }
}

/** The first message per field ('hours.mon.0.opens' counts as hours). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600'

/** The clinic's application: checked with the server's own contract before it is sent. */
export function RegistrationForm({ initial, pending, onSubmit, submitLabel }: {
  initial: RegistrationDraft
  pending: boolean
  onSubmit: (body: z.input<typeof ClinicRegistrationBody>, setErrors: (errors: Record<string, string>) => void) => void
  submitLabel: string
}) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  // A field's message goes once the field is changed; the next submit checks everything again.
  const clearError = (field: string) => setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current))
  const set = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    clearError(key === 'days' ? 'hours' : key)
  }
  const setDay = (key: WeekdayKey, patch: Partial<DayDraft>) => {
    setDraft((current) => ({ ...current, days: { ...current.days, [key]: { ...current.days[key], ...patch } } }))
    clearError('hours')
  }

  const text = (field: keyof RegistrationDraft & string, label: string, props: React.ComponentProps<'input'> = {}) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={draft[field] as string}
        onChange={(event) => set(field, event.target.value as never)}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {errors[field]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form
      noValidate
      aria-label="Clinic application"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault()
        const body = bodyFrom(draft)
        const parsed = ClinicRegistrationBody.safeParse(body)
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error.issues))
          return
        }
        setErrors({})
        onSubmit(body, setErrors)
      }}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-lg font-semibold text-ink">The clinic</legend>
        {text('clinicName', 'Clinic name', { maxLength: 100 })}
        {text('ownerName', "Owner's name", { maxLength: 100, autoComplete: 'name' })}
        {text('phone', 'Clinic mobile number', { inputMode: 'tel', maxLength: 20, autoComplete: 'tel' })}
        {text('email', 'E-mail', { type: 'email', maxLength: 254, autoComplete: 'email' })}
        <div className="sm:col-span-2">{text('address', 'Address (shop or plot, street)', { maxLength: 300 })}</div>
        {text('locality', 'Locality or sector', { maxLength: 100 })}
        <div>
          <label htmlFor={`${id}-city`} className="text-sm font-medium text-ink">
            City
          </label>
          <select id={`${id}-city`} value={draft.city} onChange={(event) => set('city', event.target.value)} aria-invalid={Boolean(errors.city)} className={inputClass}>
            <option value="">Choose the city</option>
            {CLINIC_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
          {errors.city ? <p className="mt-1 text-sm font-medium text-danger-700">{errors.city}</p> : null}
        </div>
        {text('pincode', 'PIN code', { inputMode: 'numeric', maxLength: 6 })}
        {text('gstNumber', 'GSTIN (optional)', { maxLength: 15 })}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-lg font-semibold text-ink">Services</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CLINIC_SERVICES.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={draft.services.includes(service)}
                onChange={() => set('services', draft.services.includes(service) ? draft.services.filter((entry) => entry !== service) : [...draft.services, service])}
                className="size-4 accent-brand-700"
              />
              {CLINIC_SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
        {errors.services ? <p className="mt-1 text-sm font-medium text-danger-700">{errors.services}</p> : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-lg font-semibold text-ink">Opening hours</legend>
        <label className="mb-3 flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={draft.open24x7} onChange={(event) => set('open24x7', event.target.checked)} className="size-4 accent-brand-700" />
          Open 24 hours, every day
        </label>
        {draft.open24x7 ? null : (
          <div className="space-y-2">
            {WEEK_ORDER.map((key) => (
              <div key={key} className="flex flex-wrap items-center gap-2 text-sm text-ink">
                <label className="flex w-32 items-center gap-2">
                  <input type="checkbox" checked={draft.days[key].open} onChange={(event) => setDay(key, { open: event.target.checked })} className="size-4 accent-brand-700" />
                  {WEEKDAY_NAMES[key]}
                </label>
                {draft.days[key].open ? (
                  <>
                    <input type="time" aria-label={`${WEEKDAY_NAMES[key]} opens`} value={draft.days[key].opens} onChange={(event) => setDay(key, { opens: event.target.value })} className="rounded-lg border border-line-strong px-2 py-1.5" />
                    <span>to</span>
                    <input type="time" aria-label={`${WEEKDAY_NAMES[key]} closes`} value={draft.days[key].closes} onChange={(event) => setDay(key, { closes: event.target.value })} className="rounded-lg border border-line-strong px-2 py-1.5" />
                  </>
                ) : (
                  <span className="text-ink-muted">Closed</span>
                )}
              </div>
            ))}
            <p className="text-xs text-ink-muted">A closing time before the opening time means the clinic stays open past midnight.</p>
          </div>
        )}
        {errors.hours ? <p className="mt-1 text-sm font-medium text-danger-700">{errors.hours}</p> : null}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-lg font-semibold text-ink">Vets</legend>
        <label htmlFor={`${id}-vets`} className="text-sm font-medium text-ink">
          Veterinary Council registration numbers of the clinic's vets, one per line
        </label>
        <textarea
          id={`${id}-vets`}
          value={draft.vetRegistrations}
          onChange={(event) => set('vetRegistrations', event.target.value)}
          rows={3}
          placeholder={'DVC/2345\nHVC-12-0456'}
          aria-invalid={Boolean(errors.vetRegistrations)}
          className={inputClass}
        />
        {errors.vetRegistrations ? <p className="mt-1 text-sm font-medium text-danger-700">{errors.vetRegistrations}</p> : null}
      </fieldset>

      {errors.form ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClass({ size: 'lg' })}>
        {pending ? 'Sending...' : submitLabel}
      </button>
    </form>
  )
}
