import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { maskPhonesInText } from '../../core/phone.ts'

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

/** Takes a well-formed `X-Request-Id` from the proxy, else makes one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID()
}

/** Never logged: OTPs, tokens, cookies, signatures, secrets. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.otp',
  '*.token',
  '*.password',
  '*.secret',
  '*.signature',
  '*.razorpay_signature',
]

/** SQLSTATE codes are five characters; database drivers (pg, PGlite) set them with a severity. */
function isDatabaseError(value: unknown): value is Error & { code: string; table?: string; constraint?: string } {
  return (
    value instanceof Error &&
    typeof (value as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((value as unknown as { code: string }).code) &&
    typeof (value as { severity?: unknown }).severity === 'string'
  )
}

/** The table a statement works on, read from its SQL text (which holds placeholders, never values). */
export function tableOfQuery(query: string): string | undefined {
  return /\b(?:insert\s+into|update|delete\s+from|from)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(query)?.[1]
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
}

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g

/**
 * What an error may put in the log (SECURITY.md, operations). A failed query gives its class,
 * SQLSTATE code, table and constraint, never its message or parameters (which quote names,
 * addresses and notes). Other errors keep their message with phone numbers masked and e-mail
 * addresses removed.
 */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: maskPhonesInText(String(error)).replace(EMAIL_ADDRESS, '[e-mail]'), stack: '' }
  const { query: rawQuery } = error as unknown as { query?: unknown }
  const query = typeof rawQuery === 'string' ? rawQuery : undefined
  const cause = query === undefined ? error : error.cause
  if (query !== undefined || isDatabaseError(cause)) {
    const database = isDatabaseError(cause) ? cause : undefined
    return {
      type: error.name,
      message: 'database query failed',
      cause: cause instanceof Error && cause !== error ? cause.name : undefined,
      code: database?.code,
      table: database?.table ?? (query === undefined ? undefined : tableOfQuery(query)),
      constraint: database?.constraint,
      stack: framesOf(error),
    }
  }
  return {
    type: error.name,
    message: maskPhonesInText(error.message).replace(EMAIL_ADDRESS, '[e-mail]'),
    stack: maskPhonesInText(framesOf(error)),
    code: (error as unknown as { code?: string }).code,
  }
}

/** Paths whose last segment is a bearer token: a shared vaccination card's page and its API. */
const TOKEN_PATH = /^(\/(?:api\/cards|card)\/)[^/]+/i

/**
 * A request path as the log may keep it: no query string, phone numbers masked and a bearer
 * token in the path replaced ('/card/[token]'), since the link alone opens a pet's health record.
 */
export function loggablePath(url: string): string {
  return maskPhonesInText((url.split('?')[0] ?? '').replace(TOKEN_PATH, '$1[token]'))
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, path: loggablePath(String(request.url)) }),
      err: serializeError,
    },
  }
}

/** One JSON line per request: request id, method, path (phones masked, tokens replaced), status, duration. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
  })
}
