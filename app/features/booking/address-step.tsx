import { LocateFixed, Pencil, Plus } from '../../components/ui/icons.tsx'
import { useEffect, useState } from 'react'
import { useMessages, useTranslations } from 'use-intl'
import { LOCATION_MESSAGES, geolocationErrorMessage } from '../../../core/booking/location.ts'
import type { AddressDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { reverseGeocode } from './booking-api.ts'
import { ChoiceCard, Field } from './form-field.tsx'
import { NotServedBadge, PincodeNotice } from './pincode-notice.tsx'
import { usePincodeLookup } from './pincode-lookup.ts'
import type { StepProps } from './wizard-types.ts'
import { savedAddressFields } from './address-fields.ts'

type AddressStepProps = StepProps & {
  addresses: readonly AddressDto[]
  signedIn: boolean
  locationLookup: boolean
  /** Which saved address is open for editing, if any. */
  editing: boolean
  setEditing: (editing: boolean) => void
  /** A home visit outside the area becomes a video consultation or a clinic visit. */
  onSwitchVisit: (visit: 'video' | 'clinic') => void
}

/** The location lookup's messages by their text, to show each in the page's language. */
const LOCATION_KEYS = new Map(Object.entries(LOCATION_MESSAGES).map(([key, text]) => [text as string, key]))

/** Step 4, Address: required for a home visit (saved, new, or from the current location); optional otherwise. */
export function AddressStep({ form, errors, update, addresses, signedIn, locationLookup, editing, setEditing, onSwitchVisit }: AddressStepProps) {
  const [locating, setLocating] = useState(false)
  const t = useTranslations('booking')
  const { location: locationTexts, addressTags } = useMessages().booking
  // The core's location messages in the page's language, by their key.
  const locationText = (text: string) => (locationTexts as Record<string, string>)[LOCATION_KEYS.get(text) ?? ''] ?? text
  const isHome = form.appointmentType === 'home'
  const pincode = usePincodeLookup(form.pincode, isHome)
  const servedCity = pincode.state === 'found' && pincode.pincode.served ? pincode.pincode.city : null

  // A served PIN code fills in its city, once per PIN code typed; the owner may still change it.
  useEffect(() => {
    if (servedCity && form.city !== servedCity) update({ city: servedCity })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [servedCity, form.pincode])

  const pickLocality = (locality: string) => {
    if (form.address.toLowerCase().includes(locality.toLowerCase())) return
    update({ address: form.address.trim() ? `${form.address.trim().replace(/,$/, '')}, ${locality}` : locality })
  }
  const usingSaved = form.addressId !== ''
  const showFields = !usingSaved || editing

  const chooseAddress = (id: string) => {
    setEditing(false)
    const saved = addresses.find((address) => address.id === id)
    if (saved) update(savedAddressFields(saved))
    else update({ addressId: '', address: '', city: '', pincode: '', landmark: '', latitude: null, longitude: null, isDefault: false })
  }

  function useCurrentLocation() {
    if (!('geolocation' in navigator)) {
      toast({ variant: 'destructive', title: t('location.unsupported'), description: t('location.unsupportedText') })
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords
        update({ latitude, longitude })
        try {
          const place = await reverseGeocode(latitude, longitude)
          update({ address: place.address || form.address, city: place.city || form.city, pincode: place.pincode || form.pincode })
          toast({ title: t('location.found'), description: t('location.foundText') })
        } catch {
          toast({ variant: 'destructive', title: t('location.lookupFailed'), description: t('location.lookupFailedText') })
        } finally {
          setLocating(false)
        }
      },
      (error) => {
        setLocating(false)
        toast({ variant: 'destructive', title: t('location.error'), description: locationText(geolocationErrorMessage(error.code)) })
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  const notes = (
    <Field label={t('address.notes')} optional>
      {(props) => (
        <textarea
          {...props}
          value={form.notes}
          maxLength={1000}
          rows={3}
          onChange={(event) => update({ notes: event.target.value })}
          placeholder={t('address.notesPlaceholder')}
          className="block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
        />
      )}
    </Field>
  )

  if (!isHome) {
    const clinic = form.clinicName ? { name: form.clinicName, address: form.clinicAddress } : null
    return (
      <div className="space-y-5">
        <p className="rounded-xl bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
          {form.appointmentType === 'clinic' && clinic
            ? t.rich('address.atClinic', {
                clinic: `${clinic.name}, ${clinic.address}`,
                place: (chunks) => <span translate="no">{chunks}</span>,
              })
            : t('address.video')}
        </p>
        {notes}
      </div>
    )
  }

  return (
    <div className="space-y-5">
      {addresses.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('address.saved')}</legend>
          {addresses.map((address) => (
            <div key={address.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <ChoiceCard name="saved-address" value={address.id} checked={form.addressId === address.id} onChange={chooseAddress}>
                  <span className="block font-semibold text-ink">
                    {addressTags[address.tag] ?? address.tag}
                    {address.isDefault ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t('address.default')}</span> : null}
                  </span>
                  <span className="block text-sm text-ink-muted" translate="no">
                    {address.addressLine1}, {address.city} {address.pincode}
                  </span>
                  <SavedAddressArea pincode={address.pincode} />
                </ChoiceCard>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('address.edit', { address: address.addressLine1 })}
                onClick={() => {
                  chooseAddress(address.id)
                  setEditing(true)
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <ChoiceCard name="saved-address" value="" checked={!usingSaved} onChange={chooseAddress}>
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Plus aria-hidden="true" className="size-4" />
              {t('address.addNew')}
            </span>
          </ChoiceCard>
        </fieldset>
      ) : null}
      {usingSaved && !editing && (pincode.state === 'unknown' || (pincode.state === 'found' && !pincode.pincode.served)) ? (
        <PincodeNotice lookup={pincode} address={form.address} onPickLocality={pickLocality} onSwitchVisit={onSwitchVisit} />
      ) : null}

      {showFields ? (
        <div className="space-y-4">
          {locationLookup ? (
            <Button variant="secondary" className="w-full sm:w-auto" onClick={useCurrentLocation} disabled={locating}>
              {locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-5" />}
              {t('address.useLocation')}
            </Button>
          ) : null}
          <Field label={t('address.address')} error={errors.address}>
            {(props) => (
              <Input {...props} value={form.address} maxLength={300} autoComplete="street-address" placeholder={t('address.addressPlaceholder')} onChange={(event) => update({ address: event.target.value })} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('address.city')} error={errors.city}>
              {(props) => <Input {...props} value={form.city} maxLength={100} autoComplete="address-level2" onChange={(event) => update({ city: event.target.value })} />}
            </Field>
            <Field label={t('address.pincode')} error={errors.pincode}>
              {(props) => (
                <Input
                  {...props}
                  value={form.pincode}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="postal-code"
                  onChange={(event) => update({ pincode: event.target.value.replace(/\D/g, '') })}
                />
              )}
            </Field>
          </div>
          <PincodeNotice lookup={pincode} address={form.address} onPickLocality={pickLocality} onSwitchVisit={onSwitchVisit} />
          <Field label={t('address.landmark')} optional>
            {(props) => <Input {...props} value={form.landmark} maxLength={200} onChange={(event) => update({ landmark: event.target.value })} />}
          </Field>
          {form.latitude !== null && form.longitude !== null ? (
            <p className="text-xs text-ink-muted">
              {t('address.locationKept', { latitude: form.latitude.toFixed(5), longitude: form.longitude.toFixed(5) })}
            </p>
          ) : null}
          {signedIn ? (
            <div className="space-y-2 rounded-xl bg-surface p-3">
              {!usingSaved ? (
                <label className="flex items-center gap-2.5 text-sm text-ink">
                  <input type="checkbox" className="size-4 accent-brand-700" checked={form.saveAddress} onChange={(event) => update({ saveAddress: event.target.checked })} />
                  {t('address.save')}
                </label>
              ) : null}
              {usingSaved || form.saveAddress ? (
                <label className="flex items-center gap-2.5 text-sm text-ink">
                  <input type="checkbox" className="size-4 accent-brand-700" checked={form.isDefault} onChange={(event) => update({ isDefault: event.target.checked })} />
                  {t('address.makeDefault')}
                </label>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {notes}
    </div>
  )
}

function SavedAddressArea({ pincode }: { pincode: string }) {
  return <NotServedBadge lookup={usePincodeLookup(pincode)} />
}
