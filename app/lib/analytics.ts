import { useEffect } from 'react'
import { useLocation } from 'react-router'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Appends an entry to the tag manager's data layer, creating it if the script has not loaded. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= []
  window.dataLayer.push(entry)
}

export function tagManagerScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
}

/**
 * The path last reported, kept outside React so that remounting the shell (the root error
 * boundary renders its own) does not count the same page view twice.
 */
let lastReportedPath: string | null = null

/** Pushes `{ event: 'pageview', path }` for the first page and for every later path change. */
export function usePageviewTracking(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === lastReportedPath) return
    lastReportedPath = pathname
    pushToDataLayer({ event: 'pageview', path: pathname })
  }, [pathname])
}

/** The tag manager's own start event, once per page load, only when the script is configured. */
export function useTagManagerStart(gtmId: string | null): void {
  useEffect(() => {
    if (!gtmId || window.dataLayer?.some((entry) => entry.event === 'gtm.js')) return
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })
  }, [gtmId])
}
