import { mkdirSync } from 'node:fs'
import { expectNoAxeViolations } from './a11y.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const SHOTS = 'test-results/whatsapp'
mkdirSync(SHOTS, { recursive: true })

for (const [width, phone] of [[375, '9833350501'], [1280, '9833350502']] as const) {
  test.describe(`the account's reminder channel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("'Reminders on WhatsApp' is on by default, and turned off it stays off", async ({ page, baseURL }) => {
      await signInThroughApi(page, baseURL as string, phone, 'Farah')
      await gotoHydrated(page, '/account')
      const choice = page.getByRole('checkbox', { name: 'Reminders on WhatsApp' })
      await expect(choice).toBeChecked()
      await expect(choice).toHaveAccessibleDescription(/otherwise by SMS/)
      await choice.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await screenshot(page, { path: `${SHOTS}/account-reminder-channel-${width}.png` })
      await expectNoAxeViolations(page, 'main')

      await choice.uncheck()
      await page.getByRole('button', { name: 'Save details' }).click()
      await expect(page.getByText('Profile saved', { exact: true }).first()).toBeVisible()
      const profile = await page.request.get('/api/account/profile')
      expect(await profile.json()).toMatchObject({ whatsappReminders: false })

      await gotoHydrated(page, '/account')
      await expect(page.getByRole('checkbox', { name: 'Reminders on WhatsApp' })).not.toBeChecked()
    })
  })
}
