import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUDIO_CONTENT_TYPES, AUDIO_MAX_BYTES, CreateMediaBody, MediaIdParams, MediaReviewBody, UpdateMediaBody } from '../../../core/contracts/media.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import { NOT_AUDIO_MESSAGE, type UploadService } from '../uploads/service.ts'
import type { MediaService } from './service.ts'

export const MEDIA_AUDIO_ROUTE = '/api/admin/media/audio'
const TOO_LARGE_AUDIO = 'file: the audio file is larger than 25 MB. Please export it at a lower bit rate (48 to 64 kbit/s is plenty for speech).'
/** A transcript may be long: the JSON bodies of the media routes may be larger than the default. */
const MEDIA_BODY_LIMIT = 512 * 1024

/** Takes an audio file's raw bytes as the body, up to AUDIO_MAX_BYTES; a larger one is refused with 413 at once. */
function acceptAudioBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(AUDIO_CONTENT_TYPES, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > AUDIO_MAX_BYTES) {
      done(new DomainError('PAYLOAD_TOO_LARGE', TOO_LARGE_AUDIO, { code: 'AUDIO_TOO_LARGE' }), undefined)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let finished = false
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return
      finished = true
      done(error, body)
    }
    payload.on('data', (chunk: Buffer) => {
      if (finished) return
      size += chunk.length
      if (size > AUDIO_MAX_BYTES) {
        payload.pause()
        finish(new DomainError('PAYLOAD_TOO_LARGE', TOO_LARGE_AUDIO, { code: 'AUDIO_TOO_LARGE' }))
        return
      }
      chunks.push(chunk)
    })
    payload.on('end', () => finish(null, Buffer.concat(chunks)))
    payload.on('error', (error: Error) => finish(error))
  })
}

/** The media library, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function mediaAdminRoutes(media: MediaService, uploads: UploadService, actorOf: (request: FastifyRequest) => Promise<string>) {
  return (scope: FastifyInstance) => {
    scope.register(async (audio) => {
      acceptAudioBodies(audio)
      audio.post('/media/audio', async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new DomainError('VALIDATION_ERROR', NOT_AUDIO_MESSAGE, { code: 'NOT_AUDIO' })
        const stored = await uploads.storeAudio(await actorOf(request), request.body)
        reply.code(201)
        return stored
      })
    })

    scope.get('/media', async () => ({ items: await media.listAll() }))

    scope.post('/media', { bodyLimit: MEDIA_BODY_LIMIT }, async (request, reply) => {
      const body = parseInput(CreateMediaBody, request.body)
      const item = await media.create(await actorOf(request), body)
      reply.code(201)
      return { item }
    })

    scope.put('/media/:id', { bodyLimit: MEDIA_BODY_LIMIT }, async (request) => {
      const { id } = parseInput(MediaIdParams, request.params)
      const body = parseInput(UpdateMediaBody, request.body)
      return { item: await media.update(await actorOf(request), id, body) }
    })
  }
}

/** A vet's review of a media item, relative to /api/vet. */
export function mediaReviewRoutes(media: MediaService, actorOf: (request: FastifyRequest) => Promise<string>) {
  return (scope: FastifyInstance) => {
    scope.get('/media', async () => ({ items: await media.listAll() }))
    scope.post('/media/:id/review', async (request) => {
      const { id } = parseInput(MediaIdParams, request.params)
      const { version } = parseInput(MediaReviewBody, request.body)
      return { item: await media.markReviewed(await actorOf(request), id, version) }
    })
  }
}
