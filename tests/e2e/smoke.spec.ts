import { expect, test } from '@playwright/test'

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
  const entry = html.match(/"(\/assets\/entry\.client-[^"]+\.js)"/)?.[1]
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
