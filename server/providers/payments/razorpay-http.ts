import { GatewayError } from './payment-gateway.ts'

export type RazorpayApiSettings = {
  keyId: string
  keySecret: string
  /** https://api.razorpay.com unless a test points it at a local fake. */
  apiBaseUrl: string
  timeoutMs?: number
}

type RazorpayError = { error?: { description?: unknown } }

/** An answer of Razorpay's API: the HTTP response and its JSON body (null when it is not JSON). */
export type RazorpayAnswer<Entity> = { response: Response; body: (Entity & RazorpayError) | null }

/**
 * Razorpay's REST API with basic auth and a timeout. A request that cannot be sent or is not
 * answered in time throws a (retryable) `GatewayError`; the caller reads any answer.
 */
export function razorpayHttp(settings: RazorpayApiSettings) {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`

  async function request<Entity>(method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<RazorpayAnswer<Entity>> {
    let response: Response
    try {
      response = await fetch(new URL(path, settings.apiBaseUrl), {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`)
    }
    let body: (Entity & RazorpayError) | null
    try {
      body = (await response.json()) as Entity & RazorpayError
    } catch (error) {
      // A body cut short by the timeout is as good as no answer; one that is not JSON is read as none.
      if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`)
      body = null
    }
    return { response, body }
  }

  return {
    get: <Entity>(path: string) => request<Entity>('GET', path),
    post: <Entity>(path: string, payload: unknown | undefined, headers: Record<string, string> = {}) => request<Entity>('POST', path, payload, headers),
  }
}

/** A 4xx other than 409 (a duplicate still in flight) and 429 is Razorpay refusing the request itself. */
export function razorpayRefusal(what: string, response: Response, body: RazorpayError | null): GatewayError {
  const description = typeof body?.error?.description === 'string' ? body.error.description : response.statusText
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429
  return new GatewayError(`Razorpay refused ${what} (${response.status}): ${description}`, permanent)
}
