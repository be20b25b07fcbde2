import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated, pressEscapeIn } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'

async function addToCart(page: Page, path: string, serviceTitle: string) {
  await gotoHydrated(page, path)
  await page.getByRole('button', { name: `Add to cart: ${serviceTitle}` }).first().click()
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible()
}

async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

async function startPayment(page: Page) {
  const drawer = await openCart(page)
  await drawer.getByRole('button', { name: 'Pay Online' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('adds services, pays online in the sandbox checkout, and the booking dialog takes the paid cart', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811910001', 'Meera')
  await addToCart(page, '/dog-vaccination', 'Dog Core Vaccine (DHPPi+L)')
  await addToCart(page, '/dog-grooming', 'Dog Grooming at Home')

  const drawer = await openCart(page)
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2)
  await expect(drawer.getByTestId('cart-total')).toHaveText('₹2,398')
  await drawer.getByRole('button', { name: 'One more Dog Grooming at Home' }).click()
  await expect(drawer.getByTestId('cart-total')).toHaveText('₹3,597')
  await drawer.getByRole('button', { name: 'One fewer Dog Grooming at Home' }).click()
  await expect(drawer.getByTestId('cart-total')).toHaveText('₹2,398')
  await page.keyboard.press('Escape')

  const dialog = await startPayment(page)
  await expect(dialog.getByText('Payment Summary')).toBeVisible()
  await expect(dialog.getByTestId('payment-lines').getByRole('listitem')).toHaveText([
    'Dog Core Vaccine (DHPPi+L) × 1₹1,199',
    'Dog Grooming at Home × 1₹1,199',
  ])
  await expect(dialog.getByTestId('payment-total')).toHaveText('₹2,398')
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()

  const checkout = page.getByRole('dialog', { name: 'PetVaidya' })
  await expect(checkout).toBeVisible()
  await expect(checkout.getByText('Veterinary Services Payment')).toBeVisible()
  await expect(checkout.getByText('₹2,398').first()).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay ₹2,398' }).click()

  await expect(page.getByText('Payment of ₹2,398 completed successfully.').first()).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('paymentSuccess') ?? 'null') as { amount: number; paymentId: string } | null)
  expect(stored?.amount).toBe(2398)
  expect(stored?.paymentId).toMatch(/^pay_/)

  // The paid cart is settled (nothing more to pay) and the booking dialog takes over.
  await expect(page.getByRole('dialog', { name: /Book/ })).toBeVisible()
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { paymentStatus: { isCompleted: boolean; paymentId: string } })
  expect(cart.paymentStatus).toMatchObject({ isCompleted: true, paymentId: stored?.paymentId })
  await pressEscapeIn(page, page.getByRole('dialog', { name: /Book/ }))
  const settled = await openCart(page)
  // Closed without booking: the cart keeps the paid services and offers only to book them; the
  // account lists the same payment as waiting (decision 0067), and the cart does not list it twice.
  await expect(settled.getByTestId('cart-line')).toHaveCount(2)
  await expect(settled.getByRole('status')).toHaveText('Paid online. Book a time for these services.')
  await expect(settled.getByRole('button', { name: 'Book an appointment' })).toBeVisible()
  await expect(settled.getByRole('button', { name: 'Pay Online' })).toHaveCount(0)
  await expect(settled.getByRole('region', { name: 'Paid, not yet booked' })).toHaveCount(0)
})

test('shows the failure toast when the checkout fails, and clears the busy state', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811910002', 'Kabir')
  await addToCart(page, '/cat-grooming', 'Cat Grooming at Home')
  const dialog = await startPayment(page)
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()

  const checkout = page.getByRole('dialog', { name: 'PetVaidya' })
  await checkout.getByRole('button', { name: 'Simulate a failed payment' }).click()
  await expect(page.getByText('Payment failed: Your UPI payment was declined by the bank').first()).toBeVisible()
  await checkout.getByRole('button', { name: 'Close checkout' }).click()
  await expect(checkout).toBeHidden()
  await expect(dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' })).toBeEnabled()
  expect(await page.evaluate(() => sessionStorage.getItem('paymentSuccess'))).toBeNull()
})

test('closing the checkout ends the busy state and records no payment', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811910003', 'Zoya')
  await addToCart(page, '/dog-lab-test', 'Dog Tick Fever Test')
  const dialog = await startPayment(page)
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
  const checkout = page.getByRole('dialog', { name: 'PetVaidya' })
  await checkout.getByRole('button', { name: 'Close checkout' }).click()
  await expect(dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' })).toBeEnabled()
  expect(await page.evaluate(() => sessionStorage.getItem('paymentSuccess'))).toBeNull()
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { paymentStatus: { isCompleted: boolean } })
  expect(cart.paymentStatus.isCompleted).toBe(false)
})

test('asks a signed-out visitor to sign in before paying online', async ({ page }) => {
  await addToCart(page, '/cat-vaccination', 'Cat Core Vaccine (FVRCP)')
  const drawer = await openCart(page)
  await drawer.getByRole('button', { name: 'Pay Online' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
})

test('refuses the order when the cart holds a price the catalogue no longer has', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL as string, '9811910004', 'Ira')
  await page.addInitScript(() => {
    const line = { id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1, quantity: 1 }
    localStorage.setItem('cart', JSON.stringify({ items: [line], total: 1, paymentStatus: null }))
  })
  await gotoHydrated(page, '/')
  const dialog = await startPayment(page)
  await dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' }).click()
  await expect(page.getByText('Unable to process online payment. Please try again.').first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Pay Now (UPI / Google Pay)' })).toBeEnabled()
})
