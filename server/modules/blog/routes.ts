import type { FastifyInstance } from 'fastify'
import { BlogViewParams, type BlogViewResponse } from '../../../core/contracts/blog.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { BlogService } from './service.ts'

export function registerBlogRoutes(app: FastifyInstance, blog: BlogService): void {
  app.get('/api/blogs', async () => blog.listPosts())

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
