import type { FastifyInstance } from 'fastify'
import { DomainError } from '../http-errors.ts'
import { isApiRoute, matchedRoute } from './matched-route.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CsrfOptions = {
  siteOrigin: string
  /** Routes (as registered) checked by their own signature instead (provider webhooks). */
  exemptRoutes: string[]
  /**
   * Routes (as registered) whose body is a file, sent with one of these types. None of them is a
   * type a cross-site form can send, so the rule's purpose holds.
   */
  fileRoutes?: { routes: string[]; contentTypes: string[] }
}

/**
 * An unsafe request to /api must come from our own pages: a foreign Origin or
 * `Sec-Fetch-Site: cross-site` is refused, and a body must be JSON.
 */
export function registerCsrfGuard(app: FastifyInstance, options: CsrfOptions): void {
  const siteOrigin = new URL(options.siteOrigin).origin
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    if (!isApiRoute(request) || options.exemptRoutes.includes(matchedRoute(request))) return

    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new DomainError('CSRF_REJECTED', 'Cross-site request refused')
    }
    const origin = request.headers.origin
    if (origin !== undefined) {
      const ownOrigin = `${request.protocol}://${request.host}`
      if (origin !== siteOrigin && origin !== ownOrigin) {
        throw new DomainError('CSRF_REJECTED', 'Cross-site request refused')
      }
    }
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined
    const contentType = request.headers['content-type'] ?? ''
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
    const isFile = options.fileRoutes?.routes.includes(matchedRoute(request)) && options.fileRoutes.contentTypes.includes(mediaType)
    if (hasBody && !isFile && !/^application\/json\b/i.test(contentType)) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json')
    }
  })
}
