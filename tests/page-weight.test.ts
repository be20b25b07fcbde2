import { describe, expect, it } from 'vitest'
import { pageAssetUrls } from '../bench/page-weight.ts'
import { hydrateAfterFirstPaint } from '../app/lib/hydrate-after-paint.ts'

describe('the page-weight scan', () => {
  it('counts the route chunks the bootstrap preloads after the first paint and those the head preloads, not the manifest it names', () => {
    const served = hydrateAfterFirstPaint(
      [
        '<!DOCTYPE html><html><head>',
        '<link rel="modulepreload" href="/assets/entry.client-C3.js"/><link rel="modulepreload" href="/assets/startup-a.js"/>',
        '<link rel="modulepreload" href="/assets/home-B2.js"/><link rel="modulepreload" href="/assets/blog-card-grid-D4.js"/>',
        '<style data-href="/assets/app-E5.css">body{}</style></head><body><main>Hello</main>',
        '<script type="module" async="">',
        'import * as route0 from "/assets/root-A1.js";',
        'import * as route1 from "/assets/home-B2.js";',
        '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C3.js"},"url":"/assets/manifest-F6.js"};',
        '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        'import("/assets/entry.client-C3.js");</script></body></html>',
      ].join('\n'),
    )
    const { js, css } = pageAssetUrls(served)
    expect(new Set(js)).toEqual(
      new Set(['/assets/entry.client-C3.js', '/assets/startup-a.js', '/assets/home-B2.js', '/assets/blog-card-grid-D4.js', '/assets/root-A1.js']),
    )
    expect(css).toEqual(['/assets/app-E5.css'])
  })
})
