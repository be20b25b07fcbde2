import type { FastifyInstance } from 'fastify'
import { AuditQuery, CreateStaffBody, StaffIdParams, UpdateStaffBody } from '../../../core/contracts/staff.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { StaffActor, StaffService } from './service.ts'

/** Admin routes for staff and the audit log, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function staffRoutes(staff: StaffService, guards: SessionGuards) {
  const actorOf = async (request: Parameters<SessionGuards['requireUser']>[0]): Promise<StaffActor> => {
    const { session, user } = await guards.requireUser(request)
    return { userId: user.userId, signedInAt: session.createdAt }
  }
  return (scope: FastifyInstance) => {
    scope.get('/staff', async () => ({ staff: await staff.list() }))

    scope.get('/staff/clinics', async () => ({ clinics: await staff.clinicChoices() }))

    scope.post('/staff', async (request, reply) => {
      const body = parseInput(CreateStaffBody, request.body)
      const created = await staff.create(await actorOf(request), body)
      reply.code(201)
      return { staff: created }
    })

    scope.put('/staff/:id', async (request) => {
      const { id } = parseInput(StaffIdParams, request.params)
      const body = parseInput(UpdateStaffBody, request.body)
      return { staff: await staff.update(await actorOf(request), id, body) }
    })

    scope.post('/staff/:id/registration-check', async (request) => {
      const { id } = parseInput(StaffIdParams, request.params)
      return { staff: await staff.recordRegistrationCheck(await actorOf(request), id) }
    })

    scope.get('/audit', async (request) => ({ entries: await staff.auditEntries(parseInput(AuditQuery, request.query)) }))
  }
}
