import type { FastifyInstance } from 'fastify'
import { ServiceAreaBody } from '../../../core/contracts/pincode.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { PincodesService } from './service.ts'

/** The service area's admin routes, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function serviceAreaRoutes(pincodes: PincodesService, guards: SessionGuards) {
  return (scope: FastifyInstance) => {
    scope.get('/service-area', async () => pincodes.areaForAdmin())
    scope.put('/service-area', async (request) => {
      const { user } = await guards.requireUser(request)
      return pincodes.replaceArea(user.userId, parseInput(ServiceAreaBody, request.body))
    })
  }
}
