import { mkdirSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { formatRupees } from '../../app/lib/rupees.ts'
import type { CatalogueServiceDto } from '../../core/contracts/catalogue.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { E2E_BUSINESS } from './business.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

/** ADMIN_PHONES of the e2e server (playwright.config.ts): this file's own admin. */
const ADMIN = '9000000096'
const OWNER = '9822200001'
const SHOTS = 'test-results-content-a'
mkdirSync(SHOTS, { recursive: true })

const SERVICE = { id: 'cat-lab-blood-panel', title: 'Cat Blood Panel (CBC, Liver, Kidney)', page: '/services/lab-tests' }
const NEW_WHATSAPP = { input: '98222 00099', href: 'https://wa.me/919822200099' }

/** Tomorrow in India, as YYYY-MM-DD. */
const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)

async function catalogued(request: APIRequestContext, id: string): Promise<CatalogueServiceDto> {
  const services = (await (await request.get('/api/services')).json()) as CatalogueServiceDto[]
  const service = services.find((entry) => entry.id === id)
  if (!service) throw new Error(`no service ${id}`)
  return service
}

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // Full-page shots are taken from the top, so the sticky header sits where it belongs.
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    })
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('an admin changes a price, the WhatsApp number and the FAQs, and the site follows at once', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL as string).origin
  const headers = { origin, 'content-type': 'application/json' }
  const before = await catalogued(request, SERVICE.id)
  const newPrice = before.discountedPrice - 200

  // An owner, in a browser of their own, books a lab test at today's price.
  const ownerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.1' } })
  const owner = await ownerContext.newPage()
  await signInThroughApi(owner, baseURL as string, OWNER, 'Ishita')
  const booked = await owner.request.post('/api/appointments', {
    headers,
    data: {
      petOwnerName: 'Ishita Sen',
      phoneNumber: OWNER,
      email: 'ishita@example.in',
      petName: 'Mishti',
      petType: 'cat',
      petBreed: 'Indian domestic',
      serviceType: 'labtest',
      appointmentType: 'home',
      appointmentDate: tomorrowInIndia(),
      appointmentTime: '11:00',
      services: [{ id: SERVICE.id, title: SERVICE.title, price: before.price, discountedPrice: before.discountedPrice, quantity: 1 }],
      totalAmount: before.discountedPrice,
      notes: '',
      userId: OWNER,
      address: 'C-4, Sector 45',
      city: 'Gurgaon',
      pincode: '122003',
      landmark: '',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  await signInThroughApi(page, baseURL as string, ADMIN, 'Farah')
  const restore: Array<() => Promise<unknown>> = []
  try {
    await test.step('a new price shows on the service page and in a new cart; the booking keeps its price', async () => {
      await gotoHydrated(page, '/admin/services')
      await expect(page.getByRole('heading', { level: 1, name: 'Manage services' })).toBeVisible()
      const row = page.getByRole('listitem', { name: SERVICE.title })
      await row.getByRole('button', { name: 'Edit' }).click()
      // A price box left empty is refused by name, never 'Saved' over the old price.
      await row.getByLabel('Price charged (₹)').fill('')
      await row.getByRole('button', { name: 'Save changes' }).click()
      await expect(row.getByText('discountedPrice must be a number of rupees')).toBeVisible()
      await row.getByLabel('Price charged (₹)').fill(String(newPrice))
      await screenshot(row, { path: `${SHOTS}/admin-service-edit.png` })
      // The page is in the cache right before the save (kept up to PAGE_CACHE_SECONDS, 10 s).
      await request.get(SERVICE.page)
      expect((await request.get(SERVICE.page)).headers()['x-page-cache']).toBe('HIT')
      await row.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByText(`${SERVICE.title} is saved; the site shows it now.`, { exact: true })).toBeVisible()
      // The visitor's next request: the save cleared the page cache instead of leaving it to expire.
      const fresh = await request.get(SERVICE.page)
      expect(fresh.headers()['x-page-cache']).toBe('MISS')
      expect(await fresh.text()).toContain(formatRupees(newPrice))
      await expect(row).toContainText(formatRupees(newPrice))
      restore.push(async () => {
        const current = (await (await page.request.get('/api/admin/services')).json()) as { services: Array<{ id: string; version: number }> }
        const version = current.services.find((entry) => entry.id === SERVICE.id)?.version
        return page.request.put(`/api/admin/services/${SERVICE.id}`, { headers, data: { discountedPrice: before.discountedPrice, version } })
      })
      await shots(page, 'admin-services')


      await gotoHydrated(owner, SERVICE.page)
      await owner.getByRole('button', { name: `Add to cart: ${SERVICE.title}` }).first().click()
      await owner.getByRole('banner').getByRole('button', { name: /^Cart, / }).click()
      const drawer = owner.getByRole('dialog', { name: 'Your cart' })
      await expect(drawer.getByTestId('cart-total')).toHaveText(formatRupees(newPrice))
      await owner.keyboard.press('Escape')

      await gotoHydrated(owner, '/appointments')
      const card = owner.getByTestId('appointment-card').filter({ hasText: 'Mishti' })
      await expect(card).toContainText(formatRupees(before.discountedPrice))
      await expect(card).not.toContainText(formatRupees(newPrice))
    })

    await test.step('a new WhatsApp number: the chat button opens a chat with it, and a failure shows the spec’s toast', async () => {
      await gotoHydrated(page, '/admin/whatsapp')
      await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp settings' })).toBeVisible()
      const number = page.getByLabel('WhatsApp Business number')
      await number.fill('12345')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible()
      await number.fill(NEW_WHATSAPP.input)
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText("'Chat with us' now opens a chat with +91 98222 00099.", { exact: true })).toBeVisible()
      restore.push(async () => {
        const current = (await (await page.request.get('/api/admin/whatsapp')).json()) as { whatsapp: { message: string; version: number } }
        return page.request.put('/api/admin/whatsapp', { headers, data: { number: E2E_BUSINESS.whatsappInput, message: current.whatsapp.message, version: current.whatsapp.version } })
      })
      await shots(page, 'admin-whatsapp')
      await expectNoAxeViolations(page)

      // WhatsApp itself is not reached from the tests: the new tab gets an empty page.
      await ownerContext.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
      await gotoHydrated(owner, '/help')
      const chat = owner.getByRole('link', { name: 'Chat with us' })
      await expect(chat).toHaveAttribute('href', NEW_WHATSAPP.href)
      const popup = owner.waitForEvent('popup')
      await chat.click()
      const tab = await popup
      await tab.waitForURL(/wa\.me/)
      expect(tab.url()).toMatch(new RegExp(`^${NEW_WHATSAPP.href.replace(/\./g, '\\.')}\\?text=`))
      await tab.close()

      const helpPopup = owner.waitForEvent('popup')
      await owner.getByRole('button', { name: 'Chat on WhatsApp' }).click()
      const helpTab = await helpPopup
      await helpTab.waitForURL(/wa\.me/)
      expect(helpTab.url()).toContain(NEW_WHATSAPP.href)
      await helpTab.close()
      await shots(owner, 'help-chat')
      await owner.setViewportSize({ width: 1280, height: 900 })

      await owner.route('**/api/whatsapp/start-chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }))
      await chat.click()
      const toast = owner.getByRole('status').filter({ hasText: 'Failed to initiate chat. Please try again.' })
      await expect(toast).toBeVisible()
      await expect(toast).toContainText('Error')
      await owner.unroute('**/api/whatsapp/start-chat')
    })

    await test.step('an FAQ added and moved up shows on /faq in its place', async () => {
      const question = 'Can the vet see two of my pets in one home visit?'
      await gotoHydrated(page, '/admin/faqs')
      await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible()
      await page.getByText('Add a question').click()
      await page.getByRole('button', { name: 'Add question' }).click()
      await expect(page.getByText('question must be at least 5 characters')).toBeVisible()
      await page.getByLabel('Question').first().fill(question)
      // With a pasted link, a word longer than a phone is wide: it wraps on the FAQ page rather than widening it.
      const answer = 'Yes. Add each pet to the booking; the vet sees them one after the other in the same visit. How to prepare: https://petvaidya.in/blogs/preparing-two-pets-for-one-home-visit-checklist'
      await page.getByLabel('Answer').first().fill(answer)
      await page.getByLabel('Group').first().selectOption('home-visits')
      await page.getByRole('button', { name: 'Add question' }).click()
      await expect(page.getByText('It is on the FAQ page now, last in its group.', { exact: true })).toBeVisible()

      const group = page.getByRole('region', { name: /^Home visits/ })
      const items = group.getByRole('listitem')
      await expect(items.last()).toHaveAccessibleName(question)
      const previousLast = (await items.nth((await items.count()) - 2).getAttribute('aria-label')) ?? ''
      await group.getByRole('button', { name: `Move up: ${question}` }).click()
      await expect(items.nth((await items.count()) - 2)).toHaveAccessibleName(question)
      await expect(items.last()).toHaveAccessibleName(previousLast)
      restore.push(async () => {
        const current = (await (await page.request.get('/api/admin/faqs')).json()) as { faqs: Array<{ id: number; question: string; version: number }> }
        const added = current.faqs.find((faq) => faq.question === question)
        return added ? page.request.delete(`/api/admin/faqs/${added.id}?version=${added.version}`, { headers: { origin } }) : null
      })
      await shots(page, 'admin-faqs')
      await expectNoAxeViolations(page)

      const served = await (await request.get('/faq')).text()
      expect(served.indexOf(question)).toBeGreaterThan(-1)
      expect(served.indexOf(question)).toBeLessThan(served.indexOf(previousLast.replace(/'/g, '&#x27;')))
      await owner.setViewportSize({ width: 375, height: 800 })
      await gotoHydrated(owner, '/faq')
      await owner.getByText(question).click()
      await expect(owner.getByText(answer)).toBeVisible()
      const widths = await owner.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
    })

    await test.step('a stale save is refused and the page says so', async () => {
      await gotoHydrated(page, '/admin/claims')
      await expect(page.getByRole('heading', { level: 1, name: 'Marketing claims' })).toBeVisible()
      await expect(page.getByLabel('Claim 1')).toHaveValue('5+ cities')
      const current = (await (await page.request.get('/api/admin/marketing-claims')).json()) as { marketingClaims: { claims: unknown[]; version: number } }
      // Another admin saves first.
      const other = await page.request.put('/api/admin/marketing-claims', { headers, data: current.marketingClaims })
      expect(other.status()).toBe(200)
      await page.getByRole('button', { name: 'Save claims' }).click()
      await expect(page.getByRole('alert')).toContainText('Not saved: someone else changed this first')
      await shots(page, 'admin-claims-stale')
      await page.getByRole('button', { name: 'Load the latest version' }).click()
      await page.getByRole('button', { name: 'Save claims' }).click()
      await expect(page.getByText('The home page and the sign-in dialog show these claims now.', { exact: true })).toBeVisible()
    })
  } finally {
    for (const undo of restore.reverse()) await undo()
    await ownerContext.close()
  }
})
