import { expect, test } from '@playwright/test'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { TAKE_SCREENSHOTS, screenshot } from './screenshot.ts'

/** The Hindi FAQ, a policy and Gold Membership at 375 px (decision 0081). */
test.describe('Hindi FAQ, policies and membership on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
  })

  test('/hi/gold-membership shows the same plan prices in ₹ as the English page, in Hindi', async ({ page }) => {
    await gotoHydrated(page, '/gold-membership')
    const english = await page.getByTestId('plan-price').allTextContents()
    expect(english.length).toBeGreaterThan(0)
    await gotoHydrated(page, '/hi/gold-membership')
    expect(await page.getByTestId('plan-price').allTextContents()).toEqual(english)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोल्ड मेंबरशिप, जिसका ख़र्च ख़ुद निकल आता है')
    await expect(page.getByTestId('membership-plans').getByRole('button', { name: new RegExp(`^${english[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} में जुड़ें$`) })).toBeVisible()
    expect(await englishLeftOnPage(page)).toEqual([])
  })

  test('/hi/faq answers in Hindi', async ({ page }) => {
    await gotoHydrated(page, '/hi/faq')
    await expect(page).toHaveTitle(/अक्सर पूछे जाने वाले सवाल/)
    const question = page.getByText('एक विज़िट कितने की है?')
    await question.click()
    await expect(page.getByText(/घर पर वेट की विज़िट ₹[\d,]+ की है/)).toBeVisible()
    expect(await englishLeftOnPage(page)).toEqual([])
  })

  test('/hi/cancellation-policy shows the Hindi key points, then the binding English text', async ({ page }) => {
    await gotoHydrated(page, '/hi/cancellation-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कैंसिलेशन और रिफ़ंड पॉलिसी')
    await expect(page.getByText(/शुरू होने से 2 घंटे पहले तक/)).toBeVisible()
    await expect(page.getByRole('note')).toContainText('अंग्रेज़ी में दी गई पूरी पॉलिसी ही मान्य है')
    const english = page.locator('article[lang="en"]')
    await expect(english).toContainText('until 2 hours before its start')
    // The English text comes after the summary.
    const [summaryTop, englishTop] = await Promise.all([page.getByRole('note').boundingBox(), english.boundingBox()])
    expect(englishTop!.y).toBeGreaterThan(summaryTop!.y)
    expect(await englishLeftOnPage(page)).toEqual([])
  })

  // Pictures for a person to look at (tests/e2e/screenshot.ts): not defined in CI.
  for (const width of TAKE_SCREENSHOTS ? [375, 1280] : []) {
    test(`screenshots of the Hindi FAQ, cancellation policy and membership at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 })
      for (const [name, path] of [['faq', '/hi/faq'], ['cancellation', '/hi/cancellation-policy'], ['membership', '/hi/gold-membership']] as const) {
        await gotoHydrated(page, path)
        await screenshot(page, { path: testInfo.outputPath(`${name}-hi-${width}.png`), fullPage: true })
      }
    })
  }
})
