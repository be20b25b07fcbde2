import { type Locator, type Page, expect } from '@playwright/test'

/** Opens a page and waits until React has hydrated it (the first pageview is pushed after hydration). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
  return response
}

/**
 * Presses Escape in an open dialog once it listens. Radix attaches its Escape listener in the same
 * commit that moves the focus inside, so the focus being in the dialog is the sign; on a busy
 * machine a key pressed as soon as the dialog shows can come before it and be lost.
 */
export async function pressEscapeIn(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
}
