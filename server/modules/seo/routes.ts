import type { FastifyInstance } from 'fastify'
import type { BlogCatalogue } from '../../../core/contracts/blog.ts'
import { SITE_PAGES } from '../../../core/site/pages.ts'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The public pages a search engine should list: the route table less private and patterned ones. */
export function sitemapPaths(posts: Array<{ slug: string }>): string[] {
  const fixed = SITE_PAGES.filter((page) => !page.noIndex && !page.path.includes(':')).map((page) => page.path)
  return [...fixed, ...posts.map((post) => `/blogs/${post.slug}`)]
}

export function registerSeoRoutes(app: FastifyInstance, options: { siteOrigin: string; blog: BlogCatalogue }): void {
  const origin = options.siteOrigin.replace(/\/+$/, '')

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return ['User-agent: *', 'Disallow: /admin/', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = sitemapPaths(await options.blog.listPosts())
      .map((path) => `  <url><loc>${escapeXml(`${origin}${path === '/' ? '/' : path}`)}</loc></url>`)
      .join('\n')
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  })
}
