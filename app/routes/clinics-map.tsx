import { Suspense, lazy, useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { SearchForm } from '../features/clinics/finder-forms.tsx'
import { finderPageWords } from '../features/clinics/finder-page.ts'
import { searchFromUrl } from '../features/clinics/finder-query.ts'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/clinics-map.ts'
import { withQueries } from '../lib/query-scope.tsx'

// Leaflet loads with the map, after the page: no other page's JavaScript carries it.
const ClinicMap = lazy(() => import('../features/clinics/clinic-map.tsx'))

export async function loader({ url, context }: Route.LoaderArgs) {
  const { language: _language, ...words } = finderPageWords(url, 'map')
  const { services, mapTiles } = context.get(serverContext)
  const found = await searchFromUrl(url, services.clinics)
  return { ...words, mapTiles, ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** /find-clinics-map: the clinics on a map with the same list beside it; the list alone when tiles cannot load. */
function ClinicsMapPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ClinicsMap {...loaderData} />
    </PageMessages>
  )
}

function ClinicsMap({ heading, description, values, result, error, mapTiles }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const localPath = useLocalPath()
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: t('card.signInToSave'), redirectTo: null }))
  const [mounted, setMounted] = useState(false)
  const [mapFailed, setMapFailed] = useState(false)
  useEffect(() => setMounted(true), [])
  const clinics = result?.clinics ?? []
  const showMap = mounted && !mapFailed && clinics.length > 0

  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <SearchForm values={values} action={localPath('/find-clinics-map')} />
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {language === 'hi' ? t('find.badQuery') : error}
          </p>
        ) : null}
        {mapFailed ? (
          <p role="status" className="rounded-xl bg-surface p-4 text-sm text-ink-muted">
            {t('map.failed')}
          </p>
        ) : null}
        <div className={showMap ? 'grid gap-6 lg:grid-cols-[3fr_2fr]' : ''}>
          {showMap ? (
            <div className="lg:sticky lg:top-20 lg:self-start">
              <Suspense fallback={<div className="h-[420px] w-full animate-pulse rounded-2xl bg-surface lg:h-[640px]" role="status" aria-label={t('map.loading')} />}>
                <ClinicMap
                  clinics={clinics}
                  place={result?.place ?? null}
                  tiles={mapTiles}
                  onTilesFailed={() => setMapFailed(true)}
                  label={t('map.label')}
                  zoomTitles={{ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }}
                  clinicPath={(slug) => localPath(`/clinics/${slug}`)}
                />
              </Suspense>
            </div>
          ) : null}
          {result ? (
            <div>
              {result.place ? (
                <p className="mb-2 text-sm font-medium text-ink">{t.rich('search.nearestFrom', { place: result.place.label, name: (chunks) => <span translate="no">{chunks}</span> })}</p>
              ) : null}
              <ClinicList
                clinics={clinics}
                total={result.total}
                favorites={favorites}
                empty={<p>{t.rich('map.empty', { query: values.q ?? '', name: (chunks) => <span translate="no">{chunks}</span> })}</p>}
              />
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}

export default withQueries(ClinicsMapPage)
