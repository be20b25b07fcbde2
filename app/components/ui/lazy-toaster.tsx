import { Suspense, lazy, useEffect, useState } from 'react'
import { toast, useToast } from './toast-store.ts'

declare global {
  interface Window {
    /** Set only on pages opened with ?e2e=1; see the effect below. */
    __petvaidyaToast?: typeof toast
  }
}

const loadToaster = () => import('./toaster.tsx')
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

/**
 * The toast area, whose code (Radix Toast) loads while the browser is idle, or at once when the
 * first toast is raised or F8 is pressed; the first page load stays small on slow phones.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  const [mounted, setMounted] = useState(false)
  const [focusOnMount, setFocusOnMount] = useState(false)

  if (toasts.length > 0 && !mounted) setMounted(true)

  useEffect(() => {
    if (mounted) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      setFocusOnMount(true)
      setMounted(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [mounted])

  useEffect(() => {
    const warm = () => {
      loadToaster().then(() => setMounted(true), () => undefined)
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm)
      return () => window.cancelIdleCallback(handle)
    }
    const handle = setTimeout(warm, 2000)
    return () => clearTimeout(handle)
  }, [])

  useEffect(() => {
    // The browser tests raise toasts through this hook on pages opened with ?e2e=1; it can do
    // nothing a visitor could not already do from the console.
    if (new URLSearchParams(window.location.search).get('e2e') === '1') window.__petvaidyaToast = toast
  }, [])

  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster focusViewportOnMount={focusOnMount} />
    </Suspense>
  )
}
