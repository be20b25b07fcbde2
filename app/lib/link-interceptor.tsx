import { useEffect, useState } from 'react'
import { PrefetchPageLinks, useNavigate } from 'react-router'

/** How long a pointer rests on a link before its page is preloaded. */
const HOVER_PRELOAD_DELAY_MS = 100

function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const anchor = target.closest('a[data-site-link]')
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  return new URL(anchor.href).origin === window.location.origin ? anchor : null
}

/**
 * Gives every <SiteLink> the behaviour of React Router's <Link prefetch="intent">: one listener
 * for the whole page instead of hooks in each link.
 */
export function LinkInterceptor() {
  const navigate = useNavigate()
  const [preloadPage, setPreloadPage] = useState<string | null>(null)

  useEffect(() => {
    let hoverTimer: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = siteLinkOf(event.target)
      if (!anchor) return
      event.preventDefault()
      const url = new URL(anchor.href)
      void navigate(`${url.pathname}${url.search}${url.hash}`)
    }
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target)
      clearTimeout(hoverTimer)
      if (!anchor) return
      hoverTimer = setTimeout(() => setPreloadPage(new URL(anchor.href).pathname), HOVER_PRELOAD_DELAY_MS)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('mouseover', onIntent)
    document.addEventListener('focusin', onIntent)
    return () => {
      clearTimeout(hoverTimer)
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [navigate])

  return preloadPage ? <PrefetchPageLinks page={preloadPage} /> : null
}
