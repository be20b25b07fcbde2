import http from 'node:http'
import zlib from 'node:zlib'
import fc from 'fast-check'
import { expect, test } from '@playwright/test'
import { anyUnicode, percentEncoded } from '../support/any-unicode.ts'

/**
 * The pages as the built server answers them, walked with arbitrary paths, queries and headers
 * (the API routes have their own fuzz test, server/route-fuzz.test.ts): every page of the sitemap,
 * with its last segment replaced, a segment added, any query and odd headers. No answer is a 5xx
 * and none carries a stack trace or a file path.
 */

const STACK_TRACE = /\n\s+at\s|\bat .+\.(ts|js):\d+|node_modules|\/work\/|file:\/\//

type Answer = { status: number; body: string }

/** node:http sends the path byte for byte, as a client that is not a browser can. */
function rawGet(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw
        resolve({ status: response.statusCode ?? 0, body: body.toString('utf8') })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const segment = fc.oneof(
  fc.constantFrom('x', '0', '..', '%2e%2e', '%00', '%ZZ', '%C0%AF', '%E0%A4%A', 'index.html', '.env', '%5C'),
  anyUnicode.map(percentEncoded),
)
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('page', 'category', 'q', 'next', 'redirect', 'utm_source'), anyUnicode), anyUnicode), { maxLength: 3 })
  .map((pairs) => pairs.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join('&'))
const printable = fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''))
const headers = fc.record({
  'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=0', '*', 'identity;q=0', ''), printable),
  'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"1"', ''), printable),
  cookie: fc.oneof(fc.constantFrom('', 'pv_session=x', '__Host-pv_session=%00', 'a=b; a=c'), printable),
  accept: fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*', ''), printable),
  'accept-language': printable,
})

test('pages answer no 5xx and show no stack trace, whatever the path, query and headers', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname)
  expect(pages.length).toBeGreaterThan(20)
  const failures: string[] = []
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...pages), fc.constantFrom('replace', 'append', 'same'), segment, query, headers, async (page, shape, extra, search, sent) => {
      const trimmed = page.replace(/\/$/, '')
      const path =
        shape === 'replace' ? `${trimmed.slice(0, trimmed.lastIndexOf('/'))}/${extra}` : shape === 'append' ? `${trimmed}/${extra}` : page
      const target = `${path || '/'}${search ? `?${search}` : ''}`
      const answer = await rawGet(baseURL as string, target, Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== '')))
      if (answer.status >= 500 || answer.status === 0 || STACK_TRACE.test(answer.body)) failures.push(`${target} -> ${answer.status}`)
    }),
    // A fixed seed: a failure seen once is seen again on the next run.
    { numRuns: 250, seed: 20261125 },
  )
  expect(failures).toEqual([])
})
