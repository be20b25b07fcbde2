import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import type { Browser, BrowserContext } from '@playwright/test'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results-clinics/shots'
mkdirSync(SHOTS, { recursive: true })

/** ADMIN_PHONES of the e2e server (playwright.config.ts): this file's own. */
const ADMIN = '9000000094'

let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | null = null

/** A page signed in as this file's admin: one sign-in for the file (one code per phone per 30 s). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.94.0.1' }, ...(adminState ? { storageState: adminState } : {}) })
  const page = await context.newPage()
  if (!adminState) {
    await signInThroughApi(page, baseURL, ADMIN, 'Meera')
    await page.goto('/')
    adminState = await context.storageState()
  }
  return page
}

async function stepIs(wizard: Locator, label: string) {
  await expect(wizard.locator('#booking-step-title')).toHaveText(label)
}

/** No tile server in tests: every tile request fails, as it does offline. */
async function withoutTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
}

test.describe('finder pages at 375 and 1280 px', () => {
  for (const width of [375, 1280]) {
    test(`find, search and map at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await withoutTiles(page)
      const mapChunks: string[] = []
      page.on('request', (request) => {
        if (/clinic-map|leaflet/i.test(request.url())) mapChunks.push(request.url())
      })

      await gotoHydrated(page, '/find-clinics')
      await expect(page.getByRole('heading', { level: 1, name: 'Find a pet clinic' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('listitem').first()).toBeVisible()
      // Headings never skip a level (a clinic's name, h3, sits under the list's h2).
      const levels = await page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
      expect(levels.every((level, index) => index === 0 || level <= (levels[index - 1] as number) + 1), levels.join(' ')).toBe(true)
      await page.getByLabel('City').selectOption('Noida')
      await page.getByRole('button', { name: 'Show clinics' }).click()
      await expect(page).toHaveURL(/city=Noida/)
      // Noida's two sample clinics (development data: no invented 24-hour hospital, decision 0063).
      await expect(page.getByRole('status').filter({ hasText: /^2 clinics/ })).toBeVisible()
      await screenshot(page, { path: `${SHOTS}/find-clinics-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page, 'main')
      // The map's code stays on the map page.
      expect(mapChunks).toEqual([])

      await gotoHydrated(page, '/clinic-search?q=rajori%20garden')
      await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading').first()).toHaveText('Rajouri Garden Vet Clinic')
      await screenshot(page, { path: `${SHOTS}/clinic-search-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page, 'main')
      expect(mapChunks).toEqual([])

      await gotoHydrated(page, '/find-clinics-map')
      await expect(page.getByText('The map could not load here, so the clinics are listed below.')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Map of the clinics' })).toHaveCount(0)
      await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('listitem')).not.toHaveCount(0)
      expect(mapChunks.length).toBeGreaterThan(0)
      await screenshot(page, { path: `${SHOTS}/find-clinics-map-${width}.png`, fullPage: true })
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
    })
  }
})

/** A plain tile stands in for the tile server. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const HAUZ_KHAS = { slug: 'paws-and-whiskers-vet-clinic-hauz-khas', name: 'Paws and Whiskers Vet Clinic', address: 'C-7, Hauz Khas Main Market Road, New Delhi 110016' }

test.describe("a clinic's own page: its place", () => {
  test('without JavaScript: the address and a directions link in a block kept at the map’s height, and no map code', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const mapCode: string[] = []
    page.on('request', (request) => {
      if (/clinic-map|leaflet|tile\.openstreetmap/i.test(request.url())) mapCode.push(request.url())
    })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/clinics/${HAUZ_KHAS.slug}`)
    const block = page.getByTestId('clinic-location')
    await block.scrollIntoViewIfNeeded()
    await expect(block).toContainText(HAUZ_KHAS.address)
    await expect(block.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=28.5494,77.2001')
    expect((await block.boundingBox())!.height).toBeGreaterThanOrEqual(280)
    expect(mapCode).toEqual([])
    await context.close()
  })

  for (const width of [375, 1280]) {
    test(`tiles blocked at ${width} px: the map loads when its block comes into view, then gives way to the address without moving the page`, async ({ page }) => {
      // A small phone's screen at 375 px: the map's block starts well below it (and its 200 px look-ahead).
      await page.setViewportSize({ width, height: width === 375 ? 640 : 800 })
      await withoutTiles(page)
      const mapChunks: string[] = []
      page.on('request', (request) => {
        if (/clinic-map|leaflet/i.test(request.url())) mapChunks.push(request.url())
      })
      await gotoHydrated(page, `/clinics/${HAUZ_KHAS.slug}`)
      const block = page.getByTestId('clinic-location')
      if (width === 375) {
        // Below the fold on a phone: nothing of the map is fetched until the owner scrolls to it.
        await expect(block).not.toBeInViewport()
        expect(mapChunks).toEqual([])
      }
      const before = (await block.boundingBox())!.height
      await block.scrollIntoViewIfNeeded()
      await expect(block.getByText('The map could not load here.')).toBeVisible()
      await expect(page.getByRole('region', { name: `Map: ${HAUZ_KHAS.name}` })).toHaveCount(0)
      await expect(block.getByRole('link', { name: 'Get directions' })).toBeVisible()
      expect(mapChunks.length).toBeGreaterThan(0)
      expect((await block.boundingBox())!.height).toBe(before)
      // From the top, so that the fixed header is where a reader sees it.
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, { path: `${SHOTS}/clinic-page-no-tiles-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page, 'main')
    })
  }

  test('tiles load: the clinic’s marker on the map, over the address, in the same block', async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }))
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, `/clinics/${HAUZ_KHAS.slug}`)
    const block = page.getByTestId('clinic-location')
    const before = (await block.boundingBox())!.height
    await block.scrollIntoViewIfNeeded()
    const map = page.getByRole('region', { name: `Map: ${HAUZ_KHAS.name}` })
    await expect(map).toBeVisible()
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1)
    await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible()
    expect((await block.boundingBox())!.height).toBe(before)
    await expect(block.getByText('The map could not load here.')).toHaveCount(0)
    await screenshot(block, { path: `${SHOTS}/clinic-page-map-1280.png` })
  })
})

test('the map page shows the clinics on the map when its tiles load: a marker per clinic and one for the place', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/find-clinics-map?pincode=201014')
  const map = page.getByRole('region', { name: 'Map of the clinics' })
  await expect(map).toBeVisible()
  // 19 sample clinics and the place (no invented 24-hour hospital, decision 0063).
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(20)
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible()
  await expect(page.getByText('The map could not load here')).toHaveCount(0)
  await screenshot(page, { path: `${SHOTS}/find-clinics-map-tiles-1280.png`, fullPage: false })
})

test('search by PIN code, open the clinic, save it, and book a clinic visit there', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822400101', 'Ishaan')
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/clinic-search')
  await page.getByLabel('PIN code').fill('110024')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/pincode=110024/)
  await expect(page.getByText(/^Nearest first from 110024/)).toBeVisible()
  const first = page.getByRole('list', { name: 'Clinics' }).getByRole('listitem').first()
  await expect(first.getByRole('heading')).toHaveText('PetVaidya Partner Clinic, Lajpat Nagar')
  await expect(first.getByText(/km away/)).toBeVisible()

  await first.getByRole('link', { name: 'PetVaidya Partner Clinic, Lajpat Nagar' }).click()
  await expect(page).toHaveURL(/\/clinics\/petvaidya-partner-clinic-lajpat-nagar$/)
  await expect(page.getByRole('heading', { level: 1, name: 'PetVaidya Partner Clinic, Lajpat Nagar' })).toBeVisible()
  await expect(page.getByRole('table')).toContainText('Monday')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  // A sample listing (development data) is never described to search engines (decision 0063).
  expect(jsonLd.some((text) => text.includes('"VeterinaryCare"'))).toBe(false)
  await screenshot(page, { path: `${SHOTS}/clinic-page-375.png`, fullPage: true })
  await expectNoAxeViolations(page, 'main')

  const heart = page.getByRole('button', { name: 'Save PetVaidya Partner Clinic, Lajpat Nagar to favourites' })
  await heart.click()
  await expect(page.getByRole('button', { name: 'Remove PetVaidya Partner Clinic, Lajpat Nagar from favourites' })).toHaveAttribute('aria-pressed', 'true')

  await gotoHydrated(page, '/favorites')
  await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading')).toHaveText(['PetVaidya Partner Clinic, Lajpat Nagar'])
  await screenshot(page, { path: `${SHOTS}/favorites-375.png`, fullPage: true })

  await gotoHydrated(page, '/clinics/petvaidya-partner-clinic-lajpat-nagar')
  await page.getByRole('link', { name: 'Book a clinic visit here' }).click()
  await expect(page).toHaveURL(/\/book-an-appointment\?clinic=petvaidya-partner-clinic-lajpat-nagar/)
  await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
  const wizard = page.getByRole('main')
  await stepIs(wizard, 'Pet Details')
  await wizard.getByLabel('Pet name').fill('Sheru')
  await wizard.getByLabel('Pet type').selectOption('dog')
  await wizard.getByLabel('Breed').selectOption('Indie')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel('Email').fill('ishaan@example.in')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Schedule')
  await expect(wizard.getByLabel(/^Clinic visit/)).toBeChecked()
  await expect(wizard.getByLabel(/PetVaidya Partner Clinic, Lajpat Nagar/)).toBeChecked()
  await wizard.getByLabel('Service').selectOption('checkup')
  await wizard.getByRole('radio', { name: /^Tomorrow/ }).click()
  await wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^12:00/ }).click()
  await screenshot(page, { path: `${SHOTS}/booking-clinic-375.png`, fullPage: false })
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Address')
  await expect(wizard.getByText(/No home address needed: your visit is at PetVaidya Partner Clinic, Lajpat Nagar/)).toBeVisible()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/appointment\/success\?id=/)
  await expect(page.getByTestId('appointment-details')).toContainText('PetVaidya Partner Clinic, Lajpat Nagar')
})

test('a clinic applies, an admin approves it at /admin/clinics, and it appears in search', async ({ page, browser, baseURL }) => {
  const clinicName = 'Gentle Paws Clinic Kaushambi'
  await signInThroughApi(page, baseURL as string, '9822400102', 'Farah')
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/clinics/register')
  const form = page.getByRole('form', { name: 'Clinic application' })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(form.getByText('Please enter the clinic name')).toBeVisible()
  await form.getByLabel('Clinic name').fill(clinicName)
  await form.getByLabel("Owner's name").fill('Dr Farah Khan')
  await form.getByLabel('E-mail').fill('farah@gentlepaws.example.in')
  await form.getByLabel('Address (shop or plot, street)').fill('Shop 6, Kaushambi Market')
  await form.getByLabel('Locality or sector').fill('Kaushambi')
  await form.getByLabel('City').selectOption('Ghaziabad')
  await form.getByLabel('PIN code').fill('201010')
  await form.getByLabel('GSTIN (optional)').fill('09ABCDE1234F1Z5')
  await form.getByLabel(/registration numbers/).fill('UPSVC/7781')
  await screenshot(page, { path: `${SHOTS}/register-1280.png`, fullPage: true })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByTestId('application-status')).toContainText('Under review')
  await expectNoAxeViolations(page, 'main')

  const admin = await adminPage(browser, baseURL as string)
  await gotoHydrated(admin, '/admin/clinics')
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Clinics', exact: true }).waitFor()
  const card = admin.getByRole('article').filter({ hasText: clinicName })
  await expect(card).toContainText('UPSVC/7781')
  await screenshot(admin, { path: `${SHOTS}/admin-clinics-1280.png`, fullPage: true })
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText(`${clinicName}: the applicant is told by SMS and e-mail.`, { exact: true }).first()).toBeVisible()
  await admin.context().close()

  await gotoHydrated(page, '/clinic-search?q=gentle%20paws%20kaushambi')
  await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading')).toHaveText([clinicName])
  await gotoHydrated(page, '/clinics/register')
  await expect(page.getByTestId('application-status')).toContainText('Approved: your clinic is live')
})

test('an admin adds a photo to a live clinic at /admin/clinics, the clinic’s page shows it, and the admin takes it off', async ({ browser, baseURL }) => {
  // A long journey (17 s alone on a 2-core machine): room for a busy moment beside the other worker.
  test.slow()
  const admin = await adminPage(browser, baseURL as string)
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 })
    await gotoHydrated(admin, '/admin/clinics')
    const panel = admin.getByRole('region', { name: 'Photos of live clinics' })
    await panel.getByLabel('Find a live clinic').fill('hauz khas')
    await panel.getByRole('button', { name: 'Find' }).click()
    await panel.getByRole('list', { name: 'Live clinics' }).getByRole('button', { name: new RegExp(HAUZ_KHAS.name) }).click()
    await expect(panel.getByRole('heading', { level: 3, name: HAUZ_KHAS.name })).toBeVisible()
    await expect(panel.getByText('No photos yet.')).toBeVisible()
    if (width === 375) {
      // A file named like a photo that is not one: the server's own words come back.
      await panel.getByLabel('Add a photo', { exact: true }).setInputFiles({ name: 'clinic.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') })
      await panel.getByRole('button', { name: 'Upload photo' }).click()
      await expect(panel.getByRole('alert')).toHaveText('this is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.')
      await panel.getByLabel('Add a photo', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
      await expect(panel.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP picture.')
      await expect(panel.getByRole('button', { name: 'Upload photo' })).toBeDisabled()
      await admin.evaluate(() => window.scrollTo(0, 0))
      await screenshot(admin, { path: `${SHOTS}/admin-clinic-photos-${width}.png`, fullPage: true })
      await expectNoAxeViolations(admin, 'main')
    }
  }

  const panel = admin.getByRole('region', { name: 'Photos of live clinics' })
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
  await panel.getByLabel('Add a photo', { exact: true }).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo })
  const preview = panel.getByRole('img', { name: 'Preview of the chosen photo' })
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await admin.evaluate(() => window.scrollTo(0, 0))
  await screenshot(admin, { path: `${SHOTS}/admin-clinic-photos-preview-1280.png`, fullPage: true })
  await expectNoAxeViolations(admin, 'main')
  await panel.getByRole('button', { name: 'Upload photo' }).click()
  const list = panel.getByRole('list', { name: `Photos of ${HAUZ_KHAS.name}` })
  await expect(list.getByRole('img', { name: `Photo 1 of ${HAUZ_KHAS.name}` })).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-400\.webp$/)
  await expect(panel.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0)
  await admin.evaluate(() => window.scrollTo(0, 0))
  await screenshot(admin, { path: `${SHOTS}/admin-clinic-photos-uploaded-1280.png`, fullPage: true })

  const visitor = await browser.newPage()
  await visitor.goto(`${baseURL}/clinics/${HAUZ_KHAS.slug}`)
  const shown = visitor.getByTestId('clinic-photo')
  await expect(shown).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-800\.webp$/)
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

  await list.getByRole('button', { name: `Remove photo 1 of ${HAUZ_KHAS.name}` }).click()
  await expect(panel.getByText('No photos yet.')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByTestId('clinic-photo')).toHaveCount(0)
  await visitor.close()
  await admin.context().close()
})
