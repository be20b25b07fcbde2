import { useState } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { LOCATION_MESSAGES, geolocationErrorMessage } from '../../../core/booking/location.ts'
import { CLINIC_CITIES, CLINIC_SERVICES } from '../../../core/clinics/services.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { LocateFixed } from '../../components/ui/icons.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { useTranslations } from 'use-intl'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'

const selectClass =
  'block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30'
const inputClass =
  'block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30'

export type FinderValues = { q?: string; pincode?: string; city?: string; service?: string; openNow?: boolean; open24x7?: boolean }

/** The finder's filters as a plain GET form: the server renders the list, with or without JavaScript. */
export function FilterForm({ values, action }: { values: FinderValues; action: string }) {
  const t = useTranslations('clinics')
  return (
    <Form method="get" action={action} className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4" aria-label={t('filter.label')}>
      <label className="space-y-1.5 text-sm font-medium text-ink">
        <span>{t('filter.city')}</span>
        <select name="city" defaultValue={values.city ?? ''} className={selectClass}>
          <option value="">{t('filter.allCities')}</option>
          {CLINIC_CITIES.map((city) => (
            <option key={city} value={city}>
              {t(`cities.${city}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-medium text-ink">
        <span>{t('filter.service')}</span>
        <select name="service" defaultValue={values.service ?? ''} className={selectClass}>
          <option value="">{t('filter.anyService')}</option>
          {CLINIC_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t(`services.${service}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col justify-end gap-2 text-sm text-ink">
        <legend className="sr-only">{t('filter.opening')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="openNow" value="true" defaultChecked={values.openNow} className="size-4 accent-brand-700" />
          {t('filter.openNow')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="open24x7" value="true" defaultChecked={values.open24x7} className="size-4 accent-brand-700" />
          {t('filter.open24x7')}
        </label>
      </fieldset>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass({ className: 'w-full' })}>
          {t('filter.submit')}
        </button>
      </div>
    </Form>
  )
}

/** 'Use my location': the browser's position, then the same page sorted by distance from it. */
export function LocateButton({ action }: { action: string }) {
  const t = useTranslations('clinics.search')
  const language = useLanguage()
  const navigate = useNavigate()
  const [locating, setLocating] = useState(false)
  function locate() {
    if (!('geolocation' in navigator)) {
      // The location messages are English-only words of the booking form; a Hindi page says its own.
      toast({ variant: 'destructive', title: language === 'hi' ? t('locationError') : LOCATION_MESSAGES.unsupported, description: t('noGeolocation') })
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        const lat = position.coords.latitude.toFixed(5)
        const lon = position.coords.longitude.toFixed(5)
        void navigate(`${action}?lat=${lat}&lon=${lon}`)
      },
      (error) => {
        setLocating(false)
        toast({ variant: 'destructive', title: t('locationError'), description: language === 'hi' ? t('locationFailed') : geolocationErrorMessage(error.code) })
      },
      { timeout: 15_000, maximumAge: 60_000 },
    )
  }
  return (
    <button type="button" onClick={locate} disabled={locating} className={buttonClass({ variant: 'outline' })}>
      <LocateFixed aria-hidden="true" className="size-4" />
      {locating ? t('locating') : t('locate')}
    </button>
  )
}

/** Text and PIN code search, with 'Use my location' beside it. */
export function SearchForm({ values, action }: { values: FinderValues; action: string }) {
  const t = useTranslations('clinics.search')
  const localPath = useLocalPath()
  return (
    <div className="card p-4 sm:p-5">
      <Form method="get" action={action} role="search" aria-label={t('label')} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto]">
        <label className="space-y-1.5 text-sm font-medium text-ink">
          <span>{t('query')}</span>
          <input type="search" name="q" defaultValue={values.q ?? ''} maxLength={100} placeholder={t('queryPlaceholder')} className={inputClass} />
        </label>
        <label className="space-y-1.5 text-sm font-medium text-ink">
          <span>{t('pincode')}</span>
          <input name="pincode" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} defaultValue={values.pincode ?? ''} placeholder="110024" className={inputClass} />
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonClass({ className: 'w-full' })}>
            {t('submit')}
          </button>
        </div>
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <LocateButton action={action} />
        <span>{t('or')}</span>
        <Link to={localPath('/find-clinics')} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('browse')}
        </Link>
      </div>
    </div>
  )
}
