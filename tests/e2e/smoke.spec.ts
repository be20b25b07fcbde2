import { expect, test } from '@playwright/test'

test('the home page renders inside the layout and hydrates', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('PetVaidya - Professional Pet Healthcare Services')
  await expect(page.getByRole('button', { name: 'Book a Home Service Today' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
