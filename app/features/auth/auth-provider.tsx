import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { SessionUser } from '../../../core/contracts/auth.ts'
import { SESSION_ENDED, onWindowEvent } from '../../lib/window-events.ts'
import { SIGNED_OUT, type StoredAuth, readStoredAuth, userIdOf, writeStoredAuth } from './auth-storage.ts'

export type AuthState = StoredAuth & {
  user: SessionUser | null
  isLoading: boolean
}

export type AuthContextValue = AuthState & {
  /** Records a verified sign-in (the server session already exists). */
  setAuthenticated: (phoneNumber: string, displayName: string, user?: SessionUser) => void
  /** Ends the session on the server and forgets the user here; errors are rethrown. */
  logout: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, user: null, isLoading: true })

  const signOutLocally = useCallback(() => {
    writeStoredAuth(window.localStorage, SIGNED_OUT)
    setState({ ...SIGNED_OUT, user: null, isLoading: false })
  }, [])

  // A call refused for want of a session: this browser forgets the person (and, through the
  // layout's PrivateDataGuard, their cached data) instead of showing buttons that cannot work.
  useEffect(
    () =>
      onWindowEvent(SESSION_ENDED, () => {
        if (readStoredAuth(window.localStorage).isAuthenticated) signOutLocally()
      }),
    [signOutLocally],
  )

  useEffect(() => {
    const stored = readStoredAuth(window.localStorage)
    if (!stored.isAuthenticated) {
      // A visitor who never signed in here needs no call (and no API code) at start-up.
      setState({ ...SIGNED_OUT, user: null, isLoading: false })
      return
    }
    setState({ ...stored, user: null, isLoading: true })
    let cancelled = false
    import('./auth-api.ts')
      .then(({ fetchSession }) => fetchSession())
      .then((user) => {
        if (cancelled) return
        if (!user) {
          signOutLocally()
          return
        }
        const next = { isAuthenticated: true, phoneNumber: user.phoneNumber, displayName: user.displayName, userId: user.userId }
        writeStoredAuth(window.localStorage, next)
        setState({ ...next, user, isLoading: false })
      })
      .catch(() => {
        // Offline or server trouble: keep what this browser knew until the next start.
        if (!cancelled) setState((current) => ({ ...current, isLoading: false }))
      })
    return () => {
      cancelled = true
    }
  }, [signOutLocally])

  const setAuthenticated = useCallback((phoneNumber: string, displayName: string, user?: SessionUser) => {
    const next = { isAuthenticated: true, phoneNumber, displayName, userId: userIdOf(phoneNumber) }
    writeStoredAuth(window.localStorage, next)
    setState({ ...next, user: user ?? null, isLoading: false })
  }, [])

  const logout = useCallback(async () => {
    try {
      const { logoutOnServer } = await import('./auth-api.ts')
      await logoutOnServer()
    } finally {
      signOutLocally()
    }
  }, [signOutLocally])

  const value = useMemo(() => ({ ...state, setAuthenticated, logout }), [state, setAuthenticated, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
