import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import { closingForNavigation } from '../../components/ui/dialog-history.ts'
import { useNavigate } from 'react-router'
import { OPEN_AUTH_MODAL } from '../../lib/window-events.ts'

// The dialog, its form code and the API contracts load when someone first asks to sign in.
const PhoneVerificationDialog = lazy(() =>
  import('./phone-verification-dialog.tsx').then((module) => ({ default: module.PhoneVerificationDialog })),
)

/** Where the spec's auth event sends people after they verify, unless the event names a place. */
export const AUTH_EVENT_DEFAULT_REDIRECT = '/appointment'

export type OpenAuthModalDetail = {
  title?: string
  redirectTo?: string | null
  /** Called once the phone is verified, for a flow that continues where it was (paying online). */
  onVerified?: () => void
  /** A signed-in person confirms with a fresh code (step-up); otherwise the dialog skips the signed-in. */
  reverify?: boolean
}

/**
 * The sign-in dialog that any part of the app opens with the window event 'open-auth-modal'.
 * On verification the user is stored (by the dialog) and the modal closes.
 */
export function GlobalAuthModal() {
  const navigate = useNavigate()
  const [request, setRequest] = useState<OpenAuthModalDetail | null>(null)
  const [everOpened, setEverOpened] = useState(false)

  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<OpenAuthModalDetail | null>).detail
      setRequest(detail ?? {})
      setEverOpened(true)
    }
    window.addEventListener(OPEN_AUTH_MODAL, listener)
    return () => window.removeEventListener(OPEN_AUTH_MODAL, listener)
  }, [])

  const redirectTo = request?.redirectTo === undefined ? AUTH_EVENT_DEFAULT_REDIRECT : request.redirectTo
  const continueWith = request?.onVerified
  const onVerified = useCallback(() => {
    if (redirectTo) {
      closingForNavigation()
      void navigate(redirectTo)
    }
    continueWith?.()
  }, [navigate, redirectTo, continueWith])
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setRequest(null)
  }, [])

  if (!everOpened) return null
  return (
    <Suspense fallback={null}>
      <PhoneVerificationDialog open={request !== null} onOpenChange={onOpenChange} onVerified={onVerified} title={request?.title} reverify={request?.reverify ?? false} />
    </Suspense>
  )
}
