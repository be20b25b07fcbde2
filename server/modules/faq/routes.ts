import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CreateFaqBody, DeleteFaqQuery, FaqIdParams, ReorderFaqsBody, UpdateFaqBody } from '../../../core/contracts/content-admin.ts'
import type { FaqCatalogue } from '../../../core/contracts/faq.ts'
import { parseInput } from '../../http-errors.ts'
import type { FaqAdminService } from './admin.ts'

/** `?lang=hi`: each FAQ's Hindi text, or its English marked `lang: 'en'` where none is written (decision 0081). */
const FaqListQuery = z.object({ lang: z.enum(['en', 'hi'], { error: "lang must be 'en' or 'hi'" }).default('en') })

export function registerFaqRoutes(app: FastifyInstance, faq: FaqCatalogue): void {
  app.get('/api/faqs', async (request) => faq.listPublished(parseInput(FaqListQuery, request.query).lang))
}

/** The FAQ admin, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function faqAdminRoutes(faqs: FaqAdminService, actorOf: (request: FastifyRequest) => Promise<string>) {
  return (scope: FastifyInstance) => {
    scope.get('/faqs', async () => ({ faqs: await faqs.list() }))

    scope.post('/faqs', async (request, reply) => {
      const body = parseInput(CreateFaqBody, request.body)
      const faq = await faqs.create(await actorOf(request), body)
      reply.code(201)
      return { faq }
    })

    scope.post('/faqs/reorder', async (request) => {
      const body = parseInput(ReorderFaqsBody, request.body)
      return { faqs: await faqs.reorder(await actorOf(request), body) }
    })

    scope.put('/faqs/:id', async (request) => {
      const { id } = parseInput(FaqIdParams, request.params)
      const body = parseInput(UpdateFaqBody, request.body)
      return { faq: await faqs.update(await actorOf(request), id, body) }
    })

    scope.delete('/faqs/:id', async (request, reply) => {
      const { id } = parseInput(FaqIdParams, request.params)
      const { version } = parseInput(DeleteFaqQuery, request.query)
      await faqs.remove(await actorOf(request), id, version)
      reply.code(204)
    })
  }
}
