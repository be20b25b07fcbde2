import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { IDLE_PREFETCH_FALLBACK_MS } from '../../core/site/navigation.ts'

/** Runs `then` when the browser is next idle, or after the spec's fallback delay where there is no idle callback (Safari). */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then)
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(then, IDLE_PREFETCH_FALLBACK_MS)
  return () => window.clearTimeout(timer)
}

/** Runs `then` once the page has loaded (its images and scripts) and the browser is idle. */
function whenLoadedAndIdle(then: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(then)
  let cancelIdle = () => {}
  const onLoad = () => {
    cancelIdle = whenIdle(then)
  }
  window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    cancelIdle()
  }
}

/**
 * Prefetches the code and data of a few pages once the page has loaded and the browser is idle,
 * one page per idle period: adding a page's links to the document is a task of its own, which
 * must not lengthen the page's start-up on a slow phone.
 */
export function IdlePrefetch({ paths }: { paths: readonly string[] }) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (count >= paths.length) return
    return whenLoadedAndIdle(() => setCount((current) => current + 1))
  }, [count, paths.length])
  return paths.slice(0, count).map((path) => <PrefetchPageLinks key={path} page={path} />)
}
