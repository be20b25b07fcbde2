import type { FastifyInstance } from 'fastify'
import { triage } from '../../../core/assistant/triage.ts'
import { TriageRequest, type TriageResponse } from '../../../core/contracts/assistant.ts'
import { type SupportHours, formatSupportHours } from '../../../core/site/business.ts'
import { parseInput } from '../../http-errors.ts'

/**
 * The triage engine over HTTP (decisions 0026 and 0066): the same engine as the chat, stateless
 * and offline, so it needs no service or storage; the app's general and write rate limits apply
 * as to every POST under /api. Emergency replies name the support line with its hours
 * (SUPPORT_HOURS).
 */
export function registerAssistantRoutes(app: FastifyInstance, deps: { supportHours: SupportHours }): void {
  const settings = { supportHours: formatSupportHours(deps.supportHours) }
  app.post('/api/assistant/triage', async (request): Promise<TriageResponse> => {
    const { message, pet } = parseInput(TriageRequest, request.body)
    const { urgency, reply, flags } = triage(message, pet, settings)
    return { urgency, reply, flags }
  })
}
