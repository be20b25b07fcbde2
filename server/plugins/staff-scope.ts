import type { FastifyInstance } from 'fastify'
import type { Role } from '../../core/auth/policy.ts'
import { DomainError } from '../http-errors.ts'
import type { SessionGuards } from './session.ts'

/**
 * Registers staff routes inside an encapsulated plugin whose onRequest hook requires the role:
 * the hook runs for the routes the router matched in this plugin only, never on a test of the raw
 * URL, and before any handler (401 without a session, 403 with another role). Every /api/admin and
 * /api/vet route is registered through this one function.
 */
export async function registerStaffRoutes(
  app: FastifyInstance,
  options: { role: Exclude<Role, 'customer'>; guards: SessionGuards },
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const { user } = await options.guards.requireUser(request)
      if (user.role !== options.role) throw new DomainError('FORBIDDEN', options.role === 'admin' ? 'Admins only' : 'Vets only')
    })
    routes(scope)
  })
}
