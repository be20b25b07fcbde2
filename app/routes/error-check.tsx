import { useEffect, useState } from 'react'
import type { Route } from './+types/error-check.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Error check' }, { name: 'robots', content: 'noindex, nofollow' }]

/**
 * /__error-check: lets the browser tests (tests/e2e/shell.spec.ts) see the fallback screen of
 * an uncaught render error. The server renders a harmless placeholder and answers 200; after
 * hydration an effect flips the state and the next render throws, which the root error
 * boundary turns into the 'We're Sorry!' screen. It is not in core/site/pages.ts, so neither
 * the sitemap nor any link points here, and it reveals nothing.
 */
export default function ErrorCheckPage() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (hydrated) throw new Error('Deliberate render error from /__error-check')
  return <p className="mx-auto max-w-6xl px-4 py-12 text-ink-muted">Checking the error screen...</p>
}
