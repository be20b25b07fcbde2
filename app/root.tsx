import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router'
import { SHELL_NAMESPACES, messagesOf } from '../content/i18n/index.ts'
import { HTML_LANG, languageOfPath } from '../core/i18n/language.ts'
import type { Route } from './+types/root.ts'
import { ErrorFallback } from './layout/error-fallback.tsx'
import { I18nProvider } from './lib/i18n.tsx'
import { InlineStylesheet } from './lib/inline-styles.tsx'
import { AppShell } from './layout/app-shell.tsx'
import { businessContact } from './lib/business.ts'
import type { RootData } from './lib/head.ts'
import { pageMeta } from './lib/head.ts'
import { shareNonceWithStyleElements, useNonce } from './lib/nonce.tsx'
import { serverContext } from './lib/server-context.ts'
import NotFoundPage, { notFoundMeta } from './routes/not-found.tsx'
import appStylesheet from './app.css?url'

shareNonceWithStyleElements()

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { siteOrigin, gtmId, locationLookup, businessDetails, marketingClaims, sessionCookie } = context.get(serverContext)
  const [business, claims] = await Promise.all([businessDetails(), marketingClaims()])
  const language = languageOfPath(new URL(request.url).pathname)
  return {
    siteOrigin,
    gtmId,
    locationLookup,
    business: businessContact(business, language),
    marketingClaims: claims,
    sessionCookie,
    language,
    messages: messagesOf(language, SHELL_NAMESPACES),
  }
}

/** The shell's strings follow the page into the other language; otherwise the root keeps its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) || defaultShouldRevalidate

export const meta: Route.MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404 ? notFoundMeta(args) : pageMeta(args, {})

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const language = languageOfPath(useLocation().pathname)
  return (
    <html lang={HTML_LANG[language]}>
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
    <I18nProvider language={loaderData.language} messages={loaderData.messages}>
      <AppShell gtmId={loaderData.gtmId}>
        <Outlet />
      </AppShell>
    </I18nProvider>
  )
}

/** A 404 thrown by a loader gets the not-found page in the shell; any other error, the fallback screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <I18nProvider language={rootData?.language ?? 'en'} messages={rootData?.messages ?? {}}>
        <AppShell gtmId={rootData?.gtmId ?? null}>
          <NotFoundPage />
        </AppShell>
      </I18nProvider>
    )
  }
  return <ErrorFallback text={rootData?.messages.shell.error} />
}
