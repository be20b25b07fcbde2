import { expectNoAxeViolations } from './a11y.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode, signInThroughApi } from './sign-in.ts'

/** ADMIN_PHONES of the e2e server (playwright.config.ts). */
const ADMIN = '9000000099'
/** A second one, so that two journeys never ask for a code for one number within a minute. */
const BOARD_ADMIN = '9000000098'
const ADMIN_PATHS = ['/admin', '/admin/staff', '/admin/audit', '/admin/appointments', '/admin/faqs', '/admin/whatsapp']

test('a visitor gets the not-found page with a 404 on every admin page, never the admin shell', async ({ request }) => {
  for (const path of ADMIN_PATHS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found')
    expect(html).not.toContain('PetVaidya admin')
  }
})

test('a signed-in owner gets the not-found page with a 404 on /admin', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811930001', 'Ritu')
  for (const path of ['/admin', '/admin/staff']) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text()).not.toContain('PetVaidya admin')
  }
  const response = await gotoHydrated(page, '/admin/audit')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('an admin sees the shell at 375 px, never cached, and adds and deactivates a vet', async ({ page, baseURL }) => {
  // A long journey (17 s alone on a 2-core machine): room for a busy moment beside the other worker.
  test.slow()
  await signInThroughApi(page, baseURL as string, ADMIN, 'Neha')
  await page.setViewportSize({ width: 375, height: 800 })
  const response = await gotoHydrated(page, '/admin')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  expect(response?.headers()['x-page-cache']).toBe('BYPASS')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const nav = page.getByRole('navigation', { name: 'Admin' })
  for (const label of ['Appointments', 'Staff', 'Audit log', 'FAQs', 'Blogs', 'Services', 'WhatsApp']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
  await page.screenshot({ path: 'test-results/admin-home-375.png', fullPage: true })

  await nav.getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible()

  await nav.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  const form = page.getByRole('region', { name: 'Add a vet or admin' })
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(form.getByText('name must be at least 2 characters')).toBeVisible()

  await form.getByLabel('Name').fill('Dr. Kavya Rao')
  await form.getByLabel('Phone number').fill('9811930002')
  await form.getByLabel(/Council registration number/).fill('DL-12345')
  await form.getByLabel('Gurgaon').check()
  await form.getByRole('button', { name: 'Add staff member' }).click()
  const vet = page.getByRole('listitem', { name: 'Dr. Kavya Rao' })
  await expect(vet).toContainText('DL-12345')
  await expect(vet).toContainText('Gurgaon')
  await expect(form.getByLabel('Name')).toHaveValue('')

  await form.getByLabel('Name').fill('Dr. Kavya Rao')
  await form.getByLabel('Phone number').fill('9811930002')
  await form.getByLabel(/Council registration number/).fill('DL-12345')
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(form.getByRole('alert')).toContainText('already on the staff')

  // A vet takes at least one kind of visit; the form says so beside the field.
  await form.getByRole('checkbox', { name: /home/i }).uncheck()
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(form.getByText('Choose at least one visit type for a vet: home, clinic or video')).toBeVisible()
  // The last attempt's refusal does not stay beside this one's.
  await expect(form.getByText('already on the staff')).toHaveCount(0)

  // An admin holds no council registration: the form neither asks for one nor sends the vet's.
  await form.getByLabel('Role').selectOption('admin')
  await expect(form.getByLabel(/Council registration number/)).toHaveCount(0)
  await expect(form.getByText('Visit types')).toHaveCount(0)
  await form.getByLabel('Name').fill('Priya Nair')
  await form.getByLabel('Phone number').fill('9833360001')
  await page.screenshot({ path: 'test-results/admin-staff-admin-role-375.png', fullPage: true })
  await form.getByRole('button', { name: 'Add staff member' }).click()
  const newAdmin = page.getByRole('listitem', { name: 'Priya Nair' })
  await expect(newAdmin).toContainText('admin')
  await expect(newAdmin).toContainText('9833360001')
  await expect(newAdmin).not.toContainText('Reg.')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: 'test-results/admin-staff-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })

  await vet.getByRole('button', { name: 'Deactivate' }).click()
  await expect(vet).toContainText('Deactivated')
  await page.screenshot({ path: 'test-results/admin-staff-375.png', fullPage: true })
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 1280, height: 900 })
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click()
  const changes = page.getByRole('list', { name: 'Changes' })
  // Other journeys write to the same log side by side: this one counts only what it sees here.
  await expect(changes).toContainText('9833360001')
  const shown = await changes.getByRole('listitem').count()
  // A filter the log cannot take is named by the label the admin reads, and nothing is applied.
  await page.getByLabel('Changed by (phone)').fill('98765432101')
  await page.getByLabel('Action').fill('s'.repeat(61))
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('Changed by (phone) must be a 10-digit mobile number, such as 9876543210')).toBeVisible()
  await expect(page.getByText('Action must be at most 60 characters')).toBeVisible()
  await expect(page.getByLabel('Changed by (phone)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/actorId/)).toHaveCount(0)
  await expect(changes.getByRole('listitem')).toHaveCount(shown)
  await page.screenshot({ path: 'test-results/admin-audit-errors-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: 'test-results/admin-audit-errors-375.png', fullPage: true })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByLabel('Changed by (phone)').fill('+91 90000 00099')
  await page.getByLabel('Action').fill('staff.create')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('Changed by (phone) must be')).toHaveCount(0)
  await expect(changes.getByRole('listitem')).toHaveCount(2)
  await expect(changes).toContainText('9811930002')
  await expect(changes).toContainText('9833360001')
  await page.screenshot({ path: 'test-results/admin-audit-1280.png', fullPage: true })
})

const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)

test('an admin confirms a booking on the board and assigns a vet', async ({ page, baseURL, playwright }) => {
  const headers = { origin: new URL(baseURL as string).origin, 'content-type': 'application/json' }
  // The owner books a video visit through the API, from a client of their own.
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' } })
  await owner.post('/api/auth/send-otp', { headers, data: { phoneNumber: '9811930003', firstName: 'Farah' } })
  expect((await owner.post('/api/auth/verify-otp', { headers, data: { phoneNumber: '9811930003', otp: latestCode('9811930003'), firstName: 'Farah' } })).ok()).toBe(true)
  const booked = await owner.post('/api/appointments', {
    headers,
    data: {
      petOwnerName: 'Farah Khan',
      phoneNumber: '9811930003',
      email: 'farah@example.in',
      petName: 'Simba',
      petType: 'cat',
      petBreed: 'Persian',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: tomorrowInIndia(),
      appointmentTime: '18:00',
      services: [],
      totalAmount: 149,
      notes: '',
      userId: '9811930003',
    },
  })
  expect(booked.status()).toBe(201)
  await owner.dispose()

  await signInThroughApi(page, baseURL as string, BOARD_ADMIN, 'Vikram')
  const added = await page.request.post('/api/admin/staff', {
    headers,
    data: { name: 'Dr. Arjun Mehta', phoneNumber: '9811930004', role: 'vet', registrationNumber: 'HR-4521', cities: ['Gurgaon'], visitTypes: ['video'] },
  })
  expect(added.status()).toBe(201)

  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/appointments')
  const visit = page.getByRole('listitem', { name: /Simba at/ })
  await expect(visit).toContainText('Farah Khan')
  await expect(visit).toContainText('pay at the visit')
  await visit.getByRole('button', { name: 'Mark confirmed' }).click()
  await expect(visit).toContainText('confirmed')
  await visit.getByLabel('Vet').selectOption({ label: 'Dr. Arjun Mehta' })
  await visit.getByRole('button', { name: 'Assign' }).click()
  await expect(visit).toContainText('vet assigned')
  await expect(visit).toContainText('Vet: Dr. Arjun Mehta')
  await expect(visit.getByRole('button', { name: 'Mark on the way' })).toBeVisible()
  await page.screenshot({ path: 'test-results/admin-board-1280.png', fullPage: true })
  await expectNoAxeViolations(page)
})
