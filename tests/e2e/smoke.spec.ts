import { expect, test } from '@playwright/test'
import { gotoHydrated } from './navigation.ts'
import { preloadsAfterPaintOf } from '../../app/lib/hydrate-after-paint.ts'

test('the home page renders inside the layout and hydrates', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('PetVaidya - Professional Pet Healthcare Services')
  await expect(page.getByRole('button', { name: 'Book a Home Service Today' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test("the scripts served are React's production build, whatever NODE_ENV the build's shell had", async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
  expect(scripts.some((src) => src.includes('entry.client'))).toBe(true)
  for (const src of new Set(scripts)) {
    const body = await (await request.get(src)).text()
    // React's development build greets the console with this line; its production build never does.
    expect(body.includes('for a better development experience'), `${src} is a development build`).toBe(false)
  }
})

test('built scripts are sent in the brotli or gzip copy the build wrote, never compressed per request', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // The startup chunk: React, React Router and the shell every page runs (decision 0052).
  const entry = html.match(/"(\/assets\/startup-[^"]+\.js)"/)?.[1]
  expect(entry).toBeDefined()
  const plain = await request.get(entry ?? '', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(entry ?? '', { headers: { 'accept-encoding': encoding } })
    expect(response.headers()['content-encoding']).toBe(encoding)
    expect(response.headers().vary?.toLowerCase()).toContain('accept-encoding')
    expect(response.headers()['cache-control']).toContain('immutable')
    // Playwright decodes the body: the same script as the plain one.
    expect((await response.body()).equals(await plain.body())).toBe(true)
  }
})

test('the site stylesheet is written into the head, and the page paints before its scripts run', async ({ request, browser, page }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<style id="site-styles" data-href="\/assets\/[^"]+\.css">/)
  expect(html.slice(html.indexOf('<style id="site-styles"'), html.indexOf('</head>'))).toContain('.card{')
  expect(html).not.toMatch(/<link rel="stylesheet"/)
  // The bootstrap waits for a painted frame before it imports the route modules.
  expect(html).toMatch(/<script type="module" async="">await new Promise\(\(resolve\) => \{ requestAnimationFrame/)
  expect(html).not.toMatch(/^import \* as route\d+ from/m)

  // Without scripts the page keeps its styles; with them, a client navigation keeps them too.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/')
  await expect(plain.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(4, 47, 46)')
  await context.close()

  await page.goto('/')
  await page.locator('main a[href^="/blogs/"]').first().click()
  await expect(page).toHaveURL(/\/blogs\//)
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(4, 47, 46)')
  expect(await page.locator('#site-styles').evaluate((element) => element.textContent?.length ?? 0)).toBeGreaterThan(10_000)
})

test('the booking page shows its first step to a signed-out visitor before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/book-an-appointment')
  await expect(page.getByRole('heading', { name: 'Verify Phone', level: 3 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your booking', level: 2 })).toBeAttached()
  await context.close()
})

test('the booking page preloads only the startup chunks from its head, its route chunks after the first paint at low priority, and no Zod', async ({ page, request }) => {
  const html = await (await request.get('/book-an-appointment')).text()
  const inHead = [...html.matchAll(/<link [^>]*rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '')
  expect(inHead.length).toBeGreaterThan(0)
  for (const href of inHead) expect(href).toMatch(/\/(entry\.client|rolldown-runtime|startup)-/)
  // The first paint holds the page up to its footer (a render-blocking expect link), so the main content is in it.
  expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render"/>')
  expect(html).toContain('<footer id="site-footer"')

  const later = preloadsAfterPaintOf(html)
  expect(later.length).toBeGreaterThan(3)
  await gotoHydrated(page, '/book-an-appointment')
  const priorities = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), (link as HTMLLinkElement).fetchPriority]),
  )
  for (const href of later) {
    expect(priorities, href).toContainEqual([href, 'low'])
    // Zod's browser module is the one that sets `jitless`; the contracts are built with `z.object`.
    const script = await (await request.get(href)).text()
    expect(script, href).not.toContain('jitless')
  }
})

test('a signed-out visitor on the booking page runs no Zod: step 0 checks nothing and parses no answer', async ({ page }) => {
  const scripts: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await gotoHydrated(page, '/book-an-appointment')
  await expect(page.getByRole('button', { name: 'Verify phone number' })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(3)
  expect(bodies.filter((body) => body.includes('jitless'))).toHaveLength(0)
})

test('no page breaks its own Content-Security-Policy while it loads and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  // The booking page parses with Zod as it starts; the chat button loads Zod on its first tap.
  for (const path of ['/', '/book-an-appointment', '/find-clinics', '/gold-membership']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([])
  }
})
