import { SITE_PAGES } from '../../core/site/pages.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

/**
 * One page of each route module with axe at 375 and 1280 px (pages of one module share their
 * markup; their texts are checked by the content tests), and every page of the route table and
 * the not-found page without sideways scrolling at 375 px. The account pages are checked signed
 * in, as their owners see them; the admin pages as a visitor meets them.
 */
const SIGNED_IN_SECTIONS = new Set(['account'])
const seenModules = new Set<string>()
const FIRST_OF_MODULE: { path: string; signedIn: boolean }[] = [{ path: '/no-such-page', signedIn: false }]
const OTHER_PAGES: string[] = []
for (const entry of SITE_PAGES) {
  if (seenModules.has(entry.module)) OTHER_PAGES.push(entry.examplePath)
  else FIRST_OF_MODULE.push({ path: entry.examplePath, signedIn: SIGNED_IN_SECTIONS.has(entry.section) })
  seenModules.add(entry.module)
}
// The Hindi pages (decision 0075) get axe in tests/e2e/hindi.spec.ts, on the same load that checks
// their words: one of each translated module at both widths.

async function expectNoSidewaysScroll(page: Page, path: string) {
  await expect(page.locator('h1, h2').first()).toBeVisible()
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect.soft(widths.scroll, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(widths.inner)
}

FIRST_OF_MODULE.forEach(({ path, signedIn }, index) => {
  test(`${path}${signedIn ? ' (signed in)' : ''} fits 375 px and has no axe violations at 375 and 1280 px`, async ({ page, baseURL }) => {
    if (signedIn) await signInThroughApi(page, baseURL as string, `98117${String(index).padStart(5, '0')}`, 'Meera')
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(page, path)
    await expectNoSidewaysScroll(page, path)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectNoAxeViolations(page)
  })
})

test(`the other ${OTHER_PAGES.length} pages of the route table fit 375 px`, async ({ page }) => {
  test.setTimeout(30_000 + OTHER_PAGES.length * 5_000)
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of OTHER_PAGES) {
    await gotoHydrated(page, path)
    await expectNoSidewaysScroll(page, path)
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
