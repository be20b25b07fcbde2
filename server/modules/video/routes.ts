import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { formatInstant } from '../../../core/dates.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import { acceptImageBodies, imageBody } from '../uploads/routes.ts'
import type { UploadService } from '../uploads/service.ts'
import type { SignallingHub } from './signalling.ts'
import type { CallAccess, VideoService } from './service.ts'

const CallParams = z.object({ id: z.guid('id must be a visit id') })

export const CALL_SOCKET_ROUTE = '/api/visits/:id/call/socket'
export const CALL_PHOTO_ROUTE = '/api/visits/:id/call/photos'

/** The room waits before its window and is shut after it: no signalling then. */
function requireOpen(access: CallAccess): void {
  if (access.phase === 'waiting') throw new DomainError('CONFLICT', `The call room opens at ${formatInstant(access.window.opensAt)} (India time)`, { code: 'CALL_NOT_OPEN' })
  if (access.phase === 'ended') throw new DomainError('CONFLICT', 'This call has ended', { code: 'CALL_ENDED' })
}

/**
 * A video visit's call room: the room (GET), its WebSocket (signalling, chat), a photo sent in the
 * call and the owner's request to be phoned instead. Only the visit's owner (or a carer of the
 * pet) and its vet get in; anyone else gets 404 before anything else happens.
 */
export async function registerVideoRoutes(
  app: FastifyInstance,
  deps: { video: VideoService; hub: SignallingHub; guards: SessionGuards; uploads: Pick<UploadService, 'storeImage'>; siteOrigin: string },
): Promise<void> {
  const { video, hub, guards } = deps
  const siteOrigin = new URL(deps.siteOrigin).origin

  const accessOf = async (request: FastifyRequest): Promise<CallAccess> => {
    const { user } = await guards.requireUser(request)
    const { id } = parseInput(CallParams, request.params)
    return video.access(user.userId, id)
  }

  app.get('/api/visits/:id/call', async (request) => ({ room: await video.room(await accessOf(request)) }))

  app.post('/api/visits/:id/call/phone-instead', async (request) => {
    const access = await accessOf(request)
    const { ownerPhone } = await video.phoneInstead(access)
    await hub.announce(access, { type: 'phone-instead', ownerPhone }, false)
    return { asked: true }
  })

  await app.register(async (scope) => {
    acceptImageBodies(scope)
    scope.post(CALL_PHOTO_ROUTE, async (request, reply) => {
      const access = await accessOf(request)
      requireOpen(access)
      const stored = await deps.uploads.storeImage(access.personId, imageBody(request.body), 'call-photo')
      const message = await video.addMessage(access, { text: '', photoUrl: stored.url })
      await hub.announce(access, { type: 'chat', message }, true)
      return reply.status(201).send({ message })
    })
  })

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  const checked = new WeakMap<FastifyRequest, CallAccess>()
  app.route({
    method: 'GET',
    url: CALL_SOCKET_ROUTE,
    websocket: true,
    // Everything is checked before the upgrade: a stranger's socket is refused with an HTTP error.
    preValidation: async (request) => {
      const origin = request.headers.origin
      if (origin !== undefined && origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`) {
        throw new DomainError('CSRF_REJECTED', 'Cross-site request refused')
      }
      const access = await accessOf(request)
      requireOpen(access)
      checked.set(request, access)
    },
    handler: (socket, request) => {
      const access = checked.get(request)
      if (!access) return socket.close(4401, 'Not checked')
      hub.attach(socket, access)
    },
  })
}
