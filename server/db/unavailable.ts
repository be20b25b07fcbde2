/**
 * Whether an error means the database cannot be reached right now (it is restarting, refusing
 * connections, or ended this connection), rather than that the request or the code is wrong.
 * Such a failure is the server's state, not a bug: the API answers 503 and the client may retry.
 * Drizzle wraps the driver's error, so the whole `cause` chain is looked at.
 */

/** Socket errors of the driver when the server is down or goes away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
 * down, crashed or starting up) and 53300 (too many connections).
 */
const SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/

/** What pg says when it loses or cannot get a connection (these errors carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Connection ended unexpectedly',
]

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current)
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = current.cause
  }
  return false
}

/** The first error code along the `cause` chain (for the log: a database's message may quote data). */
export function databaseErrorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string') return code
    current = current.cause
  }
  return 'unknown'
}
