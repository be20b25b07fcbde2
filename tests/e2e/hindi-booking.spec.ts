import { mkdirSync } from 'node:fs'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode } from './sign-in.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/hindi-booking'
mkdirSync(SHOTS, { recursive: true })

/** A number no other journey signs in with. */
const PHONE = '9877730001'

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** No English left in the dialog on top, outside names, prices and marked parts. */
async function dialogInHindi(page: Page) {
  expect(await englishLeftOnPage(page, '[role="dialog"]')).toEqual([])
}

test.describe('booking in Hindi at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 } })

  test('signs in and books a home visit, paying after the service, every step in Hindi', async ({ page }) => {
    await gotoHydrated(page, '/hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await page.getByRole('main').getByRole('button', { name: /Book a Home Service Today|बुक/ }).first().click()
    const booking = page.getByRole('dialog', { name: 'अपॉइंटमेंट बुक करें' })
    const step = booking.locator('#booking-step-title')
    await expect(step).toHaveText('फ़ोन वेरिफ़ाई')
    await dialogInHindi(page)
    await shot(page, '0-verify-375')

    await booking.getByRole('button', { name: 'फ़ोन नंबर वेरिफ़ाई करें' }).click()
    const signIn = page.getByRole('dialog', { name: 'बुकिंग के लिए अपना फ़ोन नंबर वेरिफ़ाई करें' })
    await expect(signIn.getByLabel('पहला नाम')).toBeVisible()
    await dialogInHindi(page)
    await shot(page, '1-sign-in-375')
    await signIn.getByLabel('पहला नाम').fill('Kavya')
    await signIn.getByLabel('फ़ोन नंबर').fill(PHONE)
    await signIn.getByRole('button', { name: 'SMS से OTP पाएँ' }).click()
    await expect(signIn.getByRole('heading', { name: 'OTP डालें' })).toBeVisible()
    await dialogInHindi(page)
    await shot(page, '2-otp-375')
    await signIn.getByPlaceholder('6 अंकों का कोड').fill(latestCode(PHONE))
    await signIn.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }).click()
    await expect(signIn).toBeHidden()

    // Step 1: a step check's message comes in Hindi too.
    await expect(step).toHaveText('पालतू की जानकारी')
    await booking.getByRole('button', { name: 'आगे बढ़ें' }).click()
    await expect(page.getByText('कृपया पालतू की पूरी जानकारी भरें', { exact: true }).first()).toBeVisible()
    await expect(booking.getByText('पालतू का नाम ज़रूरी है')).toBeVisible()
    await booking.getByLabel('पालतू का नाम').fill('Bruno')
    await booking.getByLabel('पालतू का प्रकार').selectOption('dog')
    await booking.getByLabel('नस्ल').selectOption('Indie')
    await dialogInHindi(page)
    await shot(page, '3-pet-375')
    await booking.getByRole('button', { name: 'आगे बढ़ें' }).click()

    await expect(step).toHaveText('आपकी जानकारी')
    await expect(booking.getByLabel('आपका नाम')).toHaveValue('Kavya')
    await booking.getByLabel('ईमेल').fill('kavya@example.in')
    await dialogInHindi(page)
    await shot(page, '4-contact-375')
    await booking.getByRole('button', { name: 'आगे बढ़ें' }).click()

    await expect(step).toHaveText('समय')
    await booking.getByLabel(/^होम विज़िट/).check()
    await booking.getByLabel('सेवा').selectOption('vaccination')
    await booking.getByRole('radio', { name: /^कल/ }).click()
    const times = booking.getByRole('radiogroup', { name: 'समय' })
    await times.getByRole('radio', { name: /^10:00/ }).click()
    await expect(times.getByRole('radio', { name: /^10:00/ })).toHaveAttribute('aria-checked', 'true')
    await dialogInHindi(page)
    await shot(page, '5-schedule-375')
    await booking.getByRole('button', { name: 'आगे बढ़ें' }).click()

    await expect(step).toHaveText('पता')
    await booking.getByRole('textbox', { name: 'पता', exact: true }).fill('H-12, Sector 45')
    await booking.getByLabel('पिन कोड').fill('122003')
    await expect(booking.getByText('हमारे होम-विज़िट इलाके में है। आपका मोहल्ला:')).toBeVisible()
    await expect(booking.getByLabel('शहर')).toHaveValue('Gurgaon')
    await dialogInHindi(page)
    await shot(page, '6-address-375')
    const next = booking.getByRole('button', { name: 'आगे बढ़ें' })
    await next.scrollIntoViewIfNeeded()
    await next.click()

    await expect(step).toHaveText('कन्फ़र्म करें')
    const summary = booking.getByTestId('booking-summary')
    await expect(summary).toContainText('Bruno · कुत्ता · इंडी (देसी)')
    await expect(summary).toContainText('होम विज़िट · वैक्सीनेशन')
    await expect(summary).toContainText('(कल)')
    await expect(booking.getByTestId('payment-line')).toHaveText('पेमेंट सर्विस के बाद लिया जाएगा')
    await dialogInHindi(page)
    await shot(page, '7-confirm-375')
    await booking.getByRole('button', { name: 'अपॉइंटमेंट पक्का करें' }).click()

    await expect(page).toHaveURL(/\/hi\/appointment\/success\?id=/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी अपॉइंटमेंट बुक हो गई है')
    await expect(page.getByTestId('appointment-details')).toContainText('Bruno · कुत्ता · इंडी (देसी)')
    await expect(page.getByTestId('payment-line')).toHaveText('पेमेंट सर्विस के बाद लिया जाएगा')
    expect(await englishLeftOnPage(page, 'main')).toEqual([])
    await shot(page, '8-confirmation-375')
  })
})
