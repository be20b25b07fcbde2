import { type Locator, type Page, expect, test } from './fixtures.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const ADMIN = '9000000093'

/** The page at 375 px (in parts a phone screen or two high, to be read) and at 1280 px, into the run's output folder. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let part = 0; part * 1400 < height && part < 5; part += 1) {
    const clip = { x: 0, y: part * 1400, width: 375, height: Math.min(1400, height - part * 1400) }
    await screenshot(page, { path: test.info().outputPath(`${name}-375-${part + 1}.png`), fullPage: true, clip })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, { path: test.info().outputPath(`${name}-1280.png`), fullPage: true })
}

/** Pays for a plan in the sandbox checkout from the page's Join button. */
async function joinThroughPage(page: Page, planId: string, price: string) {
  await page.getByTestId(`plan-${planId}`).getByRole('button', { name: `Join for ${price}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' })
  await expect(dialog.getByTestId('payment-total')).toHaveText(price)
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
  const checkout = page.getByRole('dialog', { name: 'PetVaidya' })
  await checkout.getByRole('button', { name: `Pay ${price}` }).click()
  await expect(page).toHaveURL(/\/gold-membership-success$/)
}

/** Buys the annual plan through the API, as the checkout would. */
async function joinThroughApi(page: Page, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const order = await page.request.post('/api/payment/create-order', {
    headers,
    data: { amount: 1999, currency: 'INR', services: [], flowType: 'membership', planId: 'gold-annual' },
  })
  expect(order.status()).toBe(200)
  const orderId = (await order.json()).data.order_id as string
  const signed = await page.request.post('/api/payment/sandbox/authorize', { headers, data: { order_id: orderId, outcome: 'success' } })
  expect((await page.request.post('/api/payment/verify-payment', { headers, data: await signed.json() })).status()).toBe(200)
}

async function stepIs(wizard: Locator, label: string) {
  await expect(wizard.locator('#booking-step-title')).toHaveText(label)
}

test('buys the annual plan in the sandbox and sees the term and member number on the success page', async ({ page, baseURL }) => {
  // Two pages checked with axe and photographed at two widths: more than one page's journey.
  test.setTimeout(60_000)
  await signInThroughApi(page, baseURL as string, '9822510001', 'Tara')
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/gold-membership')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold Membership that pays for itself')
  await expect(page.getByTestId('plan-gold-annual')).toContainText('4 home visits without the visit fee')
  await expect(page.getByTestId('membership-savings')).toContainText('You save')
  await shots(page, 'plans')
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 1280, height: 900 })
  await joinThroughPage(page, 'gold-annual', '₹1,999')
  const summary = page.getByTestId('membership-summary')
  await expect(summary.getByTestId('membership-member-number')).toHaveText(/^PVG-\d{6}$/)
  await expect(summary.getByTestId('membership-plan')).toHaveText('Gold Membership: 12 months')
  await expect(summary.getByTestId('membership-free-home-visits')).toHaveText('4 left of 4 (0 used)')
  await expect(page.getByTestId('membership-welcome')).toHaveText(/^Thank you for joining PetVaidya Gold\./)
  // Tara gave no e-mail address: the page promises the receipt by SMS, and no e-mail.
  await expect(page.getByText(/The receipt comes by SMS; add an e-mail address on your account/)).toBeVisible()
  await expect(page.getByText(/e-mail address on your profile/)).toHaveCount(0)
  await shots(page, 'success')
  await expectNoAxeViolations(page)

  // Renewed while the term runs: the same page thanks the renewal, with the day its term starts, and counts the added visits.
  await joinThroughApi(page, baseURL as string)
  await page.reload()
  await expect(page.getByTestId('membership-welcome')).toContainText('Thank you for renewing PetVaidya Gold. Your new term starts on ')
  await expect(page.getByTestId('membership-welcome')).not.toContainText('joining')
  await expect(summary.getByTestId('membership-free-home-visits')).toHaveText('8 left of 8 (0 used)')
  await shots(page, 'success-renewed')
})

test('a member books a home visit covered by the membership, and the free visit is counted', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822510005', 'Tara')
  await joinThroughApi(page, baseURL as string)
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/book-an-appointment')
  const wizard = page.getByRole('main')
  await stepIs(wizard, 'Pet Details')
  await wizard.getByLabel('Pet name').fill('Sheru')
  await wizard.getByLabel('Pet type').selectOption('dog')
  await wizard.getByLabel('Breed').selectOption('Beagle')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel('Email').fill('tara@example.in')
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel(/^Home visit/).check()
  await wizard.getByLabel('Service').selectOption('checkup')
  // The last date offered, at its first free hour: other files book the nearer days at the same time.
  await wizard.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').last().click()
  await wizard.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).last().click()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByRole('textbox', { name: 'Address', exact: true }).fill('B-7, Sector 50')
  await wizard.getByLabel('City').fill('Gurgaon')
  await wizard.getByLabel('PIN code').fill('122018')
  await expect(wizard.getByText('is in our home-visit area')).toBeVisible()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await stepIs(wizard, 'Confirm')
  await expect(wizard.getByTestId('booking-total')).toHaveText('₹0')
  await expect(wizard.getByTestId('member-saving')).toHaveText('Gold Membership−₹799')
  await expect(wizard.getByTestId('payment-line')).toHaveText('Covered by Membership')
  await screenshot(page, { path: test.info().outputPath('covered-confirm-375.png'), fullPage: true })
  await wizard.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(page).toHaveURL(/\/appointment\/success\?id=/)
  // After booking, the visit reads as Gold Membership paid it, here and in My Appointments.
  await expect(page.getByTestId('payment-line')).toHaveText('Covered by Gold Membership')
  await screenshot(page, { path: test.info().outputPath('covered-success-375.png'), fullPage: true })
  await gotoHydrated(page, '/appointments')
  const card = page.getByTestId('appointment-card').filter({ hasText: 'Sheru' })
  await expect(card).toContainText('Covered by Gold Membership')
  await expect(card).not.toContainText('paid online')
  await screenshot(page, { path: test.info().outputPath('covered-appointments-375.png'), fullPage: true })

  await gotoHydrated(page, '/account')
  await expect(page.getByTestId('membership-free-home-visits')).toHaveText('3 left of 4 (1 used)')
  await screenshot(page, { path: test.info().outputPath('account-375.png'), fullPage: true })
})

test('a friend joins with a member’s referral code at the lower price, and the member is credited', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9822510002', 'Dev')
  await joinThroughApi(page, baseURL as string)
  const { code } = (await (await page.request.get('/api/referrals/me')).json()) as { code: string }
  expect(code).toMatch(/^[A-Z0-9]{8}$/)
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/gold-membership/referral')
  await expect(page.getByTestId('referral-code')).toHaveText(code)
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${code}`))
  await expect(page.getByTestId('referral-credits')).toHaveText('0')

  const friendContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.225.1.3' } })
  const friend = await friendContext.newPage()
  try {
    await signInThroughApi(friend, baseURL as string, '9822510003', 'Nisha')
    await friend.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(friend, `/gold-membership?ref=${code}`)
    await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code)
    await expect(friend.getByTestId('plan-gold-annual').getByTestId('plan-price')).toHaveText('₹1,800')
    await joinThroughPage(friend, 'gold-annual', '₹1,800')
    await expect(friend.getByTestId('membership-member-number')).toHaveText(/^PVG-\d{6}$/)
  } finally {
    await friendContext.close()
  }

  await gotoHydrated(page, '/gold-membership/referral')
  await expect(page.getByTestId('referral-credits')).toHaveText('1')
  await shots(page, 'referral')
  await expectNoAxeViolations(page)
  const membership = (await (await page.request.get('/api/membership')).json()) as { benefits: { freeHomeVisits: number } }
  expect(membership.benefits.freeHomeVisits).toBe(5)
})

test('an admin sees the members, extends one with a reason, and edits a plan', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  await signInThroughApi(page, baseURL as string, '9822510004', 'Om')
  await joinThroughApi(page, baseURL as string)
  await page.context().clearCookies()
  await signInThroughApi(page, baseURL as string, ADMIN, 'Neha')
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/members')
  await page.getByLabel('Find by name, phone or member number').fill('9822510004')
  const row = page.getByTestId('members-list').getByRole('listitem')
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: 'Extend' }).click()
  await row.getByLabel('Days to add').fill('30')
  await row.getByLabel('Reason (kept in the audit log)').fill('Visit rescheduled by us twice')
  await row.getByRole('button', { name: 'Extend' }).click()
  await expect(page.getByText('Membership extended', { exact: true }).first()).toBeVisible()
  await shots(page, 'admin-members')

  await gotoHydrated(page, '/admin/membership-plans')
  const plan = page.getByRole('form', { name: 'Gold Membership: 6 months' })
  await expect(plan).toContainText('version 1')
  // A box left empty is refused by name, never saved as 0.
  await plan.getByLabel('Free home visits per term').fill('')
  await plan.getByRole('button', { name: 'Save plan' }).click()
  await expect(plan.getByText('must be a whole number', { exact: true })).toBeVisible()
  await expect(plan).toContainText('version 1')
  await plan.getByLabel('Free home visits per term').fill('2')
  // A figure no page's copy names, so journeys of other files running meanwhile read the same pages.
  await plan.getByLabel('Friend’s discount on first term (%)').fill('15')
  await plan.getByRole('button', { name: 'Save plan' }).click()
  await expect(page.getByText('Plan saved', { exact: true }).first()).toBeVisible()
  const saved = page.getByRole('form', { name: 'Gold Membership: 6 months' })
  await expect(saved).toContainText('version 2')
  await shots(page, 'admin-plans')
  const plans = (await (await page.request.get('/api/membership/plans')).json()) as { plans: Array<{ id: string; referralDiscountPercent: number }> }
  expect(plans.plans.find((entry) => entry.id === 'gold-half-yearly')?.referralDiscountPercent).toBe(15)
  // Back as it was, for the pages other journeys read.
  await saved.getByLabel('Friend’s discount on first term (%)').fill('10')
  await saved.getByRole('button', { name: 'Save plan' }).click()
  await expect(page.getByRole('form', { name: 'Gold Membership: 6 months' })).toContainText('version 3')
  await expectNoAxeViolations(page)
})
