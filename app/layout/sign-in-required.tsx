import { LogIn } from '../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import { Button } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { openAuthModal } from '../lib/window-events.ts'

type SignInRequiredProps = {
  reason: string
  /**
   * The page's heading while the person is not known yet or not signed in, for a page whose
   * own <h1> is inside the signed-in part: the page keeps exactly one <h1> in every state.
   */
  heading?: string
  /** What a signed-in person sees; a function gets their user id, for the keys of their data. */
  children: React.ReactNode | ((userId: string) => React.ReactNode)
}

/** Shows its children to a signed-in person; others get a short reason and the Login button. */
export function SignInRequired({ reason, heading, children }: SignInRequiredProps) {
  const auth = useAuth()
  const t = useTranslations('auth.signInRequired')
  const pageHeading = heading ? <h1 className="sr-only">{heading}</h1> : null
  if (auth.isLoading && !auth.isAuthenticated) {
    return (
      <div className="flex justify-center py-16 text-brand-700" role="status">
        {pageHeading}
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  if (!auth.isAuthenticated) {
    return (
      <section className="card mx-auto max-w-lg p-6 text-center">
        {pageHeading}
        <LogIn aria-hidden="true" className="mx-auto size-9 text-brand-700" />
        <h2 className="mt-3 font-display text-xl font-semibold text-ink">{t('title')}</h2>
        <p className="mt-2 text-ink-muted">{reason}</p>
        <Button className="mt-5" onClick={() => openAuthModal({ title: 'Sign In', redirectTo: null })}>
          {t('login')}
        </Button>
      </section>
    )
  }
  return <>{typeof children === 'function' ? children(auth.userId ?? '') : children}</>
}
