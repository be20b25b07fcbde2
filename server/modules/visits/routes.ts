import type { FastifyInstance } from 'fastify'
import { VetStatusBody, VetVisitsQuery, VisitIdParams, VisitRecordBody } from '../../../core/contracts/visits.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { VisitsService } from './service.ts'

/** The vet's day, relative to /api/vet (registered by plugins/staff-routes.ts behind the vet role). */
export function visitRoutes(visits: VisitsService, guards: SessionGuards) {
  const vetOf = async (request: Parameters<SessionGuards['requireUser']>[0]) => (await guards.requireUser(request)).user.userId
  return (scope: FastifyInstance) => {
    scope.get('/visits', async (request) => {
      const { date } = parseInput(VetVisitsQuery, request.query)
      return visits.day(await vetOf(request), date)
    })

    scope.post('/visits/:id/status', async (request) => {
      const { id } = parseInput(VisitIdParams, request.params)
      const { status, payByLink } = parseInput(VetStatusBody, request.body)
      return { visit: await visits.changeStatus(await vetOf(request), id, status, { payByLink }) }
    })

    scope.put('/visits/:id/record', async (request) => {
      const { id } = parseInput(VisitIdParams, request.params)
      const body = parseInput(VisitRecordBody, request.body)
      return { visit: await visits.saveRecord(await vetOf(request), id, body) }
    })
  }
}
