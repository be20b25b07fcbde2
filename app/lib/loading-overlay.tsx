import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx'

type LoadingOverlayControls = { start: () => void; stop: () => void }

declare global {
  interface Window {
    /** Set only on pages opened with ?e2e=1, like the toast hook in toaster.tsx. */
    __petvaidyaLoading?: LoadingOverlayControls
  }
}

const LoadingOverlayContext = createContext<LoadingOverlayControls | null>(null)

/**
 * Holds the full-screen overlay. Starts are counted, so two overlapping tasks keep it up until
 * both have stopped.
 */
export function LoadingOverlayProvider({ children }: { children: React.ReactNode }) {
  const [pending, setPending] = useState(0)
  const controls = useMemo<LoadingOverlayControls>(
    () => ({
      start: () => setPending((count) => count + 1),
      stop: () => setPending((count) => Math.max(0, count - 1)),
    }),
    [],
  )
  useEffect(() => {
    // No feature starts the overlay yet (payment and booking are later issues), so the browser
    // tests reach it through this hook, attached only with ?e2e=1.
    if (new URLSearchParams(window.location.search).get('e2e') === '1') window.__petvaidyaLoading = controls
  }, [controls])
  return (
    <LoadingOverlayContext.Provider value={controls}>
      {children}
      {pending > 0 ? <LoadingOverlay /> : null}
    </LoadingOverlayContext.Provider>
  )
}

export function useLoadingOverlay(): LoadingOverlayControls {
  const controls = useContext(LoadingOverlayContext)
  if (!controls) throw new Error('useLoadingOverlay must be used inside LoadingOverlayProvider')
  return controls
}
