import { AuthProvider, useAuth } from '../features/auth/auth-provider.tsx'
import { GlobalAuthModal } from '../features/auth/global-auth-modal.tsx'
import { openAppointmentModal } from '../lib/window-events.ts'
import { SiteShell } from './site-shell.tsx'

type AppShellProps = { gtmId: string | null; children: React.ReactNode }

/** The site shell with the features it shows in every page: sign-in state and the auth modal. */
export function AppShell({ gtmId, children }: AppShellProps) {
  return (
    <AuthProvider>
      <SignedInShell gtmId={gtmId}>{children}</SignedInShell>
    </AuthProvider>
  )
}

function SignedInShell({ gtmId, children }: AppShellProps) {
  const auth = useAuth()
  const user = auth.isAuthenticated ? { displayName: auth.displayName || 'My account' } : null
  return (
    <SiteShell
      gtmId={gtmId}
      authModal={<GlobalAuthModal />}
      header={{
        user,
        authPending: auth.isLoading && !auth.isAuthenticated,
        onLogout: auth.logout,
        cart: { itemCount: 0, total: 0 },
        onPayOnline: () => {},
        onPayPostService: openAppointmentModal,
      }}
    >
      {children}
    </SiteShell>
  )
}
