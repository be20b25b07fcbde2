import type { FastifyInstance } from 'fastify'
import { JobsQuery } from '../../../core/contracts/jobs.ts'
import { parseInput } from '../../http-errors.ts'
import type { JobQueue } from './queue.ts'

/** The admins' view of the job queue, relative to /api/admin: what waits, and what failed with its error. */
export function jobRoutes(jobs: JobQueue) {
  return (scope: FastifyInstance) => {
    scope.get('/jobs', async (request) => {
      const { state, limit } = parseInput(JobsQuery, request.query)
      const rows = await jobs.list({ ...(state === 'all' ? {} : { state }), limit })
      return {
        jobs: rows.map((row) => ({
          ...row,
          startAfter: row.startAfter.toISOString(),
          createdOn: row.createdOn.toISOString(),
          completedOn: row.completedOn?.toISOString() ?? null,
        })),
      }
    })
  }
}
