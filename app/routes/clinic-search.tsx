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
import type { Route } from './+types/clinic-search.ts'
import { withQueries } from '../lib/query-scope.tsx'

export async function loader({ url, context }: Route.LoaderArgs) {
  const { language: _language, ...words } = finderPageWords(url, 'search')
  const found = await searchFromUrl(url, context.get(serverContext).services.clinics)
  return { ...words, ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** /clinic-search: by words (slips forgiven), by PIN code or by 'Use my location', nearest first. */
function ClinicSearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ClinicSearch {...loaderData} />
    </PageMessages>
  )
}

function ClinicSearch({ heading, description, values, result, error }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const localPath = useLocalPath()
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: t('card.signInToSave'), redirectTo: null }))
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <SearchForm values={values} action={localPath('/clinic-search')} />
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {language === 'hi' ? t('find.badQuery') : error}
          </p>
        ) : null}
        {result?.place ? (
          <p className="text-sm font-medium text-ink">
            {t.rich('search.nearestFrom', { place: result.place.label, name: (chunks) => <span translate="no">{chunks}</span> })}
          </p>
        ) : null}
        {result ? (
          <ClinicList
            clinics={result.clinics}
            total={result.total}
            favorites={favorites}
            empty={<p>{t.rich('searchPage.empty', { query: values.q ?? '', name: (chunks) => <span translate="no">{chunks}</span> })}</p>}
          />
        ) : null}
      </div>
    </>
  )
}

export default withQueries(ClinicSearchPage)
