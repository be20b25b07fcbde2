import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root.ts'
import { ErrorFallback } from './layout/error-fallback.tsx'
import { InlineStylesheet } from './lib/inline-styles.tsx'
import { AppShell } from './layout/app-shell.tsx'
import { businessContact } from './lib/business.ts'
import type { RootData } from './lib/head.ts'
import { pageMeta } from './lib/head.ts'
import { shareNonceWithStyleElements, useNonce } from './lib/nonce.tsx'
import { serverContext } from './lib/server-context.ts'
import NotFoundPage from './routes/not-found.tsx'
import appStylesheet from './app.css?url'

shareNonceWithStyleElements()

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { siteOrigin, gtmId, locationLookup, businessDetails, marketingClaims, sessionCookie } = context.get(serverContext)
  const [business, claims] = await Promise.all([businessDetails(), marketingClaims()])
  return { siteOrigin, gtmId, locationLookup, business: businessContact(business), marketingClaims: claims, sessionCookie }
}

export const meta: Route.MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404
    ? pageMeta(args, { title: 'Page Not Found', description: 'The page you are looking for does not exist.', noIndex: true })
    : pageMeta(args, {})

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <link rel="expect" href="#site-footer" blocking="render" />
        <InlineStylesheet href={appStylesheet} nonce={nonce} />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell gtmId={loaderData.gtmId}>
      <Outlet />
    </AppShell>
  )
}

/** A 404 thrown by a loader gets the not-found page in the shell; any other error, the fallback screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell gtmId={rootData?.gtmId ?? null}>
        <NotFoundPage />
      </AppShell>
    )
  }
  return <ErrorFallback />
}
