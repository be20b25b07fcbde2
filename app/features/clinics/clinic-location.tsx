import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react'
import type { ClinicDto } from '../../../core/contracts/clinics.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { MapPin } from '../../components/ui/icons.tsx'
import { whenNearScreen } from '../../lib/when-near-screen.ts'
import { useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'

// Leaflet loads only when the block comes near the screen: the page itself carries none of it.
const ClinicMap = lazy(() => import('./clinic-map.tsx'))

/** Streets drawn in CSS behind the address, so the block reads as a map before (or without) one. */
const STREETS = {
  backgroundImage: [
    'linear-gradient(90deg, transparent 47%, rgb(255 255 255 / 0.9) 47%, rgb(255 255 255 / 0.9) 53%, transparent 53%)',
    'linear-gradient(0deg, transparent 46%, rgb(255 255 255 / 0.9) 46%, rgb(255 255 255 / 0.9) 54%, transparent 54%)',
    'linear-gradient(90deg, rgb(15 118 110 / 0.07) 1px, transparent 1px)',
    'linear-gradient(0deg, rgb(15 118 110 / 0.07) 1px, transparent 1px)',
  ].join(', '),
  backgroundSize: '220px 160px, 260px 180px, 28px 28px, 28px 28px',
} as const

/** The directions to a clinic in Google Maps, which every phone in India opens in its maps app. */
export const directionsUrl = (clinic: Pick<ClinicDto, 'latitude' | 'longitude'>) => `https://www.google.com/maps/dir/?api=1&destination=${clinic.latitude},${clinic.longitude}`

/**
 * A clinic's place on its page: the address and a directions link, rendered on the server in a
 * block of fixed height, with the clinic's marker on a Leaflet map laid over it once the block
 * comes into view. When no tile loads, or without JavaScript, the address stays.
 */
export function ClinicLocation({ clinic, tiles }: { clinic: ClinicDto; tiles: { url: string; attribution: string } }) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const block = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  const [failed, setFailed] = useState(false)
  const clinics = useMemo(() => [clinic], [clinic])

  useEffect(() => {
    const element = block.current
    if (!element) return
    return whenNearScreen(element, () => setWanted(true), '200px')
  }, [])

  return (
    <div ref={block} className="relative isolate h-72 overflow-hidden rounded-2xl border border-line bg-brand-50 sm:h-80" data-testid="clinic-location">
      <div aria-hidden="true" className="absolute inset-0" style={STREETS} />
      <div className="relative flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-md ring-4 ring-brand-100">
          <MapPin className="size-6" />
        </span>
        <p className="max-w-sm rounded-xl bg-white/90 px-3 py-2 text-sm text-ink shadow-sm" translate="no">
          {clinic.address}
        </p>
        <a href={directionsUrl(clinic)} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: 'sm' })}>
          {t('clinic.getDirections')}
        </a>
        {failed ? (
          <p role="status" className="text-xs text-ink-muted">
            {t('clinic.mapFailed')}
          </p>
        ) : null}
      </div>
      {wanted && !failed ? (
        <div className="absolute inset-0 z-10">
          <Suspense fallback={null}>
            <ClinicMap clinics={clinics} place={null} tiles={tiles} onTilesFailed={() => setFailed(true)} label={language === 'hi' ? t('map.clinicPlaceLabel') : t('map.clinicLabel', { name: clinic.name })}
              zoomTitles={{ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }} className="h-full w-full" />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
