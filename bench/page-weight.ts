import { gzipSync } from 'node:zlib'
import { preloadsAfterPaintOf } from '../app/lib/hydrate-after-paint.ts'
import { pathInLanguage } from '../core/i18n/language.ts'
import { type PageModule, examplePathOf } from '../core/site/pages.ts'
import type { Figure } from './figure.ts'

export const JS_BUDGET_KB = 150
export const CSS_BUDGET_KB = 30
/**
 * The booking page carries the wizard's first step and the query library it asks the API with
 * (about 19 KB gzip together) on top of what every page loads; its contracts and later steps
 * load once it is on screen (decisions 0057 and 0078).
 */
export const BOOKING_JS_BUDGET_KB = 160

/**
 * One page of every kind people land on, and the booking page where they go next: `npm run bench`
 * reports the weight of each, and tests/e2e/page-weight.spec.ts fails the suite when one is over.
 */
const KINDS: readonly PageModule[] = ['home', 'service', 'city', 'near-me', 'blog-post', 'clinic', 'find-clinics', 'gold-membership', 'book-appointment']
/** The Hindi home page too, held to the English page's budget (issue 39). */
export const PAGE_WEIGHT_PAGES: readonly string[] = [...KINDS.map(examplePathOf), pathInLanguage('/', 'hi')]

/** The JavaScript budget of a page: the booking page's own, every other page the home page's. */
export const jsBudgetOf = (pagePath: string) => (pagePath.startsWith('/book-an-appointment') ? BOOKING_JS_BUDGET_KB : JS_BUDGET_KB)

/** 1 KB = 1000 bytes, as the bundler reports sizes. */
const KB = 1000

type Asset = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null
}

/**
 * The script and style URLs of a server-rendered page: `<script src>`, `<link rel="modulepreload">`,
 * `<link rel="stylesheet">`, a `<style data-href>` written from a stylesheet, and the modules that
 * inline module scripts import or name.
 */
export function pageAssetUrls(html: string): { js: string[]; css: string[] } {
  const js: string[] = []
  const css: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src) js.push(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel.includes('modulepreload')) js.push(href)
    if (rel.includes('stylesheet')) css.push(href)
  }
  // The site's stylesheet is written into the head (decision 0052); its text is counted as the file it came from.
  for (const [tag] of html.matchAll(/<style\b[^>]*>/gi)) {
    const href = attribute(tag, 'data-href')
    if (href) css.push(href)
  }
  // The bootstrap imports the route modules and preloads their chunks right after the first paint
  // (app/lib/hydrate-after-paint.ts): every script it names is loaded at start-up.
  for (const [, body] of html.matchAll(/<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    js.push(...moduleImports(body ?? ''), ...bootstrapScripts(body ?? ''))
  }
  return { js, css }
}

/** The scripts the bootstrap imports (`import("/assets/home-B2.js")`) and preloads after the first paint. */
function bootstrapScripts(source: string): string[] {
  const imported = [...source.matchAll(/\bimport\(\s*["'](\/[^"']+\.js)["']\s*\)/g)].map((match) => match[1] ?? '')
  return [...imported, ...preloadsAfterPaintOf(source)]
}

/** A specifier a browser can load without an import map; bare names in the code are text, not imports. */
const LOADABLE = /^(?:\.{1,2}\/|\/|https?:\/\/)/

/** Static imports of an ES module (minified or not); dynamic `import()` is left out: it loads later. */
export function moduleImports(source: string): string[] {
  const patterns = [
    /\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ]
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] ?? '').filter((specifier) => LOADABLE.test(specifier)),
  )
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return response.text()
}

/**
 * The JavaScript and CSS a page (the home page unless named) loads before it is interactive, each file gzipped
 * at level 9 as a browser would receive it, summed. Modules the listed ones import
 * statically are followed too, each file counted once.
 */
export async function measurePageWeight(baseUrl: string, pagePath = '/'): Promise<Figure[]> {
  const pageUrl = new URL(pagePath, baseUrl).href
  const html = await fetchText(pageUrl)
  const listed = pageAssetUrls(html)
  const assets = new Map<string, Asset>()
  const queue: Array<{ url: string; kind: Asset['kind'] }> = [
    ...listed.js.map((url) => ({ url: new URL(url, pageUrl).href, kind: 'js' as const })),
    ...listed.css.map((url) => ({ url: new URL(url, pageUrl).href, kind: 'css' as const })),
  ]
  while (queue.length > 0) {
    const next = queue.shift()!
    if (assets.has(next.url)) continue
    const text = await fetchText(next.url)
    const bytes = Buffer.from(text, 'utf8')
    assets.set(next.url, { ...next, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length })
    if (next.kind === 'js') {
      for (const specifier of moduleImports(text)) queue.push({ url: new URL(specifier, next.url).href, kind: 'js' })
    }
  }

  const of = (kind: Asset['kind']) => [...assets.values()].filter((asset) => asset.kind === kind)
  const total = (list: Asset[], key: 'bytes' | 'gzipBytes') => list.reduce((sum, asset) => sum + asset[key], 0)
  const js = of('js')
  const css = of('css')
  const htmlGzip = gzipSync(Buffer.from(html, 'utf8'), { level: 9 }).length
  const describe = (list: Asset[]) =>
    list.map((asset) => ({ path: new URL(asset.url).pathname, bytes: asset.bytes, gzipBytes: asset.gzipBytes }))
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10

  if (js.length === 0) throw new Error(`No JavaScript found in the HTML of ${pagePath}; the page-weight scan needs updating`)
  if (css.length === 0) throw new Error(`No stylesheet found in the HTML of ${pagePath}; the page-weight scan needs updating`)

  return [
    {
      name: `page-weight-js ${pagePath}`,
      value: kb(total(js, 'gzipBytes')),
      unit: 'KB gzip',
      budget: jsBudgetOf(pagePath),
      limit: 'at-most',
      note: `${js.length} files, ${kb(total(js, 'bytes'))} KB uncompressed`,
      details: { files: describe(js) },
    },
    {
      name: `page-weight-css ${pagePath}`,
      value: kb(total(css, 'gzipBytes')),
      unit: 'KB gzip',
      budget: CSS_BUDGET_KB,
      limit: 'at-most',
      note: `${css.length} files, ${kb(total(css, 'bytes'))} KB uncompressed; the HTML itself is ${kb(htmlGzip)} KB gzip`,
      details: { files: describe(css), htmlBytes: Buffer.byteLength(html), htmlGzipBytes: htmlGzip },
    },
  ]
}

/** The figures of every page of PAGE_WEIGHT_PAGES, one page after another. */
export async function measurePagesWeight(baseUrl: string, paths: readonly string[] = PAGE_WEIGHT_PAGES): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const pagePath of paths) figures.push(...(await measurePageWeight(baseUrl, pagePath)))
  return figures
}
