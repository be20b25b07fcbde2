import { Link } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { ClinicList } from '../features/clinics/clinic-card.tsx'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { openAuthModal } from '../lib/window-events.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { PageMessages } from '../lib/i18n.tsx'
import type { Route } from './+types/favorites.ts'

export function loader() {
  const page = findSitePage('/favorites')
  return { title: page?.title ?? 'Favorite Clinics', heading: page?.heading ?? 'Favorite clinics', description: page?.description ?? '', noIndex: true, messages: messagesOf('en', ['clinics']) }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** The user menu's 'Favorite Clinics': the clinics saved with the heart. */
export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const signIn = () => openAuthModal({ title: 'Sign in to see your favourite clinics', redirectTo: null })
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, signIn)
  // English only for now; the clinic cards read their words from the clinic finder's messages.
  return (
    <PageMessages messages={loaderData.messages}>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        {!auth.isAuthenticated ? (
          <div className="card p-6">
            <p className="text-ink-muted">Sign in with your phone number to see the clinics you saved.</p>
            <button type="button" onClick={signIn} className={buttonClass({ className: 'mt-4' })} disabled={auth.isLoading}>
              Sign in
            </button>
          </div>
        ) : favorites.clinics === null ? (
          <p className="text-ink-muted" role="status">
            Loading your clinics...
          </p>
        ) : (
          <ClinicList
            clinics={favorites.clinics}
            total={favorites.clinics.length}
            favorites={favorites}
            empty={
              <div>
                <p>No favourite clinics yet. Tap the heart on any clinic to keep it here.</p>
                <Link to="/find-clinics" className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
                  Find a clinic
                </Link>
              </div>
            }
          />
        )}
      </div>
    </PageMessages>
  )
}
