import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { latestCode } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

async function openSignIn(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a number pasted as +91 98765 43210 signs in', async ({ page }) => {
  const dialog = await openSignIn(page)
  await dialog.getByLabel('First Name').fill('Anil')
  await dialog.getByLabel('Phone Number').focus()
  // insertText goes through the browser's editing, as a paste does.
  await page.keyboard.insertText('+91 98765 43210')
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('9876543210')
  await dialog.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await expect(dialog.getByText('+91 98765 43210')).toBeVisible()
  await dialog.getByPlaceholder('6-digit code').fill(latestCode('9876543210'))
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /Anil/ })).toBeVisible()
})

test("refuses a number that cannot be a mobile before asking the server; after 'Change' the same number goes back to the code already sent", async ({ page }) => {
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/send-otp')) sends.push(request.url())
  })
  const dialog = await openSignIn(page)
  await dialog.getByLabel('First Name').fill('Ravi')
  await dialog.getByLabel('Phone Number').fill('5811100009')
  await dialog.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await expect(page.getByText('Invalid Input', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Please enter a valid first name and 10-digit phone number').first()).toBeVisible()
  await expect(dialog.getByText('Indian mobile numbers start with 6, 7, 8 or 9. Please check the number.')).toBeVisible()
  await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true')
  expect(sends).toEqual([])
  await screenshot(page, { path: 'test-results/screenshots/sign-in-first-digit-1280.png' })

  await dialog.getByLabel('Phone Number').fill('9811100009')
  await expect(dialog.getByText(/start with 6, 7, 8 or 9/)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await expect(dialog.getByRole('heading', { name: 'Enter OTP' })).toBeVisible()
  const resend = dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ })
  await expect(resend).toBeDisabled()

  // 'Change', then on with the same number: back to the code already sent, no second SMS and no wait.
  const code = latestCode('9811100009')
  await dialog.getByRole('button', { name: 'Change' }).click()
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('9811100009')
  await dialog.getByRole('button', { name: 'Get OTP via SMS' }).click()
  await expect(dialog.getByRole('heading', { name: 'Enter OTP' })).toBeVisible()
  await expect(page.getByText(/Please wait \d+ seconds/)).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled()
  expect(sends).toHaveLength(1)
  await dialog.getByPlaceholder('6-digit code').fill(code)
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /Ravi/ })).toBeVisible()
})
