import type { z } from 'zod'
import { SESSION_ENDED } from './window-events.ts'

/** A failed API call: the HTTP status, the server's code and message (the JSON error shape). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** Seconds until a limit lets the request through again (the Retry-After header), or null. */
  readonly retryAfterSeconds: number | null
  /** The whole JSON body: some refusals carry what the page needs to act on them (parse it with the contract). */
  readonly body: unknown
  constructor(status: number, code: string, message: string, retryAfterSeconds: number | null = null, body: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
    this.body = body
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null
  const message = typeof body?.error === 'string' ? body.error : `${response.status}: ${response.statusText}`
  const retryAfter = Number(response.headers.get('Retry-After'))
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null
  return new ApiError(response.status, typeof body?.code === 'string' ? body.code : 'HTTP_ERROR', message, retryAfterSeconds, body)
}

/**
 * The shared contract an answer is parsed with, or a function that imports it. A page whose first
 * view makes no call passes the function, so neither the contract nor Zod is among the scripts
 * it runs at start-up (decision 0057).
 */
export type ResponseContract<Schema extends z.ZodType> = Schema | (() => Promise<Schema>)

/** Calls our own API with JSON and cookies, and parses the answer with the shared contract. */
export async function callApi<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  contract: ResponseContract<Schema>,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<z.infer<Schema>> {
  const loading = typeof contract === 'function' ? contract() : Promise.resolve(contract)
  // Read below; a request that fails first never reads it, and its failure must not go unhandled.
  loading.catch(() => undefined)
  // A change waits for its contract before it is sent: an answer that could not be read must
  // never follow a booking or payment the server has made. A read fetches both at once.
  if (method !== 'GET') await loading
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const error = await errorFrom(response)
    if (error.code === 'UNAUTHENTICATED') window.dispatchEvent(new CustomEvent(SESSION_ENDED))
    throw error
  }
  const schema = await loading
  if (response.status === 204) return schema.parse(undefined)
  return schema.parse(await response.json())
}
