import type { Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it (the first pageview is pushed after hydration). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
  return response
}
