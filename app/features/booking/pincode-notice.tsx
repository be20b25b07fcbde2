import { useTranslations } from 'use-intl'
import type { PincodeDto } from '../../../core/contracts/pincode.ts'
import { type PincodeLookup, outOfAreaNotice } from '../../../core/service-area/booking-check.ts'
import { listOfCities } from '../../../core/service-area/service-area.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { Building2, CircleAlert, MapPin, Video } from '../../components/ui/icons.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'

const LOCALITIES_SHOWN = 8

type PincodeNoticeProps = {
  lookup: PincodeLookup
  address: string
  onPickLocality: (locality: string) => void
  onSwitchVisit: (visit: 'video' | 'clinic') => void
}

/**
 * Under the PIN code: the post offices of a served PIN code to pick from, or why vets cannot come
 * and the visits that work instead, one tap away.
 */
/** Why vets cannot come to a PIN code, in the page's language; place names stay as written. */
function OutOfArea({ pincode }: { pincode: PincodeDto }) {
  const t = useTranslations('booking.address')
  if (useLanguage() === 'en') return <>{outOfAreaNotice(pincode)}</>
  const cities = listOfCities(pincode.servedCities.map((name) => ({ slug: name, name })))
  return (
    <span>
      {t('outOfArea', {
        pincode: pincode.pincode,
        district: pincode.district,
        state: pincode.state,
        cities,
      })}
    </span>
  )
}

export function PincodeNotice({ lookup, address, onPickLocality, onSwitchVisit }: PincodeNoticeProps) {
  const t = useTranslations('booking.address')
  if (lookup.state === 'checking') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {t('checking')}
      </p>
    )
  }
  if (lookup.state === 'unknown') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-50 p-3 text-sm text-danger-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('unknownPincode')}
      </p>
    )
  }
  if (lookup.state !== 'found') return null
  const { pincode } = lookup
  if (!pincode.served) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-sm text-ink">
        <p className="flex items-start gap-2 font-medium">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
          <OutOfArea pincode={pincode} />
        </p>
        <p className="text-ink-muted">{t('stillSee')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="md" className="h-auto whitespace-normal" onClick={() => onSwitchVisit('video')}>
            <Video aria-hidden="true" className="size-5 shrink-0" />
            {t('videoInstead')}
          </Button>
          <Button size="md" variant="outline" className="h-auto whitespace-normal" onClick={() => onSwitchVisit('clinic')}>
            <Building2 aria-hidden="true" className="size-5 shrink-0" />
            {t('clinicInstead')}
          </Button>
        </div>
      </div>
    )
  }
  const typed = address.toLowerCase()
  const localities = pincode.localities.slice(0, LOCALITIES_SHOWN)
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        <span className="font-medium text-brand-800" translate="no">
          {pincode.district === pincode.city ? pincode.city : `${pincode.city} (${pincode.district})`}
        </span>{' '}
        {t('served')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('localities', { pincode: pincode.pincode })}>
        {localities.map((locality) => {
          const picked = typed.includes(locality.toLowerCase())
          return (
            <li key={locality}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onPickLocality(locality)}
                translate="no"
                className="min-h-9 rounded-full border border-line-strong bg-white px-3 py-1.5 text-sm text-ink hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
              >
                {locality}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The badge of a saved address that vets cannot visit. */
export function NotServedBadge({ lookup }: { lookup: PincodeLookup }) {
  const t = useTranslations('booking.address')
  if (lookup.state === 'unknown' || (lookup.state === 'found' && !lookup.pincode.served)) {
    return <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-accent-700">{t('notServed')}</span>
  }
  return null
}
