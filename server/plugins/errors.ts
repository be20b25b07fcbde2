import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiError, ApiErrorCode } from '../../core/errors.ts'
import { databaseErrorCode, isDatabaseUnavailable } from '../db/unavailable.ts'
import { DomainError } from '../http-errors.ts'
import { ProviderUnavailableError } from '../providers/provider-error.ts'
import { isApiRoute } from './matched-route.ts'

/** `message` repeats `error`: the booking client of the spec reads a failure's message under that name. */
function body(code: ApiErrorCode, error: string): ApiError {
  return { success: false, error, code, message: error }
}

/** The answer while the database cannot be reached (a restart, a failover): the request may be sent again. */
export const DATABASE_UNAVAILABLE = 'We cannot reach our records just now. Please try again in a minute.'
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** The answer when an outside service (the photo store, say) failed or did not answer in time. */
export const PROVIDER_UNAVAILABLE = 'This is not available just now. Please try again in a minute.'
const PROVIDER_RETRY_AFTER_SECONDS = 30

/** The page a browser gets while the database cannot be reached (with 503 and Retry-After). */
export const UNAVAILABLE_PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a minute - PetVaidya</title><meta name="robots" content="noindex, nofollow"></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>We'll be back in a minute</h1><p>We cannot reach our records just now. Your bookings and details are safe. Please try again in a minute.</p><p><a href="/" style="color:#0f766e;font-weight:600">Try again</a></p></body></html>`

const BAD_REQUEST_PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request - PetVaidya</title><meta name="robots" content="noindex, nofollow"></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>We could not read that address</h1><p>The link may be mistyped or cut short.</p><p><a href="/" style="color:#0f766e;font-weight:600">Go to Homepage</a></p></body></html>`

/** One error handler for the whole server: the JSON error shape, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError)
}

function replyWithError(error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    reply.headers(error.headers)
    return reply.status(error.status).send({ ...error.details, ...body(error.code, error.message) })
  }
  const fastifyError = error as FastifyError
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Request body is too large'))
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'))
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.status(400).send(body('VALIDATION_ERROR', 'Request body is empty'))
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.status(400).send(body('VALIDATION_ERROR', 'Request body is not valid JSON'))
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // A browser asking for a page (a mistyped address, say) gets a page, not JSON.
    if (!isApiRoute(request) && String(request.headers.accept ?? '').includes('text/html')) {
      return reply.status(fastifyError.statusCode).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE)
    }
    return reply.status(fastifyError.statusCode).send(body('BAD_REQUEST', fastifyError.message))
  }
  if (isDatabaseUnavailable(error)) {
    // Only the code: a database's message may quote the data (a phone number, say).
    request.log.error({ code: databaseErrorCode(error) }, 'database unavailable')
    return reply
      .status(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(body('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE))
  }
  if (error instanceof ProviderUnavailableError) {
    // The message names the service and the failure only; nothing of it reaches the client.
    request.log.error({ provider: error.provider, reason: error.message }, 'outside service unavailable')
    return reply.status(503).header('Retry-After', String(PROVIDER_RETRY_AFTER_SECONDS)).send(body('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE))
  }
  request.log.error({ err: error }, 'unhandled error')
  return reply.status(500).send(body('INTERNAL_ERROR', 'Something went wrong. Please try again.'))
}

/**
 * Errors Fastify raises before routing (a malformed address): they skip the hooks, so this
 * answer sets the security headers itself, then goes through the one error handler.
 */
export function frameworkErrorHandler(headers: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    headers(request, reply)
    return replyWithError(error, request, reply)
  }
}

export function registerApiNotFound(app: FastifyInstance): void {
  app.all('/api/*', async (_request, reply) => reply.status(404).send(body('NOT_FOUND', 'No such API endpoint')))
}
