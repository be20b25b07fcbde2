import type { FastifyInstance } from 'fastify'
import type { BlogCatalogue } from '../../../core/contracts/blog.ts'

export function registerBlogRoutes(app: FastifyInstance, blog: BlogCatalogue): void {
  app.get('/api/blogs', async () => blog.listPosts())
}
