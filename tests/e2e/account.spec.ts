import { mkdirSync } from 'node:fs'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

const SHOTS = 'test-results/account'
mkdirSync(SHOTS, { recursive: true })


async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

async function stepIs(wizard: Locator, label: string) {
  await expect(wizard.locator('#booking-step-title')).toHaveText(label)
}

/** Neither the dialog nor the page scrolls sideways: only a row made to scroll may. */
async function expectNoSidewaysScroll(page: Page, dialog: Locator) {
  const widths = await dialog.evaluate((element) => ({
    dialog: element.scrollWidth - element.clientWidth,
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }))
  expect(widths).toEqual({ dialog: 0, page: 0 })
}

async function openBookingDialog(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Book a Home Service Today' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const [index, width] of [320, 375, 1280].entries()) {
  test(`the Schedule step fits ${width} px: only the date row scrolls, and a later date shifts nothing`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 760 })
    await signInThroughApi(page, baseURL as string, `98114000${10 + index}`, 'Nisha')
    const dialog = await openBookingDialog(page)

    await stepIs(dialog, 'Pet Details')
    await expectNoSidewaysScroll(page, dialog)
    await dialog.getByLabel('Pet name').fill('Bholu')
    await dialog.getByLabel('Pet type').selectOption('dog')
    await dialog.getByLabel('Breed').selectOption('Indie')
    await dialog.getByRole('button', { name: 'Continue' }).click()

    await stepIs(dialog, 'Basic Info')
    await expectNoSidewaysScroll(page, dialog)
    await dialog.getByLabel('Email').fill('nisha.a.very.long.address.for.the.card@example-mail-provider.co.in')
    await dialog.getByRole('button', { name: 'Continue' }).click()

    await stepIs(dialog, 'Schedule')
    await expectNoSidewaysScroll(page, dialog)
    const row = dialog.getByRole('radiogroup', { name: 'Date' })
    const heading = dialog.locator('#booking-step-title')
    const before = await heading.boundingBox()
    const more = dialog.getByRole('button', { name: 'More Dates' })
    const moreBox = await more.boundingBox()
    expect(moreBox && moreBox.x + moreBox.width).toBeLessThanOrEqual(width)
    if (width < 700) {
      // The ten days do not fit a phone: the row itself scrolls.
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    }
    await dialog.getByLabel(/^Home visit/).check()
    await dialog.getByLabel('Service').selectOption('checkup')
    const last = row.getByRole('radio').last()
    await last.click()
    await expect(last).toHaveAttribute('aria-checked', 'true')
    await expectNoSidewaysScroll(page, dialog)
    // Sideways nothing moves (the dialog may scroll up or down to show the chosen chip).
    expect((await heading.boundingBox())?.x).toBe(before?.x)
    await shot(page, `schedule-${width}`)
    await dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^10:00/ }).click()
    await dialog.getByRole('button', { name: 'Continue' }).click()

    await stepIs(dialog, 'Address')
    await expectNoSidewaysScroll(page, dialog)
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('C-14, Malviya Nagar')
    await dialog.getByLabel('City').fill('New Delhi')
    await dialog.getByLabel('PIN code').fill('110017')
    await dialog.getByRole('button', { name: 'Continue' }).click()

    await stepIs(dialog, 'Confirm')
    await expectNoSidewaysScroll(page, dialog)
    await shot(page, `confirm-${width}`)
  })
}

