import { SITE_PAGES } from '../../core/site/pages.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

/**
 * Every route of the route table and the not-found page, with axe at 375 px and at 1280 px, and
 * no sideways scrolling at 375 px. The account pages are checked signed in, as their owners see
 * them; the admin pages as a visitor meets them. One load per route keeps the run short.
 */
const SIGNED_IN_SECTIONS = new Set(['account'])
const ROUTES = [...SITE_PAGES.map((entry) => ({ path: entry.examplePath, signedIn: SIGNED_IN_SECTIONS.has(entry.section) })), { path: '/no-such-page', signedIn: false }]

async function checkBothWidths(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, path)
  await expect(page.locator('h1, h2').first()).toBeVisible()
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(widths.scroll, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(widths.inner)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoAxeViolations(page)
}

ROUTES.forEach(({ path, signedIn }, index) => {
  test(`${path}${signedIn ? ' (signed in)' : ''} fits 375 px and has no axe violations at 375 and 1280 px`, async ({ page, baseURL }) => {
    test.setTimeout(60_000)
    if (signedIn) await signInThroughApi(page, baseURL as string, `98117${String(index).padStart(5, '0')}`, 'Meera')
    await checkBothWidths(page, path)
  })
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
