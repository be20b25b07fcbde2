import { describe, expect, it } from 'vitest'
import { hydrateAfterFirstPaint, preloadsAfterPaintOf } from './hydrate-after-paint.ts'

/** React Router 8's bootstrap as it renders it, with or without a nonce. */
function page(opening: string): string {
  return [
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/startup-a.js"/></head><body><main>Hello</main>',
    '<script>window.__reactRouterContext = {};</script>',
    `${opening};`,
    'import * as route0 from "/assets/root-A1.js";',
    'import * as route1 from "/assets/home-B2.js";',
    '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C3.js"}};',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    '',
    'import("/assets/entry.client-C3.js");</script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>',
  ].join('\n')
}

function bootstrapOf(html: string): string {
  const start = html.indexOf('<script type="module"') === -1 ? html.indexOf('<script nonce') : html.indexOf('<script type="module"')
  return html.slice(start, html.indexOf('</script>', start))
}

describe('hydrateAfterFirstPaint', () => {
  it('waits for a painted frame, then imports the route modules in parallel and hydrates as before', () => {
    const out = hydrateAfterFirstPaint(page('<script type="module" async="">'))
    const script = bootstrapOf(out)
    expect(script).not.toMatch(/^\s*import \* as/m)
    expect(script).toContain('requestAnimationFrame(() => setTimeout(resolve, 0))')
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-A1.js"), import("/assets/home-B2.js")]);')
    // The frame comes before any import, the route modules before the entry that hydrates.
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('import("/assets/root-A1.js")'))
    expect(script.indexOf('__reactRouterRouteModules')).toBeLessThan(script.indexOf('import("/assets/entry.client-C3.js")'))
    expect(script.indexOf('Promise.all')).toBeLessThan(script.indexOf('__reactRouterRouteModules'))
  })

  it('keeps the rest of the page byte for byte', () => {
    const before = page('<script type="module" async="">')
    const out = hydrateAfterFirstPaint(before)
    expect(out.slice(0, before.indexOf('<script type="module"'))).toBe(before.slice(0, before.indexOf('<script type="module"')))
    expect(out.endsWith('import("/assets/entry.client-C3.js");</script>\n<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>')).toBe(true)
  })

  it('finds the bootstrap whatever the order of its attributes, a nonce kept', () => {
    const out = hydrateAfterFirstPaint(page('<script nonce="abc123" type="module" async="">'))
    expect(out).toContain('<script nonce="abc123" type="module" async="">await new Promise(')
  })

  it('leaves a page without React Router’s bootstrap unchanged', () => {
    const plain = '<html><body><script type="module">import "/assets/x.js";</script></body></html>'
    expect(hydrateAfterFirstPaint(plain)).toBe(plain)
    expect(hydrateAfterFirstPaint('<html><body>No scripts</body></html>')).toBe('<html><body>No scripts</body></html>')
  })

  it('keeps the startup chunks preloaded from the head and preloads the route chunks only after the first paint, at low priority', () => {
    const head = [
      '<link rel="modulepreload" href="/assets/entry.client-C3.js"/>',
      '<link rel="modulepreload" href="/assets/rolldown-runtime-X.js"/>',
      '<link rel="modulepreload" href="/assets/startup-a.js"/>',
      '<link rel="modulepreload" href="/assets/root-A1.js" nonce="abc123"/>',
      '<link rel="modulepreload" href="/assets/booking-flow-D4.js"/>',
    ].join('')
    const out = hydrateAfterFirstPaint(page('<script type="module" async="">').replace('<link rel="modulepreload" href="/assets/startup-a.js"/>', head))
    expect(out).toContain('<head><link rel="modulepreload" href="/assets/entry.client-C3.js"/><link rel="modulepreload" href="/assets/rolldown-runtime-X.js"/><link rel="modulepreload" href="/assets/startup-a.js"/></head>')
    expect(out).not.toContain('<link rel="modulepreload" href="/assets/root-A1.js"')
    expect(out).not.toContain('<link rel="modulepreload" href="/assets/booking-flow-D4.js"')
    const script = bootstrapOf(out)
    expect(script).toContain(`for (const href of ["/assets/root-A1.js","/assets/booking-flow-D4.js"]) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.fetchPriority = 'low'; link.href = href; document.head.append(link) }`)
    expect(preloadsAfterPaintOf(out)).toEqual(['/assets/root-A1.js', '/assets/booking-flow-D4.js'])
    // After the frame, and before the imports that need them.
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('link.rel'))
    expect(script.indexOf('link.rel')).toBeLessThan(script.indexOf('Promise.all'))
  })

  it('leaves every preload in the head of a page without the bootstrap', () => {
    const plain = '<html><head><link rel="modulepreload" href="/assets/booking-flow-D4.js"/></head><body></body></html>'
    expect(hydrateAfterFirstPaint(plain)).toBe(plain)
    expect(preloadsAfterPaintOf(plain)).toEqual([])
  })
})
