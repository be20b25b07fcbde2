import { mkdirSync } from 'node:fs'
import hiAdvice from '../../content/i18n/hi/assistant-advice.ts'
import hiAssistant from '../../content/i18n/hi/assistant.ts'
import { formatDayMonthYear } from '../../core/dates.ts'
import hiHome from '../../content/i18n/hi/home.ts'
import { type Locator, type Page, expect, test } from './fixtures.ts'
import { LANGUAGE_COOKIE, pathInLanguage } from '../../core/i18n/language.ts'
import { HINDI_MODULES } from '../../core/i18n/pages.ts'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { signInThroughApi } from './sign-in.ts'
import { screenshot } from './screenshot.ts'

const WIDTHS = [375, 1280] as const

/** The hreflang links of the page's head, as language → address. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  )
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value
}

/** Every Hindi page, by route module: the first of each at both widths with the menu, the others at 375 px. */
const HINDI_PAGES_BY_MODULE = new Map<string, string[]>()
for (const page of SITE_PAGES.filter((entry) => HINDI_MODULES.has(entry.module))) {
  HINDI_PAGES_BY_MODULE.set(page.module, [...(HINDI_PAGES_BY_MODULE.get(page.module) ?? []), page.examplePath])
}

/** The page is Hindi, names both languages where it is indexed, fits the screen and leaves no English. */
async function expectHindiPage(page: Page, origin: string, englishPath: string) {
  const hindiPath = pathInLanguage(englishPath, 'hi')
  const response = await gotoHydrated(page, hindiPath)
  expect(response?.status(), hindiPath).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // A page kept out of search (an account's own pages) names no alternates; every other names both.
  const indexed = !(await page.locator('meta[name="robots"]').getAttribute('content'))?.includes('noindex')
  expect(await hreflangs(page), hindiPath).toEqual(indexed ? { en: `${origin}${englishPath}`, hi: `${origin}${hindiPath}`, 'x-default': `${origin}${englishPath}` } : {})
  await expectNoSidewaysScroll(page)
  expect(await englishLeftOnPage(page), hindiPath).toEqual([])
}

for (const [moduleIndex, [module, [first, ...others]]] of [...HINDI_PAGES_BY_MODULE].entries()) {
  if (!first) continue
  const hindiPath = pathInLanguage(first, 'hi')
  // The account's pages are read signed in, as their owners see them.
  const signedIn = SITE_PAGES.find((entry) => entry.examplePath === first)?.section === 'account'
  for (const width of WIDTHS) {
    test(`${hindiPath}${signedIn ? ' (signed in)' : ''} at ${width} px is in Hindi, names both languages, fits the screen and has no axe violations`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 })
      if (signedIn) await signInThroughApi(page, baseURL as string, `98117${String(400 + moduleIndex * 2 + WIDTHS.indexOf(width)).padStart(5, '0')}`, 'मीरा')
      await expectHindiPage(page, (baseURL ?? '').replace(/\/+$/, ''), first)
      await expectNoAxeViolations(page)
      if (width === 375) {
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
        await expect(page.getByRole('dialog', { name: 'मेन्यू' })).toBeVisible()
        expect(await englishLeftOnPage(page)).toEqual([])
        await expectNoSidewaysScroll(page)
      }
    })
  }
  if (others.length > 0) {
    test(`the other ${others.length} Hindi pages of ${module} at 375 px are in Hindi and fit the screen`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + others.length * 10_000)
      await page.setViewportSize({ width: 375, height: 800 })
      for (const englishPath of others) await expectHindiPage(page, (baseURL ?? '').replace(/\/+$/, ''), englishPath)
    })
  }
}

test.describe('the home page in both languages', () => {
  test('the English home page names its Hindi page, and its words stay English', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    const origin = (baseURL ?? '').replace(/\/+$/, '')
    expect(await hreflangs(page)).toEqual({ en: `${origin}/`, hi: `${origin}/hi`, 'x-default': `${origin}/` })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted vets for your dog or cat, at your doorstep')
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
  })

  test('the language switch leads from / to /hi and back, and keeps the choice in a cookie', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true }).click()
    await expect(page).toHaveURL(/\/hi$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपके कुत्ते या बिल्ली के लिए भरोसेमंद वेट, आपके घर पर')
    expect(await languageCookie(page)).toBe('hi')
    // The links of the Hindi home page stay in Hindi where the page exists in Hindi.
    await expect(page.getByRole('banner').getByRole('link', { name: 'होम', exact: true })).toHaveAttribute('href', '/hi')

    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted vets for your dog or cat, at your doorstep')
    expect(await languageCookie(page)).toBe('en')
  })

  test("at 375 px the menu's switch leads to the page in the other language and the menu closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await gotoHydrated(page, '/help')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिन्दी में पढ़ें' }).click()
    await expect(page).toHaveURL(/\/hi\/help$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('link', { name: 'Read in English' }).click()
    await expect(page).toHaveURL(/\/help$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a page not yet in Hindi answers 404 under /hi, with the not-found page in Hindi', async ({ page }) => {
    const response = await page.goto('/hi/clinics/register')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला')
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi')
    expect(await englishLeftOnPage(page)).toEqual([])
  })
})

const SHOTS = 'test-results/hindi-assistant'
mkdirSync(SHOTS, { recursive: true })

/** Opens a tool of the assistant from the Hindi home page and fills the pet's form in Hindi. */
async function startHindiChat(page: Page, tool: 'triage' | 'symptom', pet: { category: string; breed: string; age: string }): Promise<Locator> {
  await gotoHydrated(page, '/hi')
  const carousel = page.getByRole('region', { name: hiHome.assistant.carousel, exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('button', { name: `${hiHome.assistant.start}: ${hiHome.assistant.tools[tool].title}` }).click()
  const form = page.getByRole('dialog', { name: hiAssistant.petForm.title })
  await form.getByLabel(hiAssistant.petForm.category).selectOption(pet.category)
  await form.getByLabel(hiAssistant.petForm.breed).fill(pet.breed)
  await form.getByLabel(hiAssistant.petForm.age).fill(pet.age)
  await form.getByRole('button', { name: hiAssistant.petForm.submit }).click()
  const chat = page.getByTestId('assistant-chat')
  await expect(chat).toBeVisible()
  return chat
}

/** Sends a message in the Hindi chat and waits for the reply to it. */
async function sendInHindi(chat: Locator, text: string): Promise<Locator> {
  const replies = chat.locator('[data-role="assistant"]')
  const before = await replies.count()
  await chat.getByLabel(hiAssistant.chat.message).fill(text)
  await chat.getByRole('button', { name: hiAssistant.chat.send }).click()
  await expect(replies).toHaveCount(before + 1)
  return replies.last()
}

/** The chat has no English left outside the owner's own words, the names and the parts marked English. */
async function expectChatInHindi(page: Page, chat: Locator) {
  expect(await englishLeftOnPage(page, '[data-testid="assistant-chat"]')).toEqual([])
  await expect(chat.getByText(hiAssistant.chat.adviceInEnglish)).toHaveCount(0)
}

test.describe('the assistant in Hindi', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px an emergency and a symptom check on /hi read in Hindi, advice included`, async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 800 })
      await signInThroughApi(page, baseURL as string, `98117900${width === 375 ? '11' : '12'}`, 'मीरा')

      // An emergency typed in Devanagari: what it is, what to do on the way and what not to do, all in Hindi.
      let chat = await startHindiChat(page, 'triage', { category: 'dog', breed: 'Labrador', age: '2 साल' })
      await expect(chat.getByTestId('advice-review')).toContainText(hiAssistant.advice.translated)
      const emergency = await sendInHindi(chat, 'मेरा कुत्ता धूप में गिर गया और बहुत हाँफ रहा है')
      await expect(emergency).toContainText(hiAssistant.headings.goNow)
      await expect(emergency).toContainText('इनके लक्षण हैं: लू लगना (हीटस्ट्रोक)।')
      await expect(emergency).toContainText(hiAssistant.lines.nearestHospital)
      await expect(emergency).toContainText('पालतू को अभी ठंडा करें: शरीर पर ठंडा (बर्फ़ जैसा ठंडा नहीं) पानी डालें')
      await expect(emergency).toContainText('बर्फ़ या बर्फ़ जैसा ठंडा पानी इस्तेमाल न करें')
      await expect(emergency.locator('[lang="en"]')).toHaveCount(0)
      await expectChatInHindi(page, chat)
      await screenshot(page, { path: `${SHOTS}/emergency-${width}.png` })
      // The call button, with the line's hours in Hindi, stays inside the reply on a phone.
      const call = emergency.getByRole('link', { name: /पर कॉल करें/ })
      await call.scrollIntoViewIfNeeded()
      const [callBox, replyBox] = [await call.boundingBox(), await emergency.boundingBox()]
      expect((callBox?.x ?? 0) + (callBox?.width ?? 0)).toBeLessThanOrEqual((replyBox?.x ?? 0) + (replyBox?.width ?? 0))
      await screenshot(page, { path: `${SHOTS}/emergency-actions-${width}.png` })

      // Who wrote the Hindi and when, and that no vet has reviewed it yet.
      await chat.getByTestId('advice-review').locator('summary').click()
      await expect(chat.getByTestId('advice-review')).toContainText(`${hiAssistant.advice.notReviewed} ${hiAssistant.advice.notReviewedText}`)
      await expect(chat.getByTestId('advice-review')).toContainText(`PetVaidya की एडिटोरियल टीम ने यह हिंदी लिखी; अंग्रेज़ी सलाह से इसे आख़िरी बार ${formatDayMonthYear(hiAdvice.review.writtenOn, 'hi')} को मिलाया गया।`)
      await expectChatInHindi(page, chat)
      await expectNoAxeViolations(page, '[data-testid="assistant-chat"]')
      await screenshot(page, { path: `${SHOTS}/review-${width}.png` })
      await chat.getByRole('button', { name: 'बंद करें' }).click()

      // The symptom checker: its questions one at a time, then the causes to discuss and the home care.
      chat = await startHindiChat(page, 'symptom', { category: 'dog', breed: 'Labrador', age: '2 साल' })
      const first = await sendInHindi(chat, 'उसे उल्टी हो रही है')
      await expect(first).toContainText('धन्यवाद। आपने बताया: उल्टी। मैं एक-एक करके 4 छोटे सवाल पूछूँगा।')
      await expect(first).toContainText('यह कब से हो रहा है?')
      await expect(first).toContainText(hiAssistant.notADiagnosis)
      await expect(await sendInHindi(chat, '2 दिन से')).toContainText('क्या आपका पालतू हमेशा की तरह खा-पी रहा है')
      await expect(await sendInHindi(chat, 'कम खा रहा है')).toContainText('उसमें फुर्ती कैसी है')
      await expect(await sendInHindi(chat, 'थोड़ा सुस्त है')).toContainText('क्या उल्टी या दस्त हो रहे हैं?')
      const result = await sendInHindi(chat, '2 बार')
      await expect(result).toContainText(hiAssistant.headings.seeVetToday)
      await expect(result).toContainText(hiAssistant.headings.discuss)
      await expect(result).toContainText('कोई ग़लत या ख़राब चीज़ खा लेना')
      await expect(result).toContainText('थोड़ा-थोड़ा पानी बार-बार दें')
      await expect(result.getByRole('button', { name: hiAssistant.chat.bookVisit })).toBeVisible()
      await expect(result.locator('[lang="en"]')).toHaveCount(0)
      await expectChatInHindi(page, chat)
      await expectNoAxeViolations(page, '[data-testid="assistant-chat"]')
      await screenshot(page, { path: `${SHOTS}/symptom-${width}.png` })
    })
  }
})

test('on /hi a slow download of the Hindi advice never holds an emergency: it shows at once, its advice in English, marked', async ({ page, baseURL }) => {
  // The translation's script does not answer at all: the reply must not wait for it.
  await page.route(/\/assets\/assistant-advice-[\w-]+\.js$/, () => undefined)
  await page.setViewportSize({ width: 375, height: 800 })
  await signInThroughApi(page, baseURL as string, '9811790013', 'मीरा')
  const chat = await startHindiChat(page, 'triage', { category: 'dog', breed: 'Labrador', age: '2 साल' })
  const emergency = await sendInHindi(chat, 'मेरा कुत्ता धूप में गिर गया और बहुत हाँफ रहा है')
  await expect(emergency).toContainText(hiAssistant.headings.goNow)
  await expect(emergency).toContainText(hiAssistant.lines.nearestHospital)
  await expect(emergency.locator('[lang="en"]').first()).toBeVisible()
  await expect(chat.getByText(hiAssistant.chat.adviceInEnglish)).toBeVisible()
})
