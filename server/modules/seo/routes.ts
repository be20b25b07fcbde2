import type { FastifyInstance } from 'fastify'
import type { BlogCatalogue } from '../../../core/contracts/blog.ts'
import { pathInLanguage } from '../../../core/i18n/language.ts'
import { hasHindi } from '../../../core/i18n/pages.ts'
import { SITE_PAGES } from '../../../core/site/pages.ts'
import type { FaqService } from '../faq/service.ts'
import { CONTENT_PAGE_DATES } from './page-dates.ts'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A page a search engine should list: the route table less private and patterned pages. */
const isPublic = (page: (typeof SITE_PAGES)[number]) => !page.noIndex && !page.path.includes(':')

/** Pages kept out of search: the account and success pages of the route table, admin and the API. */
export function disallowedPaths(): string[] {
  const privatePages = SITE_PAGES.filter((page) => page.noIndex && page.section !== 'admin' && !page.path.includes(':')).map((page) => page.path)
  return ['/admin/', '/api/', ...privatePages]
}

const day = (date: Date | string) => (typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10))
const latest = (...dates: string[]) => dates.sort().at(-1) ?? dates[0]!

export type SeoOptions = {
  siteOrigin: string
  blog: BlogCatalogue
  faq: Pick<FaqService, 'lastModified'>
  /** Each live clinic's page (/clinics/{slug}) and when it last changed. */
  clinics: { sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> }
  /** When the running release was built: the lastmod of pages whose text ships with the code. */
  releasedAt: Date
}

export function registerSeoRoutes(app: FastifyInstance, options: SeoOptions): void {
  const origin = options.siteOrigin.replace(/\/+$/, '')

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return ['User-agent: *', ...disallowedPaths().map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const [posts, faqsChanged, clinics] = await Promise.all([options.blog.listPosts(), options.faq.lastModified(), options.clinics.sitemapEntries()])
    const released = day(options.releasedAt)
    const newestPost = posts.map((post) => day(post.publishedAt)).sort().at(-1) ?? released
    const pageDate = (path: string): string => {
      if (path in CONTENT_PAGE_DATES) return CONTENT_PAGE_DATES[path]!
      if (path === '/faq') return faqsChanged ? day(faqsChanged) : released
      if (path === '/blogs') return latest(released, newestPost)
      return released
    }
    const inLanguages = (path: string, lastmod: string) => {
      if (!hasHindi(path)) return [{ path, lastmod }]
      // A page in both languages: both URLs, each naming the pair and English as the default (decision 0075).
      const english = `${origin}${path}`
      const alternates = [
        { hreflang: 'en', href: english },
        { hreflang: 'hi', href: `${origin}${pathInLanguage(path, 'hi')}` },
        { hreflang: 'x-default', href: english },
      ]
      return [
        { path, lastmod, alternates },
        { path: pathInLanguage(path, 'hi'), lastmod, alternates },
      ]
    }
    const entries = [
      ...SITE_PAGES.filter(isPublic).flatMap((page) => inLanguages(page.path, pageDate(page.path))),
      // Every article has a Hindi page: its Hindi frame and summary around the English text (decision 0083).
      ...posts.flatMap((post) => inLanguages(`/blogs/${post.slug}`, day(post.publishedAt))),
      // A clinic's page is in Hindi when its pattern is (decision 0080).
      ...clinics.flatMap((clinic) => inLanguages(`/clinics/${clinic.slug}`, day(clinic.updatedAt))),
    ]
    const urls = entries
      .map((entry: { path: string; lastmod: string; alternates?: { hreflang: string; href: string }[] }) => {
        const links = (entry.alternates ?? []).map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`).join('')
        return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${entry.lastmod}</lastmod>${links}</url>`
      })
      .join('\n')
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  })
}
