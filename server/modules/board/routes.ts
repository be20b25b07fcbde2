import type { FastifyInstance } from 'fastify'
import { AppointmentIdParams, AssignBody, BoardQuery, StatusBody } from '../../../core/contracts/board.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { BoardActor, BoardService } from './service.ts'

/** The appointments board, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function boardRoutes(board: BoardService, guards: SessionGuards) {
  const actorOf = async (request: Parameters<SessionGuards['requireUser']>[0]): Promise<BoardActor> => {
    const { session, user } = await guards.requireUser(request)
    return { userId: user.userId, signedInAt: session.createdAt }
  }
  return (scope: FastifyInstance) => {
    scope.get('/appointments', async (request) => board.list(parseInput(BoardQuery, request.query)))

    scope.post('/appointments/:id/assign', async (request) => {
      const { id } = parseInput(AppointmentIdParams, request.params)
      const { vetId } = parseInput(AssignBody, request.body)
      return { appointment: await board.assign(await actorOf(request), id, vetId) }
    })

    scope.post('/appointments/:id/status', async (request) => {
      const { id } = parseInput(AppointmentIdParams, request.params)
      const body = parseInput(StatusBody, request.body)
      return { appointment: await board.changeStatus(await actorOf(request), id, body) }
    })
  }
}
