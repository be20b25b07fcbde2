import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServiceCatalogue } from '../../../core/contracts/catalogue.ts'
import { CreateServiceBody, ServiceIdParams, UpdateServiceBody } from '../../../core/contracts/content-admin.ts'
import { parseInput } from '../../http-errors.ts'
import type { CatalogueAdminService } from './admin.ts'
import type { CatalogueService } from './service.ts'

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: ServiceCatalogue): void {
  app.get('/api/services', async () => catalogue.listServices())
}

/** Services and prices, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function catalogueAdminRoutes(services: CatalogueAdminService, actorOf: (request: FastifyRequest) => Promise<string>, gstin: string | null) {
  return (scope: FastifyInstance) => {
    scope.get('/services', async () => ({ services: await services.list(), gstin }))

    scope.post('/services', async (request, reply) => {
      const body = parseInput(CreateServiceBody, request.body)
      const service = await services.create(await actorOf(request), body)
      reply.code(201)
      return { service }
    })

    scope.put('/services/:id', async (request) => {
      const { id } = parseInput(ServiceIdParams, request.params)
      const body = parseInput(UpdateServiceBody, request.body)
      return { service: await services.update(await actorOf(request), id, body) }
    })
  }
}

/** What a vet may bill at a visit, relative to /api/vet (registered by plugins/staff-routes.ts). */
export function vetCatalogueRoutes(catalogue: Pick<CatalogueService, 'listBillable'>) {
  return (scope: FastifyInstance) => {
    scope.get('/catalogue', async () => ({ items: await catalogue.listBillable() }))
  }
}
