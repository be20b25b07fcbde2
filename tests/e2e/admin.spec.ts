import { expectNoAxeViolations } from './a11y.ts'
import type { APIRequest } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode, signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

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

const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)

/** An owner books video visits tomorrow through the API, from a client of their own; the booking ids. */
async function bookVideoVisits(playwright: { request: APIRequest }, baseURL: string, phone: string, visits: Array<{ pet: string; time: string }>): Promise<string[]> {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.2' } })
  await owner.post('/api/auth/send-otp', { headers, data: { phoneNumber: phone, firstName: 'Sana' } })
  expect((await owner.post('/api/auth/verify-otp', { headers, data: { phoneNumber: phone, otp: latestCode(phone), firstName: 'Sana' } })).ok()).toBe(true)
  const ids: string[] = []
  for (const visit of visits) {
    const booked = await owner.post('/api/appointments', {
      headers,
      data: {
        petOwnerName: 'Sana Qureshi',
        phoneNumber: phone,
        email: 'sana@example.in',
        petName: visit.pet,
        petType: 'cat',
        petBreed: 'Indian domestic',
        serviceType: 'checkup',
        appointmentType: 'video',
        appointmentDate: tomorrowInIndia(),
        appointmentTime: visit.time,
        services: [],
        totalAmount: 149,
        notes: '',
        userId: phone,
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    const body = (await booked.json()) as { appointment?: { id?: string }; id?: string }
    const id = body.appointment?.id ?? body.id
    expect(id).toBeTruthy()
    ids.push(id as string)
  }
  await owner.dispose()
  return ids
}

test('an admin sees the shell at 375 px, never cached, and adds and deactivates a vet', async ({ page, baseURL, playwright }) => {
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
  // The staff's pages carry no shop: no cart, no chat button over the work.
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0)
  // Nor the site's footer of links: the support line and the copyright only.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '+91 98765 01234' })).toBeVisible()
  await expect(footer.getByRole('navigation')).toHaveCount(0)
  await screenshot(page, { path: 'test-results/admin-home-375.png', fullPage: true })
  // The menu leads an admin to the admin pages from anywhere.
  await gotoHydrated(page, '/services')
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Admin', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(nav).toBeVisible()

  await nav.getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible()

  await nav.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  const form = page.getByRole('region', { name: 'Add a vet, admin or clinic desk' })
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(form.getByText('name must be at least 2 characters')).toBeVisible()

  await form.getByLabel('Name').fill('Dr. Ritu Kapoor')
  await form.getByLabel('Phone number').fill('9811930002')
  await form.getByLabel(/Council registration number/).fill('DL-12345')
  await form.getByLabel('Gurgaon').check()
  await form.getByRole('button', { name: 'Add staff member' }).click()
  const vet = page.getByRole('listitem', { name: 'Dr. Ritu Kapoor' })
  await expect(vet).toContainText('DL-12345')
  await expect(vet).toContainText('Gurgaon')
  await expect(form.getByLabel('Name')).toHaveValue('')

  await form.getByLabel('Name').fill('Dr. Ritu Kapoor')
  await form.getByLabel('Phone number').fill('9811930002')
  await form.getByLabel(/Council registration number/).fill('DL-12345')
  await form.getByRole('button', { name: 'Add staff member' }).click()
  // The refusal as a person reads it: no field name in front.
  await expect(form.getByRole('alert')).toHaveText('This number is already on the staff; edit it instead')

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
  await screenshot(page, { path: 'test-results/admin-staff-admin-role-375.png', fullPage: true })
  await form.getByRole('button', { name: 'Add staff member' }).click()
  const newAdmin = page.getByRole('listitem', { name: 'Priya Nair' })
  await expect(newAdmin).toContainText('admin')
  await expect(newAdmin).toContainText('9833360001')
  await expect(newAdmin).not.toContainText('Reg.')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, { path: 'test-results/admin-staff-1280.png', fullPage: true })
  await page.getByRole('button', { name: 'Account menu, Neha' }).click()
  await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // Dr. Ritu Kapoor holds two video visits tomorrow; a second vet can take them.
  const headers = { origin: new URL(baseURL as string).origin, 'content-type': 'application/json' }
  await vet.getByRole('button', { name: 'Edit' }).click()
  await vet.getByRole('checkbox', { name: /video/i }).check()
  await vet.getByRole('button', { name: 'Save changes' }).click()
  await expect(vet).toContainText('home, video')
  const other = await page.request.post('/api/admin/staff', {
    headers,
    data: { name: 'Dr. Imran Shaikh', phoneNumber: '9811930005', role: 'vet', registrationNumber: 'HR-7788', cities: ['Gurgaon'], visitTypes: ['video'] },
  })
  expect(other.status()).toBe(201)
  const visitIds = await bookVideoVisits(playwright, baseURL as string, '9811930006', [
    { pet: 'Tiger', time: '10:00' },
    { pet: 'Coco', time: '11:00' },
  ])
  for (const id of visitIds) {
    expect((await page.request.post(`/api/admin/appointments/${id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200)
    expect((await page.request.post(`/api/admin/appointments/${id}/assign`, { headers, data: { vetId: '9811930002' } })).status()).toBe(200)
  }

  // At 375 px: deactivating her asks first, then names her visits and offers the board.
  await page.setViewportSize({ width: 375, height: 800 })
  // The page learns of the vet added through the API.
  await gotoHydrated(page, '/admin/staff')
  await vet.getByRole('button', { name: 'Deactivate' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Deactivate Dr. Ritu Kapoor?' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expect(dialog.getByRole('heading', { name: 'Dr. Ritu Kapoor has 2 visits ahead' })).toBeVisible()
  const ahead = dialog.getByRole('list', { name: 'Visits ahead' }).getByRole('listitem')
  await expect(ahead).toHaveCount(2)
  await expect(ahead.first()).toContainText('10:00 am')
  await expect(ahead.first()).toContainText('Tiger (cat) · Sana · Video consultation')
  await expect(dialog.getByRole('button', { name: 'Deactivate and leave 2 visits without a vet' })).toBeVisible()
  await screenshot(page, { path: 'test-results/admin-deactivate-visits-375.png' })
  await expectNoAxeViolations(page)

  // The board opens filtered to her; Tiger goes to Dr. Imran Shaikh there.
  await dialog.getByRole('link', { name: 'Reassign on the board' }).click()
  await expect(page).toHaveURL(/\/admin\/appointments\?vetId=9811930002/)
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible()
  await expect(page.getByLabel('Vet', { exact: true }).first()).toHaveValue('9811930002')
  const tiger = page.getByRole('listitem', { name: 'Tiger at 10:00 am' })
  await tiger.getByLabel('Vet').selectOption({ label: 'Dr. Imran Shaikh' })
  await tiger.getByRole('button', { name: 'Reassign' }).click()
  // Now another vet's, it leaves the board filtered to her.
  await expect(tiger).toHaveCount(0)
  await expect(page.getByRole('listitem', { name: 'Coco at 11:00 am' })).toBeVisible()
  await screenshot(page, { path: 'test-results/admin-board-vet-375.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, { path: 'test-results/admin-board-vet-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })

  await nav.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await vet.getByRole('button', { name: 'Deactivate' }).click()
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expect(dialog.getByRole('heading', { name: 'Dr. Ritu Kapoor has 1 visit ahead' })).toBeVisible()
  await screenshot(page, { path: 'test-results/admin-deactivate-one-visit-375.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, { path: 'test-results/admin-deactivate-one-visit-1280.png' })
  await page.setViewportSize({ width: 375, height: 800 })
  await dialog.getByRole('button', { name: 'Deactivate and leave 1 visit without a vet' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(vet).toContainText('Deactivated')
  await screenshot(page, { path: 'test-results/admin-staff-375.png', fullPage: true })
  await expectNoAxeViolations(page)
  // Coco waits on the board for a vet.
  const coco = await page.request.get(`/api/admin/appointments?search=Coco&visitType=video&from=${tomorrowInIndia()}&to=${tomorrowInIndia()}`)
  expect(((await coco.json()) as { appointments: Array<{ status: string; vet: unknown }> }).appointments).toMatchObject([{ status: 'confirmed', vet: null }])

  await page.setViewportSize({ width: 1280, height: 900 })
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click()
  const changes = page.getByRole('list', { name: 'Changes' })
  // Other journeys write to the same log side by side: this one counts only what it sees here.
  // People are named, with their role.
  await expect(changes).toContainText('Priya Nair (admin)')
  await expect(changes).toContainText('by Neha (admin)')
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
  await screenshot(page, { path: 'test-results/admin-audit-errors-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, { path: 'test-results/admin-audit-errors-375.png', fullPage: true })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByLabel('Changed by (phone)').fill('+91 90000 00099')
  await page.getByLabel('Action').fill('staff.create')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('Changed by (phone) must be')).toHaveCount(0)
  await expect(changes.getByRole('listitem')).toHaveCount(3)
  await expect(changes).toContainText('Dr. Ritu Kapoor (vet)')
  await expect(changes).toContainText('Dr. Imran Shaikh (vet)')
  await expect(changes).toContainText('Priya Nair (admin)')
  await screenshot(page, { path: 'test-results/admin-audit-1280.png', fullPage: true })
})


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
  await screenshot(page, { path: 'test-results/admin-board-1280.png', fullPage: true })
  await expectNoAxeViolations(page)
})
