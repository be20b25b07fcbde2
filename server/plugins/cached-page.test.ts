import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachedPage, inlineScriptHashes } from './cached-page.ts'
import { createCompressedBodies } from './compressed-body.ts'
import { contentSecurityPolicy } from './security-headers.ts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const OPTIONS = { isProduction: true, scriptHosts: ['https://checkout.example'], connectHosts: [], frameHosts: [] }

const NONCE = 'AbC+/0123456789xyzXYZ=='
const HTML = [
  '<!DOCTYPE html><html><head>',
  `<style nonce="${NONCE}">.hero{color:red}</style>`,
  `<script type="module" src="/assets/entry-abc.js" nonce="${NONCE}"></script>`,
  `<script type="application/ld+json" nonce="${NONCE}">{"@type":"VeterinaryCare"}</script>`,
  `</head><body><p>नमस्ते, Bruno's page ${'x'.repeat(2000)}</p>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`,
  `<script nonce="${NONCE}" type="module">import "/assets/entry-abc.js";</script>`,
  '</body></html>',
].join('')

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, and skips scripts with a src', () => {
    const html = HTML.replaceAll(` nonce="${NONCE}"`, '')
    expect(inlineScriptHashes(html)).toEqual([
      hash('{"@type":"VeterinaryCare"}'),
      hash('window.__reactRouterContext = {"a":1};'),
      hash('import "/assets/entry-abc.js";'),
    ])
  })

  it('gives the same hash once for a script written twice', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([hash('a()')])
  })
})

describe('cachedPage', () => {
  const page = cachedPage(
    {
      status: 200,
      headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['cache-control', 'public, max-age=60'],
        ['content-length', '123'],
        ['content-security-policy', `script-src 'nonce-${NONCE}'`],
      ],
      html: HTML,
    },
    NONCE,
    { policy: (inline) => contentSecurityPolicy(inline, OPTIONS), bodies: createCompressedBodies(10) },
  )

  it('keeps no nonce: the same bytes can go to everyone', () => {
    expect(page.body.body.toString('utf8')).not.toContain(NONCE)
    expect(page.body.body.toString('utf8')).toContain("नमस्ते, Bruno's page")
  })

  it("allows the page's inline scripts by hash and no other inline script", () => {
    const directives = page.csp.split('; ')
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src ')) ?? ''
    expect(scriptSrc).toBe(
      `script-src 'self' ${hash('{"@type":"VeterinaryCare"}')} ${hash('window.__reactRouterContext = {"a":1};')} ${hash('import "/assets/entry-abc.js";')} https://checkout.example`,
    )
    expect(page.csp).not.toContain('nonce-')
    expect(directives).toContain("object-src 'none'")
    // The scroll lock's <style> is written at run time; styles cannot run code.
    expect(directives).toContain("style-src 'self' 'unsafe-inline'")
  })

  it('drops the headers that belonged to one answer and keeps the rest', () => {
    expect(page.headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['cache-control', 'public, max-age=60'],
    ])
  })

  it('is compressed once per encoding, and each form unpacks to the page', async () => {
    const br = await page.body.encoded('br')
    expect(await page.body.encoded('br')).toBe(br)
    expect(brotliDecompressSync(br).equals(page.body.body)).toBe(true)
    expect(gunzipSync(await page.body.encoded('gzip')).equals(page.body.body)).toBe(true)
  })

  it('reuses the compressed forms when the same page is rendered again with another nonce', () => {
    const bodies = createCompressedBodies(2)
    const options = { policy: (inline: { scripts: string[] }) => inline.scripts.join(' '), bodies }
    const render = (nonce: string, text: string) => ({ status: 200, headers: [], html: `<script nonce="${nonce}">go()</script><p>${text}</p>` })
    const first = cachedPage(render('n1', 'home'), 'n1', options)
    expect(cachedPage(render('n2', 'home'), 'n2', options).body).toBe(first.body)
    expect(cachedPage(render('n3', 'changed'), 'n3', options).body).not.toBe(first.body)
    cachedPage(render('n4', 'third'), 'n4', options)
    expect(bodies.size).toBe(2)
  })
})
