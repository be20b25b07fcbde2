import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './a11y.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

/** The last owner-facing pages made Hindi (decision 0084): favourites, about, testimonials, media, newsletter, referral. */
const SHOTS = 'test-results/hindi-pages'

test('at 375 px a signed-in owner sees their favourite clinics in Hindi, each clinic named as written', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInThroughApi(page, baseURL as string, '9877760001', 'मीरा')

  await gotoHydrated(page, '/hi/favorites')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पसंदीदा क्लिनिक')
  await expect(page.getByText('अभी कोई पसंदीदा क्लिनिक नहीं है।', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'क्लिनिक ढूँढें' })).toHaveAttribute('href', '/hi/find-clinics')
  expect(await englishLeftOnPage(page)).toEqual([])

  // A favourite saved as the heart saves it.
  const found = (await (await page.request.get('/api/clinics?city=Delhi')).json()) as { clinics: { id: string; name: string }[] }
  const clinic = found.clinics[0]
  expect(clinic, 'a Delhi clinic to save').toBeDefined()
  const saved = await page.request.put(`/api/favorites/${clinic!.id}`, { headers: { origin: new URL(baseURL as string).origin } })
  expect(saved.ok()).toBe(true)

  await gotoHydrated(page, '/hi/favorites')
  const heading = page.getByRole('list', { name: 'क्लिनिक' }).getByRole('heading', { level: 3 })
  await expect(heading).toHaveText([clinic!.name])
  await expect(heading).toHaveAttribute('translate', 'no')
  await expect(page.getByRole('button', { name: `${clinic!.name}: पसंदीदा से हटाएँ` })).toHaveAttribute('aria-pressed', 'true')
  expect(await englishLeftOnPage(page)).toEqual([])
  await expectNoAxeViolations(page)
  await screenshot(page, { path: `${SHOTS}/favorites-375.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await screenshot(page, { path: `${SHOTS}/favorites-1280.png`, fullPage: true })
})

test('at 375 px a signed-in owner who is not a member is sent to the Hindi plans from the referral page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInThroughApi(page, baseURL as string, '9877760002', 'कबीर')
  await gotoHydrated(page, '/hi/gold-membership/referral')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दोस्त को गोल्ड मेंबरशिप के लिए रेफ़र करें')
  await expect(page.getByTestId('referral-none')).toContainText('रेफ़रल कोड गोल्ड मेंबर्स के लिए हैं।')
  await expect(page.getByTestId('referral-none').getByRole('link', { name: 'प्लान देखें' })).toHaveAttribute('href', '/hi/gold-membership')
  expect(await englishLeftOnPage(page)).toEqual([])
})

test('at 1280 px /hi/about tells who we are in Hindi and links the Hindi city pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/hi/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PetVaidya के बारे में')
  for (const name of ['हम कौन हैं', 'हमारे वेट कैसे काम करते हैं', 'होम विज़िट किट में क्या होता है', 'हम कहाँ काम करते हैं', 'घर बैठे वेट से मिलें']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByRole('list', { name: 'हमारे उसूल' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'गुरुग्राम', exact: true })).toHaveAttribute('href', '/hi/pet-clinic-gurgaon-vet-home-visit')
  await expect(page.getByRole('link', { name: 'आम सवाल पढ़ें' })).toHaveAttribute('href', '/hi/faq')
  expect(await englishLeftOnPage(page)).toEqual([])
  await expectNoAxeViolations(page)
})

test('at 1280 px /hi/testimonials is Hindi around the sample reviews, which stay as written and say they are samples', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/hi/testimonials')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेट पेरेंट्स क्या कहते हैं')
  await expect(page.getByText(/^ये नमूने के रिव्यू हैं/)).toBeVisible()
  const reviews = page.getByRole('list', { name: 'रिव्यू' }).getByRole('listitem')
  expect(await reviews.count()).toBeGreaterThan(0)
  await expect(reviews.first()).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 2, name: 'अपने कुत्ते या बिल्ली के लिए वेट बुक करें' })).toBeVisible()
  expect(await englishLeftOnPage(page)).toEqual([])
  await expectNoAxeViolations(page)
  // The breadcrumb data names the Hindi pages.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
  expect(jsonLd).toContain('/hi/testimonials')
})

test('the media pages say in Hindi that nothing is published yet, and mark their guides English', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/hi/podcasts')
  await expect(page.getByTestId('nothing-published')).toHaveText('अभी पॉडकास्ट का कोई एपिसोड नहीं आया है। यही बातें हमारी लिखी हुई गाइड में हैं: ब्लॉग और रिसोर्स।')
  await expect(page.getByTestId('nothing-published').getByRole('link', { name: 'रिसोर्स' })).toHaveAttribute('href', '/hi/resources')

  await gotoHydrated(page, '/hi/resources')
  await expect(page.getByRole('heading', { level: 2, name: 'गाइड अंग्रेज़ी में हैं' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'इस पेज पर' }).getByRole('list')).toHaveAttribute('lang', 'en')
  // The same review status as the English page, said in Hindi, its sources as written.
  await expect(page.getByTestId('review-status')).toContainText('अभी किसी वेट ने इसकी जाँच नहीं की है।')
  expect(await englishLeftOnPage(page)).toEqual([])
})

test('the Hindi newsletter form shows its consent in Hindi beside the English text the server keeps, and says a bad address in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/hi/newsletters')
  await expect(page.getByText('आपके पते के साथ सहमति अंग्रेज़ी में इन शब्दों में रखी जाती है:')).toBeVisible()
  await page.getByLabel('ईमेल पता').fill('not-an-address')
  await page.getByRole('button', { name: 'सब्सक्राइब करें' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('सही ईमेल पता लिखें, जैसे name@example.com')
  expect(await englishLeftOnPage(page)).toEqual([])
})

for (const width of [375, 1280] as const) {
  test(`screenshots of the Hindi about, testimonials, media, newsletter and referral pages at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/hi/about', '/hi/testimonials', '/hi/videos', '/hi/podcasts', '/hi/resources', '/hi/academy', '/hi/newsletters', '/hi/gold-membership/referral']) {
      await gotoHydrated(page, path)
      await screenshot(page, { path: `${SHOTS}/${path.slice(4).replace(/\//g, '-')}-${width}.png`, fullPage: true })
    }
  })
}
