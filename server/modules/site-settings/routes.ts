import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UpdateMarketingClaimsBody, UpdateWhatsappBody } from '../../../core/contracts/content-admin.ts'
import { parseInput } from '../../http-errors.ts'
import type { SiteSettingsService } from './service.ts'

/** POST /api/whatsapp/start-chat (spec section 7): JSON, no body fields; answers the chat link. */
export function registerWhatsappRoutes(app: FastifyInstance, settings: SiteSettingsService): void {
  // The spec's client sends a JSON content type and no body at all: the route reads no body, so
  // none is parsed (an empty JSON body would otherwise be refused before the route).
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', (_request, _payload, done) => done(null, {}))
    scope.post('/api/whatsapp/start-chat', async () => ({ chatLink: await settings.chatLink() }))
  })
}

/** The WhatsApp settings and the marketing claims, relative to /api/admin. */
export function siteSettingsAdminRoutes(settings: SiteSettingsService, actorOf: (request: FastifyRequest) => Promise<string>) {
  return (scope: FastifyInstance) => {
    scope.get('/whatsapp', async () => ({ whatsapp: await settings.whatsapp() }))

    scope.put('/whatsapp', async (request) => {
      const body = parseInput(UpdateWhatsappBody, request.body)
      return { whatsapp: await settings.updateWhatsapp(await actorOf(request), body) }
    })

    scope.get('/marketing-claims', async () => ({ marketingClaims: await settings.marketingClaims() }))

    scope.put('/marketing-claims', async (request) => {
      const body = parseInput(UpdateMarketingClaimsBody, request.body)
      return { marketingClaims: await settings.updateMarketingClaims(await actorOf(request), body) }
    })
  }
}
