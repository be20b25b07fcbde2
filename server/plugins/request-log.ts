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

/** Database and provider errors quote values (a failed query's parameters, say): phones are masked. */
export function serializeError(error: Error & { code?: string }) {
  if (!(error instanceof Error)) return { type: typeof error, message: maskPhonesInText(String(error)), stack: '' }
  return {
    type: error.name,
    message: maskPhonesInText(error.message),
    stack: maskPhonesInText(error.stack ?? ''),
    code: error.code,
  }
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, path: maskPhonesInText(String(request.url).split('?')[0] ?? '') }),
      err: serializeError,
    },
  }
}

/** One JSON line per request: request id, method, path (phones masked), status, duration. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: maskPhonesInText(request.url.split('?')[0] ?? ''),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
  })
}
