import { type Page, expect, test } from '@playwright/test'
import { AUTHORS, EDITORIAL_TEAM_ID } from '../../content/blog/authors.ts'
import { CAT_VACCINATION_GUIDE_HINDI } from '../../content/blog/cat-vaccination-guide-hi.ts'
import { HINDI_SUMMARIES } from '../../content/blog/hindi-summaries.ts'
import { BLOG_POSTS } from '../../content/blog/posts.ts'
import { formatDayMonthYear } from '../../core/dates.ts'
import { expectNoAxeViolations } from './a11y.ts'
import { englishLeftOnPage } from './hindi-text.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

const ARTICLE = 'heartworm-in-dogs-in-india-prevention-that-works'
const SUMMARY = HINDI_SUMMARIES[ARTICLE]!

/** The hreflang links of the page's head, as language → address. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  )
}

/** The page is Hindi, names its English twin and itself, fits the screen, leaves no English outside the marked parts and passes axe. */
async function expectHindiPage(page: Page, origin: string, englishPath: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  expect(await hreflangs(page)).toEqual({ en: `${origin}${englishPath}`, hi: `${origin}/hi${englishPath}`, 'x-default': `${origin}${englishPath}` })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  expect(await englishLeftOnPage(page), englishPath).toEqual([])
  await expectNoAxeViolations(page)
}

/** The dates of the review box: when a vet reviewed the article, and when it is due again. */
async function reviewDates(page: Page, box: string): Promise<string[]> {
  return page.locator(box).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
}

for (const width of [375, 1280] as const) {
  test(`at ${width} px the Hindi blog leads from the list through a category to an article with its Hindi summary and the English article`, async ({ page, baseURL }, testInfo) => {
    const origin = (baseURL ?? '').replace(/\/+$/, '')
    await page.setViewportSize({ width, height: 800 })

    // The English article first: the review status the Hindi page has to show.
    await gotoHydrated(page, `/blogs/${ARTICLE}`)
    // A fresh site's articles have no vet's review yet: the English page says so, with the next review's date.
    await expect(page.getByTestId('medical-review')).toContainText('Not yet reviewed by a vet.')
    const englishDates = await reviewDates(page, '[data-testid="medical-review"]')
    expect(englishDates).toHaveLength(1)

    await gotoHydrated(page, '/hi/blogs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पालतू जानवरों की देखभाल पर ब्लॉग')
    await expect(page.getByTestId('blog-english-note')).toContainText('लेख अंग्रेज़ी में लिखे गए हैं')
    await expectHindiPage(page, origin, '/blogs')
    // Every card of the list names its article in Hindi and leads to its Hindi page.
    const cardLinks = page.getByRole('list', { name: 'लेख', exact: true }).getByRole('link')
    await expect(cardLinks.first()).toBeVisible()
    for (const href of await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/hi\/blogs\//)
    await screenshot(page, { path: testInfo.outputPath(`hi-blogs-${width}.png`), fullPage: true })

    await page.getByRole('navigation', { name: 'ब्लॉग के विषय' }).getByRole('link', { name: /सेहत/ }).click()
    await expect(page).toHaveURL(/\/hi\/blogs\/category\/health$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेहत: लेख')
    await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('href', '/hi/blogs')
    await expectHindiPage(page, origin, '/blogs/category/health')
    await screenshot(page, { path: testInfo.outputPath(`hi-blogs-category-health-${width}.png`), fullPage: true })

    await page.getByRole('link', { name: SUMMARY.title }).click()
    await expect(page).toHaveURL(new RegExp(`/hi/blogs/${ARTICLE}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUMMARY.title)

    const summary = page.getByTestId('article-summary')
    await expect(summary.getByRole('heading', { name: 'लेख का सार' })).toBeVisible()
    await expect(summary.getByRole('listitem')).toHaveCount(SUMMARY.points.length)
    await expect(summary.getByRole('listitem').first()).toHaveText(SUMMARY.points[0]!)
    await expect(page.getByTestId('english-article-notice')).toContainText('पूरा लेख, उसके स्रोतों के साथ, अभी सिर्फ़ अंग्रेज़ी में है।')

    // The review status is the English page's: the same state and the same dates.
    const review = page.getByTestId('article-review')
    await expect(review.getByRole('heading', { name: 'मेडिकल जाँच' })).toBeVisible()
    await expect(review).toContainText('अभी किसी वेट ने इस लेख की जाँच नहीं की है।')
    await expect(review).toContainText('इसे उन वेटरनरी दिशानिर्देशों से लिखा गया है')
    expect(await reviewDates(page, '[data-testid="article-review"]')).toEqual(englishDates)

    // The article itself is the English text, marked English, with its sources.
    const body = page.getByTestId('english-article')
    await expect(body).toHaveAttribute('lang', 'en')
    await expect(body.getByRole('heading', { name: 'A worm that comes by mosquito' })).toBeVisible()
    await expect(body.getByRole('heading', { name: 'Sources' })).toBeAttached()
    await expect(page.getByRole('heading', { name: 'पूरा लेख (अंग्रेज़ी में)' })).toBeVisible()

    await expectHindiPage(page, origin, `/blogs/${ARTICLE}`)
    await expect(page).toHaveTitle(`${SUMMARY.title} - PetVaidya`)
    // The notice's link leads down to the English article.
    await page.getByTestId('english-article-notice').getByRole('link', { name: 'पूरा लेख पढ़ें' }).click()
    await expect(page).toHaveURL(/#full-article$/)
    await screenshot(page, { path: testInfo.outputPath(`hi-blog-article-${width}.png`), fullPage: true })
  })
}

test('the English blog pages stay English and name their Hindi pages', async ({ page, baseURL }) => {
  const origin = (baseURL ?? '').replace(/\/+$/, '')
  await gotoHydrated(page, `/blogs/${ARTICLE}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heartworm in Dogs in India: Prevention That Works')
  await expect(page.getByTestId('article-summary')).toHaveCount(0)
  expect(await hreflangs(page)).toEqual({ en: `${origin}/blogs/${ARTICLE}`, hi: `${origin}/hi/blogs/${ARTICLE}`, 'x-default': `${origin}/blogs/${ARTICLE}` })
  // The cat vaccination guide, among the articles' addresses, names its Hindi page too.
  await gotoHydrated(page, '/blogs/cat-vaccination')
  expect(await hreflangs(page)).toEqual({ en: `${origin}/blogs/cat-vaccination`, hi: `${origin}/hi/blogs/cat-vaccination`, 'x-default': `${origin}/blogs/cat-vaccination` })
})

for (const width of [375, 1280] as const) {
  test(`at ${width} px the Hindi cat vaccination guide shows its Hindi summary, the notice, the English page's review status, then the English guide`, async ({ page, baseURL }, testInfo) => {
    const origin = (baseURL ?? '').replace(/\/+$/, '')
    await page.setViewportSize({ width, height: 800 })

    // The English guide first: the review status the Hindi page has to show.
    await gotoHydrated(page, '/blogs/cat-vaccination')
    const englishReview = page.getByRole('complementary', { name: 'Medical review and sources' })
    await expect(englishReview).toContainText('Not yet reviewed by a vet.')
    const nextReview = await englishReview.locator('time').last().getAttribute('datetime')
    const sources = await englishReview.getByRole('listitem').count()

    await gotoHydrated(page, '/hi/blogs/cat-vaccination')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAT_VACCINATION_GUIDE_HINDI.title)
    const summary = page.getByTestId('article-summary')
    await expect(summary.getByRole('heading', { name: 'गाइड का सार' })).toBeVisible()
    await expect(summary.getByRole('listitem')).toHaveCount(CAT_VACCINATION_GUIDE_HINDI.points.length)
    await expect(summary.getByRole('listitem').nth(1)).toHaveText(CAT_VACCINATION_GUIDE_HINDI.points[1]!)
    await expect(page.getByTestId('english-article-notice')).toContainText('पूरी गाइड, उम्र के हिसाब से शेड्यूल की टेबल और सवाल-जवाब के साथ, अभी सिर्फ़ अंग्रेज़ी में है।')

    // The same status as the English page: not yet reviewed, the same next review and the same sources.
    const review = page.getByTestId('review-status')
    await expect(review).toContainText('अभी किसी वेट ने इसकी जाँच नहीं की है।')
    await expect(review).toContainText(`अगली जाँच: ${formatDayMonthYear(nextReview!, 'hi')}।`)
    await expect(review.getByRole('listitem')).toHaveCount(sources)

    // The guide itself is the English text, marked English.
    const guide = page.getByTestId('english-guide')
    await expect(guide).toHaveAttribute('lang', 'en')
    await expect(guide.getByRole('table', { name: 'Cat vaccination schedule by age' })).toBeAttached()
    await expect(page.getByTestId('service-offer')).toHaveCount(2)
    await expectHindiPage(page, origin, '/blogs/cat-vaccination')
    await expect(page).toHaveTitle(`${CAT_VACCINATION_GUIDE_HINDI.title} - PetVaidya`)
    await page.getByTestId('english-article-notice').getByRole('link', { name: 'पूरी गाइड पढ़ें' }).click()
    await expect(page).toHaveURL(/#full-guide$/)
    await screenshot(page, { path: testInfo.outputPath(`hi-cat-vaccination-guide-${width}.png`), fullPage: true })
  })

  test(`at ${width} px the editorial team's Hindi page names the team in Hindi and lists its articles as Hindi cards`, async ({ page, baseURL }, testInfo) => {
    const origin = (baseURL ?? '').replace(/\/+$/, '')
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, `/hi/blogs/${ARTICLE}`)
    await page.getByRole('link', { name: 'PetVaidya की एडिटोरियल टीम के और लेख' }).click()
    await expect(page).toHaveURL(new RegExp(`/hi/authors/${EDITORIAL_TEAM_ID}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PetVaidya की एडिटोरियल टीम')
    const team = AUTHORS.find((author) => author.id === EDITORIAL_TEAM_ID)!
    const cards = page.getByRole('list', { name: 'PetVaidya की एडिटोरियल टीम के लेख' }).getByRole('listitem')
    await expect(cards).toHaveCount(BLOG_POSTS.filter((post) => post.authorId === team.id).length)
    await expect(cards.getByRole('link', { name: SUMMARY.title })).toHaveAttribute('href', `/hi/blogs/${ARTICLE}`)
    await expectHindiPage(page, origin, `/authors/${EDITORIAL_TEAM_ID}`)
    await screenshot(page, { path: testInfo.outputPath(`hi-author-${width}.png`), fullPage: true })
  })
}
