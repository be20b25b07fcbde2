import { useEffect, useEffectEvent } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * Scrolls to the top when the path changes (spec: every route change). A link with a hash
 * (#services) scrolls to its anchor instead, and Back/Forward keep the position that
 * React Router's ScrollRestoration restores.
 */
export function useScrollToTopOnRouteChange(): void {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const scrollUnlessAnchorOrHistory = useEffectEvent(() => {
    if (hash || navigationType === 'POP') return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  })
  useEffect(() => {
    scrollUnlessAnchorOrHistory()
  }, [pathname])
}
