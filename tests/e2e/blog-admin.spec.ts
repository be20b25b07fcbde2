import { E2E_BUSINESS } from './business.ts'
import type { Cookie } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './a11y.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

/** This file's admin (ADMIN_PHONES of playwright.config.ts) and vet. */
const ADMIN = '9000000095'
const VET = '9822300001'
const TITLE = 'Paw care after a monsoon walk'
const SLUG = 'paw-care-after-a-monsoon-walk'
const SHOTS = 'test-results-content-b'

test.describe.configure({ mode: 'serial' })

/** The admin's session, kept for the last journey: a second code for one number within 30 s is refused. */
let adminCookies: Cookie[] = []

test('an admin writes an article with an uploaded cover, sees the live preview, publishes it, and finds it on /blogs and in the sitemap', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, ADMIN, 'Neha')
  adminCookies = await page.context().cookies()
  const origin = new URL(baseURL as string).origin
  const vet = await page.request.post('/api/admin/staff', {
    headers: { origin, 'content-type': 'application/json' },
    data: { name: 'Dr Meera Iyer', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-22301', registrationCouncil: 'Delhi Veterinary Council', visitTypes: ['video'] },
  })
  expect([201, 409]).toContain(vet.status())
  // The admin checked the number against the council's register (decision 0063).
  expect((await page.request.post(`/api/admin/staff/${VET}/registration-check`, { headers: { origin } })).status()).toBe(200)

  await page.setViewportSize({ width: 1280, height: 900 })
  const response = await gotoHydrated(page, '/admin/blogs')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Manage blogs' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Authors' })).toBeVisible()

  // A named author is a vet on the staff, with a photo.
  await page.getByRole('button', { name: 'Add an author' }).click()
  const authorForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add author' }) })
  await authorForm.getByLabel('Name').fill('Dr Meera Iyer')
  await authorForm.getByLabel('Id (used in the address /authors/…)').fill('dr-meera-iyer')
  await authorForm.getByLabel('Title').fill('Veterinarian, BVSc & AH')
  await authorForm.getByLabel('Staff phone number (for a vet on the staff)').fill(VET)
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#f4a261' } }).jpeg().toBuffer()
  await authorForm.getByLabel('Photo').setInputFiles({ name: 'meera.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(authorForm.locator('img[src^="/uploads/"]')).toBeVisible()
  await authorForm.getByRole('button', { name: 'Add author' }).click()
  await expect(page.getByRole('listitem', { name: 'Dr Meera Iyer' })).toContainText('on the staff')

  await page.getByRole('button', { name: 'New article' }).click()

  const editor = page.getByRole('region', { name: 'New article' })
  await editor.getByLabel('Title').fill(TITLE)
  await expect(editor.getByLabel('Address (slug)')).toHaveValue(SLUG)
  await editor.getByLabel('Category').selectOption('dog-care')
  await editor.getByLabel('Author').selectOption('dr-meera-iyer')
  await editor.getByLabel('Excerpt (shown on cards; optional)').fill('Wet paws in the rains invite fungal infections and ticks: a two-minute routine after every walk.')
  await editor
    .getByLabel('Body (Markdown)')
    .fill(
      '## Dry between the toes\n\nPat each paw dry with a clean towel, **between the pads** too, where water sits longest.\n\n- Check for ticks\n- Look for redness\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">Call a vet if the skin stays red for more than two days, or us on {supportPhone}.',
    )
  const preview = editor.getByRole('region', { name: 'Preview of the article' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Dry between the toes' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('between the pads')
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await expect(preview.locator('script, img')).toHaveCount(0)
  await expect(preview).toContainText('Call a vet if the skin stays red')
  // Filled in as the article page fills it, from the server's configuration.
  await expect(preview).toContainText(`or us on ${E2E_BUSINESS.phone}.`)

  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f766e' } }).png().toBuffer()
  await editor.getByLabel('Cover image').setInputFiles({ name: 'monsoon-paws.png', mimeType: 'image/png', buffer: cover })
  await expect(editor.locator('img[src^="/uploads/"]')).toBeVisible()

  await editor.getByLabel('Status').selectOption('published')
  const hourAgo = new Date(Date.now() + 330 * 60_000 - 60 * 60_000).toISOString().slice(0, 16)
  await editor.getByLabel('Publish date (India time)').fill(hourAgo)
  await screenshot(page, { path: `${SHOTS}/blog-editor-1280.png`, fullPage: true })
  await editor.getByRole('button', { name: 'Create article' }).click()

  const row = page.getByRole('listitem', { name: TITLE })
  await expect(row).toContainText('Published')
  await expect(row).toContainText('Not yet reviewed by a vet')
  await page.setViewportSize({ width: 375, height: 800 })
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
  await screenshot(page, { path: `${SHOTS}/blog-admin-list-375.png` })
  await expectNoAxeViolations(page)

  await gotoHydrated(page, '/blogs')
  await expect(page.getByRole('link', { name: new RegExp(TITLE) }).first()).toBeVisible()
  const sitemap = await page.request.get('/sitemap.xml')
  expect(await sitemap.text()).toContain(`/blogs/${SLUG}</loc>`)

  await gotoHydrated(page, `/blogs/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  await expect(page.getByText('Not yet reviewed by a vet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dr Meera Iyer' }).first()).toBeVisible()
  const coverImage = page.locator('article img[src$="-800.webp"]')
  await expect(coverImage).toBeVisible()
  expect(await coverImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800)
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined()
  expect(await page.locator('article').first().innerHTML()).not.toMatch(/onerror|<script/i)
  await screenshot(page, { path: `${SHOTS}/article-unreviewed-375.png` })
})

test('a vet reaches only the review step, marks the article reviewed, and the article names them at 375 px', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, VET, 'Meera Iyer')
  expect((await page.request.get('/admin')).status()).toBe(404)
  expect((await page.request.get('/admin/staff')).status()).toBe(404)

  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/admin/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Medical review' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveCount(2)
  const row = page.getByRole('listitem', { name: TITLE })
  await row.getByRole('button', { name: 'Mark reviewed' }).click()
  await expect(row).toContainText('Reviewed by Dr Meera Iyer (DL-22301)')
  await screenshot(page, { path: `${SHOTS}/vet-review-375.png`, fullPage: true })
  await expectNoAxeViolations(page)

  await gotoHydrated(page, `/blogs/${SLUG}`)
  await expect(page.locator('p', { hasText: /Medically reviewed by Dr Meera Iyer \(Delhi Veterinary Council registration no\. DL-22301\), on \d{1,2} [A-Z][a-z]{2} 20\d\d/ })).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('\n')).toContain('"reviewedBy"')
  await screenshot(page, { path: `${SHOTS}/article-reviewed-375.png` })

  // Its Hindi page (decision 0083): an article new from the admin has no Hindi summary, only the
  // notice, the same review in Hindi, and the English article.
  await gotoHydrated(page, `/hi/blogs/${SLUG}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('article-summary')).toHaveCount(0)
  await expect(page.getByTestId('english-article-notice')).toContainText('इस लेख का हिंदी सार अभी तैयार नहीं है।')
  await expect(page.getByTestId('article-review')).toContainText('Dr Meera Iyer (Delhi Veterinary Council, रजिस्ट्रेशन नंबर DL-22301) ने')
  await expect(page.getByTestId('english-article')).toHaveAttribute('lang', 'en')
  await screenshot(page, { path: `${SHOTS}/article-reviewed-hi-375.png`, fullPage: true })
})

test('a save over another admin’s newer one is refused on the page; then the changed address answers 301 from the old one', async ({ page, baseURL }) => {
  await page.context().addCookies(adminCookies)
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/blogs')
  await page.getByRole('listitem', { name: TITLE }).getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('region', { name: `Edit: ${TITLE}` })

  // Another admin saves first: this save is refused and the page says so.
  const origin = new URL(baseURL as string).origin
  const list = (await (await page.request.get('/api/admin/blogs')).json()) as { articles: Array<Record<string, unknown> & { title: string; id: number }> }
  const current = list.articles.find((article) => article.title === TITLE)!
  const { id, views: _views, updatedAt: _updated, review: _review, reviewDue: _due, oldSlugs: _old, ...fields } = current
  const other = await page.request.put(`/api/admin/blogs/${id}`, {
    headers: { origin, 'content-type': 'application/json' },
    data: { ...fields, excerpt: 'Another admin’s excerpt for the card.' },
  })
  expect(other.status()).toBe(200)
  await editor.getByLabel('Address (slug)').fill('monsoon-paw-care')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(editor.getByRole('alert')).toContainText('Someone else saved this since you opened it')
  await screenshot(page, { path: `${SHOTS}/blog-editor-stale-1280.png` })
  await editor.getByRole('button', { name: 'Reload the saved version' }).click()

  await page.getByRole('listitem', { name: TITLE }).getByRole('button', { name: 'Edit' }).click()
  await expect(editor.getByLabel('Excerpt (shown on cards; optional)')).toHaveValue('Another admin’s excerpt for the card.')
  await editor.getByLabel('Address (slug)').fill('monsoon-paw-care')
  await expect(editor).toContainText('the old address will redirect here')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('listitem', { name: TITLE })).toContainText('/blogs/monsoon-paw-care')

  const moved = await page.request.get(`/blogs/${SLUG}`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe('/blogs/monsoon-paw-care')
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blogs/${SLUG}</loc>`)

  // The journeys after this file count the shipped articles: this one goes again.
  await page.getByRole('listitem', { name: TITLE }).getByRole('button', { name: 'Edit' }).click()
  await editor.getByRole('button', { name: 'Delete article' }).click()
  await editor.getByRole('button', { name: 'Yes, delete it for good' }).click()
  await expect(page.getByRole('listitem', { name: TITLE })).toHaveCount(0)
  expect((await page.request.get('/blogs/monsoon-paw-care')).status()).toBe(404)
})
