import type { Browser } from '@playwright/test'
import { expectNoAxeViolations } from './a11y.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { textsTo } from './sms-outbox.ts'
import { screenshot } from './screenshot.ts'

/**
 * A partner clinic's desk (issue 36, decision 0072): the admin gives a front desk its clinic on the
 * staff page; the clinic is texted of a booking; the desk sees its clinic's visits on a phone and
 * nothing of another clinic. This file's phones: an admin shared with true-claims-admin.spec.ts
 * (ADMIN_PHONES), the desk and an owner.
 */
const ADMIN = '9000000087'
const DESK = '9877710001'
const OWNER = '9877710002'
const LAJPAT = { id: 'clinic-delhi-lajpat-nagar', name: 'PetVaidya Partner Clinic, Lajpat Nagar', phone: '6000000102' }
const INDIRAPURAM = 'clinic-ghaziabad-indirapuram'
const SHOTS = 'test-results-clinic-desk'

const inIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function contextFor(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
  return { context, page: await context.newPage() }
}

test('a clinic desk sees its own clinic’s bookings on a phone, and the clinic is texted of each', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000)
  const base = baseURL as string
  const headers = { origin: new URL(base).origin, 'content-type': 'application/json' }

  // Nobody but a clinic desk has the page.
  expect((await request.get('/clinic-desk')).status()).toBe(404)

  // The owner books two clinic visits at Lajpat Nagar and one at Indirapuram.
  const owner = await contextFor(browser, base, '10.223.0.2')
  await signInThroughApi(owner.page, base, OWNER, 'Priya')
  const book = async (clinicId: string, date: string, time: string, petName: string) => {
    const booked = await owner.page.request.post('/api/appointments', {
      headers,
      data: {
        petOwnerName: 'Priya Sharma',
        phoneNumber: OWNER,
        email: 'priya@example.in',
        petName,
        petType: 'dog',
        petBreed: 'Indie',
        serviceType: 'vaccination',
        appointmentType: 'clinic',
        clinicId,
        appointmentDate: date,
        appointmentTime: time,
        services: [{ id: 'dog-vaccination-rabies', quantity: 1 }],
        totalAmount: 699,
        notes: 'Nervous with other dogs',
        userId: OWNER,
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    return ((await booked.json()) as { id: string }).id
  }
  await book(LAJPAT.id, inIndia(1), '13:00', 'Sheru')
  await book(LAJPAT.id, inIndia(2), '11:00', 'Moti')
  const elsewhere = await book(INDIRAPURAM, inIndia(1), '13:00', 'Elsewhere')
  // The clinic is texted of the booking by the job queue.
  await expect.poll(() => textsTo(LAJPAT.phone).filter((text) => text.includes('new clinic visit') && text.includes('Sheru')).length, { timeout: 30_000 }).toBe(1)

  // The admin gives the front desk its clinic on the staff page.
  const admin = await contextFor(browser, base, '10.223.0.1')
  await signInThroughApi(admin.page, base, ADMIN, 'Meera')
  await admin.page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(admin.page, '/admin/staff')
  const form = admin.page.getByRole('region', { name: 'Add a vet, admin or clinic desk' })
  await form.getByLabel('Name').fill('Lajpat front desk')
  await form.getByLabel('Phone number').fill(DESK)
  await form.getByLabel('Role').selectOption('clinic')
  await form.getByLabel('Clinic', { exact: true }).selectOption(LAJPAT.id)
  await screenshot(admin.page, { path: `${SHOTS}/staff-clinic-desk-1280.png`, fullPage: false })
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(admin.page.getByRole('listitem', { name: 'Lajpat front desk' })).toContainText(`Clinic desk of ${LAJPAT.name}`)

  // The board names the clinic, its address and phone.
  await gotoHydrated(admin.page, `/admin/appointments?from=${inIndia(1)}&to=${inIndia(1)}`)
  const card = admin.page.getByRole('listitem', { name: /Sheru at 1:00 pm/ })
  await expect(card.getByTestId('board-clinic')).toContainText(`${LAJPAT.name}, B-24, Lajpat Nagar II, New Delhi 110024 · +91 60000 00102`)
  await card.scrollIntoViewIfNeeded()
  await screenshot(admin.page, { path: `${SHOTS}/board-clinic-1280.png`, fullPage: false })

  // The desk signs in on a phone: today's count, then each day's visits at its clinic.
  const desk = await contextFor(browser, base, '10.223.0.3')
  await desk.page.setViewportSize({ width: 375, height: 800 })
  await signInThroughApi(desk.page, base, DESK, 'Desk')
  const response = await gotoHydrated(desk.page, '/clinic-desk')
  expect(response?.status()).toBe(200)
  await expect(desk.page.getByRole('heading', { level: 1, name: LAJPAT.name })).toBeVisible()
  await expect(desk.page.getByTestId('today-count')).toBeVisible()
  const sheru = desk.page.getByRole('listitem', { name: 'Sheru at 1:00 pm' })
  await expect(sheru).toContainText('Dog, Indie · Vaccination')
  await expect(sheru).toContainText('Dog Anti-Rabies Vaccine')
  await expect(sheru).toContainText('Priya Sharma · +91 98777 10002')
  await expect(sheru).toContainText('Owner’s notes: Nervous with other dogs')
  await expect(sheru.getByRole('link', { name: '+91 98777 10002' })).toHaveAttribute('href', `tel:+91${OWNER}`)
  await expect(desk.page.getByRole('listitem', { name: 'Moti at 11:00 am' })).toBeVisible()
  await expect(desk.page.getByText('Elsewhere')).toHaveCount(0)
  expect(await desk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoAxeViolations(desk.page)
  await screenshot(desk.page, { path: `${SHOTS}/clinic-desk-375.png`, fullPage: true })
  await desk.page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(desk.page, { path: `${SHOTS}/clinic-desk-1280.png`, fullPage: true })

  // Another clinic's visit is not found; the admin and vet pages are not the desk's.
  const other = await desk.page.request.get(`/api/clinic-desk/visits/${elsewhere}`)
  expect(other.status()).toBe(404)
  expect((await gotoHydrated(desk.page, '/admin'))?.status()).toBe(404)
  expect((await gotoHydrated(desk.page, '/vet'))?.status()).toBe(404)

  for (const context of [owner.context, admin.context, desk.context]) await context.close()
})
