import type { FastifyInstance } from 'fastify'
import { NewsletterSubscribeBody } from '../../../core/contracts/newsletter.ts'
import { parseInput } from '../../http-errors.ts'
import type { NewsletterService } from './service.ts'

export function registerNewsletterRoutes(app: FastifyInstance, newsletter: NewsletterService): void {
  app.post('/api/newsletter/subscribe', async (request) => newsletter.subscribe(parseInput(NewsletterSubscribeBody, request.body)))
}
