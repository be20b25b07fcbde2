import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import type { ClinicPlace, ClinicSummaryDto } from '../../../core/contracts/clinics.ts'

/** How long the map waits for its first tile before it gives way to the list alone. */
const FIRST_TILE_WAIT_MS = 8_000

/**
 * The clinics on a Leaflet map. Loaded only by the map page and a clinic page's map block (a lazy
 * chunk), so no other page carries Leaflet. When no tile loads (no network, a blocked tile
 * server), `onTilesFailed` lets the page show its list or address alone.
 */
export default function ClinicMap({
  clinics,
  place,
  tiles,
  onTilesFailed,
  label = 'Map of the clinics',
  className = 'h-[420px] w-full rounded-2xl border border-line lg:h-[640px]',
  zoomTitles = { zoomInTitle: 'Zoom in', zoomOutTitle: 'Zoom out' },
  clinicPath = (slug) => `/clinics/${slug}`,
}: {
  clinics: readonly ClinicSummaryDto[]
  place: ClinicPlace | null
  tiles: { url: string; attribution: string }
  onTilesFailed: () => void
  label?: string
  className?: string
  /** The zoom buttons' titles in the page's language (Leaflet's own are English). */
  zoomTitles?: { zoomInTitle: string; zoomOutTitle: string }
  /** Where a marker's link leads: the clinic's page in the page's language. */
  clinicPath?: (slug: string) => string
}) {
  const container = useRef<HTMLDivElement>(null)
  const failed = useRef(onTilesFailed)
  failed.current = onTilesFailed
  // The words and paths of one page never change under its map: read once, like the callback.
  const local = useRef({ zoomTitles, clinicPath })
  local.current = { zoomTitles, clinicPath }

  useEffect(() => {
    if (!container.current) return
    const map = L.map(container.current, { scrollWheelZoom: false, zoomControl: false })
    L.control.zoom(local.current.zoomTitles).addTo(map)
    // The tile credit stays as its owners wrote it.
    map.attributionControl.getContainer()?.setAttribute('lang', 'en')
    let loadedAny = false
    let gaveUp = false
    const giveUp = () => {
      if (loadedAny || gaveUp) return
      gaveUp = true
      failed.current()
    }
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
    layer.on('tileload', () => {
      loadedAny = true
    })
    layer.on('tileerror', giveUp)
    layer.addTo(map)
    const timer = window.setTimeout(giveUp, FIRST_TILE_WAIT_MS)

    const points: L.LatLngExpression[] = []
    for (const clinic of clinics) {
      const at: L.LatLngExpression = [clinic.latitude, clinic.longitude]
      points.push(at)
      const popup = document.createElement('div')
      // A clinic's name and place stay as the clinic wrote them.
      popup.setAttribute('translate', 'no')
      const link = document.createElement('a')
      link.href = local.current.clinicPath(clinic.slug)
      link.textContent = clinic.name
      link.style.fontWeight = '600'
      const where = document.createElement('div')
      where.textContent = `${clinic.locality}, ${clinic.city}${clinic.distanceKm !== null ? ` · ${clinic.distanceKm} km` : ''}`
      popup.append(link, where)
      L.circleMarker(at, { radius: 8, color: '#0f766e', weight: 2, fillColor: '#14b8a6', fillOpacity: 0.85 })
        .bindPopup(popup)
        .bindTooltip(clinic.name)
        .addTo(map)
    }
    if (place) {
      const here: L.LatLngExpression = [place.latitude, place.longitude]
      points.push(here)
      L.circleMarker(here, { radius: 6, color: '#c2410c', weight: 3, fillOpacity: 0.6 }).bindTooltip(place.label).addTo(map)
    }
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 })
    else map.setView([28.6139, 77.209], 10)

    return () => {
      window.clearTimeout(timer)
      map.remove()
    }
  }, [clinics, place, tiles])

  return <div ref={container} className={className} role="region" aria-label={label} />
}
