import { Link } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { MapPin } from '../components/ui/icons.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { FilterForm } from '../features/clinics/finder-forms.tsx'
import { searchFromUrl } from '../features/clinics/finder-query.ts'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/find-clinics.ts'

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = findSitePage('/find-clinics')
  const found = await searchFromUrl(url, context.get(serverContext).services.clinics)
  return { title: page?.title ?? 'Find Clinics', heading: page?.heading ?? 'Find a pet clinic', description: page?.description ?? '', ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** /find-clinics: every live clinic, filtered by city, service and opening. */
export default function FindClinicsPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: 'Sign in to save clinics', redirectTo: null }))
  const { values, result, error } = loaderData
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <FilterForm values={values} action="/find-clinics" />
        <div className="flex flex-wrap gap-2 text-sm">
          <Link to="/clinic-search" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Search by area or PIN code
          </Link>
          <Link to="/find-clinics-map" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <MapPin aria-hidden="true" className="size-4" />
            See them on a map
          </Link>
          <Link to="/clinics/register" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Run a clinic? Register it
          </Link>
        </div>
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
        {result ? (
          <ClinicList clinics={result.clinics} total={result.total} favorites={favorites} empty={<p>No clinic matches these filters. Try another city or service, or untick 'Open now'.</p>} />
        ) : null}
        {result?.clinics.some((clinic) => clinic.sample) ? (
          <p className="text-sm text-ink-muted">Listings marked 'Sample listing' show how the finder works (development data); they are not real clinics.</p>
        ) : null}
      </div>
    </>
  )
}
