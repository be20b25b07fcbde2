import { mkdirSync } from 'node:fs'
import { type Page, expect, test } from './fixtures.ts'
import { formatShortDateTime } from '../../core/dates.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/hindi-appointments'
mkdirSync(SHOTS, { recursive: true })



/** The owner's and the pet's names, shown as typed (the account button, a toast's sentence). */
const OWNER = 'Sunita'
const NAMES = [OWNER, 'Bruno', 'Tiger']

async function expectHindi(page: Page, extra: readonly string[] = NAMES) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const left = await englishLeftOnPage(page)
  expect(left.filter((word) => !extra.includes(word))).toEqual([])
}

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: false })
  }
  await page.setViewportSize({ width: 375, height: 812 })
}

test.use({ viewport: { width: 375, height: 812 } })

test('an owner reschedules and cancels a visit, adds a pet and reads help, all in Hindi', async ({ page, baseURL }) => {
  // Three pages, four dialogs and fourteen screenshots in one journey.
  test.setTimeout(300_000)
  const phone = '9877740001'
  await signInThroughApi(page, baseURL as string, phone, OWNER)
  const tomorrow = await page.evaluate(() => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10))
  const created = await page.request.post('/api/appointments', {
    headers: { origin: new URL(baseURL as string).origin, 'content-type': 'application/json' },
    data: {
      petOwnerName: OWNER,
      phoneNumber: phone,
      email: 'sunita@example.in',
      petName: 'Bruno',
      petType: 'dog',
      petBreed: 'Labrador',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: tomorrow,
      appointmentTime: '12:00',
      services: [],
      totalAmount: 149,
      notes: '',
      userId: phone,
    },
  })
  expect(created.status()).toBe(201)

  // My Appointments: the card in Hindi, dates in Hindi, the pet's name as written.
  await gotoHydrated(page, '/hi/appointments')
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी अपॉइंटमेंट' })).toBeVisible()
  const card = page.getByTestId('appointment-card')
  await expect(card).toContainText(formatShortDateTime(tomorrow, '12:00', 'hi'))
  await expect(card).toContainText('आने वाली')
  await expect(card).toContainText('वीडियो कंसल्टेशन · हेल्थ चेक-अप')
  await expect(card.getByText('Bruno', { exact: true })).toHaveAttribute('translate', 'no')
  await expect(page.getByRole('article', { name: `Bruno की विज़िट, ${formatShortDateTime(tomorrow, '12:00', 'hi')}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'कैंसिलेशन और रिफ़ंड पॉलिसी' })).toBeVisible()
  await expectHindi(page)
  await shots(page, 'appointments')

  // Reschedule: days and times in Hindi, the choice moves the visit.
  await card.getByRole('button', { name: 'समय बदलें' }).click()
  const dialog = page.getByRole('dialog', { name: 'समय बदलें' })
  await expect(dialog).toContainText(`अभी का समय: ${formatShortDateTime(tomorrow, '12:00', 'hi')}। नया दिन और समय चुनें।`)
  await dialog.getByRole('radio', { name: /^कल/ }).click()
  await dialog.getByRole('radio', { name: '15:00' }).click()
  await expectHindi(page)
  await shots(page, 'reschedule-dialog')
  await dialog.getByRole('button', { name: 'नया समय पक्का करें' }).click()
  await expect(page.getByText('अपॉइंटमेंट का समय बदल गया', { exact: true }).first()).toBeVisible()
  await expect(card).toContainText(formatShortDateTime(tomorrow, '15:00', 'hi'))
  await expectHindi(page)

  // Cancel: what happens to the money, in Hindi; the card moves to the past ones.
  await card.getByRole('button', { name: 'अपॉइंटमेंट कैंसिल करें' }).click()
  const cancel = page.getByRole('dialog', { name: 'यह अपॉइंटमेंट कैंसिल करें?' })
  await expect(cancel).toContainText('कोई रिफ़ंड नहीं बनता: इस विज़िट का पेमेंट सर्विस के बाद होना था')
  await expectHindi(page)
  await shots(page, 'cancel-dialog')
  await cancel.getByRole('button', { name: 'अपॉइंटमेंट कैंसिल करें' }).click()
  await expect(page.getByText('अपॉइंटमेंट कैंसिल हो गई', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'आने वाली' }).getByText('कोई आने वाली अपॉइंटमेंट नहीं है।')).toBeVisible()
  const cancelled = page.getByRole('region', { name: 'पिछली और कैंसिल हुई' }).getByTestId('appointment-card')
  await expect(cancelled.getByTestId('appointment-total')).toHaveText('कैंसिल · कुछ नहीं देना')
  await expectHindi(page)
  await shots(page, 'appointments-cancelled')

  // Pet Profiles: the form's checks in Hindi, an age typed in Hindi, the breed kept as data.
  await gotoHydrated(page, '/hi/pet-profiles')
  await expect(page.getByRole('heading', { level: 1, name: 'पालतू की प्रोफ़ाइल' })).toBeVisible()
  await page.getByRole('button', { name: 'पालतू जोड़ें' }).click()
  const form = page.getByRole('dialog', { name: 'पालतू जोड़ें' })
  await form.getByRole('button', { name: 'सेव करें' }).click()
  await expect(form.getByText('पालतू का नाम लिखें')).toBeVisible()
  await form.getByLabel(/^या उम्र/).fill('3')
  await form.getByLabel('किस तरह का पालतू').selectOption('cat')
  await form.getByRole('button', { name: 'सेव करें' }).click()
  await expect(form.getByText("3 के बाद साल, महीने या हफ़्ते भी लिखें: '3 साल', '3 महीने' या '3 हफ़्ते'")).toBeVisible()
  await expectHindi(page)
  await shots(page, 'pet-form-errors')
  await form.getByLabel('नाम').fill('Tiger')
  await form.getByLabel('नस्ल').selectOption('Persian')
  await form.getByLabel(/^या उम्र/).fill('2 साल')
  await form.getByLabel(/^वज़न/).fill('4.2')
  await form.getByRole('button', { name: 'सेव करें' }).click()
  await expect(page.getByText('पालतू की जानकारी सेव हो गई', { exact: true }).first()).toBeVisible()
  const pet = page.getByTestId('pet-card').filter({ hasText: 'Tiger' })
  await expect(pet).toContainText('बिल्ली · Persian')
  await expect(pet).toContainText('2 साल · 4.2 किलो')
  await expect(pet.getByRole('button', { name: 'Tiger की जानकारी बदलें' })).toBeVisible()
  await expectHindi(page)
  await shots(page, 'pet-profiles')
  await pet.getByRole('button', { name: 'Tiger को हटाएँ' }).click()
  await expect(page.getByRole('dialog', { name: 'Tiger को हटाएँ?' })).toBeVisible()
  await expectHindi(page)
  await page.getByRole('dialog', { name: 'Tiger को हटाएँ?' }).getByRole('button', { name: 'रहने दें' }).click()

  // Help, signed out (the signed-in account panel is the account page's change).
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await gotoHydrated(page, '/hi/help')
  await expect(page.getByRole('heading', { level: 1, name: 'मदद' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'मदद के विषय' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^कैंसिल करें या समय बदलें/ })).toHaveAttribute('href', '/hi/cancellation-policy')
  await expectHindi(page)
  await shots(page, 'help')
})

test('the English pages read as before', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9877740002', 'Kabir')
  await gotoHydrated(page, '/appointments')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible()
  await expect(page.getByText('No upcoming appointments.')).toBeVisible()
  await expect(page.getByText('You can cancel or reschedule online until 2 hours before a visit. Read the cancellation and refund policy.')).toBeVisible()
  await gotoHydrated(page, '/help')
  await expect(page.getByRole('heading', { name: 'Help topics' })).toBeVisible()
  await expect(page.getByText('Online until 2 hours before the start; refunds reach your bank in 5-7 working days.')).toBeVisible()
})
