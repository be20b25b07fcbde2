import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { expectNoAxeViolations } from './a11y.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results-health/health-record'
mkdirSync(SHOTS, { recursive: true })

/** A date some weeks before today in India, as YYYY-MM-DD. */
const weeksAgoInIndia = (weeks: number) => new Date(Date.now() + 5.5 * 3600_000 - weeks * 7 * 86_400_000).toISOString().slice(0, 10)
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('an owner adds a puppy, sees its plan, records a dose, shares the card and the link opens signed out', async ({ page, browser, baseURL }) => {
  // A long journey: two sign-ins, three axe checks and full-page photographs at two widths.
  test.setTimeout(120_000)
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
  await expect(firstDhppi.getByRole('link', { name: 'Book this vaccination' })).toHaveAttribute('href', /^\/book-an-appointment\?pet=[0-9a-f-]{36}$/)
  await expect(page.getByTestId('plan-item').filter({ hasText: 'anti-rabies dose 1' })).toContainText('Upcoming')
  await expectNoAxeViolations(page, '#main-content')
  await shots(page, 'plan')

  await page.getByLabel('Vaccine', { exact: true }).selectOption('dhppi')
  await page.getByLabel('Date given').fill(todayInIndia())
  await page.getByLabel('Batch number (optional)').fill('NB-2291')
  const cardPage = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1de' } }).png().toBuffer()
  await page.getByLabel('Photo of the vaccination card page (optional)').setInputFiles({ name: 'card-page.png', mimeType: 'image/png', buffer: cardPage })
  await page.getByRole('button', { name: 'Record dose' }).click()
  await expect(page.getByTestId('plan-item').filter({ hasText: 'DHPPi dose 1' })).toContainText('Done')
  await expect(page.getByRole('img', { name: /^Card page for the dose of / })).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-1200\.webp$/)

  const portrait = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#bc6c25' } }).jpeg().toBuffer()
  await page.getByLabel('Add a photo').setInputFiles({ name: 'toffee.jpg', mimeType: 'image/jpeg', buffer: portrait })
  await expect(page.getByTestId('pet-photo')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-480\.webp$/)
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible()
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
  await expect(visitor.getByTestId('card-photo')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-480\.webp$/)
  await expect(visitor.getByRole('img', { name: /^Card page/ })).toHaveCount(0)
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

test('a caregiver books for a pet shared with them, the pet chosen from the health record', async ({ page, browser, baseURL }) => {
  const headers = { origin: new URL(baseURL as string).origin, 'content-type': 'application/json' }
  await signInThroughApi(page, baseURL as string, '9822600111', 'Ira')
  const pet = await page.request.post('/api/pets', { headers, data: { name: 'Mishti', type: 'kitten', breed: 'Persian', birthDate: weeksAgoInIndia(10) } })
  expect(pet.status()).toBe(201)
  const petId = ((await pet.json()) as { id: string }).id
  expect((await page.request.post(`/api/pets/${petId}/caregivers`, { headers, data: { phoneNumber: '9822600112', canEdit: false } })).ok()).toBe(true)

  const family = await browser.newContext({ baseURL })
  const caregiver = await family.newPage()
  await signInThroughApi(caregiver, baseURL as string, '9822600112', 'Dev')
  await gotoHydrated(caregiver, `/book-an-appointment?pet=${petId}`)
  const shared = caregiver.getByRole('radio', { name: /Mishti.*Shared with you/ })
  await expect(shared).toBeChecked()
  await caregiver.getByRole('radio', { name: 'Add New Pet' }).check()
  await expect(shared).not.toBeChecked()
  await family.close()
})
