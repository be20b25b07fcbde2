import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { UserText } from '../../../core/contracts/text.ts'
import { PetBody } from '../../../core/contracts/booking.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { PetsService } from './service.ts'

const PetParams = z.object({ petId: z.uuid('is not a pet id') })
const UserParams = z.object({ userId: UserText().max(20) })

export function registerPetRoutes(app: FastifyInstance, pets: PetsService, guards: SessionGuards): void {
  // The spec's path names the user; only the signed-in user's own list is ever answered.
  app.get('/api/users/:userId/pets', async (request) => {
    const { user } = await guards.requireUser(request)
    const { userId } = parseInput(UserParams, request.params)
    if (userId !== user.userId) throw new DomainError('NOT_FOUND', 'No such user')
    return pets.list(user.userId)
  })

  app.get('/api/pets', async (request) => {
    const { user } = await guards.requireUser(request)
    return pets.list(user.userId)
  })

  app.post('/api/pets', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const pet = await pets.create(user.userId, parseInput(PetBody, request.body))
    return reply.status(201).send(pet)
  })

  app.put('/api/pets/:petId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { petId } = parseInput(PetParams, request.params)
    return pets.update(user.userId, petId, parseInput(PetBody, request.body))
  })

  app.delete('/api/pets/:petId', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { petId } = parseInput(PetParams, request.params)
    await pets.remove(user.userId, petId)
    return reply.status(204).send()
  })
}
