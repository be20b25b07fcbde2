import type { FastifyInstance } from 'fastify'
import type { ServiceCatalogue } from '../../../core/contracts/catalogue.ts'

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: ServiceCatalogue): void {
  app.get('/api/services', async () => catalogue.listServices())
}
