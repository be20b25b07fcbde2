import type { FastifyInstance } from 'fastify'
import { AppointmentIdParams } from '../../../core/contracts/board.ts'
import { DeskQuery } from '../../../core/contracts/clinic-desk.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { ClinicDeskService } from './service.ts'

/** The clinic desk, relative to /api/clinic-desk (registered by plugins/staff-routes.ts behind the clinic role). */
export function clinicDeskRoutes(desk: ClinicDeskService, guards: SessionGuards) {
  const deskOf = async (request: Parameters<SessionGuards['requireUser']>[0]) => (await guards.requireUser(request)).user.userId
  return (scope: FastifyInstance) => {
    scope.get('/visits', async (request) => desk.visits(await deskOf(request), parseInput(DeskQuery, request.query)))

    scope.get('/visits/:id', async (request) => {
      const { id } = parseInput(AppointmentIdParams, request.params)
      return { visit: await desk.visit(await deskOf(request), id) }
    })
  }
}
