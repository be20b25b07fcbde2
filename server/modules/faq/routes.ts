import type { FastifyInstance } from 'fastify'
import type { FaqCatalogue } from '../../../core/contracts/faq.ts'

export function registerFaqRoutes(app: FastifyInstance, faq: FaqCatalogue): void {
  app.get('/api/faqs', async () => faq.listPublished())
}
