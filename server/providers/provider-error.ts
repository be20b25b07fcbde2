/**
 * An outside service (a store, a provider's API) that failed or did not answer in time. The
 * message names the service and what went wrong, never a credential or the data sent; the error
 * handler answers 503 with a plain sentence, and a job that meets it tries again later.
 */
export class ProviderUnavailableError extends Error {
  readonly provider: string
  constructor(provider: string, reason: string) {
    super(`${provider}: ${reason}`)
    this.name = 'ProviderUnavailableError'
    this.provider = provider
  }
}

/** What a failed request to an outside service says in the log: a timeout names its limit, anything else only its kind. */
export function requestFailure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : 'Error'
  return name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `request failed (${name})`
}
