import type { FastifyInstance } from 'fastify'
import { BlogListQuery, type BlogPostPage, BlogViewParams, type BlogViewResponse } from '../../../core/contracts/blog.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import { type CompressedBody, compressedBody, sendCompressedBody } from '../../plugins/compressed-body.ts'
import type { BlogService } from './service.ts'

export function registerBlogRoutes(app: FastifyInstance, blog: BlogService): void {
  const bodies = new WeakMap<BlogPostPage, CompressedBody>()

  /**
   * The public list (spec: title, image, category, excerpt, content, id, views), one page at a
   * time, each post's content cut to the start a card's excerpt falls back to. A page stays the
   * same object until it changes, and its JSON is serialised and compressed once for it.
   */
  app.get('/api/blogs', async (request, reply) => {
    const query = parseInput(BlogListQuery, request.query)
    const page = await blog.listSummaries(query)
    let body = bodies.get(page)
    if (!body) {
      body = compressedBody(JSON.stringify(page.posts), 'application/json; charset=utf-8')
      bodies.set(page, body)
    }
    const pages = Math.max(1, Math.ceil(page.total / query.perPage))
    reply.header('X-Total-Count', String(page.total)).header('Cache-Control', 'no-cache')
    if (query.page < pages) {
      const next = new URLSearchParams({ page: String(query.page + 1), perPage: String(query.perPage) })
      if (query.category) next.set('category', query.category)
      reply.header('Link', `</api/blogs?${next}>; rel="next"`)
    }
    return sendCompressedBody(request, reply, body)
  })

  /**
   * One view of an article, sent by the article page once it is open in a browser
   * (decision 0008): a GET never changes the count, so prefetches and crawlers do not count.
   */
  app.post('/api/blogs/:id/views', async (request): Promise<BlogViewResponse> => {
    const { id } = parseInput(BlogViewParams, request.params)
    const views = await blog.recordView(id)
    if (views === null) throw new DomainError('NOT_FOUND', 'Blog post not found')
    return { views }
  })
}
