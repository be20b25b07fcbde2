import { createHash } from 'node:crypto'
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { elementTexts, headOf, linkHrefs, metaContent, startTags } from '../support/served-html.ts'
import http from 'node:http'

/**
 * The route table and the head tags as the server sends them, before any script runs
 * (`request`, no browser): every page of SITE_PAGES, the not-found answers, and the
 * headers of pages, errors and assets.
 */

const HOME_TITLE = 'PetVaidya - Professional Pet Healthcare Services'
const TITLE_SUFFIX = ' - PetVaidya'
const HEAD_TAGS = ['description', 'keywords', 'robots', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']
const IMMUTABLE = 'public, max-age=31536000, immutable'

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect.soft(csp, `CSP of ${response.url()}`).toContain("object-src 'none'")
  expect.soft(csp).toContain("base-uri 'none'")
  expect.soft(csp).toContain("frame-ancestors 'none'")
  // A nonce of its own, or, for a page from the page cache, the hashes of its inline scripts.
  expect.soft(csp).toMatch(/script-src 'self' '(nonce|sha256)-[A-Za-z0-9+/=]+'/)
  expect.soft(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect.soft(headers['x-content-type-options'], `nosniff on ${response.url()}`).toBe('nosniff')
  expect.soft(headers['referrer-policy'], `Referrer-Policy on ${response.url()}`).toBe('strict-origin-when-cross-origin')
}

function expectInsideLayout(html: string): void {
  expect.soft(startTags(html, 'header').length, 'the site header').toBeGreaterThan(0)
  expect.soft(startTags(html, 'main').length, 'one <main>').toBe(1)
  expect.soft(startTags(html, 'footer').length, 'the site footer').toBeGreaterThan(0)
}

async function homeAssetPaths(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text()
  const head = headOf(html)
  const paths = [
    ...startTags(html, 'script').map((script) => script.attributes.src ?? ''),
    ...linkHrefs(head, 'modulepreload'),
    ...linkHrefs(head, 'stylesheet'),
  ].filter((href) => href.startsWith('/assets/'))
  expect(paths.length).toBeGreaterThan(0)
  return [...new Set(paths)]
}

async function oneHomeAsset(request: APIRequestContext): Promise<string> {
  const [first] = await homeAssetPaths(request)
  if (!first) throw new Error('The home page lists no asset')
  return first
}

test.describe('every page of the route table', () => {
  for (const page of SITE_PAGES.filter((candidate) => candidate.module !== 'redirect-appointment' && candidate.section !== 'admin')) {
    test(`${page.examplePath} answers 200 inside the layout with its head tags in the served HTML`, async ({ request, baseURL }) => {
      const response = await request.get(page.examplePath, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = await response.text()
      const head = headOf(html)
      const pathname = new URL(page.examplePath, baseURL).pathname

      expect.soft(elementTexts(html, 'h1'), 'exactly one <h1>').toHaveLength(1)
      expectInsideLayout(html)

      const titles = elementTexts(head, 'title')
      expect(titles, 'one <title>').toHaveLength(1)
      const title = titles[0] ?? ''
      if (pathname === '/') expect.soft(title).toBe(HOME_TITLE)
      else {
        // The brand is appended to a title that does not already name it (a clinic called 'PetVaidya Partner Clinic').
        const namesBrand = title.replace(/ - PetVaidya$/, '').includes('PetVaidya')
        expect.soft(title.endsWith(TITLE_SUFFIX) || namesBrand, `title "${title}" ends with "${TITLE_SUFFIX}" or names the brand`).toBe(true)
        expect.soft(title.length, 'a page name beside the brand').toBeGreaterThan(TITLE_SUFFIX.length)
      }

      for (const key of HEAD_TAGS) expect.soft(metaContent(head, key), `<meta> ${key}`).toBeTruthy()
      // The example clinic is a sample listing (development data), which search engines never index (decision 0063).
      const unindexed = page.noIndex || page.module === 'clinic'
      expect.soft(metaContent(head, 'robots')).toBe(unindexed ? 'noindex, nofollow' : 'index, follow')
      expect.soft(metaContent(head, 'og:title')).toBe(title)
      expect.soft(metaContent(head, 'og:image')).toMatch(/^https?:\/\//)

      const canonical = linkHrefs(head, 'canonical')
      if (pathname === '/') {
        expect.soft(canonical, 'no canonical link on the root').toEqual([])
        expect.soft(metaContent(head, 'og:url')).toBe(`${baseURL}/`)
      } else {
        expect.soft(canonical, 'canonical = SITE_ORIGIN + path').toEqual([`${baseURL}${pathname}`])
        expect.soft(metaContent(head, 'og:url')).toBe(`${baseURL}${pathname}`)
      }
    })
  }
})

test('/appointment leads to /book-an-appointment', async ({ request, baseURL }) => {
  const response = await request.get('/appointment', { maxRedirects: 0 })
  expect([301, 302, 303, 307, 308]).toContain(response.status())
  expect(new URL(response.headers()['location'] ?? '', baseURL).pathname).toBe('/book-an-appointment')
  const followed = await request.get('/appointment')
  expect(followed.status()).toBe(200)
  expect(new URL(followed.url()).pathname).toBe('/book-an-appointment')
})

for (const path of ['/no-such-page', '/blogs/no-such-post', '/authors/no-such-author', '/services/no-such-service', '/blogs/category/no-such-category']) {
  test(`${path} answers 404 with the not-found page inside the layout`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(elementTexts(html, 'h1')).toEqual(['Page not found'])
    expectInsideLayout(html)
    expectSecurityHeaders(response)
  })
}

test('odd paths get a redirect on this site, a 400 or the not-found page, never a server error', async ({ baseURL }) => {
  // fetch keeps each path as written; Playwright's request API would tidy it.
  const get = (path: string) => fetch(`${baseURL}${path}`, { redirect: 'manual' })
  const redirects: Array<[string, string]> = [
    ['//', '/'],
    ['//evil.example/x', '/evil.example/x'],
    ['/blogs//puppy-vaccination-schedule-in-india', '/blogs/puppy-vaccination-schedule-in-india'],
  ]
  for (const [path, location] of redirects) {
    const response = await get(path)
    expect(response.status, path).toBe(301)
    expect(response.headers.get('location'), path).toBe(location)
  }
  for (const path of ['/%E0%A4%A', '/blogs/%ff', '/..%2f..%2fetc']) {
    expect([400, 404], path).toContain((await get(path)).status)
  }
})

test('a redirect never leaves the site, whatever slashes and backslashes the raw path holds', async ({ baseURL }) => {
  // node:http sends the path byte for byte; fetch and browsers would tidy the backslashes first.
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      http
        .get({ host: new URL(baseURL ?? '').hostname, port: new URL(baseURL ?? '').port, path }, (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, location: response.headers.location })
        })
        .on('error', reject)
    })
  const site = new URL(baseURL ?? '').origin
  for (const path of ['//\\evil.example', '/\\evil.example', '/\\/evil.example', '//%5Cevil.example', '/%5C%5Cevil.example', '/%2F%2Fevil.example', '//evil.example']) {
    const { status, location } = await rawGet(path)
    expect([301, 400, 404], path).toContain(status)
    if (location !== undefined) expect(new URL(location, site).origin, `${path} -> ${location}`).toBe(site)
  }
})

test('an unknown path has the not-found head tags and is not indexed', async ({ request }) => {
  const head = headOf(await (await request.get('/no-such-page')).text())
  expect(elementTexts(head, 'title')).toEqual(['Page Not Found - PetVaidya'])
  expect(metaContent(head, 'robots')).toBe('noindex, nofollow')
})

test('a missing blog post or author has the not-found head tags and is not indexed', async ({ request }) => {
  for (const path of ['/blogs/no-such-post', '/authors/no-such-author']) {
    const head = headOf(await (await request.get(path)).text())
    expect(elementTexts(head, 'title'), path).toEqual(['Page Not Found - PetVaidya'])
    expect(metaContent(head, 'robots'), path).toBe('noindex, nofollow')
  }
})

test('an unknown /api path answers the JSON 404', async ({ request }) => {
  for (const response of [await request.get('/api/x'), await request.post('/api/x', { data: {} })]) {
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code: 'NOT_FOUND', message: expect.any(String) })
    expectSecurityHeaders(response)
  }
})

test('a page, a 404, an API answer and an asset carry the security headers', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/api/blogs', '/favicon.ico', await oneHomeAsset(request)]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
    expectSecurityHeaders(response)
  }
})

test('every script the served page runs is allowed by its CSP: by hash when the page is cached, else by nonce', async ({ request }) => {
  const response = await request.get('/')
  const csp = response.headers()['content-security-policy'] ?? ''
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1] ?? ''))
  expect(scripts.length).toBeGreaterThan(0)
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  for (const [, attributes = '', body = ''] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
    if (nonce) expect(attributes).toContain(`nonce="${nonce}"`)
    else expect(csp).toContain(hash)
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
})

test('hashed assets are cached for a year as immutable, other files are not', async ({ request }) => {
  for (const path of await homeAssetPaths(request)) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(path).toMatch(/-[A-Za-z0-9_-]{6,}\.(js|css)$/)
    expect(response.headers()['cache-control'], path).toBe(IMMUTABLE)
  }
  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['cache-control']).not.toContain('immutable')
})

test('pages and assets are compressed when the client accepts it', async ({ request }) => {
  for (const path of ['/', '/services', await oneHomeAsset(request)]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-encoding'], `${path} with ${encoding}`).toBe(encoding)
      expect(response.headers()['vary'] ?? '').toMatch(/accept-encoding/i)
    }
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding'], `${path} uncompressed`).toBeUndefined()
  }
})

test('/favicon.ico answers 200', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\//)
  expect((await response.body()).length).toBeGreaterThan(0)
})
