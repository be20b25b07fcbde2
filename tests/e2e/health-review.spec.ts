import type { Page } from '@playwright/test'
import { cityPagePath } from '../../core/site/cities.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/** Every kind of health page says whether a vet reviewed it, when its next review is due, and its sources (decision 0064). */
const review = (page: Page) => page.getByRole('complementary', { name: 'Medical review and sources' })

test.describe('review status on the health pages', () => {
  for (const width of [375, 1280]) {
    test(`the cat vaccination guide shows its review box and sources, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, '/blogs/cat-vaccination')
      const box = review(page)
      await expect(box).toContainText('Not yet reviewed by a vet.')
      await expect(box).toContainText('Next review due: 29 Nov 2027.')
      await expect(box.getByRole('link', { name: /2020 AAHA\/AAFP Feline Vaccination Guidelines/ })).toHaveAttribute('href', 'https://doi.org/10.1177/1098612X20941784')
      await expect(page.getByRole('row', { name: /16 weeks or later/ })).toContainText('FVRCP, last kitten dose')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await box.scrollIntoViewIfNeeded()
      await screenshot(page, { path: `test-results/screenshots/guide-review-box-${width}.png` })
    })
  }

  test('a service, a near-me, a city, the FAQ and the resources page each show theirs', async ({ page }) => {
    // Five pages in one journey: each takes several seconds on the shared CI cores.
    test.setTimeout(180_000)
    for (const path of ['/dog-vaccination', '/pet-vaccination-near-me', cityPagePath('ghaziabad'), '/faq', '/resources']) {
      await page.goto(path)
      const box = review(page)
      await expect(box, path).toContainText('Not yet reviewed by a vet.')
      await expect(box, path).toContainText('Next review due: 29 Nov 2027.')
      expect(await box.getByRole('link').count(), path).toBeGreaterThanOrEqual(3)
    }
    await page.goto('/blogs/puppy-vaccination-schedule-in-india')
    await expect(page.locator('article').first().getByText(/Not yet reviewed by a vet\.[\s\S]*Next review due: \d{1,2} \w{3} 2027\./)).toBeVisible()
  })
})
