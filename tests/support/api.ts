import type { FastifyInstance } from 'fastify'
import { TEST_ORIGIN } from './sign-in.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A JSON request to the app as the site's own page would send it (its Origin, a session cookie
 * when given, the body as JSON). The app is read when called: tests build it in `beforeAll`.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    })
}
