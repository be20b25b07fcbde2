import { mkdirSync } from 'node:fs'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

const SHOTS = 'test-results-clinics/shots'
mkdirSync(SHOTS, { recursive: true })

/** ADMIN_PHONES of the e2e server (playwright.config.ts): this file's own. */
const ADMIN = '9000000094'

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
      await page.getByLabel('City').selectOption('Noida')
      await page.getByRole('button', { name: 'Show clinics' }).click()
      await expect(page).toHaveURL(/city=Noida/)
      await expect(page.getByRole('status').filter({ hasText: /^3 clinics/ })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/find-clinics-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page, 'main')
      // The map's code stays on the map page.
      expect(mapChunks).toEqual([])

      await gotoHydrated(page, '/clinic-search?q=sohna%20raod')
      await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading').first()).toHaveText('Sohna Road Animal Hospital')
      await page.screenshot({ path: `${SHOTS}/clinic-search-${width}.png`, fullPage: true })
      await expectNoAxeViolations(page, 'main')
      expect(mapChunks).toEqual([])

      await gotoHydrated(page, '/find-clinics-map')
      await expect(page.getByText('The map could not load here, so the clinics are listed below.')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Map of the clinics' })).toHaveCount(0)
      await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('listitem')).not.toHaveCount(0)
      expect(mapChunks.length).toBeGreaterThan(0)
      await page.screenshot({ path: `${SHOTS}/find-clinics-map-${width}.png`, fullPage: true })
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
    })
  }
})

test('the map page shows the clinics on the map when its tiles load: a marker per clinic and one for the place', async ({ page }) => {
  // A plain tile stands in for the tile server.
  const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/find-clinics-map?pincode=201014')
  const map = page.getByRole('region', { name: 'Map of the clinics' })
  await expect(map).toBeVisible()
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(23)
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible()
  await expect(page.getByText('The map could not load here')).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/find-clinics-map-tiles-1280.png`, fullPage: false })
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
  expect(jsonLd.some((text) => text.includes('"VeterinaryCare"') && text.includes('"postalCode":"110024"'))).toBe(true)
  await page.screenshot({ path: `${SHOTS}/clinic-page-375.png`, fullPage: true })
  await expectNoAxeViolations(page, 'main')

  const heart = page.getByRole('button', { name: 'Save PetVaidya Partner Clinic, Lajpat Nagar to favourites' })
  await heart.click()
  await expect(page.getByRole('button', { name: 'Remove PetVaidya Partner Clinic, Lajpat Nagar from favourites' })).toHaveAttribute('aria-pressed', 'true')

  await gotoHydrated(page, '/favorites')
  await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading')).toHaveText(['PetVaidya Partner Clinic, Lajpat Nagar'])
  await page.screenshot({ path: `${SHOTS}/favorites-375.png`, fullPage: true })

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
  await page.screenshot({ path: `${SHOTS}/booking-clinic-375.png`, fullPage: false })
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
  await page.screenshot({ path: `${SHOTS}/register-1280.png`, fullPage: true })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByTestId('application-status')).toContainText('Under review')
  await expectNoAxeViolations(page, 'main')

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.94.0.1' } })
  const admin = await adminContext.newPage()
  await signInThroughApi(admin, baseURL as string, ADMIN, 'Meera')
  await gotoHydrated(admin, '/admin/clinics')
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Clinics', exact: true }).waitFor()
  const card = admin.getByRole('article').filter({ hasText: clinicName })
  await expect(card).toContainText('UPSVC/7781')
  await admin.screenshot({ path: `${SHOTS}/admin-clinics-1280.png`, fullPage: true })
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText(`${clinicName}: the applicant is told by SMS and e-mail.`, { exact: true }).first()).toBeVisible()
  await adminContext.close()

  await gotoHydrated(page, '/clinic-search?q=gentle%20paws%20kaushambi')
  await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading')).toHaveText([clinicName])
  await gotoHydrated(page, '/clinics/register')
  await expect(page.getByTestId('application-status')).toContainText('Approved: your clinic is live')
})
