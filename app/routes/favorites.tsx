import { useTranslations } from 'use-intl'
import { Link } from 'react-router'
import { languageOfPath } from '../../core/i18n/language.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { openAuthModal } from '../lib/window-events.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'
import type { Route } from './+types/favorites.ts'
import { withQueries } from '../lib/query-scope.tsx'

/** The clinic cards read their words from the clinic finder's messages; the page's own are `favorites`. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['favorites', 'clinics'])
  return { ...messages.favorites.page, noIndex: true, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** The user menu's 'Favorite Clinics': the clinics saved with the heart. */
function FavoritesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Favorites heading={loaderData.heading} description={loaderData.description} />
    </PageMessages>
  )
}

function Favorites({ heading, description }: { heading: string; description: string }) {
  const t = useTranslations('favorites')
  const localPath = useLocalPath()
  const auth = useAuth()
  const signIn = () => openAuthModal({ title: 'Sign in to see your favourite clinics', redirectTo: null })
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, signIn)
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        {!auth.isAuthenticated ? (
          <div className="card p-6">
            <p className="text-ink-muted">{t('signIn.text')}</p>
            <button type="button" onClick={signIn} className={buttonClass({ className: 'mt-4' })} disabled={auth.isLoading}>
              {t('signIn.button')}
            </button>
          </div>
        ) : favorites.clinics === null ? (
          <p className="text-ink-muted" role="status">
            {t('loading')}
          </p>
        ) : (
          <ClinicList
            clinics={favorites.clinics}
            total={favorites.clinics.length}
            favorites={favorites}
            empty={
              <div>
                <p>{t('empty')}</p>
                <Link to={localPath('/find-clinics')} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
                  {t('find')}
                </Link>
              </div>
            }
          />
        )}
      </div>
    </>
  )
}

export default withQueries(FavoritesPage)
