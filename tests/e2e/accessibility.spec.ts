import { expect, test } from '@playwright/test'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'

const PAGES = ['/', '/services', '/blogs/puppy-vaccination-schedule-in-india', '/privacy-policy', '/help', '/no-such-page']

for (const width of [375, 1280]) {
  for (const path of PAGES) {
    test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
}

// Every public page of the route table, as a phone shows it; the list above adds 1280 px for the main ones.
const PUBLIC_PAGES = SITE_PAGES.filter((entry) => !entry.noIndex && entry.section !== 'admin').map((entry) => entry.examplePath)

test.describe('every public page at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test('the sign-in dialog has no axe violations', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await expectNoAxeViolations(page, '[role="dialog"]')
})

test('the privacy policy itemises what is collected and why', async ({ page }) => {
  await page.goto('/privacy-policy')
  for (const item of ['Mobile number', 'Name', 'E-mail address', 'Address, landmark, city and PIN code', 'Location', 'Pet details']) {
    await expect(page.getByText(new RegExp(`^${item}:`))).toBeVisible()
  }
  await expect(page.getByText(/only when you press 'Use current location'/)).toBeVisible()
})
