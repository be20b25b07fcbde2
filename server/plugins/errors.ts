import type { FastifyError, FastifyInstance } from 'fastify'
import type { ApiError } from '../../core/errors.ts'
import { DomainError } from '../http-errors.ts'

function body(code: string, error: string): ApiError {
  return { success: false, error, code }
}

/** One error handler for the whole server: the JSON error shape, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      reply.headers(error.headers)
      return reply.status(error.status).send(body(error.code, error.message))
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
      return reply.status(fastifyError.statusCode).send(body('BAD_REQUEST', fastifyError.message))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(body('INTERNAL_ERROR', 'Something went wrong. Please try again.'))
  })
}

export function registerApiNotFound(app: FastifyInstance): void {
  app.all('/api/*', async (_request, reply) => reply.status(404).send(body('NOT_FOUND', 'No such API endpoint')))
}
