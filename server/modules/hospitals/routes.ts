import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CreateHospitalBody, HospitalIdParams, UpdateHospitalBody } from '../../../core/contracts/hospitals.ts'
import { parseInput } from '../../http-errors.ts'
import type { HospitalsService } from './service.ts'

/** The verified 24-hour hospitals, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function hospitalAdminRoutes(hospitals: HospitalsService, actorOf: (request: FastifyRequest) => Promise<string>) {
  return (scope: FastifyInstance) => {
    scope.get('/hospitals', async () => ({ hospitals: await hospitals.listAll() }))

    scope.post('/hospitals', async (request, reply) => {
      const body = parseInput(CreateHospitalBody, request.body)
      const hospital = await hospitals.create(await actorOf(request), body)
      reply.code(201)
      return { hospital }
    })

    scope.put('/hospitals/:id', async (request) => {
      const { id } = parseInput(HospitalIdParams, request.params)
      const body = parseInput(UpdateHospitalBody, request.body)
      return { hospital: await hospitals.update(await actorOf(request), id, body) }
    })
  }
}
