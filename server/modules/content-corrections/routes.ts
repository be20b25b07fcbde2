import type { FastifyInstance } from 'fastify'
import type { ContentCorrections } from './service.ts'

/** The shipped texts an admin should compare with their corrected versions, relative to /api/admin. */
export function contentCorrectionRoutes(corrections: ContentCorrections) {
  return (scope: FastifyInstance) => {
    scope.get('/content-corrections', async () => ({ corrections: await corrections.list() }))
  }
}
