import { everyDay } from '../../../core/clinics/hours.ts'
import { clinics } from '../../db/schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { pathInLanguage } from '../../../core/i18n/language.ts'
import { HINDI_PATHS, hasHindi } from '../../../core/i18n/pages.ts'
import { SITE_PAGES } from '../../../core/site/pages.ts'
import { type TestApp, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { isoDateOf } from './page-dates.ts'

let t: TestApp
const clock = manualClock(new Date('2026-11-23T04:00:00.000Z'))

beforeAll(async () => {
  t = await createTestApp({ SITE_ORIGIN: 'https://petvaidya.in' }, { clock })
  await seedDatabase(t.database.db)
  // A clinic an admin approved, beside the sample clinics the seed brings for development.
  await t.database.db.insert(clinics).values({
    id: 'clinic-approved-one',
    slug: 'approved-pet-clinic-sector-18',
    name: 'Approved Pet Clinic',
    address: 'Shop 4, Sector 18, Noida 201301',
    locality: 'Sector 18',
    city: 'Noida',
    pincode: '201301',
    latitude: 28.57,
    longitude: 77.32,
    phone: '9822400078',
    services: ['checkup'],
    hours: everyDay('10:00', '20:00'),
    status: 'live',
    sample: false,
  })
})
afterAll(async () => {
  await t.app.close()
})

async function sitemapEntries(): Promise<Map<string, string>> {
  const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
  const entries = [...body.matchAll(/<url><loc>https:\/\/petvaidya\.in([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g)]
  expect(entries.length).toBe((body.match(/<url>/g) ?? []).length)
  return new Map(entries.map((entry) => [entry[1]!, entry[2]!]))
}

async function disallowed(): Promise<string[]> {
  const body = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body
  return [...body.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!)
}

describe('robots.txt', () => {
  it('points crawlers at the sitemap and away from admin, the API and the account pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Sitemap: https://petvaidya.in/sitemap.xml')
    const paths = await disallowed()
    for (const path of ['/admin/', '/api/', '/appointments', '/pet-profiles', '/favorites', '/payment/success', '/gold-membership-success']) {
      expect(paths).toContain(path)
    }
  })

  it('blocks no page that the sitemap lists', async () => {
    const blocked = await disallowed()
    for (const path of (await sitemapEntries()).keys()) {
      for (const prefix of blocked) expect(path.startsWith(prefix), `${path} is blocked by ${prefix}`).toBe(false)
    }
  })
})

describe('sitemap.xml', () => {
  it('lists every public page of the route table and every blog post, each once with a date', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    const entries = await sitemapEntries()
    const expected = [
      ...SITE_PAGES.filter((page) => !page.noIndex && !page.path.includes(':')).map((page) => page.path),
      // The pages that exist in Hindi too, at /hi (decision 0075).
      ...SITE_PAGES.filter((page) => !page.noIndex && !page.path.includes(':') && HINDI_PATHS.has(page.path)).map((page) => pathInLanguage(page.path, 'hi')),
      ...BLOG_POSTS.map((post) => `/blogs/${post.slug}`),
      // ...each article in Hindi too (decision 0083).
      ...BLOG_POSTS.map((post) => `/hi/blogs/${post.slug}`),
      // Every live clinic's own page; sample listings never (decision 0063).
      '/clinics/approved-pet-clinic-sector-18',
      // ...in Hindi too, since the clinic page is (decision 0080).
      '/hi/clinics/approved-pet-clinic-sector-18',
    ]
    expect([...entries.keys()].sort()).toEqual([...expected].sort())
    for (const [path, lastmod] of entries) expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('names both languages of a page that has Hindi, from either URL, with English as the default', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entries = await sitemapEntries()
    const pair =
      '<xhtml:link rel="alternate" hreflang="en" href="https://petvaidya.in/"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://petvaidya.in/hi"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://petvaidya.in/"/>'
    for (const path of ['/', '/hi']) {
      expect(body).toContain(`<url><loc>https://petvaidya.in${path}</loc><lastmod>${entries.get(path)}</lastmod>${pair}</url>`)
    }
    expect(entries.get('/hi')).toBe(entries.get('/'))
    // A page only in English (an article, while the blog is English) names no other language, and its /hi URL is not listed.
    const englishOnly = [...entries.keys()].filter((path) => !path.startsWith('/hi') && !hasHindi(path))
    for (const path of englishOnly) {
      expect(body).toContain(`<url><loc>https://petvaidya.in${path}</loc><lastmod>${entries.get(path)}</lastmod></url>`)
      expect(entries.has(pathInLanguage(path, 'hi')), path).toBe(false)
    }
  })

  it('names both languages of a city page, of a clinic page and of an article from the database, of the blog and of the cat vaccination guide', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    for (const path of ['/pet-clinic-delhi-vet-home-visit', '/clinics/approved-pet-clinic-sector-18', `/blogs/${BLOG_POSTS[0]!.slug}`, '/blogs', '/blogs/cat-vaccination']) {
      const pair =
        `<xhtml:link rel="alternate" hreflang="en" href="https://petvaidya.in${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="https://petvaidya.in/hi${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://petvaidya.in${path}"/>`
      expect(body).toMatch(new RegExp(`<url><loc>https://petvaidya.in${path}</loc><lastmod>[0-9-]+</lastmod>${pair.replace(/[.?]/g, '\\$&')}</url>`))
      expect(body).toMatch(new RegExp(`<url><loc>https://petvaidya.in/hi${path}</loc><lastmod>[0-9-]+</lastmod>${pair.replace(/[.?]/g, '\\$&')}</url>`))
    }
  })

  it('never lists private or patterned pages', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    for (const hidden of ['/admin/faqs', '/appointments', '/payment/success', ':id']) expect(body).not.toContain(hidden)
  })

  it('dates each page by its content where the content has a date, and by the release otherwise', async () => {
    const entries = await sitemapEntries()
    for (const post of BLOG_POSTS) {
      expect(entries.get(`/blogs/${post.slug}`)).toBe(post.publishedAt.slice(0, 10))
      expect(entries.get(`/hi/blogs/${post.slug}`)).toBe(post.publishedAt.slice(0, 10))
    }
    expect(entries.get('/cancellation-policy')).toBe('2026-11-22')
    expect(entries.get('/newsletters')).toBe('2026-11-01')
    expect(entries.get('/services')).toBe('2026-11-23')
    expect(entries.get('/faq')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('isoDateOf', () => {
  it('reads a policy date and refuses anything else', () => {
    expect(isoDateOf('22 November 2026')).toBe('2026-11-22')
    expect(isoDateOf('5 March 2027')).toBe('2027-03-05')
    expect(() => isoDateOf('November 22, 2026')).toThrow()
    expect(() => isoDateOf('22 Smarch 2026')).toThrow()
  })
})
