import { mkdirSync } from 'node:fs'
import { type Page, expect, test } from './fixtures.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/service-area'
mkdirSync(SHOTS, { recursive: true })

async function toAddressStep(page: Page, baseURL: string, phone: string) {
  await signInThroughApi(page, baseURL, phone, 'Meera')
  await gotoHydrated(page, '/book-an-appointment')
  const wizard = page.getByRole('main')
  await wizard.getByLabel('Pet name').fill('Coco')
  await wizard.getByLabel('Pet type').selectOption('dog')
  await wizard.getByLabel('Breed').selectOption('Beagle')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel('Email').fill('meera@example.in')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel(/^Home visit/).check()
  await wizard.getByLabel('Service').selectOption('checkup')
  await wizard.getByRole('radio', { name: /^Tomorrow/ }).click()
  await wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^11:00/ }).click()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expect(wizard.locator('#booking-step-title')).toHaveText('Address')
  return wizard
}

test.describe('home visits only where the vets go, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 } })

  test('a served PIN code fills the city; one outside the area offers a video consultation instead', async ({ page, baseURL }) => {
    // Six steps of the wizard and four PIN codes: longer than one page's journey.
    test.slow()
    const wizard = await toAddressStep(page, baseURL as string, '9811300041')
    await wizard.getByRole('textbox', { name: 'Address', exact: true }).fill('H-12')

    await wizard.getByLabel('PIN code').fill('122003')
    await expect(wizard.getByLabel('City')).toHaveValue('Gurgaon')
    const localities = wizard.getByRole('list', { name: 'Localities of 122003' })
    await localities.getByRole('button', { name: 'Gurgaon Sector 45' }).click()
    await expect(wizard.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('H-12, Gurgaon Sector 45')
    await screenshot(page, { path: `${SHOTS}/served-375.png` })

    // Outside the area: the served cities named, and the visits that work instead.
    await wizard.getByLabel('PIN code').fill('400001')
    const notice = wizard.getByRole('alert').filter({ hasText: 'Our vets do not visit 400001' })
    await expect(notice).toContainText('Home visits are available in Gurgaon, Delhi, Noida, Faridabad and Ghaziabad.')
    await notice.scrollIntoViewIfNeeded()
    await screenshot(page, { path: `${SHOTS}/outside-375.png` })
    await expectNoAxeViolations(page)
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Outside Our Home Visit Area', { exact: true }).first()).toBeVisible()
    await expect(wizard.locator('#booking-step-title')).toHaveText('Address')
    const pinField = wizard.getByLabel('PIN code')
    await expect(pinField).toHaveAttribute('aria-invalid', 'true')

    // A city that contradicts the PIN code cannot go on.
    await wizard.getByLabel('PIN code').fill('122003')
    await expect(wizard.getByLabel('City')).toHaveValue('Gurgaon')
    // The refusal spoke of 400001: a new PIN code clears it at once, beside the served notice.
    await expect(wizard.getByText(/Our vets do not visit 400001/)).toHaveCount(0)
    await expect(pinField).not.toHaveAttribute('aria-invalid', 'true')
    await expect(wizard.getByText('is in our home-visit area')).toBeVisible()
    await wizard.getByLabel('City').fill('Mumbai')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('PIN code 122003 is in Gurgaon', { exact: true })).toBeVisible()
    await expect(wizard.locator('#booking-step-title')).toHaveText('Address')

    // An unknown PIN code gets the spec's notice.
    await wizard.getByLabel('PIN code').fill('999999')
    await expect(wizard.getByText('No post office has this PIN code. Please check the six digits.')).toBeVisible()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Invalid PIN Code', { exact: true }).first()).toBeVisible()

    await wizard.getByLabel('PIN code').fill('400001')
    await notice.getByRole('button', { name: 'Video consultation instead' }).click()
    await expect(wizard.getByText('No address needed for a video consultation')).toBeVisible()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.locator('#booking-step-title')).toHaveText('Confirm')
    await expect(page.getByTestId('booking-total')).toHaveText('₹149')
  })

  test('Continue pressed while the PIN code is still being looked up waits for the answer', async ({ page, baseURL }) => {
    const wizard = await toAddressStep(page, baseURL as string, '9811300043')
    // A slow network: each lookup is held until the journey lets it answer, so Continue comes
    // before the answer however busy the machine is.
    let lookups = 0
    const held: Array<() => void> = []
    await page.route('**/api/pincodes/*', async (route) => {
      lookups += 1
      await new Promise<void>((resolve) => held.push(resolve))
      await route.continue()
    })
    const answerLookup = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()?.()
    }
    await wizard.getByRole('textbox', { name: 'Address', exact: true }).fill('B-7, Sushant Lok')
    await wizard.getByLabel('City').fill('Mumbai')

    // The answer, when it comes, still refuses a PIN code no post office has.
    await wizard.getByLabel('PIN code').fill('999999')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await answerLookup()
    await expect(page.getByText('Invalid PIN Code', { exact: true }).first()).toBeVisible()
    await expect(wizard.locator('#booking-step-title')).toHaveText('Address')

    // A served PIN code typed after the city fills in its own city, late or not, and the wizard goes on.
    await wizard.getByLabel('PIN code').fill('122002')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    // While it waits, Continue says so and takes no second press.
    await expect(wizard.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true')
    await answerLookup()
    await expect(wizard.locator('#booking-step-title')).toHaveText('Confirm')
    await expect(wizard.getByText(/B-7, Sushant Lok.*Gurgaon.*122002/)).toBeVisible()
    await expect(page.getByText('Checking PIN Code', { exact: true })).toHaveCount(0)
    // One request per PIN code: Continue waited for the lookup already on its way.
    expect(lookups).toBe(2)
  })

  test('a saved address outside the area is marked as not served', async ({ page, baseURL }) => {
    // Saved before the service area was enforced: written straight into the list the wizard reads.
    await page.route('**/api/addresses/9811300042', (route) =>
      route.fulfill({
        json: [
          { id: '6f1c2b1e-7a0e-4b8e-9d55-2f7d2d6f0a11', addressLine1: 'Flat 9, Nariman Point', addressLine2: null, city: 'Mumbai', state: null, pincode: '400021', landmark: null, tag: 'Office', isDefault: true, latitude: null, longitude: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
        ],
      }),
    )
    const wizard = await toAddressStep(page, baseURL as string, '9811300042')
    await expect(wizard.getByText('Not served for home visits')).toBeVisible()
    await wizard.getByRole('radio', { name: /^Office/ }).check()
    await expect(wizard.getByRole('alert').filter({ hasText: 'Our vets do not visit 400021' })).toBeVisible()
  })
})

test('the city and near-me pages list the PIN codes and localities served', async ({ page }) => {
  await page.goto('/pet-clinic-gurgaon-vet-home-visit')
  const gurgaon = page.getByTestId('served-pincodes-gurgaon')
  await expect(gurgaon).toContainText('122003')
  await expect(gurgaon).toContainText('Gurgaon Sector 45')
  await page.locator('#pin-codes').scrollIntoViewIfNeeded()
  await screenshot(page, { path: `${SHOTS}/city-pin-codes-1280.png` })
  await page.goto('/pet-clinic-near-me')
  await page.getByText(/^Noida: \d+ PIN codes$/).click()
  await expect(page.getByTestId('served-pincodes-noida')).toContainText('Alpha Greater Noida')
  await expect(page.getByTestId('served-pincodes-noida')).not.toContainText('Ghaziabad')
})
