import { readFile } from 'node:fs/promises'
import { expectNoAxeViolations } from './a11y.ts'
import { personAt, visitsInProgress } from './door-visits.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/** This file's phones: its admin (ADMIN_PHONES in playwright.config.ts), a vet and an owner. */
const ADMIN = '9000000090'
const VET = '9833330010'
const OWNER = '9833330011'
const VET_NAME = 'Dr. Tara Menon'

const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)


test('the admin reads the day’s collections of a vet who took cash and UPI, records the cash deposit, downloads the CSV, and sees the GST rates of a service', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL as string
  const team = { network: '10.233.0', admin: ADMIN, owner: OWNER, vet: { phone: VET, name: VET_NAME, firstName: 'Tara', registrationNumber: 'HR-40233' } }
  const { ids, owner, admin, vet, headers } = await visitsInProgress(browser, base, team, [
    { petName: 'Sheru', time: '11:00' },
    { petName: 'Moti', time: '12:00' },
  ])
  const [cashVisit, upiVisit] = ids as [string, string]
  // Cash for one visit; a UPI QR paid on the local provider's page for the other.
  expect((await vet.page.request.post(`/api/vet/visits/${cashVisit}/collect`, { headers, data: { method: 'cash' } })).status()).toBe(200)
  const qr = await vet.page.request.post(`/api/vet/visits/${upiVisit}/collect`, { headers, data: { method: 'upi_qr' } })
  expect(qr.status()).toBe(200)
  const payer = await personAt(browser, base, '10.233.0.4')
  await payer.page.goto((await qr.json()).url as string)
  await payer.page.getByRole('button', { name: 'Pay ₹799' }).click()
  await expect(payer.page.getByRole('heading', { name: 'Paid ₹799' })).toBeVisible()

  // The admin's page, at 1280 px: the table.
  const page = admin.page
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Collections' }).click()
  // The page's chunk loads on the click; a busy machine can take more than the default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(todayInIndia())
  const table = page.getByRole('table', { name: /per vet and method/ })
  await expect(table).toBeVisible()
  const vetRows = table.getByRole('rowgroup').filter({ hasText: VET_NAME })
  await expect(vetRows.getByRole('row', { name: /UPI at the door/ })).toContainText('₹799')
  await expect(vetRows.getByRole('row', { name: /Cash/ })).toContainText('₹799')
  const held = page.getByRole('listitem', { name: `Cash held by ${VET_NAME}` })
  await expect(held).toContainText('Holds ₹799 from 1 payment')
  await expectNoAxeViolations(page)
  await screenshot(page, { path: 'test-results-collections/collections-1280.png', fullPage: true })

  // At 375 px: cards instead of the table; the deposit is recorded from the phone, confirmed first.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(table).toBeHidden()
  const card = page.getByRole('listitem', { name: VET_NAME, exact: true })
  await expect(card).toBeVisible()
  await expect(card).toContainText('₹799 · 1 paid')
  await expectNoAxeViolations(page)
  await screenshot(page, { path: 'test-results-collections/collections-375.png', fullPage: true })
  await held.getByRole('button', { name: 'Record deposit' }).click()
  await expect(held.getByRole('group', { name: 'Confirm the deposit' })).toContainText(`Record ₹799 from ${VET_NAME} as deposited`)
  await expectNoAxeViolations(page)
  await held.getByRole('button', { name: 'Confirm deposit' }).click()
  await expect(page.getByText(`₹799 from ${VET_NAME} is recorded as deposited.`, { exact: true })).toBeVisible()
  await expect(held).toHaveCount(0)
  const audit = await page.request.get('/api/admin/audit?entityType=user')
  expect(JSON.stringify(await audit.json())).toContain('cash.deposited')

  // The CSV of the day, with the vet's cash (now deposited) and UPI lines.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`collections-${todayInIndia()}.csv`)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('date,vet_id,vet_name,method,payments,collected_rupees,refunded_rupees,cash_held_rupees')
  expect(csv).toContain(`${todayInIndia()},${VET},${VET_NAME},cash,1,799,0,0`)
  expect(csv).toContain(`${todayInIndia()},${VET},${VET_NAME},upi_qr,1,799,0,0`)

  // The owner sees both receipts with their bookings on My Appointments, and opens one.
  await owner.page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(owner.page, '/appointments')
  for (const [pet, method] of [['Sheru', 'cash'], ['Moti', 'UPI']]) {
    const receipts = owner.page.getByRole('article').filter({ hasText: pet }).getByTestId('receipts')
    await expect(owner.page.getByRole('article').filter({ hasText: pet }).getByTestId('appointment-total')).toHaveText('₹799 · paid')
    await expect(receipts).toContainText(new RegExp(`PV/\\d{4}-\\d{2}/\\d{6} · ₹799 ${method}`))
  }
  await expectNoAxeViolations(owner.page)
  await screenshot(owner.page, { path: 'test-results-collections/appointments-receipts-375.png' })
  const receiptLink = owner.page.getByRole('article').filter({ hasText: 'Sheru' }).getByTestId('receipts').getByRole('link')
  await owner.page.goto((await receiptLink.getAttribute('href')) as string)
  await expect(owner.page.getByTestId('receipt-number')).toHaveText(/^PV\/\d{4}-\d{2}\/\d{6}$/)

  // The services admin offers the GST slabs per service (not saved: other journeys read this service's receipts).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/admin/services')
    // Seeded medicines carry 5 % GST, and this server has no GSTIN configured: the page says so.
    await expect(page.getByTestId('gst-without-gstin')).toContainText('No GSTIN is set.')
    const service = page.getByRole('listitem', { name: 'Dog Grooming at Home' })
    await expect(service).toContainText('GST 0 %')
    await service.getByRole('button', { name: 'Edit' }).click()
    const rate = service.getByLabel('GST rate (%)')
    await expect(rate).toHaveValue('0')
    await expect(rate.locator('option')).toHaveText(['0 %', '5 %', '18 %'])
    await rate.selectOption('18')
    await expectNoAxeViolations(page)
    await rate.scrollIntoViewIfNeeded()
    await screenshot(page, { path: `test-results-collections/services-gst-${width}.png` })
    await service.getByRole('button', { name: 'Cancel' }).click()
  }

  for (const opened of [owner, admin, vet, payer]) await opened.context.close()
})
