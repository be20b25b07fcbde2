import { mkdirSync } from 'node:fs'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode, signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/account'
mkdirSync(SHOTS, { recursive: true })


const jsonHeaders = (baseURL: string) => ({ origin: new URL(baseURL).origin, 'content-type': 'application/json' })

/** Tomorrow in India, as YYYY-MM-DD. */
const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)

/** An owner's pet, saved address and upcoming video visit, made through the API. */
async function seedOwner(page: Page, baseURL: string, phone: string, names: { pet: string; address: string; owner: string }) {
  const headers = jsonHeaders(baseURL)
  const pet = await page.request.post('/api/pets', { headers, data: { name: names.pet, type: 'dog', breed: 'Beagle' } })
  expect(pet.status()).toBe(201)
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { userId: phone, addressLine1: names.address, city: 'Gurgaon', pincode: '122002', isDefault: true, tag: 'Home' },
  })
  expect(address.status()).toBe(201)
  const booked = await page.request.post('/api/appointments', {
    headers,
    data: {
      petOwnerName: names.owner,
      phoneNumber: phone,
      email: 'owner@example.in',
      petName: names.pet,
      petType: 'dog',
      petBreed: 'Beagle',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: tomorrowInIndia(),
      appointmentTime: '19:00',
      services: [],
      totalAmount: 149,
      notes: '',
      userId: phone,
      existingPetId: ((await pet.json()) as { id: string }).id,
    },
  })
  expect(booked.status()).toBe(201)
}

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: false })
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


test('after one owner signs out and another signs in on the same tab, nothing of the first appears', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  await signInThroughApi(page, baseURL as string, '9811400021', 'Anjali')
  await seedOwner(page, baseURL as string, '9811400021', { pet: 'Motu', address: 'A-1 Anjali Residency, DLF Phase 2', owner: 'Anjali' })

  await gotoHydrated(page, '/pet-profiles')
  await expect(page.getByTestId('pet-card').filter({ hasText: 'Motu' })).toBeVisible()
  await gotoHydrated(page, '/appointments')
  await expect(page.getByTestId('appointment-card').filter({ hasText: 'Motu' })).toBeVisible()
  await page.getByRole('button', { name: 'Book a visit' }).click()
  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  await expect(booking.getByRole('radio', { name: /^Motu/ })).toBeChecked()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('anjali@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel(/^Home visit/).check()
  await booking.getByLabel('Service').selectOption('checkup')
  await booking.getByRole('radio', { name: /^Tomorrow/ }).click()
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^11:00/ }).click()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await expect(booking.getByRole('radio', { name: /A-1 Anjali Residency/ })).toBeChecked()
  await booking.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible()

  // From here on, any frame that draws the first owner's pet, address or visit is recorded.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seenAfterSignOut: string[] }).seenAfterSignOut = seen
    const look = () => {
      const text = document.body.innerText
      for (const word of ['Motu', 'Anjali Residency']) if (text.includes(word)) seen.push(word)
    }
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true })
  })

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByLabel('First Name').fill('Bhavna')
  await signIn.getByLabel('Phone Number').fill('9811400022')
  await signIn.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await signIn.getByPlaceholder('6-digit code').fill(latestCode('9811400022'))
  await signIn.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(signIn).toBeHidden()

  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText('No upcoming appointments.')).toBeVisible()
  await page.getByRole('button', { name: 'Book a visit' }).click()
  await expect(booking.getByLabel('Pet name')).toBeVisible()
  await expect(booking.getByRole('radio', { name: /^Motu/ })).toHaveCount(0)
  await booking.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Pet Profiles' }).click()
  await expect(page.getByText('No pets yet.')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { seenAfterSignOut: string[] }).seenAfterSignOut)).toEqual([])
})

test('lists stay true after each change: a new booking, a removed pet, an address edited while booking', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const phone = '9811400023'
  await signInThroughApi(page, baseURL as string, phone, 'Chitra')
  const headers = jsonHeaders(baseURL as string)
  for (const name of ['Kalu', 'Sona']) {
    expect((await page.request.post('/api/pets', { headers, data: { name, type: 'dog', breed: 'Indie' } })).status()).toBe(201)
  }
  for (const [line, tag, isDefault] of [['B-4 Green Park', 'Home', true], ['Tower 3, Cyber City', 'Work', false]] as const) {
    const saved = await page.request.post('/api/addresses', { headers, data: { userId: phone, addressLine1: line, city: 'Gurgaon', pincode: '122002', isDefault, tag } })
    expect(saved.status()).toBe(201)
  }

  await gotoHydrated(page, '/appointments')
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText('No upcoming appointments.')).toBeVisible()
  await page.getByRole('button', { name: 'Book a visit' }).click()
  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  await expect(booking.getByRole('radio', { name: /^Sona/ })).toBeVisible()
  await booking.getByRole('button', { name: 'Close' }).click()

  // A pet removed on Pet Profiles is no longer offered for a booking.
  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Pet Profiles' }).click()
  await page.getByTestId('pet-card').filter({ hasText: 'Sona' }).getByRole('button', { name: 'Remove Sona' }).click()
  await page.getByRole('dialog', { name: 'Remove Sona?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByTestId('pet-card')).toHaveCount(1)
  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'My Appointments' }).click()
  await page.getByRole('button', { name: 'Book a visit' }).click()
  await expect(booking.getByRole('radio', { name: /^Kalu/ })).toBeChecked()
  await expect(booking.getByRole('radio', { name: /^Sona/ })).toHaveCount(0)

  // The work address is edited and made the default on the way.
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('chitra@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel(/^Home visit/).check()
  await booking.getByLabel('Service').selectOption('checkup')
  await booking.getByRole('radio', { name: /^Tomorrow/ }).click()
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^16:00/ }).click()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByRole('button', { name: 'Edit Tower 3, Cyber City' }).click()
  await booking.getByRole('textbox', { name: 'Address', exact: true }).fill('Tower 5, Cyber City')
  await booking.getByLabel('Make it my default address').check()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/appointment\/success\?id=/)

  // Right after booking, My Appointments shows it.
  await page.getByRole('link', { name: 'My Appointments' }).click()
  await expect(page.getByTestId('appointment-card').filter({ hasText: 'Kalu' })).toContainText('Home visit')

  await page.getByRole('button', { name: 'Book a visit' }).click()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('chitra@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel(/^Home visit/).check()
  await booking.getByLabel('Service').selectOption('checkup')
  await booking.getByRole('radio', { name: /^Tomorrow/ }).click()
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^17:00/ }).click()
  await booking.getByRole('button', { name: 'Continue' }).click()
  const work = booking.getByRole('radio', { name: /Tower 5, Cyber City/ })
  await expect(work).toBeChecked()
  await expect(booking.locator('label').filter({ hasText: 'Tower 5, Cyber City' })).toContainText('Default')
  await expect(booking.getByText('Tower 3, Cyber City')).toHaveCount(0)
})

test.describe('the profile page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 } })

  test('edits details and addresses, the next booking starts from them, and deleting lists the visits it cancels', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const phone = '9811400031'
    await signInThroughApi(page, baseURL as string, phone, 'Deepa')
    await seedOwner(page, baseURL as string, phone, { pet: 'Chikoo', address: 'D-9 Saket', owner: 'Deepa' })

    await gotoHydrated(page, '/')
    await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'My Account' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await page.getByLabel('Your name').fill('Deepa Iyer')
    await page.getByLabel(/^Email/).fill('deepa@example')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel(/^Email/).fill('deepa.iyer@example.in')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Profile saved', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu, Deepa Iyer' })).toBeVisible()

    await page.getByRole('button', { name: 'Add address' }).click()
    const add = page.getByRole('dialog', { name: 'Add an address' })
    await add.getByLabel('Work').check()
    await add.getByRole('button', { name: 'Save address' }).click()
    await expect(add.getByText('Please enter a valid 6-digit PIN code')).toBeVisible()
    await add.getByRole('textbox', { name: 'Address', exact: true }).fill('Plot 12, Udyog Vihar Phase 4')
    await add.getByLabel('City').fill('Gurgaon')
    await add.getByLabel('PIN code').fill('122015')
    await add.getByLabel(/^Landmark/).fill('Opposite the Metro pillar 40')
    await add.getByLabel('Make it my default address').check()
    await add.getByRole('button', { name: 'Save address' }).click()
    const work = page.getByTestId('saved-address').filter({ hasText: 'Udyog Vihar' })
    await expect(work).toContainText('Plot 12, Udyog Vihar Phase 4, Opposite the Metro pillar 40, Gurgaon, 122015')
    await expect(work).toContainText('Work')
    await expect(work).toContainText('Default')
    await expect(page.getByTestId('saved-address').filter({ hasText: 'D-9 Saket' })).not.toContainText('Default')
    await expect(page.getByTestId('pet-card').filter({ hasText: 'Chikoo' })).toBeVisible()
    await shot(page, 'account-375')

    // The next booking starts from the saved e-mail, the only pet and the default address.
    await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'My Appointments' }).click()
    await page.getByRole('button', { name: 'Book a visit' }).click()
    const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
    await expect(booking.getByRole('radio', { name: /^Chikoo/ })).toBeChecked()
    await booking.getByRole('button', { name: 'Continue' }).click()
    await expect(booking.getByLabel('Email')).toHaveValue('deepa.iyer@example.in')
    await booking.getByRole('button', { name: 'Continue' }).click()
    await booking.getByLabel(/^Home visit/).check()
    await booking.getByLabel('Service').selectOption('checkup')
    await booking.getByRole('radio', { name: /^Tomorrow/ }).click()
    await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^18:00/ }).click()
    await booking.getByRole('button', { name: 'Continue' }).click()
    await expect(booking.getByRole('radio', { name: /Udyog Vihar/ })).toBeChecked()
    await booking.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'My Account' }).click()
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(confirm.getByTestId('visits-to-cancel')).toContainText(`Chikoo, ${tomorrowInIndia()} at 19:00`)
    // On a phone the safe choice sits lowest, nearest the thumb. Both buttons are measured in one
    // frame: the dialog may still scroll or lay out between two separate measurements.
    await expect
      .poll(() =>
        confirm.evaluate((dialog) => {
          const top = (name: string) =>
            [...dialog.querySelectorAll('button')].find((button) => button.textContent?.trim() === name)?.getBoundingClientRect().top
          const keep = top('Keep my account')
          const remove = top('Delete account')
          return keep !== undefined && remove !== undefined && keep > remove
        }),
      )
      .toBe(true)
    await shot(page, 'account-delete-375')
    await confirm.getByRole('button', { name: 'Delete account' }).click()
    await expect(page.getByText('Account deleted', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('the booking dialog with a keyboard and with Back: focus follows the step, chips move with arrows, Escape and Back close it', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  await signInThroughApi(page, baseURL as string, '9811400041', 'Esha')
  await gotoHydrated(page, '/')
  const opener = page.getByRole('button', { name: 'Book a Home Service Today' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' })
  const heading = dialog.locator('#booking-step-title')
  await dialog.getByLabel('Pet name').fill('Tuffy')
  await dialog.getByLabel('Pet type').selectOption('dog')
  await dialog.getByLabel('Breed').selectOption('Indie')
  await dialog.getByRole('button', { name: 'Continue' }).press('Enter')
  await expect(heading).toHaveText('Basic Info')
  await expect(heading).toBeFocused()
  await dialog.getByLabel('Email').fill('esha@example.in')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(heading).toHaveText('Schedule')
  await expect(heading).toBeFocused()

  const dates = dialog.getByRole('radiogroup', { name: 'Date' })
  await expect(dates.locator('[role="radio"][tabindex="0"]')).toHaveCount(1)
  // After today's last slot in India the row starts at Tomorrow: the next chip is the one after it.
  const tomorrow = dates.getByRole('radio', { name: /^Tomorrow/ })
  const dayAfter = tomorrow.locator('xpath=following-sibling::*[1]')
  await tomorrow.click()
  await page.keyboard.press('ArrowRight')
  await expect(dayAfter).toBeFocused()
  await expect(dayAfter).toHaveAttribute('aria-checked', 'true')
  await expect(dates.locator('[role="radio"][tabindex="0"]')).toHaveCount(1)
  const times = dialog.getByRole('radiogroup', { name: 'Time' })
  await expect(times.locator('[role="radio"][tabindex="0"]')).toHaveCount(1)
  await times.getByRole('radio', { name: /^10:00/ }).click()
  await page.keyboard.press('ArrowRight')
  await expect(times.getByRole('radio', { name: /^11:00/ })).toHaveAttribute('aria-checked', 'true')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await expect(dialog).toBeVisible()
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`))
  await expect(opener).toBeVisible()
})

test('the pet form explains what it refuses, and warns gently about a second pet of the same name', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811400051', 'Farah')
  expect((await page.request.post('/api/pets', { headers: jsonHeaders(baseURL as string), data: { name: 'Tiger', type: 'cat', breed: 'Bengal' } })).status()).toBe(201)
  await gotoHydrated(page, '/pet-profiles')
  await page.getByRole('button', { name: 'Add a pet' }).click()
  const form = page.getByRole('dialog', { name: 'Add a pet' })
  await form.getByLabel('Name').fill('tiger')
  await expect(form.getByText('You already have a pet called tiger.', { exact: false })).toBeVisible()
  await form.getByLabel('Name').fill('Sir Reginald Fluffington the Third of Greater Kailash')
  await form.getByLabel('Type').selectOption('dog')
  await form.getByLabel('Breed').selectOption('Indie')
  await form.getByLabel(/^Birth date/).fill('2099-01-01')
  await form.getByLabel(/^Weight/).fill('0')
  await form.getByLabel(/^Or age/).fill('abc')
  await form.getByRole('button', { name: 'Save pet' }).click()
  await expect(form.getByText('Pet name can be at most 50 characters (this one has 53).')).toBeVisible()
  await expect(form.getByText('Birth date cannot be in the future.')).toBeVisible()
  await expect(form.getByText('Weight must be more than zero.')).toBeVisible()
  // An age it cannot read is refused, saying the form it takes.
  await expect(form.getByText("Enter the age as a number and a unit, like '2 years', '6 months' or '3 weeks'")).toBeVisible()
  await expect(form.getByLabel(/^Or age/)).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Name').fill('Sheru')
  await form.getByLabel(/^Or age/).fill('')
  await form.getByLabel(/^Birth date/).fill('2024-03-10')
  await form.getByLabel(/^Weight/).fill('18.5')
  await form.getByRole('button', { name: 'Save pet' }).click()
  await expect(page.getByTestId('pet-card').filter({ hasText: 'Sheru' })).toContainText('Dog · Indie')
})

test.describe('the sessions block with another device signed in', () => {
  test('/help and /account fit 375 px: no sideways scrolling, the button stays inside its card', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL as string, '9811400071', 'Kavya')
    // A second device, added to the server's own list: a real one would need a second code 30 s later.
    await page.route('**/api/account/sessions', async (route) => {
      const response = await route.fetch()
      const { sessions } = (await response.json()) as { sessions: object[] }
      const now = new Date().toISOString()
      const other = {
        id: '7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        current: false,
      }
      await route.fulfill({ response, json: { sessions: [...sessions, other] } })
    })
    for (const [path, width] of [['/help', 375], ['/help', 1280], ['/account', 375]] as const) {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      const block = page.getByRole('region', { name: "Where you're signed in" })
      const button = block.getByRole('button', { name: 'Sign out of all other devices' })
      await expect(button).toBeVisible()
      await expect(block.getByText('This device')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at ${width} px`).toBeLessThanOrEqual(0)
      const [card, inner] = [await block.boundingBox(), await button.boundingBox()]
      expect(inner && card && inner.x + inner.width).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0))
      await block.scrollIntoViewIfNeeded()
      await shot(page, `sessions-${path.slice(1)}-${width}`)
      await screenshot(page, { path: `${SHOTS}/sessions-${path.slice(1)}-${width}-full.png`, fullPage: true })
    }
  })
})
