import { type Locator, type Page, expect, test } from './fixtures.ts'
import { gotoHydrated, pressEscapeIn } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

/** Back with any dialog open closes that dialog and the page stays; focus goes back to its opener (decision 0067). */
test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })

const PHONE = '9811937010'

async function backCloses(page: Page, opener: Locator, dialogName: string) {
  const url = page.url()
  await opener.click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  await page.goBack()
  await expect(dialog).toBeHidden()
  expect(page.url()).toBe(url)
  await expect(opener).toBeFocused()
}

test('Back closes each dialog at 375 px and stays on the page, with focus back on what opened it', async ({ page, baseURL }) => {
  test.setTimeout(400_000)
  await gotoHydrated(page, '/')
  await backCloses(page, page.getByRole('banner').getByRole('button', { name: 'Login' }), 'Sign In')

  await signInThroughApi(page, baseURL as string, PHONE, 'Kiran')
  const tomorrow = await page.evaluate(() => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10))
  const created = await page.request.post('/api/appointments', {
    headers: { origin: new URL(baseURL as string).origin, 'content-type': 'application/json' },
    data: {
      petOwnerName: 'Kiran',
      phoneNumber: PHONE,
      email: 'kiran@example.in',
      petName: 'Sheru',
      petType: 'dog',
      petBreed: 'Indie',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: tomorrow,
      appointmentTime: '15:00',
      services: [],
      totalAmount: 149,
      notes: '',
      userId: PHONE,
    },
  })
  expect(created.status()).toBe(201)

  await gotoHydrated(page, '/appointments')
  const card = page.getByTestId('appointment-card').filter({ hasText: 'Sheru' })
  await backCloses(page, card.getByRole('button', { name: 'Reschedule' }), 'Reschedule')
  await backCloses(page, card.getByRole('button', { name: 'Cancel appointment' }), 'Cancel this appointment?')

  await gotoHydrated(page, '/account')
  await backCloses(page, page.getByRole('button', { name: 'Add address' }), 'Add an address')

  await gotoHydrated(page, '/pet-profiles')
  await backCloses(page, page.getByRole('button', { name: 'Add a pet' }), 'Add a pet')

  await gotoHydrated(page, '/dog-grooming')
  await page.getByRole('button', { name: /^Add to cart: / }).first().click()
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / })
  await cartButton.click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Pay Online' }).click()
  const payment = page.getByRole('dialog', { name: 'Complete Payment' })
  await expect(payment).toBeVisible()
  await page.goBack()
  await expect(payment).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/dog-grooming')

  // Escape gives the focus back too, and a later Back leaves the page as usual.
  await gotoHydrated(page, '/')
  const bookNow = page.getByRole('button', { name: 'Book a Home Service Today' })
  await bookNow.click()
  await pressEscapeIn(page, page.getByRole('dialog', { name: 'Book an Appointment' }))
  await expect(bookNow).toBeFocused()
  const carousel = page.getByRole('region', { name: 'Assistant tools', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await backCloses(page, carousel.getByRole('button', { name: /^Start Chat: / }).first(), 'Pet Information')
  await page.goBack()
  await expect(page).toHaveURL(/\/dog-grooming$/)
})
