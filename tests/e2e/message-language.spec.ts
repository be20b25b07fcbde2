import { mkdirSync } from 'node:fs'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

/** The language of the owner's SMS and e-mails: chosen on the account page, and by the language switch (decision 0076). */
const SHOTS = 'test-results/message-language'
mkdirSync(SHOTS, { recursive: true })

const profileLanguage = async (page: Page) => ((await (await page.request.get('/api/account/profile')).json()) as { language: string }).language

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the account page saves the language for messages, and the language switch moves it too', async ({ page, baseURL }) => {
      test.setTimeout(90_000)
      const phone = width === 375 ? '9811400071' : '9811400072'
      await signInThroughApi(page, baseURL as string, phone, 'Meena')

      await gotoHydrated(page, '/account')
      const choice = page.getByRole('group', { name: 'Language for messages' })
      await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked()
      await choice.getByRole('radio', { name: 'हिन्दी' }).check()
      await page.getByRole('button', { name: 'Save details' }).click()
      await expect(page.getByText('Profile saved', { exact: true }).first()).toBeVisible()
      expect(await profileLanguage(page)).toBe('hi')
      await choice.scrollIntoViewIfNeeded()
      await screenshot(page, { path: `${SHOTS}/account-${width}.png` })

      await gotoHydrated(page, '/account')
      await expect(page.getByRole('group', { name: 'Language for messages' }).getByRole('radio', { name: 'हिन्दी' })).toBeChecked()

      // On a Hindi page the switch leads back to English: the profile follows it.
      await gotoHydrated(page, '/hi')
      if (width === 375) {
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
        await page.getByRole('link', { name: 'Read in English' }).click()
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
      }
      await expect(page).toHaveURL(/\/$/)
      await expect.poll(() => profileLanguage(page)).toBe('en')
    })
  })
}
