import { useEffect, useState } from 'react'
import { data } from 'react-router'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/error-check.ts'

/** Absent in production: the not-found page, like any unknown address. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(serverContext).testPages) throw data(null, { status: 404 })
  return null
}

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
