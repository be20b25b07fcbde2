import { mkdirSync } from 'node:fs'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { formatLongDateTime, formatShortDateTime } from '../../core/dates.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode, signInThroughApi } from './sign-in.ts'
import { indiaDate, visitDayLabel } from '../../core/booking/schedule.ts'
import { homeVisitBody } from '../support/booking.ts'
import { E2E_BUSINESS } from './business.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/booking'
mkdirSync(SHOTS, { recursive: true })

const jsonHeaders = (baseURL: string) => ({ origin: new URL(baseURL).origin, 'content-type': 'application/json' })

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: false })
}

async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(description, { exact: true }).first()).toBeVisible()
}

async function stepIs(wizard: Locator, label: string) {
  await expect(wizard.locator('#booking-step-title')).toHaveText(label)
}

/** Tomorrow in India, as the wizard labels it. */
const TOMORROW = /^Tomorrow/

async function fillPet(wizard: Locator, name: string, type: string, breed: string) {
  await wizard.getByLabel('Pet name').fill(name)
  await wizard.getByLabel('Pet type').selectOption(type)
  await wizard.getByLabel('Breed').selectOption(breed)
}

async function pickSchedule(wizard: Locator, visit: RegExp, service: string, time: string) {
  await wizard.getByLabel(visit).check()
  await wizard.getByLabel('Service').selectOption(service)
  await wizard.getByRole('radio', { name: TOMORROW }).click()
  await wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: new RegExp(`^${time}`) }).click()
}

test.describe('booking at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 } })

  test('books a home visit with a new address, with every step message on the way', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL as string, '9811300001', 'Asha')
    await gotoHydrated(page, '/book-an-appointment')
    const wizard = page.getByRole('main')

    await stepIs(wizard, 'Pet Details')
    await expect(wizard.getByText('Step 1 of 5: Pet Details')).toBeVisible()
    await shot(page, '1-pet-375')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Required Fields Missing', 'Please fill in all pet details fields')
    for (const message of ['Pet name is required', 'Please select your pet type', "Please select your pet's breed"]) {
      await expect(wizard.getByText(message)).toBeVisible()
    }
    await shot(page, '1-pet-errors-375')
    await fillPet(wizard, 'Bruno', 'puppy', 'Labrador')
    await wizard.getByRole('button', { name: 'Continue' }).click()

    await stepIs(wizard, 'Basic Info')
    await expect(wizard.getByLabel('Your name')).toHaveValue('Asha')
    await expect(wizard.getByLabel('Phone number')).toHaveValue('+91 98113 00001')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Required Fields Missing', 'Please fill in all contact details')
    await wizard.getByLabel('Email').fill('asha@example')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address')
    await expect(wizard.getByText('Please enter a valid email address')).toBeVisible()
    await shot(page, '2-contact-375')
    await wizard.getByLabel('Email').fill('asha@example.in')
    await wizard.getByRole('button', { name: 'Continue' }).click()

    await stepIs(wizard, 'Schedule')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Required Fields Missing', 'Please select appointment type, date and time')
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('coming soon')
      void dialog.accept()
    })
    await wizard.getByRole('button', { name: 'More Dates' }).click()
    await pickSchedule(wizard, /^Clinic visit/, 'vaccination', '10:00')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Clinic Selection Required', 'Please select a clinic for your visit')
    await shot(page, '3-schedule-clinic-375')
    await wizard.getByLabel(/^Home visit/).check()
    await expect(wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^09:00, popular/ })).toBeVisible()
    await wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: /^10:00/ }).click()
    await shot(page, '3-schedule-375')
    await wizard.getByRole('button', { name: 'Continue' }).click()

    await stepIs(wizard, 'Address')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Address Required', 'Please provide your complete address for home visit')
    await wizard.getByRole('textbox', { name: 'Address', exact: true }).fill('H-12, Sector 45')
    await wizard.getByLabel('City').fill('Gurgaon')
    await wizard.getByLabel('PIN code').fill('1220')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Invalid PIN Code', 'Please enter a valid 6-digit PIN code')
    await wizard.getByLabel('PIN code').fill('122003')
    await wizard.getByLabel(/^Landmark/).fill('Opposite the park')
    await expect(wizard.getByLabel('Save this address for next time')).toBeChecked()
    await wizard.getByLabel('Make it my default address').check()
    await shot(page, '4-address-375')
    await wizard.getByRole('button', { name: 'Continue' }).click()

    await stepIs(wizard, 'Confirm')
    await expect(wizard.getByTestId('booking-total')).toHaveText('₹799')
    await expect(wizard.getByTestId('payment-line')).toHaveText('Payment will be collected after the service')
    await expect(wizard.getByTestId('booking-summary')).toContainText('Bruno · Puppy · Labrador')
    // Dates as Indian readers read them: day before month, am/pm, never an ISO date.
    const tomorrowInIndia = new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)
    await expect(wizard.getByTestId('booking-summary')).toContainText(`${formatLongDateTime(tomorrowInIndia, '10:00')} (Tomorrow)`)
    await expect(wizard.getByTestId('booking-summary')).not.toContainText(tomorrowInIndia)
    await shot(page, '5-confirm-375')
    await wizard.getByRole('button', { name: 'Confirm Appointment' }).click()
    await expect(page.getByText('Appointment Booked!', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/appointment\/success\?id=[0-9a-f-]{36}$/)
    const details = page.getByTestId('appointment-details')
    await expect(details).toContainText('Bruno')
    await expect(details).toContainText(formatLongDateTime(tomorrowInIndia, '10:00'))
    await expect(details).not.toContainText(tomorrowInIndia)
    await expect(details).toContainText('H-12, Sector 45, Opposite the park, Gurgaon, 122003')
    await expect(page.getByTestId('payment-line')).toHaveText('Payment will be collected after the service')
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /calendar\.ics$/)
    await shot(page, '6-success-375')
    await expectNoAxeViolations(page)

    const addresses = await page.request.get('/api/addresses/9811300001')
    expect(await addresses.json()).toMatchObject([{ addressLine1: 'H-12, Sector 45', pincode: '122003', isDefault: true }])
  })

  test('verifies the phone in step 0, then books a clinic visit from the booking dialog', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Book a Home Service Today' }).click()
    const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
    await stepIs(booking, 'Verify Phone')
    await shot(page, '0-verify-375')
    await booking.getByRole('button', { name: 'Verify phone number' }).click()
    const signIn = page.getByRole('dialog', { name: 'Verify your phone to book' })
    await signIn.getByLabel('First Name').fill('Kabir')
    await signIn.getByLabel('Phone Number').fill('9811300002')
    await signIn.getByRole('button', { name: 'Get OTP via SMS' }).click()
    await expect(signIn.getByRole('heading', { name: 'Enter OTP' })).toBeVisible()
    await signIn.getByPlaceholder('6-digit code').fill(latestCode('9811300002'))
    await signIn.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(signIn).toBeHidden()

    await stepIs(booking, 'Pet Details')
    await fillPet(booking, 'Misty', 'cat', 'Indian domestic')
    await booking.getByRole('button', { name: 'Continue' }).click()
    await expect(booking.getByLabel('Your name')).toHaveValue('Kabir')
    await booking.getByLabel('Email').fill('kabir@example.in')
    await booking.getByRole('button', { name: 'Continue' }).click()
    await pickSchedule(booking, /^Clinic visit/, 'checkup', '11:00')
    await booking.getByLabel(/Lajpat Nagar/).check()
    await booking.getByRole('button', { name: 'Continue' }).click()
    await stepIs(booking, 'Address')
    await expect(booking.getByText(/No home address needed: your visit is at PetVaidya Partner Clinic, Lajpat Nagar/)).toBeVisible()
    await booking.getByRole('button', { name: 'Continue' }).click()
    await expect(booking.getByTestId('booking-total')).toHaveText('₹499')
    await booking.getByRole('button', { name: 'Confirm Appointment' }).click()
    await expect(page).toHaveURL(/\/appointment\/success\?id=/)
    await expect(page.getByTestId('appointment-details')).toContainText('Lajpat Nagar')
  })
})

test('books a home visit at a saved address, and a pet chosen from the saved ones', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811300003', 'Zoya')
  const headers = jsonHeaders(baseURL as string)
  const saved = await page.request.post('/api/addresses', {
    headers,
    data: { userId: '9811300003', addressLine1: 'Flat 4B, Tower 2, Sector 62', city: 'Noida', pincode: '201309', isDefault: true, tag: 'Home' },
  })
  expect(saved.status()).toBe(201)
  expect((await page.request.post('/api/pets', { headers, data: { name: 'Sheru', type: 'dog', breed: 'Beagle' } })).status()).toBe(201)

  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Book a Home Service Today' }).click()
  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  await booking.getByRole('radio', { name: /^Sheru/ }).check()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('zoya@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await pickSchedule(booking, /^Home visit/, 'grooming', '17:00')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByRole('radio', { name: /Flat 4B, Tower 2/ }).check()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await expect(booking.getByTestId('booking-summary')).toContainText('Sheru · Dog · Beagle')
  await expect(booking.getByTestId('booking-summary')).toContainText('Flat 4B, Tower 2, Sector 62, Noida, 201309')
  await shot(page, '5-confirm-1280')
  await booking.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/appointment\/success\?id=/)
  await expect(page.getByTestId('appointment-details')).toContainText('Sheru')
  expect(await (await page.request.get('/api/pets')).json()).toHaveLength(1)
})

for (const width of [375, 1280]) {
  test(`shows the server's message when the day's visits for the account are used up (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 })
    const phone = width === 375 ? '9811300081' : '9811300082'
    await signInThroughApi(page, baseURL as string, phone, 'Kabir')
    const tomorrow = indiaDate(new Date(Date.now() + 24 * 60 * 60_000))
    for (const [index, time] of ['09:00', '10:00', '11:00', '12:00'].entries()) {
      const booked = await page.request.post('/api/appointments', {
        headers: jsonHeaders(baseURL as string),
        data: homeVisitBody(phone, { appointmentDate: tomorrow, appointmentTime: time, petName: `Pet ${index}`, email: 'kabir@example.in' }),
      })
      expect(booked.status()).toBe(201)
    }

    await gotoHydrated(page, '/book-an-appointment')
    const wizard = page.getByRole('main')
    await fillPet(wizard, 'Motu', 'cat', 'Persian')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await wizard.getByLabel('Email').fill('kabir@example.in')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await pickSchedule(wizard, /^Video consultation/, 'checkup', '18:00')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText(/No address needed for a video consultation/)).toBeVisible()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await wizard.getByRole('button', { name: 'Confirm Appointment' }).click()
    await expectToast(
      page,
      'Booking Failed',
      `You already have 4 visits booked on ${visitDayLabel(tomorrow)}. Please choose another day, or call us on ${E2E_BUSINESS.phone} to book more.`,
    )
    await shot(page, `daily-limit-${width}`)
    await stepIs(wizard, 'Confirm')
  })
}

test('pays online, books a video consultation for the paid services, and lands on /payment/success', async ({ page, baseURL }) => {
  // A long journey (17 s alone on a 2-core machine): room for a busy moment beside the other worker.
  test.slow()
  await signInThroughApi(page, baseURL as string, '9811300004', 'Ira')
  await gotoHydrated(page, '/video-consultation')
  await page.getByRole('button', { name: 'Add to cart: Video Consultation' }).first().click()
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Pay Online' }).click()
  await page.getByRole('dialog', { name: 'Complete Payment' }).getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
  await page.getByRole('dialog', { name: 'PetVaidya' }).getByRole('button', { name: 'Pay ₹149' }).click()
  await expect(page.getByText('Payment of ₹149 completed successfully.').first()).toBeVisible()

  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  await fillPet(booking, 'Coco', 'kitten', 'Persian')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('ira@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await pickSchedule(booking, /^Video consultation/, 'checkup', '18:00')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await expect(booking.getByText(/No address needed for a video consultation/)).toBeVisible()
  await booking.getByRole('button', { name: 'Continue' }).click()
  await expect(booking.getByTestId('booking-lines')).toContainText('Video Consultation × 1')
  await expect(booking.getByTestId('payment-line')).toHaveText('Payment Completed')
  await booking.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/payment\/success\?id=/)
  await expect(page.getByTestId('payment-details')).toContainText('₹149')
  await expect(page.getByText('Order confirmed', { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'))).toMatchObject({ items: [], paymentStatus: { isCompleted: false } })
  const list = await (await page.request.get('/api/appointments')).json()
  expect(list.upcoming).toMatchObject([{ appointmentType: 'video', paidAmount: 149, amountDue: 0, refund: null }])

  // Cancelling the paid visit starts its refund (the sandbox settles it at once).
  await gotoHydrated(page, '/appointments')
  const card = page.getByTestId('appointment-card').filter({ hasText: 'Video consultation' })
  await card.getByRole('button', { name: 'Cancel appointment' }).click()
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(page.getByText('The refund of ₹149 to your original payment method has started.').first()).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('region', { name: 'Past and cancelled' }).getByTestId('refund')).toHaveText('Refund₹149 refunded to your original payment method', { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await shot(page, 'refunded')
})

test('Continue says so when the step checks cannot be loaded, and checks the step once they can', async ({ page, baseURL }) => {
  // The step checks load after the page has hydrated (decision 0057); a dropped connection must not leave Continue silent.
  await page.route(/\/assets\/step-check-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
  await signInThroughApi(page, baseURL as string, '9811300061', 'Meera')
  await gotoHydrated(page, '/book-an-appointment')
  const wizard = page.getByRole('main')
  await stepIs(wizard, 'Pet Details')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expectToast(page, 'Connection problem', 'This step could not be checked. Please check your connection and try again.')
  await stepIs(wizard, 'Pet Details')

  await page.unroute(/\/assets\/step-check-[\w-]+\.js$/)
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expectToast(page, 'Required Fields Missing', 'Please fill in all pet details fields')
  await fillPet(wizard, 'Coco', 'cat', 'Persian')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Basic Info')
})

test('a step whose script does not arrive leaves the owner on the step they are on, with what they typed, and opens once it can', async ({ page, baseURL }) => {
  // The later steps are scripts of their own (decision 0078); a failed one must not take the page down with the booking.
  const scheduleStep = /\/assets\/schedule-step-[\w-]+\.js$/
  await page.route(scheduleStep, (route) => route.abort('internetdisconnected'))
  await signInThroughApi(page, baseURL as string, '9811300062', 'Meera')
  await gotoHydrated(page, '/book-an-appointment')
  const wizard = page.getByRole('main')
  await stepIs(wizard, 'Pet Details')
  await fillPet(wizard, 'Coco', 'cat', 'Persian')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Basic Info')
  await wizard.getByLabel('Email').fill('meera@example.in')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expectToast(page, 'Connection problem', 'This step could not be checked. Please check your connection and try again.')
  await stepIs(wizard, 'Basic Info')
  await expect(wizard.getByLabel('Email')).toHaveValue('meera@example.in')

  // The same tab, once the connection is back: the step opens, as if nothing had failed.
  await page.unroute(scheduleStep)
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Schedule')
  await expect(wizard.getByRole('button', { name: 'Home visit' }).or(wizard.getByText(/home visit/i)).first()).toBeVisible()
})

test('reschedules and cancels from My Appointments', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811300005', 'Meera')
  const tomorrow = await page.evaluate(() => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10))
  const created = await page.request.post('/api/appointments', {
    headers: jsonHeaders(baseURL as string),
    data: {
      petOwnerName: 'Meera',
      phoneNumber: '9811300005',
      email: 'meera@example.in',
      petName: 'Bella',
      petType: 'dog',
      petBreed: 'Pug',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: tomorrow,
      appointmentTime: '12:00',
      services: [],
      totalAmount: 149,
      notes: '',
      userId: '9811300005',
    },
  })
  expect(created.status()).toBe(201)

  await gotoHydrated(page, '/appointments')
  const card = page.getByTestId('appointment-card').filter({ hasText: 'Bella' })
  await expect(card).toContainText(formatShortDateTime(tomorrow, '12:00'))
  await expect(card).toContainText('Upcoming')
  await shot(page, 'appointments-1280')
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reschedule' })
  await dialog.getByRole('radio', { name: TOMORROW }).click()
  const three = dialog.getByRole('radio', { name: '15:00' })
  await three.click()
  // The time chips are one radio group: the arrow keys move the choice and the focus.
  await page.keyboard.press('ArrowLeft')
  await expect(three).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('ArrowRight')
  await expect(three).toHaveAttribute('aria-checked', 'true')
  await expect(three).toBeFocused()
  await dialog.getByRole('button', { name: 'Move appointment' }).click()
  await expect(page.getByText('Appointment moved', { exact: true }).first()).toBeVisible()
  await expect(card).toContainText(formatShortDateTime(tomorrow, '15:00'))

  await card.getByRole('button', { name: 'Cancel appointment' }).click()
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this appointment?' })
  await expect(cancelDialog).toContainText('Nothing to refund: this visit was to be paid after the service, and nothing has been charged.')
  await cancelDialog.getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(page.getByText('Appointment cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText('No upcoming appointments.')).toBeVisible()
  const cancelledCard = page.getByRole('region', { name: 'Past and cancelled' }).getByTestId('appointment-card')
  await expect(cancelledCard).toContainText('Cancelled')
  await expect(cancelledCard.getByTestId('appointment-total')).toHaveText('Cancelled · nothing to pay')
  const calendar = await (await page.request.get(`/api/appointments/${(await created.json()).id}/calendar.ics`)).text()
  expect(calendar).toContain('METHOD:CANCEL')
  expect(calendar).toContain('STATUS:CANCELLED')
  await expectNoAxeViolations(page)
})

test('adds, edits and removes a pet on Pet Profiles', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/pet-profiles')
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible()
  await signInThroughApi(page, baseURL as string, '9811300006', 'Rohan')
  await gotoHydrated(page, '/pet-profiles')
  await page.getByRole('button', { name: 'Add a pet' }).click()
  const form = page.getByRole('dialog', { name: 'Add a pet' })
  await form.getByRole('button', { name: 'Save pet' }).click()
  await expect(form.getByText('Pet name is required')).toBeVisible()
  await form.getByLabel('Name').fill('Tiger')
  await form.getByLabel('Type').selectOption('cat')
  await form.getByLabel('Breed').selectOption('Bengal')
  await form.getByLabel(/^Weight/).fill('4.2')
  await form.getByLabel(/^Notes/).fill('Hides under the bed when the doorbell rings')
  await form.getByRole('button', { name: 'Save pet' }).click()
  const card = page.getByTestId('pet-card').filter({ hasText: 'Tiger' })
  await expect(card).toContainText('Cat · Bengal')
  await expect(card).toContainText('4.2 kg')
  await shot(page, 'pet-profiles-1280')

  await card.getByRole('button', { name: 'Edit Tiger' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Tiger' })
  await edit.getByLabel(/^Or age/).fill('3 years')
  await edit.getByRole('button', { name: 'Save pet' }).click()
  await expect(card).toContainText('3 years')

  await card.getByRole('button', { name: 'Remove Tiger' }).click()
  await page.getByRole('dialog', { name: 'Remove Tiger?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('No pets yet.')).toBeVisible()
})

test('Use current location is not offered without an address lookup; the typed address is booked', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811300007', 'Dev')
  await gotoHydrated(page, '/book-an-appointment')
  const wizard = page.getByRole('main')
  await fillPet(wizard, 'Leo', 'dog', 'Boxer')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel('Email').fill('dev@example.in')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await pickSchedule(wizard, /^Home visit/, 'checkup', '12:00')
  await wizard.getByRole('button', { name: 'Continue' }).click()

  // No geocoding key on this server: a location could not become an address, so it is not asked for.
  await expect(wizard.getByRole('textbox', { name: 'Address', exact: true })).toBeVisible()
  await expect(wizard.getByRole('button', { name: 'Use current location' })).toHaveCount(0)
  await wizard.getByRole('textbox', { name: 'Address', exact: true }).fill('B-7, Sushant Lok 1')
  await wizard.getByLabel('City').fill('Gurgaon')
  await wizard.getByLabel('PIN code').fill('122009')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/appointment\/success\?id=/, { timeout: 30_000 })
  const list = await (await page.request.get('/api/appointments')).json()
  expect(list.upcoming).toMatchObject([{ address: 'B-7, Sushant Lok 1', city: 'Gurgaon', pincode: '122009' }])
})
