import { type Page, expect, test } from '@playwright/test'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/** Each row of the price list as service id → the price charged, as the page shows it. */
async function pricesCharged(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('price-row')
  await expect(rows.first()).toBeVisible()
  return Object.fromEntries(
    await rows.evaluateAll((elements) =>
      elements.map((row) => [row.getAttribute('data-service-id') ?? '', row.querySelector('td:last-child > span')?.textContent?.trim() ?? '']),
    ),
  )
}

test.describe('the service pages in Hindi', () => {
  test('/hi/pricing at 375 px lists the English page’s ₹ figures, and the switch leads to /pricing and back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(page, '/pricing')
    const english = await pricesCharged(page)
    expect(Object.keys(english).length).toBeGreaterThan(5)

    await gotoHydrated(page, '/hi/pricing')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('रुपयों में साफ़ क़ीमतें')
    await expect(page.getByRole('columnheader', { name: 'आप देंगे' }).first()).toBeVisible()
    const hindi = await pricesCharged(page)
    expect(hindi).toEqual(english)
    for (const figure of Object.values(hindi)) expect(figure).toMatch(/^₹[\d,]+$/)
    // A service on the list leads to its Hindi page.
    await expect(page.getByTestId('price-row').locator('a[href="/hi/dog-grooming"]').first()).toBeVisible()

    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    // The menu closes on the page in the other language; opened again, it leads back.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिन्दी में पढ़ें' }).click()
    await expect(page).toHaveURL(/\/hi\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('रुपयों में साफ़ क़ीमतें')
    expect(await pricesCharged(page)).toEqual(english)
  })

  test('a Hindi service page sums its English guide up with the same review status, and books in Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(page, '/hi/dog-vaccination')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कुत्ते के वैक्सीनेशन का शेड्यूल और घर पर विज़िट')
    const summary = page.getByTestId('guide-summary')
    await expect(summary.getByRole('heading', { name: 'संक्षेप में' })).toBeVisible()
    await expect(summary).toContainText('पूरी गाइड अभी अंग्रेज़ी में है')
    // The English page is not yet reviewed by a vet, and the Hindi summary says the same.
    await expect(page.locator('#review-status-title')).toHaveText('Medical review and sources')
    await expect(page.getByText('Not yet reviewed by a vet.')).toBeVisible()
    await expect(summary.getByTestId('guide-summary-review')).toContainText('अभी किसी वेट ने इसकी जाँच नहीं की है')
    // The guide is marked English, the rest of the page is Hindi.
    await expect(page.locator('#guide')).toHaveAttribute('lang', 'en')
    expect(await englishLeftOnPage(page)).toEqual([])

    await page.getByRole('button', { name: 'वेट विज़िट बुक करें' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  for (const width of [375, 1280] as const) {
    for (const path of ['/hi/services', '/hi/pricing', '/hi/dog-vaccination']) {
      test(`screenshot of ${path} at ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 800 })
        await gotoHydrated(page, path)
        await screenshot(page, { path: testInfo.outputPath(`${path.slice(1).replaceAll('/', '-')}-${width}.png`), fullPage: true })
      })
    }
  }
})
