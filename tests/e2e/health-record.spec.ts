import { mkdirSync } from 'node:fs'
import { expectNoAxeViolations } from './a11y.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

const SHOTS = 'test-results-health/health-record'
mkdirSync(SHOTS, { recursive: true })

/** A date some weeks before today in India, as YYYY-MM-DD. */
const weeksAgoInIndia = (weeks: number) => new Date(Date.now() + 5.5 * 3600_000 - weeks * 7 * 86_400_000).toISOString().slice(0, 10)
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('an owner adds a puppy, sees its plan, records a dose, shares the card and the link opens signed out', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822600101', 'Kavya')
  await gotoHydrated(page, '/pet-profiles')

  await page.getByRole('button', { name: 'Add a pet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a pet' })
  await dialog.getByLabel('Name').fill('Toffee')
  await dialog.getByLabel('Type').selectOption('puppy')
  await dialog.getByLabel('Breed').selectOption('Labrador')
  await dialog.getByLabel('Birth date').fill(weeksAgoInIndia(7))
  await dialog.getByRole('button', { name: 'Save pet' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('link', { name: 'Health record of Toffee' }).click()
  await expect(page.getByRole('heading', { name: "Toffee's health record" })).toBeVisible()
  const firstDhppi = page.getByTestId('plan-item').filter({ hasText: 'DHPPi dose 1' })
  await expect(firstDhppi).toContainText('Overdue')
  await expect(firstDhppi.getByRole('link', { name: 'Book this vaccination' })).toHaveAttribute('href', '/book-appointment')
  await expect(page.getByTestId('plan-item').filter({ hasText: 'anti-rabies dose 1' })).toContainText('Upcoming')
  await expectNoAxeViolations(page, '#main-content')
  await shots(page, 'plan')

  await page.getByLabel('Vaccine', { exact: true }).selectOption('dhppi')
  await page.getByLabel('Date given').fill(todayInIndia())
  await page.getByLabel('Batch number (optional)').fill('NB-2291')
  await page.getByRole('button', { name: 'Record dose' }).click()
  await expect(page.getByTestId('plan-item').filter({ hasText: 'DHPPi dose 1' })).toContainText('Done')
  await expect(page.getByTestId('plan-item').filter({ hasText: 'DHPPi dose 2' })).toContainText('Upcoming')

  await page.getByRole('button', { name: 'Create a card link' }).click()
  const link = page.getByTestId('card-link')
  await expect(link).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code of the card link' }).locator('svg')).toBeVisible()
  await shots(page, 'shared')
  const url = (await link.textContent()) as string
  expect(url).toMatch(/\/card\/[A-Za-z0-9_-]{32}$/)

  const stranger = await browser.newContext({ baseURL })
  const visitor = await stranger.newPage()
  const response = await visitor.goto(new URL(url).pathname)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(visitor.getByRole('heading', { name: 'Toffee' })).toBeVisible()
  await expect(visitor.getByTestId('card-dose')).toHaveCount(1)
  await expect(visitor.getByTestId('card-dose')).toContainText('DHPPi')
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  await expect(visitor.locator('main')).not.toContainText('Labrador')
  await expectNoAxeViolations(visitor, '#main-content')
  await shots(visitor, 'card')

  await page.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  expect((await visitor.goto(new URL(url).pathname))?.status()).toBe(404)
  await stranger.close()
})
