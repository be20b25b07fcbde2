import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import type { ServerContext } from '../../app/lib/server-context.ts'
import { type CachedPage, type CachedPageOptions, cachedPage, sendCachedPage } from './cached-page.ts'
import type { PageCache } from './page-cache.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { LANGUAGE_COOKIE, chosenHome } from '../../core/i18n/language.ts'
import { DATABASE_RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE } from './errors.ts'

export type PageRendererOptions = {
  build: ServerBuild
  mode: 'production' | 'development'
  context: (request: FastifyRequest) => ServerContext
  /** Whole pages for a few seconds (decision 0014); requests that carry this cookie always render. */
  cache?: CachedPageOptions & { pages: PageCache<CachedPage>; bypassCookie: string }
}

/**
 * The page's absolute URL. Built from the parts rather than resolved against the host, so that a
 * path that begins with `//` stays a path instead of naming another host; null for a Host header
 * that makes no URL.
 */
export function pageUrl(protocol: string, host: string, pathAndQuery: string): URL | null {
  try {
    return new URL(`${protocol}://${host}${pathAndQuery}`)
  } catch {
    return null
  }
}

/**
 * The path and query with runs of slashes in the path made one: `//evil.example/x` is
 * `/evil.example/x` of this site, never a link to another host. Browsers read a backslash in a
 * path as a slash, so `/\\evil.example` and `//\\evil.example` are runs too.
 */
export function withSingleSlashes(pathAndQuery: string): string {
  const queryAt = pathAndQuery.indexOf('?')
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt)
  const query = queryAt < 0 ? '' : pathAndQuery.slice(queryAt)
  return path.replace(/^[/\\]+/, '/').replace(/[/\\]{2,}/g, '/') + query
}

/**
 * False for a path that decodes to control characters (a newline, NUL) or is not UTF-8: no page
 * has such an address, and the router cannot match it at all.
 */
export function isReadablePath(pathAndQuery: string): boolean {
  const queryAt = pathAndQuery.indexOf('?')
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt)
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path))
  } catch {
    return false
  }
}

/**
 * A page that failed because the database could not be reached answers 503 with a friendly page
 * and Retry-After, as the API does (decision 0042), rather than the 500 error page.
 */
export function pageAnswer(response: Response, errors: readonly unknown[]): Response {
  if (response.status < 500 || !errors.some(isDatabaseUnavailable)) return response
  return new Response(UNAVAILABLE_PAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  })
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, String(value))
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  // Pages arrive whole (app/entry.server.tsx); only data requests of client navigation stream.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()))
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}

/**
 * A page every visitor may be given: a whole HTML document answered 200, which sets no cookie and
 * that no route marked private. Anything else is sent as it is and not kept.
 */
async function cacheablePage(response: Response, nonce: string, options: CachedPageOptions): Promise<CachedPage | null> {
  if (response.status !== 200 || !response.body) return null
  if (!response.headers.get('content-type')?.startsWith('text/html')) return null
  if (response.headers.getSetCookie().length > 0) return null
  if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return null
  return cachedPage({ status: response.status, headers: [...response.headers], html: await response.text() }, nonce, options)
}

/** Says how a page was answered: HIT (from the cache), MISS (rendered for it) or BYPASS (signed in). */
export const PAGE_CACHE_HEADER = 'x-page-cache'

/** A GET for a page, not for the data or route manifest of client-side navigation. */
function isDocumentRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false
  const path = request.url.split('?', 1)[0] ?? ''
  return !path.endsWith('.data') && !path.startsWith('/__manifest')
}

/**
 * Hands every path outside /api to React Router. The body of a page request is left unread so
 * that React Router's actions read it themselves.
 */
export async function registerPageRenderer(app: FastifyInstance, options: PageRendererOptions): Promise<void> {
  const { serverContext } = options.build.entry.module as unknown as { serverContext: Parameters<RouterContextProvider['set']>[0] }
  const handle = createRequestHandler(options.build, options.mode)

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null))
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (!isReadablePath(request.url)) throw Object.assign(new Error('The address cannot be read'), { statusCode: 400 })
        const tidy = withSingleSlashes(request.url)
        if (tidy !== request.url) return reply.redirect(tidy, 301)
        const url = pageUrl(request.protocol, request.host, request.url)
        if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request')
        // A visitor who chose Hindi opens the home page in Hindi (decision 0075); not kept by any cache.
        const home = isDocumentRequest(request) ? chosenHome(request.url, request.cookies[LANGUAGE_COOKIE]) : null
        if (home) return reply.header('Cache-Control', 'private, no-store').redirect(home, 302)
        const render = async () => {
          const errors: unknown[] = []
          const loadContext = new RouterContextProvider()
          loadContext.set(serverContext, { ...options.context(request), pageError: (error: unknown) => errors.push(error) })
          return pageAnswer(await handle(toFetchRequest(request, reply, url), loadContext), errors)
        }
        const cache = options.cache
        if (!cache || !isDocumentRequest(request)) return sendFetchResponse(reply, await render())
        if (request.cookies[cache.bypassCookie] !== undefined) {
          reply.header(PAGE_CACHE_HEADER, 'BYPASS')
          return sendFetchResponse(reply, await render())
        }
        let own: Response | undefined
        const page = await cache.pages.get(request.url, async () => {
          own = await render()
          return cacheablePage(own, request.cspNonce, cache)
        })
        reply.header(PAGE_CACHE_HEADER, own ? 'MISS' : 'HIT')
        if (page) return sendCachedPage(request, reply, page)
        // Not cacheable: this request's own answer, or, after waiting on another request's, a rendering of its own.
        return sendFetchResponse(reply, own ?? (await render()))
      },
    })
  })
}
