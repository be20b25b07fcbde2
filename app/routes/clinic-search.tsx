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
import type { Route } from './+types/clinic-search.ts'

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = findSitePage('/clinic-search')
  const found = await searchFromUrl(url, context.get(serverContext).services.clinics)
  return { title: page?.title ?? 'Clinic Search', heading: page?.heading ?? 'Search pet clinics', description: page?.description ?? '', ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** /clinic-search: by words (slips forgiven), by PIN code or by 'Use my location', nearest first. */
export default function ClinicSearchPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: 'Sign in to save clinics', redirectTo: null }))
  const { values, result, error } = loaderData
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <SearchForm values={values} action="/clinic-search" />
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
        {result?.place ? <p className="text-sm font-medium text-ink">Nearest first from {result.place.label}</p> : null}
        {result ? (
          <ClinicList
            clinics={result.clinics}
            total={result.total}
            favorites={favorites}
            empty={<p>No clinic matches '{values.q}'. Check the spelling, try the name of your area, or search by PIN code.</p>}
          />
        ) : null}
      </div>
    </>
  )
}
