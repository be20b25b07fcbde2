import { FAQS } from '../../content/faq/faqs.ts'
import { NEWSLETTER_ISSUES } from '../../content/newsletters/issues.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { decodeEntities, elementTexts, headOf, metaContent } from '../support/served-html.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/**
 * The content pages of the site: the newsletter sign-up and its past issues, the FAQ from the
 * database, about, the media pages and the policies, as served and as a person uses them.
 */

const CONTENT_PAGES = [
  '/newsletters',
  '/faq',
  '/about',
  '/videos',
  '/podcasts',
  '/resources',
  '/academy',
  '/help',
  '/privacy-policy',
  '/terms-of-service',
  '/cancellation-policy',
  '/shipping-policy',
]

const NARROW = { width: 375, height: 740 }
const WIDE = { width: 1280, height: 800 }

function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

async function subscribe(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
}

test.describe('the newsletter form', () => {
  test('subscribes an address and shows that it worked', async ({ page }) => {
    await gotoHydrated(page, '/newsletters')
    await page.getByLabel('First name (optional)').fill('Priya')
    await subscribe(page, uniqueEmail('priya'))
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible()
    await expect(page.getByText('You are subscribed.')).toBeVisible()
  })

  test('shows a clear error for a bad address, and subscribes once it is corrected', async ({ page }) => {
    await gotoHydrated(page, '/newsletters')
    await subscribe(page, 'priya.example.com')
    const field = page.getByLabel('E-mail address')
    await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address, like name@example.com')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await subscribe(page, uniqueEmail('corrected'))
    await expect(page.getByText('Thank you for subscribing')).toBeVisible()
  })

  test('asks for an address when none is given', async ({ page }) => {
    await gotoHydrated(page, '/newsletters')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('alert')).toHaveText('Enter your e-mail address')
  })

  test('answers a repeat of the same address, in another case, with the same success', async ({ page }) => {
    const email = uniqueEmail('repeat')
    await gotoHydrated(page, '/newsletters')
    await subscribe(page, email)
    await expect(page.getByText('Thank you for subscribing')).toBeVisible()
    await page.getByRole('button', { name: 'Subscribe another address' }).click()
    await subscribe(page, email.toUpperCase())
    await expect(page.getByText('Thank you for subscribing')).toBeVisible()
  })

  test('the server names the field of a bad address', async ({ request, baseURL }) => {
    const response = await request.post('/api/newsletter/subscribe', { data: { email: 'nope' }, headers: { origin: baseURL ?? '' } })
    expect(response.status()).toBe(400)
    expect((await response.json()).error).toMatch(/^email: /)
  })

  test('the past issues are in the served HTML', async ({ request }) => {
    const html = decodeEntities(await (await request.get('/newsletters')).text())
    for (const issue of NEWSLETTER_ISSUES) expect(html).toContain(issue.title)
  })
})

test.describe('the FAQ', () => {
  test('is rendered by the server from the database, grouped, with FAQPage data', async ({ request }) => {
    const response = await request.get('/faq')
    expect(response.status()).toBe(200)
    const html = await response.text()
    const text = decodeEntities(html)
    for (const faq of FAQS) expect(text).toContain(faq.question)
    expect(elementTexts(html, 'h2')).toEqual(expect.arrayContaining(['Home visits', 'Prices and payment', 'Privacy and your data']))
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const data = JSON.parse(jsonLd ?? '{}') as { '@type'?: string; mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> }
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(FAQS.length)
    expect(data.mainEntity?.[0]?.acceptedAnswer.text).toBe(FAQS[0]?.answer)
  })

  test('opens an answer in place', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const first = FAQS[0]!
    await expect(page.getByText(first.answer)).toBeHidden()
    await page.getByText(first.question).click()
    await expect(page.getByText(first.answer)).toBeVisible()
  })
})

test.describe('each content page', () => {
  for (const path of CONTENT_PAGES) {
    test(`${path} answers 200 with its own h1, title and description`, async ({ request }) => {
      const entry = findSitePage(path)
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(elementTexts(html, 'h1')).toEqual([entry?.heading])
      const head = headOf(html)
      expect(elementTexts(head, 'title')).toEqual([`${entry?.title} - PetVaidya`])
      expect(metaContent(head, 'description')).toBe(entry?.description)
      expect(metaContent(head, 'og:image')).toMatch(/\/og-image\.png$/)
    })
  }

  test('media pages with nothing published say so in one line and point to the written guides', async ({ page }) => {
    for (const path of ['/videos', '/podcasts']) {
      await page.goto(path)
      await expect(page.locator('video, audio, iframe')).toHaveCount(0)
      await expect(page.getByTestId('nothing-published')).toContainText(/^No (videos|podcast episodes) are published yet\./)
      await expect(page.getByText(/coming soon/i)).toHaveCount(0)
    }
  })

  test('the Open Graph image is served', async ({ request }) => {
    const response = await request.get('/og-image.png')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  })
})

test('every URL of the sitemap answers 200, and robots.txt names the sitemap', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(paths.length).toBeGreaterThan(50)
  // Every page is rendered by the server: a few at a time, and the time allowed grows with the list.
  test.setTimeout(30_000 + paths.length * 1_000)
  const statuses = new Map<string, number>()
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) statuses.set(path, (await request.get(path, { maxRedirects: 0 })).status())
    }),
  )
  expect([...statuses].filter(([, status]) => status !== 200)).toEqual([])
  expect(statuses.size).toBe(paths.length)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  for (const path of ['/admin/', '/api/', '/appointments', '/pet-profiles']) expect(robots).toContain(`Disallow: ${path}`)
})

for (const viewport of [NARROW, WIDE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('the newsletter error state has no axe violations', async ({ page }) => {
      await gotoHydrated(page, '/newsletters')
      await subscribe(page, 'not-an-address')
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    for (const path of ['/newsletters', '/faq', '/about', '/academy', '/cancellation-policy', '/help']) {
      test(`${path} fits the screen (screenshot)`, async ({ page }) => {
        await gotoHydrated(page, path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBe(0)
        const name = path.slice(1)
        await screenshot(page, { path: `test-results/screenshots/content-${name}-${viewport.width}.png`, fullPage: true })
      })
    }
  })
}
