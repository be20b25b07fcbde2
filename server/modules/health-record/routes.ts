import type { FastifyInstance } from 'fastify'
import { CardTokenParams, CaregiverBody, DoseBody, HealthSettingsBody, PetIdParams, PetItemParams } from '../../../core/contracts/health-record.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import { acceptImageBodies, imageBody } from '../uploads/routes.ts'
import type { HealthRecordService } from './service.ts'

/** The routes whose body is an image's bytes (the CSRF guard lets these types through for them). */
export const PET_PHOTO_ROUTES = ['/api/pets/:petId/photo', '/api/pets/:petId/doses/:id/card-photo']

export function registerHealthRecordRoutes(app: FastifyInstance, health: HealthRecordService, guards: SessionGuards): void {
  app.get('/api/pets/:petId/health', async (request) => {
    const { user } = await guards.requireUser(request)
    return health.overview(user.userId, parseInput(PetIdParams, request.params).petId)
  })

  app.get('/api/pets/:petId/health-plan', async (request) => {
    const { user } = await guards.requireUser(request)
    return health.plan(user.userId, parseInput(PetIdParams, request.params).petId)
  })

  app.put('/api/pets/:petId/health-settings', async (request) => {
    const { user } = await guards.requireUser(request)
    await health.updateSettings(user.userId, parseInput(PetIdParams, request.params).petId, parseInput(HealthSettingsBody, request.body))
    return { success: true }
  })

  app.post('/api/pets/:petId/doses', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const dose = await health.recordDose(user.userId, parseInput(PetIdParams, request.params).petId, parseInput(DoseBody, request.body))
    return reply.status(201).send(dose)
  })

  app.delete('/api/pets/:petId/doses/:id', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { petId, id } = parseInput(PetItemParams, request.params)
    await health.removeDose(user.userId, petId, id)
    return reply.status(204).send()
  })

  app.post('/api/pets/:petId/card-links', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    return reply.status(201).send(await health.createCardLink(user.userId, parseInput(PetIdParams, request.params).petId))
  })

  app.delete('/api/pets/:petId/card-links/:id', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { petId, id } = parseInput(PetItemParams, request.params)
    await health.revokeCardLink(user.userId, petId, id)
    return reply.status(204).send()
  })

  app.post('/api/pets/:petId/caregivers', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const caregiver = await health.addCaregiver(user.userId, parseInput(PetIdParams, request.params).petId, parseInput(CaregiverBody, request.body))
    return reply.status(201).send(caregiver)
  })

  app.delete('/api/pets/:petId/caregivers/:id', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { petId, id } = parseInput(PetItemParams, request.params)
    await health.removeCaregiver(user.userId, petId, id)
    return reply.status(204).send()
  })

  // Photos: the image's own bytes as the body, read in a scope of their own (decision 0045).
  void app.register(async (scope) => {
    acceptImageBodies(scope)
    scope.post(PET_PHOTO_ROUTES[0]!, async (request, reply) => {
      const { user } = await guards.requireUser(request)
      return reply.status(201).send(await health.setPhoto(user.userId, parseInput(PetIdParams, request.params).petId, imageBody(request.body)))
    })
    scope.post(PET_PHOTO_ROUTES[1]!, async (request, reply) => {
      const { user } = await guards.requireUser(request)
      const { petId, id } = parseInput(PetItemParams, request.params)
      return reply.status(201).send(await health.setDoseCardPhoto(user.userId, petId, id, imageBody(request.body)))
    })
  })

  app.delete('/api/pets/:petId/photo', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    await health.removePhoto(user.userId, parseInput(PetIdParams, request.params).petId)
    return reply.status(204).send()
  })

  app.delete('/api/pets/:petId/doses/:id/card-photo', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { petId, id } = parseInput(PetItemParams, request.params)
    await health.removeDoseCardPhoto(user.userId, petId, id)
    return reply.status(204).send()
  })

  app.get('/api/shared-pets', async (request) => {
    const { user } = await guards.requireUser(request)
    return health.sharedWithMe(user.userId)
  })

  // Public and read-only: the card a kennel or groomer opens; never indexed, never cached.
  app.get('/api/cards/:token', async (request, reply) => {
    const { token } = parseInput(CardTokenParams, request.params)
    reply.header('X-Robots-Tag', 'noindex, nofollow')
    return health.publicCard(token)
  })
}
