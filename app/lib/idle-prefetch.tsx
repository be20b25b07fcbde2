import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { IDLE_PREFETCH_FALLBACK_MS } from '../../core/site/navigation.ts'

/**
 * Prefetches the code and data of a few pages once the browser is idle, or after the spec's
 * fallback delay where there is no idle callback (Safari).
 */
export function IdlePrefetch({ paths }: { paths: readonly string[] }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true))
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_PREFETCH_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!idle) return null
  return paths.map((path) => <PrefetchPageLinks key={path} page={path} />)
}
