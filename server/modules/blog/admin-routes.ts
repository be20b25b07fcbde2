import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  ArticleIdParams,
  ArticleInput,
  ArticleUpdate,
  AuthorCreate,
  AuthorIdParams,
  AuthorUpdate,
  ReviewBody,
  VersionBody,
} from '../../../core/contracts/blog-admin.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { BlogAdminService, ContentActor } from './admin-service.ts'

function actorOf(guards: SessionGuards) {
  return async (request: FastifyRequest): Promise<ContentActor> => ({ userId: (await guards.requireUser(request)).user.userId })
}

/** The content admin's blog routes, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function blogAdminRoutes(blog: BlogAdminService, guards: SessionGuards) {
  const actor = actorOf(guards)
  return (scope: FastifyInstance) => {
    scope.get('/blogs', async () => ({ articles: await blog.listArticles() }))

    scope.post('/blogs', async (request, reply) => {
      const input = parseInput(ArticleInput, request.body)
      reply.code(201)
      return { article: await blog.createArticle(await actor(request), input) }
    })

    scope.put('/blogs/:id', async (request) => {
      const { id } = parseInput(ArticleIdParams, request.params)
      const input = parseInput(ArticleUpdate, request.body)
      return { article: await blog.updateArticle(await actor(request), id, input) }
    })

    scope.delete('/blogs/:id', async (request, reply) => {
      const { id } = parseInput(ArticleIdParams, request.params)
      const { version } = parseInput(VersionBody, request.body)
      await blog.deleteArticle(await actor(request), id, version)
      return reply.code(204).send()
    })

    scope.get('/authors', async () => ({ authors: await blog.listAuthors() }))

    scope.post('/authors', async (request, reply) => {
      const input = parseInput(AuthorCreate, request.body)
      reply.code(201)
      return { author: await blog.createAuthor(await actor(request), input) }
    })

    scope.put('/authors/:id', async (request) => {
      const { id } = parseInput(AuthorIdParams, request.params)
      const input = parseInput(AuthorUpdate, request.body)
      return { author: await blog.updateAuthor(await actor(request), id, input) }
    })

    scope.delete('/authors/:id', async (request, reply) => {
      const { id } = parseInput(AuthorIdParams, request.params)
      const { version } = parseInput(VersionBody, request.body)
      await blog.deleteAuthor(await actor(request), id, version)
      return reply.code(204).send()
    })
  }
}

/**
 * The one content action a vet may take (decision 0033): list the articles and mark one medically
 * reviewed, relative to /api/vet. The service checks the vet's registration number.
 */
export function blogReviewRoutes(blog: BlogAdminService, guards: SessionGuards) {
  const actor = actorOf(guards)
  return (scope: FastifyInstance) => {
    scope.get('/blog-reviews', async () => ({ articles: await blog.listForReview() }))

    scope.post('/blog-reviews/:id', async (request) => {
      const { id } = parseInput(ArticleIdParams, request.params)
      const { version } = parseInput(ReviewBody, request.body)
      return { article: await blog.markReviewed(await actor(request), id, version) }
    })
  }
}
