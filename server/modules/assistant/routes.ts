import type { FastifyInstance } from 'fastify'
import { triage } from '../../../core/assistant/triage.ts'
import { TriageRequest, type TriageResponse } from '../../../core/contracts/assistant.ts'
import { parseInput } from '../../http-errors.ts'

/**
 * The triage engine over HTTP (decision 0026): stateless and offline, so it needs no service or
 * storage; the app's general and write rate limits apply as to every POST under /api.
 */
export function registerAssistantRoutes(app: FastifyInstance): void {
  app.post('/api/assistant/triage', async (request): Promise<TriageResponse> => {
    const { message, pet } = parseInput(TriageRequest, request.body)
    const { urgency, reply, flags } = triage(message, pet)
    return { urgency, reply, flags }
  })
}
