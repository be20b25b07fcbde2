import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query'

/** A non-success response, with the message the spec gives (section 8, generic fetch errors). */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

/** Throws for any non-success response: `500: Internal Server Error`, or `404: {body text}` below 500. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  if (response.status >= 500) throw new HttpError(response.status, `${response.status}: ${response.statusText}`)
  const body = await response.text().catch(() => '')
  throw new HttpError(response.status, `${response.status}: ${body || response.statusText}`)
}

/** The default query: GET the URL in the first element of the key, with cookies, as JSON. */
export async function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const [url] = queryKey
  if (typeof url !== 'string') throw new TypeError('The first element of a query key must be the URL to fetch')
  const response = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } })
  await throwIfNotOk(response)
  return response.json()
}

/**
 * Data-fetching defaults: no refetch on focus, no polling, no retries. Data counts as fresh for
 * 30 seconds, so a page opened again shortly after shows what it has at once, and after that
 * it asks the server again; every write also invalidates the keys it changes (app/lib/query-keys).
 */
export const STALE_TIME_MS = 30_000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
