import { randomUUID } from 'node:crypto'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated, pressEscapeIn } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

/** Every payment and booking of these journeys happens in one tab, without a reload in between. */

/** A client-side navigation: the tab keeps its state, as when a person follows a link. */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function addToCart(page: Page, path: string, serviceTitle: string) {
  await goTo(page, path)
  await page.getByRole('button', { name: `Add to cart: ${serviceTitle}`, exact: true }).first().click()
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible()
}

async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

async function payOnline(page: Page, amount: string, options: { failFirst?: boolean } = {}) {
  const drawer = await openCart(page)
  await drawer.getByRole('button', { name: 'Pay Online' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' })
  await expect(dialog.getByTestId('payment-total')).toHaveText(amount)
  const checkout = page.getByRole('dialog', { name: 'PetVaidya' })
  if (options.failFirst) {
    await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
    await checkout.getByRole('button', { name: 'Simulate a failed payment' }).click()
    await expect(page.getByText('Payment failed: Your UPI payment was declined by the bank').first()).toBeVisible()
    await checkout.getByRole('button', { name: 'Close checkout' }).click()
    await expect(checkout).toBeHidden()
  }
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click()
  await expect(page.getByText(`Payment of ${amount} completed successfully.`).first()).toBeVisible()
}

/**
 * Books tomorrow at `time` in the open booking dialog: a video consultation, or a home visit for
 * grooming (a payment for grooming fixes the visit type to a home visit).
 */
async function book(page: Page, petName: string, time: string, visit: 'video' | 'home grooming' = 'video') {
  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  // After the first booking the saved pet is offered (and preselected when it is the only one).
  const addNew = booking.getByRole('radio', { name: /Add New Pet/ })
  await expect(booking.getByLabel('Pet name').or(addNew).first()).toBeVisible()
  if (await addNew.isVisible()) await addNew.check()
  await booking.getByLabel('Pet name').fill(petName)
  await booking.getByLabel('Pet type').selectOption('dog')
  await booking.getByLabel('Breed').selectOption('Beagle')
  await booking.getByRole('button', { name: 'Continue' }).click()
  await booking.getByLabel('Email').fill('nisha@example.in')
  await booking.getByRole('button', { name: 'Continue' }).click()
  if (visit === 'video') {
    await booking.getByLabel(/^Video consultation/).check()
    await booking.getByLabel('Service').selectOption('checkup')
  } else {
    await expect(booking.getByLabel(/^Home visit/)).toBeChecked()
    await booking.getByLabel('Service').selectOption({ label: 'Grooming' })
  }
  await booking.getByRole('radio', { name: /^Tomorrow/ }).click()
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: new RegExp(`^${time}`) }).click()
  await booking.getByRole('button', { name: 'Continue' }).click()
  if (visit === 'home grooming') {
    await booking.getByRole('textbox', { name: 'Address', exact: true }).fill('C-4, Sector 45')
    await booking.getByLabel('City').fill('Gurgaon')
    await booking.getByLabel('PIN code').fill('122003')
    await booking.getByRole('button', { name: 'Continue' }).click()
  } else {
    await booking.getByRole('button', { name: 'Continue' }).click()
  }
  await booking.getByRole('button', { name: 'Confirm Appointment' }).click()
  await expect(booking).toBeHidden()
}

async function openedAppointmentId(page: Page, path: RegExp): Promise<string> {
  await expect(page).toHaveURL(path)
  return new URL(page.url()).searchParams.get('id') as string
}

test('pays online again and again in one tab, each payment booked once, and a later unpaid booking shows no payment', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await signInThroughApi(page, baseURL as string, '9811920001', 'Nisha')
  await gotoHydrated(page, '/dog-grooming')

  // First payment and its booking.
  await addToCart(page, '/dog-grooming', 'Dog Grooming at Home')
  await payOnline(page, '₹1,199')
  await book(page, 'Bruno', '17:00', 'home grooming')
  const first = await openedAppointmentId(page, /\/payment\/success\?id=/)
  await expect(page.getByTestId('payment-details')).toContainText('₹1,199')
  expect(await page.evaluate(() => sessionStorage.getItem('paymentSuccess'))).toBeNull()

  // A visit paid after the service: its own booking, no amount paid, no payment page.
  await addToCart(page, '/video-consultation', 'Video Consultation')
  const drawer = await openCart(page)
  await drawer.getByRole('button', { name: 'Pay Post Service' }).click()
  await book(page, 'Coco', '18:00')
  const unpaid = await openedAppointmentId(page, /\/appointment\/success\?id=/)
  await expect(page.getByTestId('appointment-details')).toContainText('Coco')
  await expect(page.getByTestId('payment-line')).toHaveText('Payment will be collected after the service')
  await expect(page.getByText('Amount paid')).toHaveCount(0)

  // Second payment in the same tab, another cart.
  await addToCart(page, '/video-consultation', 'Video Consultation')
  await payOnline(page, '₹149')
  await book(page, 'Tiger', '19:00')
  const second = await openedAppointmentId(page, /\/payment\/success\?id=/)
  await expect(page.getByTestId('payment-details')).toContainText('₹149')

  // Third: a declined attempt and a closed checkout first, then a payment that goes through.
  await addToCart(page, '/video-consultation', 'Video Consultation')
  await payOnline(page, '₹149', { failFirst: true })
  await book(page, 'Sheru', '20:00')
  const third = await openedAppointmentId(page, /\/payment\/success\?id=/)

  const list = (await (await page.request.get('/api/appointments')).json()) as {
    upcoming: Array<{ id: string; paidAmount: number; paymentId: string | null }>
  }
  const byId = new Map(list.upcoming.map((appointment) => [appointment.id, appointment]))
  expect(list.upcoming).toHaveLength(4)
  expect(byId.get(first)).toMatchObject({ paidAmount: 1199, paymentId: expect.stringMatching(/^pay_/) })
  expect(byId.get(unpaid)).toMatchObject({ paidAmount: 0, paymentId: null })
  expect(byId.get(second)).toMatchObject({ paidAmount: 149, paymentId: expect.stringMatching(/^pay_/) })
  expect(byId.get(third)).toMatchObject({ paidAmount: 149, paymentId: expect.stringMatching(/^pay_/) })
  const paymentIds = [first, second, third].map((id) => byId.get(id)?.paymentId)
  expect(new Set(paymentIds).size).toBe(3)
})

test('a paid cart is never asked for again: a new service waits until the paid ones are booked', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  await signInThroughApi(page, baseURL as string, '9811920002', 'Farah')
  await gotoHydrated(page, '/dog-grooming')
  await addToCart(page, '/dog-grooming', 'Dog Grooming at Home')
  await payOnline(page, '₹1,199')
  const booking = page.getByRole('dialog', { name: 'Book an Appointment' })
  await pressEscapeIn(page, booking)
  await expect(booking).toBeHidden()

  await goTo(page, '/video-consultation')
  await page.getByRole('button', { name: 'Add to cart: Video Consultation', exact: true }).first().click()
  await expect(page.getByText('Book your paid services first', { exact: true }).first()).toBeVisible()
  const drawer = await openCart(page)
  // The cart holds the paid services, which the new service did not enter, and offers only to book them.
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
  await expect(drawer.getByTestId('cart-line')).toContainText('Dog Grooming at Home')
  await expect(drawer.getByRole('status')).toHaveText('Paid online. Book a time for these services.')
  await expect(drawer.getByRole('button', { name: 'Pay Online' })).toHaveCount(0)
  // The payment is not listed twice: the cart already shows it.
  await expect(drawer.getByRole('region', { name: 'Paid, not yet booked' })).toHaveCount(0)

  // Once booked, the new service gets a payment of its own, for its own price only.
  await drawer.getByRole('button', { name: 'Book an appointment' }).click()
  await book(page, 'Bruno', '16:00', 'home grooming')
  await expect(page).toHaveURL(/\/payment\/success\?id=/)
  await addToCart(page, '/video-consultation', 'Video Consultation')
  await payOnline(page, '₹149')
})

test('an unknown booking id shows one clear message and the way to My Appointments', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811920003', 'Gita')
  await gotoHydrated(page, `/appointment/success?id=${randomUUID()}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this booking')
  await expect(page.getByText('Your appointment is booked')).toHaveCount(0)
  await page.getByTestId('booking-not-found').getByRole('link', { name: 'My Appointments' }).click()
  await expect(page).toHaveURL(/\/appointments$/)
})
