import { personAt, visitsInProgress } from './door-visits.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'

/** This file's phones: its admin (ADMIN_PHONES in playwright.config.ts), a vet and an owner. */
const ADMIN = '9000000091'
const VET = '9822700011'
const OWNER = '9822700012'



test('the vet adds a vaccine, shows the UPI QR, the owner pays on the provider’s page and the vet’s screen says paid; the owner opens the receipt', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.227.0', admin: ADMIN, owner: OWNER, vet: { phone: VET, name: 'Dr. Nisha Bedi', firstName: 'Nisha', registrationNumber: 'HR-40112' } }
  const { ids, owner, admin, vet, headers } = await visitsInProgress(browser, base, team, [{ petName: 'Sheru', time: '11:00' }])
  const id = ids[0] as string
  const record = await vet.page.request.put(`/api/vet/visits/${id}/record`, { headers, data: { findings: 'Healthy; first anti-rabies dose given.', advice: 'Booster in a year.' } })
  expect(record.status(), await record.text()).toBe(200)
  await vet.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(vet.page, '/vet')
  const visit = vet.page.getByRole('listitem', { name: /Sheru at/ })
  const bill = visit.getByRole('region', { name: 'Bill' })
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')
  await bill.getByLabel('Add from the catalogue').selectOption({ label: 'Dog Anti-Rabies Vaccine (₹699)' })
  await bill.getByRole('button', { name: 'Add' }).click()
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹1,498')

  // With money due the visit cannot be completed: the vet sees the amount and the server's reason.
  await expect(visit.getByTestId('complete-due')).toHaveText('₹1,498 due')
  await expect(visit.getByRole('button', { name: 'Owner will pay by link' })).toBeVisible()
  await visit.getByRole('button', { name: 'Complete visit' }).click()
  await expect(visit.getByRole('alert')).toHaveText(/^₹1,498 is still due on this visit\. .*'Owner will pay by link'/)
  await expect(visit).toContainText('in progress')
  const pageWidth = await vet.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(pageWidth.scroll).toBeLessThanOrEqual(pageWidth.inner)
  await visit.getByRole('alert').scrollIntoViewIfNeeded()
  await vet.page.screenshot({ path: 'test-results-money/complete-refused-375.png' })
  await vet.page.setViewportSize({ width: 1280, height: 900 })
  await visit.getByRole('alert').scrollIntoViewIfNeeded()
  await vet.page.screenshot({ path: 'test-results-money/complete-refused-1280.png' })
  await vet.page.setViewportSize({ width: 375, height: 800 })

  await bill.getByRole('button', { name: 'Show UPI QR' }).click()
  const qr = vet.page.getByRole('dialog', { name: 'UPI QR code' })
  await expect(qr).toContainText('Scan to pay ₹1,498')
  await expect(qr.getByTestId('upi-qr').locator('svg')).toBeVisible()
  await vet.page.screenshot({ path: 'test-results-money/qr-375.png' })
  const payUrl = (await qr.getByTestId('qr-link').getAttribute('href')) as string

  // The owner's phone opens what the QR encodes: the local provider's page.
  const payer = await personAt(browser, base, '10.227.0.4')
  await payer.page.goto(payUrl)
  await payer.page.getByRole('button', { name: 'Pay ₹1,498' }).click()
  await expect(payer.page.getByRole('heading', { name: 'Paid ₹1,498' })).toBeVisible()

  // The vet's screen turns without a reload.
  await expect(visit.getByRole('status')).toHaveText('Paid ₹1,498 by UPI', { timeout: 3_000 })
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹1,498')
  await vet.page.screenshot({ path: 'test-results-money/paid-375.png', fullPage: true })

  // Paid in full: the visit completes.
  await expect(visit.getByTestId('complete-due')).toHaveCount(0)
  await visit.getByRole('button', { name: 'Complete visit' }).click()
  await expect(visit.getByText('completed', { exact: true })).toBeVisible()

  // The owner opens the receipt.
  const appointment = (await (await owner.page.request.get(`/api/appointments/${id}`)).json()).appointment
  expect(appointment.paymentStatus).toBe('paid')
  expect(appointment.receipts).toHaveLength(1)
  await owner.page.setViewportSize({ width: 375, height: 800 })
  await owner.page.goto(appointment.receipts[0].url)
  await expect(owner.page.getByTestId('receipt-number')).toHaveText(/^PV\/\d{4}-\d{2}\/\d{6}$/)
  await expect(owner.page.locator('body')).toContainText('Dog Anti-Rabies Vaccine')
  await owner.page.screenshot({ path: 'test-results-money/receipt-375.png', fullPage: true })

  for (const opened of [owner, admin, vet, payer]) await opened.context.close()
})
