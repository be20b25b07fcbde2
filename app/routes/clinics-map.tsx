import { Suspense, lazy, useEffect, useState } from 'react'
import { findSitePage } from '../../core/site/pages.ts'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { SearchForm } from '../features/clinics/finder-forms.tsx'
import { searchFromUrl } from '../features/clinics/finder-query.ts'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/clinics-map.ts'

// Leaflet loads with the map, after the page: no other page's JavaScript carries it.
const ClinicMap = lazy(() => import('../features/clinics/clinic-map.tsx'))

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = findSitePage('/find-clinics-map')
  const { services, mapTiles } = context.get(serverContext)
  const found = await searchFromUrl(url, services.clinics)
  return { title: page?.title ?? 'Clinics Map', heading: page?.heading ?? 'Pet clinics on the map', description: page?.description ?? '', mapTiles, ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

const MAP_FAILED = 'The map could not load here, so the clinics are listed below. Each clinic’s page has a directions link.'

/** /find-clinics-map: the clinics on a map with the same list beside it; the list alone when tiles cannot load. */
export default function ClinicsMapPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: 'Sign in to save clinics', redirectTo: null }))
  const { values, result, error, mapTiles } = loaderData
  const [mounted, setMounted] = useState(false)
  const [mapFailed, setMapFailed] = useState(false)
  useEffect(() => setMounted(true), [])
  const clinics = result?.clinics ?? []
  const showMap = mounted && !mapFailed && clinics.length > 0

  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <SearchForm values={values} action="/find-clinics-map" />
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
        {mapFailed ? (
          <p role="status" className="rounded-xl bg-surface p-4 text-sm text-ink-muted">
            {MAP_FAILED}
          </p>
        ) : null}
        <div className={showMap ? 'grid gap-6 lg:grid-cols-[3fr_2fr]' : ''}>
          {showMap ? (
            <div className="lg:sticky lg:top-20 lg:self-start">
              <Suspense fallback={<div className="h-[420px] w-full animate-pulse rounded-2xl bg-surface lg:h-[640px]" role="status" aria-label="Loading the map" />}>
                <ClinicMap clinics={clinics} place={result?.place ?? null} tiles={mapTiles} onTilesFailed={() => setMapFailed(true)} />
              </Suspense>
            </div>
          ) : null}
          {result ? (
            <div>
              {result.place ? <p className="mb-2 text-sm font-medium text-ink">Nearest first from {result.place.label}</p> : null}
              <ClinicList clinics={clinics} total={result.total} favorites={favorites} empty={<p>No clinic matches '{values.q}'. Try the name of your area or a PIN code.</p>} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}
