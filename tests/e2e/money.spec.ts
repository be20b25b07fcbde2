import type { Browser } from '@playwright/test'
import { expectNoAxeViolations } from './a11y.ts'
import { type Person, personAt, tomorrowInIndia, visitsInProgress } from './door-visits.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { textsTo } from './sms-outbox.ts'
import { screenshot } from './screenshot.ts'

/** This file's phones: its admin (ADMIN_PHONES in playwright.config.ts), and a vet and an owner per journey. */
const ADMIN = '9000000091'
const VET = '9822700011'
const OWNER = '9822700012'
const LATE_PAYER = { vet: '9833310311', owner: '9833310312' }
const BY_LINK = { vet: '9833310321', owner: '9833310322' }
const CASH_UNDO = { vet: '9833310331', owner: '9833310332' }
const PREPAID = { vet: '9833310341', owner: '9833310342' }

let fileAdmin: Person | null = null

/** The file's admin, signed in once for its journeys: a phone gets one code per 30 s (SECURITY.md). */
async function adminOf(browser: Browser, baseURL: string): Promise<Person> {
  if (!fileAdmin) {
    fileAdmin = await personAt(browser, baseURL, '10.227.9.1')
    await signInThroughApi(fileAdmin.page, baseURL, ADMIN, 'Meera')
  }
  return fileAdmin
}

test.afterAll(async () => {
  await fileAdmin?.context.close()
})


test('the vet adds a vaccine, shows the UPI QR, the owner pays on the provider’s page and the vet’s screen says paid; the owner opens the receipt', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.227.0', admin: ADMIN, owner: OWNER, vet: { phone: VET, name: 'Dr. Nisha Bedi', firstName: 'Nisha', registrationNumber: 'HR-40112' } }
  const { ids, owner, vet, headers } = await visitsInProgress(browser, base, team, [{ petName: 'Sheru', time: '11:00' }], { admin: await adminOf(browser, base) })
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
  await screenshot(vet.page, { path: 'test-results-money/complete-refused-375.png' })
  await vet.page.setViewportSize({ width: 1280, height: 900 })
  await visit.getByRole('alert').scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/complete-refused-1280.png' })
  await vet.page.setViewportSize({ width: 375, height: 800 })

  await bill.getByRole('button', { name: 'Show UPI QR' }).click()
  const qr = vet.page.getByRole('dialog', { name: 'UPI QR code' })
  await expect(qr).toContainText('Scan to pay ₹1,498')
  await expect(qr.getByTestId('upi-qr').locator('svg')).toBeVisible()
  await screenshot(vet.page, { path: 'test-results-money/qr-375.png' })
  const payUrl = (await qr.getByTestId('qr-link').getAttribute('href')) as string

  // The owner's phone opens what the QR encodes: the local provider's page.
  const payer = await personAt(browser, base, '10.227.0.4')
  await payer.page.goto(payUrl)
  await payer.page.getByRole('button', { name: 'Pay ₹1,498' }).click()
  await expect(payer.page.getByRole('heading', { name: 'Paid ₹1,498' })).toBeVisible()

  // The vet's screen turns without a reload.
  await expect(visit.getByRole('status')).toHaveText('Paid ₹1,498 by UPI', { timeout: 3_000 })
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹1,498')
  await screenshot(vet.page, { path: 'test-results-money/paid-375.png', fullPage: true })

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
  await screenshot(owner.page, { path: 'test-results-money/receipt-375.png', fullPage: true })

  // My Appointments tells the visit's bill, not the booking's ₹799: billed, paid at the visit with its receipt, nothing due.
  await gotoHydrated(owner.page, '/appointments')
  const card = owner.page.getByRole('article', { name: /^Sheru, / })
  await expect(card.getByTestId('appointment-total')).toHaveText('₹1,498 · billed at the visit')
  await expect(card.getByTestId('bill-paid')).toContainText('₹1,498 at the visit')
  await expect(card.getByTestId('bill-paid').getByRole('link', { name: `Receipt ${appointment.receipts[0].number}` })).toHaveAttribute('href', appointment.receipts[0].url)
  await expect(card.getByTestId('bill-due')).toHaveText('Nothing due')
  await expectNoAxeViolations(owner.page)
  const cardWidth = await owner.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(cardWidth.scroll).toBeLessThanOrEqual(cardWidth.inner)
  await card.scrollIntoViewIfNeeded()
  await screenshot(owner.page, { path: 'test-results-money/owner-bill-375.png' })
  await owner.page.setViewportSize({ width: 1280, height: 900 })
  await card.scrollIntoViewIfNeeded()
  await screenshot(owner.page, { path: 'test-results-money/owner-bill-1280.png' })
  // The booking's own page says the same, with the receipt.
  await gotoHydrated(owner.page, `/appointment/success?id=${id}`)
  // Opened after the visit, it is no longer 'booked', and offers no calendar file for a past visit.
  await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText('This visit is complete')
  await expect(owner.page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
  const details = owner.page.getByTestId('appointment-details')
  await expect(details).toContainText('Total₹1,498 · billed at the visit')
  await expect(details).toContainText('Paid₹1,498 at the visit')
  await expect(details.getByRole('link', { name: `Receipt ${appointment.receipts[0].number}` })).toBeVisible()
  await expect(owner.page.getByTestId('payment-line')).toHaveText('Payment Completed')
  await screenshot(owner.page, { path: 'test-results-money/owner-booking-1280.png', fullPage: true })
  await owner.page.setViewportSize({ width: 375, height: 800 })
  await screenshot(owner.page, { path: 'test-results-money/owner-booking-375.png', fullPage: true })

  for (const opened of [owner, vet, payer]) await opened.context.close()
})

test('the vet closes the QR screen or reloads before the owner pays; the same QR is shown again and the bill turns to paid by itself', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.227.3', admin: ADMIN, owner: LATE_PAYER.owner, vet: { phone: LATE_PAYER.vet, name: 'Dr. Rohan Gill', firstName: 'Rohan', registrationNumber: 'HR-40311' } }
  const { owner, vet } = await visitsInProgress(browser, base, team, [{ petName: 'Gabbar', time: '15:00' }], { admin: await adminOf(browser, base) })
  await vet.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(vet.page, '/vet')
  const visit = vet.page.getByRole('listitem', { name: /Gabbar at/ })
  const bill = visit.getByRole('region', { name: 'Bill' })
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')
  await bill.getByRole('button', { name: 'Show UPI QR' }).click()
  const qr = vet.page.getByRole('dialog', { name: 'UPI QR code' })
  const payUrl = (await qr.getByTestId('qr-link').getAttribute('href')) as string

  // The vet closes the QR screen; the collection stays open and can be shown again.
  await qr.getByRole('button', { name: 'Close' }).click()
  await expect(qr).toHaveCount(0)
  await expect(bill).toContainText('UPI QR for ₹799 still open. This screen updates when it is paid.')
  await expectNoAxeViolations(vet.page)
  await bill.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/qr-closed-375.png' })
  await vet.page.setViewportSize({ width: 1280, height: 900 })
  await bill.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/qr-closed-1280.png' })
  await vet.page.setViewportSize({ width: 375, height: 800 })
  await bill.getByRole('button', { name: 'Show the QR again' }).click()
  await expect(qr).toContainText('Scan to pay ₹799')
  await qr.getByRole('button', { name: 'Close' }).click()

  // A reload (the phone locked, the tab thrown away) forgets nothing: the bill names the open QR
  // code, and 'Show UPI QR' shows that same code instead of making another one.
  await vet.page.reload()
  await expect(bill).toContainText('UPI QR for ₹799 still open. This screen updates when it is paid.')
  await bill.getByRole('button', { name: 'Show UPI QR' }).click()
  await expect(qr.getByTestId('qr-link')).toHaveAttribute('href', payUrl)
  await qr.getByRole('button', { name: 'Close' }).click()

  // The owner pays afterwards on the provider's page: the vet's screen learns it by itself.
  const payer = await personAt(browser, base, '10.227.3.4')
  await payer.page.goto(payUrl)
  await payer.page.getByRole('button', { name: 'Pay ₹799' }).click()
  await expect(payer.page.getByRole('heading', { name: 'Paid ₹799' })).toBeVisible()
  await expect(visit.getByRole('status')).toHaveText('Paid ₹799 by UPI', { timeout: 5_000 })
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹799')
  await expect(bill).not.toContainText('still open')

  for (const opened of [owner, vet, payer]) await opened.context.close()
})

test('the vet completes a visit with money due by ‘Owner will pay by link’: the owner gets the link by SMS, and the collections page lists the visit as money due', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const vetName = 'Dr. Ira Sethi'
  const team = { network: '10.227.4', admin: ADMIN, owner: BY_LINK.owner, vet: { phone: BY_LINK.vet, name: vetName, firstName: 'Ira', registrationNumber: 'HR-40321' } }
  const { ids, owner, admin, vet, headers } = await visitsInProgress(browser, base, team, [{ petName: 'Laddoo', time: '16:00' }], { admin: await adminOf(browser, base) })
  const id = ids[0] as string
  const record = await vet.page.request.put(`/api/vet/visits/${id}/record`, { headers, data: { findings: 'Mild ear infection.', advice: 'Ear drops twice a day for a week.' } })
  expect(record.status(), await record.text()).toBe(200)

  await vet.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(vet.page, '/vet')
  const visit = vet.page.getByRole('listitem', { name: /Laddoo at/ })
  await expect(visit.getByTestId('complete-due')).toHaveText('₹799 due')
  await visit.getByRole('button', { name: 'Owner will pay by link' }).click()
  await expect(visit.getByText('completed', { exact: true })).toBeVisible()
  await expect(visit.getByRole('alert')).toHaveCount(0)
  await expect(visit.getByRole('region', { name: 'Bill' }).getByTestId('amount-due')).toHaveText('Due: ₹799')
  await screenshot(vet.page, { path: 'test-results-money/completed-by-link-375.png' })

  // The link's SMS reaches the owner (a job of the server's workers).
  await expect.poll(() => textsTo(BY_LINK.owner).filter((text) => text.includes('please pay ₹799 for Laddoo\'s visit')), { timeout: 15_000 }).toHaveLength(1)
  const linkText = textsTo(BY_LINK.owner).find((text) => text.includes('please pay ₹799')) as string
  expect(linkText).toContain(`at ${base}/`)

  // The admin's collections page of the visit's day lists it as completed with money due.
  const page = admin.page
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible({ timeout: 15_000 })
  await page.getByLabel('Day', { exact: true }).fill(tomorrowInIndia())
  const due = page.getByRole('region', { name: 'Completed visits with money due' }).getByRole('listitem').filter({ hasText: 'Laddoo' })
  await expect(due).toContainText('Laddoo · 4:00 pm')
  await expect(due).toContainText(vetName)
  await expect(due).toContainText('₹799 due')
  // 'Billed' says what it counts: the bills of the visits of the day, paid or not.
  const table = page.getByRole('table', { name: /per vet and method/ })
  await expect(table.getByRole('columnheader', { name: 'Billed for the day’s visits' })).toBeVisible()
  await expect(table.getByRole('rowgroup').filter({ hasText: vetName })).toContainText('₹799')
  await expect(page.getByTestId('billed-note')).toHaveText(/^Billed for the day’s visits adds up the bills of the visits booked for this day and confirmed \(not cancelled or missed\), paid or not\./)
  await expectNoAxeViolations(page)
  await screenshot(page, { path: 'test-results-money/collections-due-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  const card = page.getByRole('listitem', { name: vetName, exact: true })
  await expect(card).toContainText('Billed for the day’s visits ₹799')
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(width.scroll).toBeLessThanOrEqual(width.inner)
  await expectNoAxeViolations(page)
  await screenshot(page, { path: 'test-results-money/collections-due-375.png', fullPage: true })

  for (const opened of [owner, vet]) await opened.context.close()
})

test('cash at the door: the vet confirms the amount before it is recorded, then undoes a mis-tap with a reason; the receipt reads VOID, the amount is due again, and the ledger shows the void', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.227.5', admin: ADMIN, owner: CASH_UNDO.owner, vet: { phone: CASH_UNDO.vet, name: 'Dr. Tara Kohli', firstName: 'Tara', registrationNumber: 'HR-40331' } }
  const { ids, owner, admin, vet } = await visitsInProgress(browser, base, team, [{ petName: 'Moti', time: '17:00' }], { admin: await adminOf(browser, base) })
  const id = ids[0] as string
  await vet.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(vet.page, '/vet')
  const visit = vet.page.getByRole('listitem', { name: /Moti at/ })
  const bill = visit.getByRole('region', { name: 'Bill' })
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')

  // One tap records nothing: the confirm step names the amount, and 'Not yet' leaves the bill as it was.
  await bill.getByRole('button', { name: 'Cash received ₹799' }).click()
  const confirm = bill.getByRole('group', { name: 'Confirm the cash' })
  await expect(confirm).toContainText('Record ₹799 received in cash?')
  await confirm.scrollIntoViewIfNeeded()
  await expectNoAxeViolations(vet.page)
  await screenshot(vet.page, { path: 'test-results-money/cash-confirm-375.png' })
  await confirm.getByRole('button', { name: 'Not yet' }).click()
  await expect(confirm).toHaveCount(0)
  const unpaid = (await (await vet.page.request.get(`/api/vet/visits/${id}/bill`)).json()) as { bill: { duePaise: number }; undoableCash: unknown }
  expect(unpaid).toMatchObject({ bill: { duePaise: 79_900 }, undoableCash: null })

  await bill.getByRole('button', { name: 'Cash received ₹799' }).click()
  await confirm.getByRole('button', { name: 'Yes, ₹799 received' }).click()
  await expect(visit.getByRole('status')).toHaveText('Paid ₹799 by cash')
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹799')
  await expect(bill).toContainText(/You can undo this cash until \d{1,2}:\d{2} (am|pm)\./)

  // The undo asks why, and is not sent without a reason.
  await bill.getByRole('button', { name: 'Undo cash' }).click()
  const form = bill.getByRole('form', { name: 'Undo the cash' })
  await expect(form).toContainText(/Undo ₹799 cash \(receipt PV\/\d{4}-\d{2}\/\d{6}\)\?/)
  const receiptNumber = ((await form.textContent()) ?? '').match(/PV\/\d{4}-\d{2}\/\d{6}/)?.[0] as string
  await expect(form.getByRole('button', { name: 'Undo ₹799 cash' })).toBeDisabled()
  await form.getByLabel('Why undo it?').fill('Tapped by mistake, owner pays by UPI')
  await expectNoAxeViolations(vet.page)
  await form.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/cash-undo-375.png' })
  await vet.page.setViewportSize({ width: 1280, height: 900 })
  await form.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/cash-undo-1280.png' })
  await vet.page.setViewportSize({ width: 375, height: 800 })
  await form.getByRole('button', { name: 'Undo ₹799 cash' }).click()

  await expect(bill.getByTestId('cash-undone')).toHaveText(`Cash of ₹799 undone; receipt ${receiptNumber} is void. ₹799 is due again.`)
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')
  await expect(bill.getByRole('button', { name: 'Undo cash' })).toHaveCount(0)
  await expect(bill.getByRole('button', { name: 'Show UPI QR' })).toBeVisible()
  const width = await vet.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(width.scroll).toBeLessThanOrEqual(width.inner)
  await expectNoAxeViolations(vet.page)
  await bill.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/cash-undone-375.png' })
  // A reload tells the same: due again, nothing to undo.
  await vet.page.reload()
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹799')
  await expect(bill.getByRole('button', { name: 'Undo cash' })).toHaveCount(0)

  // The owner's receipt keeps its number and reads VOID, with the reason.
  await owner.page.setViewportSize({ width: 375, height: 800 })
  await owner.page.goto(`/receipts/${receiptNumber.replaceAll('/', '-')}`)
  await expect(owner.page.getByTestId('receipt-number')).toHaveText(receiptNumber)
  await expect(owner.page.getByTestId('receipt-void')).toContainText('VOID')
  await expect(owner.page.getByTestId('receipt-void')).toContainText('Tapped by mistake, owner pays by UPI')
  await screenshot(owner.page, { path: 'test-results-money/receipt-void-375.png', fullPage: true })

  // The admin downloads the ledger of the day: the payment and its void under the same receipt number.
  const page = admin.page
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/collections')
  const ledger = page.getByRole('region', { name: 'Ledger for the accountant' })
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
  await ledger.getByLabel('From').fill(today)
  await ledger.getByLabel('To').fill(today)
  const download = ledger.getByRole('link', { name: 'Download ledger (CSV)' })
  await expect(download).toHaveAttribute('href', `/api/admin/collections/ledger?from=${today}&to=${today}&format=csv`)
  const csv = await (await page.request.get((await download.getAttribute('href')) as string)).text()
  const rows = csv.split('\r\n').filter((row) => row.includes(receiptNumber))
  expect(rows).toHaveLength(2)
  expect(rows[0]).toMatch(new RegExp(`,payment,${receiptNumber},${id},Asha Verma,Dr\\. Tara Kohli,cash,cash_[^,]+,799\\.00,0\\.00,cash undone: see the void row$`))
  expect(rows[1]).toMatch(new RegExp(`,void,${receiptNumber},${id},Asha Verma,Dr\\. Tara Kohli,cash,cash_[^,]+,-799\\.00,0\\.00,"VOID: Tapped by mistake, owner pays by UPI \\(by Dr\\. Tara Kohli\\)"$`))
  await ledger.getByLabel('To').fill('2020-01-01')
  await expect(ledger.getByRole('alert')).toHaveText('The last day is before the first.')
  await expect(download).toHaveCount(0)
  await ledger.getByLabel('To').fill(today)
  await expectNoAxeViolations(page)
  await ledger.scrollIntoViewIfNeeded()
  await screenshot(page, { path: 'test-results-money/ledger-1280.png' })
  await page.setViewportSize({ width: 375, height: 800 })
  await ledger.scrollIntoViewIfNeeded()
  const adminWidth = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(adminWidth.scroll).toBeLessThanOrEqual(adminWidth.inner)
  await screenshot(page, { path: 'test-results-money/ledger-375.png' })

  for (const opened of [owner, vet]) await opened.context.close()
})

test('a prepaid visit extended at the door at 375 px: the vet adds a vaccine to a bill paid online and collects the difference by UPI QR; the receipt shows the whole bill and what was paid before; the board shows each visit’s money and the day’s counters', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const vetName = 'Dr. Meena Pillai'
  const team = { network: '10.227.6', admin: ADMIN, owner: PREPAID.owner, vet: { phone: PREPAID.vet, name: vetName, firstName: 'Meena', registrationNumber: 'HR-20931' } }
  const visits = [
    { petName: 'Bruno', time: '13:00', prepaid: true },
    { petName: 'Tiger', time: '14:00' },
    { petName: 'Sheru', time: '18:00' },
  ]
  const { ids, owner, admin, vet, headers } = await visitsInProgress(browser, base, team, visits, { admin: await adminOf(browser, base) })
  const [bruno, tiger, sheru] = ids as [string, string, string]

  await vet.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(vet.page, '/vet')
  const visit = vet.page.getByRole('listitem', { name: /Bruno at/ })
  const bill = visit.getByRole('region', { name: 'Bill' })
  // Paid online in full, the bill still takes what the vet gives at the visit.
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹1,199')
  await bill.getByLabel('Add from the catalogue').selectOption({ label: 'Dog Anti-Rabies Vaccine (₹699)' })
  await bill.getByRole('button', { name: 'Add' }).click()
  await expect(bill.getByTestId('amount-due')).toHaveText('Due: ₹699')
  await expect(bill).toContainText('Paid already: ₹1,199')
  // The prepaid vaccine is paid for and stays; the line just added can still be taken off.
  await expect(bill.getByRole('button', { name: 'Remove' })).toHaveCount(1)
  await expect(bill.getByRole('listitem').filter({ hasText: 'Dog Anti-Rabies Vaccine' }).getByRole('button', { name: 'Remove' })).toBeVisible()
  const width = await vet.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(width.scroll).toBeLessThanOrEqual(width.inner)
  await expectNoAxeViolations(vet.page)
  await bill.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/prepaid-extended-375.png' })
  await vet.page.setViewportSize({ width: 1280, height: 900 })
  await bill.scrollIntoViewIfNeeded()
  await screenshot(vet.page, { path: 'test-results-money/prepaid-extended-1280.png' })
  await vet.page.setViewportSize({ width: 375, height: 800 })

  await bill.getByRole('button', { name: 'Show UPI QR' }).click()
  const qr = vet.page.getByRole('dialog', { name: 'UPI QR code' })
  await expect(qr).toContainText('Scan to pay ₹699')
  const payUrl = (await qr.getByTestId('qr-link').getAttribute('href')) as string
  const payer = await personAt(browser, base, '10.227.6.4')
  await payer.page.goto(payUrl)
  await payer.page.getByRole('button', { name: 'Pay ₹699' }).click()
  await expect(payer.page.getByRole('heading', { name: 'Paid ₹699' })).toBeVisible()
  await expect(visit.getByRole('status')).toHaveText('Paid ₹699 by UPI', { timeout: 5_000 })
  await expect(bill.getByTestId('amount-due')).toHaveText('Paid in full: ₹1,898')
  await screenshot(vet.page, { path: 'test-results-money/prepaid-paid-375.png', fullPage: true })

  // The receipt of the door payment: the whole bill, the ₹1,199 paid before with its receipt, this ₹699, nothing left.
  const appointment = (await (await owner.page.request.get(`/api/appointments/${bruno}`)).json()).appointment as { receipts: Array<{ number: string; url: string; amount: number }> }
  expect(appointment.receipts.map((receipt) => receipt.amount)).toEqual([1199, 699])
  const [online, door] = appointment.receipts
  if (!online || !door) throw new Error('two receipts expected')
  await owner.page.setViewportSize({ width: 375, height: 800 })
  await owner.page.goto(door.url)
  await expect(owner.page.getByTestId('receipt-bill-total')).toHaveText('₹1,898')
  await expect(owner.page.getByTestId('receipt-paid-before')).toContainText(`(receipt ${online.number})`)
  await expect(owner.page.getByTestId('receipt-paid-before')).toContainText('₹1,199')
  await expect(owner.page.getByTestId('receipt-this-payment')).toHaveText('₹699')
  await expect(owner.page.getByTestId('receipt-balance')).toHaveText('₹0')
  await expect(owner.page.locator('body')).toContainText('Paid now ₹699')
  const receiptWidth = await owner.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(receiptWidth.scroll).toBeLessThanOrEqual(receiptWidth.inner)
  await screenshot(owner.page, { path: 'test-results-money/prepaid-receipt-375.png', fullPage: true })
  await owner.page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(owner.page, { path: 'test-results-money/prepaid-receipt-1280.png', fullPage: true })

  // Tiger is completed with ₹799 due (to be paid by link); Sheru's ₹799 is paid in cash the vet still holds.
  expect((await vet.page.request.put(`/api/vet/visits/${tiger}/record`, { headers, data: { findings: 'Healthy.', advice: 'None.' } })).status()).toBe(200)
  expect((await vet.page.request.post(`/api/vet/visits/${tiger}/status`, { headers, data: { status: 'completed', payByLink: true } })).status()).toBe(200)
  expect((await vet.page.request.post(`/api/vet/visits/${sheru}/collect`, { headers, data: { method: 'cash' } })).status()).toBe(200)

  // The board, filtered to this owner: each card's money, the completed visit with money due marked in words, the day's counters.
  await admin.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(admin.page, `/admin/appointments?from=${tomorrowInIndia()}&to=${tomorrowInIndia()}&search=${PREPAID.owner}`)
  const brunoCard = admin.page.getByRole('listitem', { name: /^Bruno at/ })
  await expect(brunoCard.getByTestId('visit-money')).toContainText('₹1,898')
  await expect(brunoCard.getByTestId('money-paid')).toHaveText('paid ₹1,898 (online ₹1,199, UPI QR ₹699)')
  await expect(brunoCard.getByTestId('money-due')).toHaveText('nothing due')
  const tigerCard = admin.page.getByRole('listitem', { name: /^Tiger at/ })
  await expect(tigerCard.getByTestId('completed-with-due')).toHaveText('⚠ Completed with ₹799 still due')
  await expect(tigerCard.getByTestId('money-due')).toHaveText('₹799 due')
  const sheruCard = admin.page.getByRole('listitem', { name: /^Sheru at/ })
  await expect(sheruCard.getByTestId('money-paid')).toHaveText('paid ₹799 (cash ₹799)')
  await expect(sheruCard.getByTestId('money-cash-held')).toHaveText(`Cash ₹799 held by ${vetName}, not yet deposited`)
  const counters = admin.page.getByLabel(/^Counters for /)
  await expect(counters.getByTestId('count-unassigned')).toContainText('0')
  await expect(counters.getByTestId('count-completed-with-due')).toContainText('1')
  await expect(counters.getByTestId('count-completed-with-due')).toContainText('₹799 to collect')
  await expect(counters.getByTestId('count-cash-held')).toContainText(`₹799${vetName} ₹799`)
  await expect(counters.getByTestId('count-cancelled')).toContainText('0')
  await expectNoAxeViolations(admin.page)
  const boardWidth = await admin.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(boardWidth.scroll).toBeLessThanOrEqual(boardWidth.inner)
  await counters.scrollIntoViewIfNeeded()
  await screenshot(admin.page, { path: 'test-results-money/board-money-375.png' })
  await tigerCard.scrollIntoViewIfNeeded()
  await screenshot(admin.page, { path: 'test-results-money/board-money-cards-375.png' })
  await admin.page.setViewportSize({ width: 1280, height: 900 })
  await counters.scrollIntoViewIfNeeded()
  await screenshot(admin.page, { path: 'test-results-money/board-money-1280.png' })

  for (const opened of [owner, vet, payer]) await opened.context.close()
})
