import { type Page, expect, test } from '@playwright/test'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { TAKE_SCREENSHOTS, screenshot } from './screenshot.ts'

/** No tile server in tests: every tile request fails, as it does offline. */
async function withoutTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
}

test('at 375 px an owner finds a Delhi clinic in Hindi and opens its page, its name as written', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await withoutTiles(page)
  await gotoHydrated(page, '/hi/find-clinics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पास का पेट क्लिनिक खोजें')

  const filters = page.getByRole('form', { name: 'क्लिनिक छाँटें' })
  await filters.getByLabel('शहर').selectOption({ label: 'दिल्ली' })
  await filters.getByRole('button', { name: 'क्लिनिक दिखाएँ' }).click()
  await expect(page).toHaveURL(/\/hi\/find-clinics\?city=Delhi/)
  await expect(page.getByRole('status').filter({ hasText: 'क्लिनिक' }).first()).toBeVisible()
  expect(await englishLeftOnPage(page)).toEqual([])

  const first = page.getByRole('list', { name: 'क्लिनिक' }).getByRole('article').first()
  const name = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  await first.getByRole('link', { name }).click()

  await expect(page).toHaveURL(/\/hi\/clinics\/[a-z0-9-]+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(name)
  await expect(heading).toHaveAttribute('translate', 'no')
  await expect(page.getByRole('heading', { name: 'खुलने का समय' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' })).toContainText('दिल्ली')
  expect(await englishLeftOnPage(page)).toEqual([])
  // Back to the finder in Hindi.
  await expect(page.getByRole('link', { name: 'क्लिनिक', exact: true })).toHaveAttribute('href', '/hi/find-clinics')
})

test('a Hindi city page shows its summary in Hindi, the review status, and the full guide marked English', async ({ page }) => {
  await gotoHydrated(page, '/hi/pet-clinic-delhi-vet-home-visit')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दिल्ली में घर पर वेट विज़िट और पेट क्लिनिक')
  await expect(page).toHaveTitle(/दिल्ली में घर पर वेट/)
  await expect(page.getByRole('heading', { name: 'पूरी जानकारी अंग्रेज़ी में है' })).toBeVisible()
  await expect(page.getByTestId('review-status')).toContainText('मेडिकल जाँच और स्रोत')
  await expect(page.locator('#full-guide [lang="en"]').first()).toBeVisible()
  // The other cities lead to their Hindi pages.
  await expect(page.getByRole('list', { name: 'आस-पास के शहर' }).getByRole('link', { name: 'गुरुग्राम में वेट' })).toHaveAttribute('href', '/hi/pet-clinic-gurgaon-vet-home-visit')
})

test('the English clinic register page has no Hindi page, while a clinic has one', async ({ request }) => {
  expect((await request.get('/hi/clinics/register')).status()).toBe(404)
  expect((await request.get('/hi/clinics/petvaidya-partner-clinic-lajpat-nagar')).status()).toBe(200)
})

// Pictures for a person to look at (tests/e2e/screenshot.ts): not defined in CI.
for (const width of TAKE_SCREENSHOTS ? [375, 1280] : []) {
  test(`screenshots of the Hindi city, near-me, finder and clinic pages at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 800 })
    await withoutTiles(page)
    const pages = {
      city: '/hi/pet-clinic-noida-vet-home-visit',
      'near-me': '/hi/pet-hospital-near-me',
      finder: '/hi/find-clinics',
      search: '/hi/clinic-search?q=lajpat',
      map: '/hi/find-clinics-map',
      clinic: '/hi/clinics/petvaidya-partner-clinic-lajpat-nagar',
    }
    for (const [name, path] of Object.entries(pages)) {
      await gotoHydrated(page, path)
      await screenshot(page, { path: testInfo.outputPath(`hi-${name}-${width}.png`), fullPage: true })
    }
  })
}
