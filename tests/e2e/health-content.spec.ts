import { expectNoAxeViolations } from './a11y.ts'
import { E2E_BUSINESS } from './business.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

const ARTICLE = '/blogs/puppy-vaccination-schedule-in-india'

test.describe('health content a vet can sign', () => {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`an article says it is not yet reviewed by a vet and ends with its sources, at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, ARTICLE)
      const article = page.locator('article').first()
      await expect(article.getByText('Not yet reviewed by a vet.')).toBeVisible()
      await expect(article.getByRole('link', { name: 'The PetVaidya editorial team', exact: true })).toBeVisible()
      await expect(article.getByRole('heading', { name: 'Sources' })).toBeVisible()
      await expect(article.getByRole('link', { name: 'https://doi.org/10.1111/jsap.13718' })).toHaveAttribute('href', 'https://doi.org/10.1111/jsap.13718')
      await expect(article).toContainText('no more often than every three years')
      await expect(article).not.toContainText(/Dr\. /)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const graph = jsonLd.join('\n')
      expect(graph).toContain('"author":{"@type":"Organization"')
      expect(graph).not.toContain('reviewedBy')
      await expectNoAxeViolations(page, 'article')
      await screenshot(page, { path: `test-results/screenshots/article-unreviewed-${viewport.width}.png` })
      await article.getByRole('heading', { name: 'Sources' }).scrollIntoViewIfNeeded()
      await screenshot(page, { path: `test-results/screenshots/article-sources-${viewport.width}.png` })
    })
  }

  test('the printable chart runs both courses to 16 weeks, and the emergency list sends people to a 24-hour hospital with the configured hours', async ({ page }) => {
    await gotoHydrated(page, '/resources')
    const chart = page.locator('#vaccination-chart')
    await expect(chart).toContainText('16 weeks: DHPPi dose 4, the last of the first course (not optional')
    await expect(chart).toContainText('16 weeks: FVRCP dose 3, the last of the first course (not optional')
    await expect(chart).not.toContainText('if your vet advises it')
    await expect(page.getByText(`Our phone line answers every day from ${E2E_BUSINESS.hours}`)).toBeVisible()
  })

  test('pages show the configured phone and hours, one format, in text and links', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await expect(page.getByText(`Our support team answers every day from ${E2E_BUSINESS.hours}.`)).toBeVisible()
    await expect(page.getByRole('link', { name: E2E_BUSINESS.phone }).first()).toHaveAttribute('href', E2E_BUSINESS.phoneHref)
    await expect(page.locator('body')).not.toContainText('24/7')
  })
})
