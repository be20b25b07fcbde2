import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { MapPin } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { bookingClinicKeys } from '../../lib/query-keys/slot-keys.ts'
import { fetchBookingClinics } from './booking-api.ts'
import { ChoiceCard } from './form-field.tsx'
import type { StepProps } from './wizard-types.ts'

/**
 * The clinic of a clinic visit: the live clinics, nearest first once a PIN code is typed. The
 * chosen clinic stays at the top of the list, so it never scrolls out of reach.
 */
export function ClinicChoice({ form, errors, update }: Pick<StepProps, 'form' | 'errors' | 'update'>) {
  const t = useTranslations('booking.clinic')
  const [pincode, setPincode] = useState(/^\d{6}$/.test(form.pincode) ? form.pincode : '')
  const sortPin = /^\d{6}$/.test(pincode) ? pincode : ''
  const clinics = useQuery({ queryKey: bookingClinicKeys.list(sortPin), queryFn: () => fetchBookingClinics(sortPin), placeholderData: (previous) => previous })
  const list = clinics.data?.clinics ?? []
  const chosen = list.find((clinic) => clinic.id === form.clinicId)
  const shown = chosen ? [chosen, ...list.filter((clinic) => clinic.id !== chosen.id)] : list

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('legend')}</legend>
      <label className="mb-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span>{t('nearest')}</span>
        <Input
          inputMode="numeric"
          maxLength={6}
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, ''))}
          placeholder={t('pincodePlaceholder')}
          className="w-32"
          aria-label={t('sortLabel')}
        />
      </label>
      {clinics.isPending ? (
        <p className="rounded-xl bg-surface p-3 text-sm text-ink-muted">{t('loading')}</p>
      ) : clinics.isError && list.length === 0 ? (
        <p className="rounded-xl bg-danger-50 p-3 text-sm text-danger-700">{t('failed')}</p>
      ) : (
        <div className="scrollbar-thin grid max-h-80 gap-2 overflow-y-auto pr-1">
          {shown.map((clinic) => (
            <ChoiceCard
              key={clinic.id}
              name="clinic"
              value={clinic.id}
              checked={form.clinicId === clinic.id}
              onChange={() => update({ clinicId: clinic.id, clinicName: clinic.name, clinicAddress: clinic.address })}
            >
              <span className="block font-semibold text-ink" translate="no">
                {clinic.name}
              </span>
              <span className="mt-0.5 flex items-start gap-1.5 text-sm text-ink-muted">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span translate="no">{clinic.address}</span>
                  {clinic.distanceKm !== null ? <span className="font-medium text-ink"> · {clinic.distanceKm.toLocaleString('en-IN')} km</span> : null}
                </span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
      {errors.clinicId ? <p className="mt-2 text-sm font-medium text-danger-700">{errors.clinicId}</p> : null}
    </fieldset>
  )
}
