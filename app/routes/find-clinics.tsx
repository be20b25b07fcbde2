import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { buttonClass } from '../components/ui/button.tsx'
import { MapPin } from '../components/ui/icons.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { FilterForm } from '../features/clinics/finder-forms.tsx'
import { finderPageWords } from '../features/clinics/finder-page.ts'
import { searchFromUrl } from '../features/clinics/finder-query.ts'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/find-clinics.ts'
import { withQueries } from '../lib/query-scope.tsx'

export async function loader({ url, context }: Route.LoaderArgs) {
  const { language: _language, ...words } = finderPageWords(url, 'find')
  const found = await searchFromUrl(url, context.get(serverContext).services.clinics)
  return { ...words, ...found }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** /find-clinics: every live clinic, filtered by city, service and opening. */
function FindClinicsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <FindClinics {...loaderData} />
    </PageMessages>
  )
}

function FindClinics({ heading, description, values, result, error }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const localPath = useLocalPath()
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: t('card.signInToSave'), redirectTo: null }))
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <FilterForm values={values} action={localPath('/find-clinics')} />
        <div className="flex flex-wrap gap-2 text-sm">
          <Link to={localPath('/clinic-search')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            {t('find.searchLink')}
          </Link>
          <Link to={localPath('/find-clinics-map')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <MapPin aria-hidden="true" className="size-4" />
            {t('find.mapLink')}
          </Link>
          <Link to="/clinics/register" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('find.registerLink')}
          </Link>
        </div>
        {error ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {language === 'hi' ? t('find.badQuery') : error}
          </p>
        ) : null}
        {result ? (
          <ClinicList clinics={result.clinics} total={result.total} favorites={favorites} empty={<p>{t('find.empty')}</p>} />
        ) : null}
        {result?.clinics.some((clinic) => clinic.sample) ? (
          <p className="text-sm text-ink-muted">{t('find.sampleNote')}</p>
        ) : null}
      </div>
    </>
  )
}

export default withQueries(FindClinicsPage)
