import { type Page, expect, test } from './fixtures.ts'
import { LANGUAGE_COOKIE, pathInLanguage } from '../../core/i18n/language.ts'
import { HINDI_MODULES } from '../../core/i18n/pages.ts'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

const WIDTHS = [375, 1280] as const

/** The hreflang links of the page's head, as language → address. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  )
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value
}

/** Every Hindi page, by route module: the first of each at both widths with the menu, the others at 375 px. */
const HINDI_PAGES_BY_MODULE = new Map<string, string[]>()
for (const page of SITE_PAGES.filter((entry) => HINDI_MODULES.has(entry.module))) {
  HINDI_PAGES_BY_MODULE.set(page.module, [...(HINDI_PAGES_BY_MODULE.get(page.module) ?? []), page.examplePath])
}

/** The page is Hindi, names both languages where it is indexed, fits the screen and leaves no English. */
async function expectHindiPage(page: Page, origin: string, englishPath: string) {
  const hindiPath = pathInLanguage(englishPath, 'hi')
  const response = await gotoHydrated(page, hindiPath)
  expect(response?.status(), hindiPath).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // A page kept out of search (an account's own pages) names no alternates; every other names both.
  const indexed = !(await page.locator('meta[name="robots"]').getAttribute('content'))?.includes('noindex')
  expect(await hreflangs(page), hindiPath).toEqual(indexed ? { en: `${origin}${englishPath}`, hi: `${origin}${hindiPath}`, 'x-default': `${origin}${englishPath}` } : {})
  await expectNoSidewaysScroll(page)
  expect(await englishLeftOnPage(page), hindiPath).toEqual([])
}

for (const [moduleIndex, [module, [first, ...others]]] of [...HINDI_PAGES_BY_MODULE].entries()) {
  if (!first) continue
  const hindiPath = pathInLanguage(first, 'hi')
  // The account's pages are read signed in, as their owners see them.
  const signedIn = SITE_PAGES.find((entry) => entry.examplePath === first)?.section === 'account'
  for (const width of WIDTHS) {
    test(`${hindiPath}${signedIn ? ' (signed in)' : ''} at ${width} px is in Hindi, names both languages, fits the screen and has no axe violations`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 })
      if (signedIn) await signInThroughApi(page, baseURL as string, `98117${String(400 + moduleIndex * 2 + WIDTHS.indexOf(width)).padStart(5, '0')}`, 'मीरा')
      await expectHindiPage(page, (baseURL ?? '').replace(/\/+$/, ''), first)
      await expectNoAxeViolations(page)
      if (width === 375) {
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
        await expect(page.getByRole('dialog', { name: 'मेन्यू' })).toBeVisible()
        expect(await englishLeftOnPage(page)).toEqual([])
        await expectNoSidewaysScroll(page)
      }
    })
  }
  if (others.length > 0) {
    test(`the other ${others.length} Hindi pages of ${module} at 375 px are in Hindi and fit the screen`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + others.length * 10_000)
      await page.setViewportSize({ width: 375, height: 800 })
      for (const englishPath of others) await expectHindiPage(page, (baseURL ?? '').replace(/\/+$/, ''), englishPath)
    })
  }
}

test.describe('the home page in both languages', () => {
  test('the English home page names its Hindi page, and its words stay English', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    const origin = (baseURL ?? '').replace(/\/+$/, '')
    expect(await hreflangs(page)).toEqual({ en: `${origin}/`, hi: `${origin}/hi`, 'x-default': `${origin}/` })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted vets for your dog or cat, at your doorstep')
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
  })

  test('the language switch leads from / to /hi and back, and keeps the choice in a cookie', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true }).click()
    await expect(page).toHaveURL(/\/hi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपके कुत्ते या बिल्ली के लिए भरोसेमंद वेट, आपके घर पर')
    expect(await languageCookie(page)).toBe('hi')
    // The links of the Hindi home page stay in Hindi where the page exists in Hindi.
    await expect(page.getByRole('banner').getByRole('link', { name: 'होम', exact: true })).toHaveAttribute('href', '/hi')

    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted vets for your dog or cat, at your doorstep')
    expect(await languageCookie(page)).toBe('en')
  })

  test("at 375 px the menu's switch leads to the page in the other language and the menu closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(page, '/help')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिन्दी में पढ़ें' }).click()
    await expect(page).toHaveURL(/\/hi\/help$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('link', { name: 'Read in English' }).click()
    await expect(page).toHaveURL(/\/help$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a page not yet in Hindi answers 404 under /hi, with the not-found page in Hindi', async ({ page }) => {
    const response = await page.goto('/hi/clinics/register')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला')
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi')
    expect(await englishLeftOnPage(page)).toEqual([])
  })
})
