import type { FastifyInstance } from 'fastify'
import { UPLOAD_MAX_BYTES, UploadQuery } from '../../../core/contracts/blog-admin.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import { TOO_LARGE_MESSAGE, type UploadService, isPrivateImage } from './service.ts'

/** The types an upload may be sent as; the bytes decide what it really is. */
export const UPLOAD_CONTENT_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp']
export const UPLOAD_ROUTE = '/api/admin/uploads'

/**
 * Lets a scope's routes take an image's raw bytes as the body. Reads at most 5 MB: a larger body
 * is refused with 413 as soon as it passes the limit, and nothing is stored.
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(UPLOAD_CONTENT_TYPES, (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > UPLOAD_MAX_BYTES) {
      done(new DomainError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { code: 'IMAGE_TOO_LARGE' }), undefined)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let finished = false
    payload.on('data', (chunk: Buffer) => {
      if (finished) return
      size += chunk.length
      if (size > UPLOAD_MAX_BYTES) {
        finished = true
        payload.pause()
        done(new DomainError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { code: 'IMAGE_TOO_LARGE' }), undefined)
        return
      }
      chunks.push(chunk)
    })
    payload.on('end', () => {
      if (finished) return
      finished = true
      done(null, Buffer.concat(chunks))
    })
    payload.on('error', (error: Error) => {
      if (finished) return
      finished = true
      done(error, undefined)
    })
  })
}

/** The body an image route was sent, or a 400 naming the file when it was not sent as an image. */
export function imageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) {
    throw new DomainError('VALIDATION_ERROR', 'file: send the image itself as the body, with its type (image/jpeg, image/png or image/webp)', {
      code: 'NOT_AN_IMAGE',
    })
  }
  return body
}

/**
 * POST /api/admin/uploads?kind=cover|photo: the file's bytes as the body. Reads at most 5 MB: a
 * larger body is refused with 413 as soon as it passes the limit, and nothing is stored.
 */
export function uploadAdminRoutes(uploads: UploadService, guards: SessionGuards) {
  return (scope: FastifyInstance) => {
    acceptImageBodies(scope)

    scope.post('/uploads', async (request, reply) => {
      const { kind } = parseInput(UploadQuery, request.query)
      if (!Buffer.isBuffer(request.body)) {
        throw new DomainError('VALIDATION_ERROR', 'file: send the image itself as the body, with its type (image/jpeg, image/png or image/webp)', {
          code: 'NOT_AN_IMAGE',
        })
      }
      reply.code(201)
      const { user } = await guards.requireUser(request)
      return uploads.storeImage(user.userId, request.body, kind)
    })
  }
}

/**
 * GET /uploads/{name}: a stored image. A public image's name never changes meaning, so browsers
 * and proxies keep it a year; an owner's photo (a pet, a vaccination card page) is `private,
 * no-cache`, so that once removed it is not served from any cache.
 */
export function registerUploadFiles(app: FastifyInstance, uploads: UploadService): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const image = await uploads.readImage(request.params.name)
    if (!image) {
      reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store')
      return 'Not found'
    }
    reply.type(image.contentType).header('Cache-Control', isPrivateImage(request.params.name) ? 'private, no-cache' : 'public, max-age=31536000, immutable')
    return image.bytes
  })
}
