import type { APIRequestContext, Locator } from '@playwright/test'
import { EDITORIAL_TEAM_ID } from '../../content/blog/authors.ts'
import { AUTHORS, BLOG_CATEGORIES, BLOG_POSTS } from '../../content/blog/posts.ts'
import { ASSISTANT_TOOLS } from '../../content/assistant/tools.ts'
import { HOME_TESTIMONIALS, TESTIMONIALS } from '../../content/reviews/testimonials.ts'
import { BLOGS_PER_PAGE, categoryName, mostViewed, plainText, postSummary } from '../../core/blog/listing.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../content/home/marketing-claims.ts'
import { BlogListResponse, type BlogPostDto } from '../../core/contracts/blog.ts'
import { slugify } from '../../core/slug.ts'
import { elementTexts, headOf, linkHrefs, metaContent, startTags } from '../support/served-html.ts'
import { expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { TAKE_SCREENSHOTS, screenshot } from './screenshot.ts'

const NARROW = { width: 375, height: 800 }
const WIDE = { width: 1280, height: 900 }
const DEFAULT_IMAGE = '/images/default-pet-image.svg'

async function apiPosts(request: APIRequestContext): Promise<BlogPostDto[]> {
  const response = await request.get('/api/blogs')
  expect(response.status()).toBe(200)
  return BlogListResponse.parse(await response.json())
}

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  )
}

function graphNodes(html: string): Array<Record<string, unknown>> {
  return jsonLdBlocks(html).flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Array<Record<string, unknown>>) : [block]))
}

/** Embla marks its container with a transform once it has taken over the carousel. */
async function waitForCarousel(carousel: Locator) {
  await expect(carousel.locator(':scope > div > div').first()).toHaveAttribute('style', /transform/)
}

test.describe('home page', () => {
  test('shows the three most viewed articles in order of views, linked by slug, in the served HTML and on the page', async ({ page, request }) => {
    const expected = mostViewed(await apiPosts(request))
    expect(expected).toHaveLength(3)

    const html = await (await request.get('/')).text()
    const positions = expected.map((post) => html.indexOf(`href="/blogs/${post.slug}"`))
    for (const position of positions) expect(position).toBeGreaterThan(0)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/')
    const list = page.getByRole('list', { name: 'Most read articles' })
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(3)
    for (const [index, post] of expected.entries()) {
      const item = items.nth(index)
      const link = item.getByRole('link', { name: post.title })
      // The spec's slug: the title lowercased, runs of other characters turned into hyphens.
      await expect(link).toHaveAttribute('href', `/blogs/${slugify(post.title)}`)
      await expect(item.getByText(categoryName(post.category), { exact: true })).toBeVisible()
      await expect(item.getByText(postSummary(post), { exact: true })).toBeVisible()
      await expect(item.getByRole('img')).toHaveCount(0) // decorative images: alt=""
      await expect(item.locator('img')).toHaveAttribute('src', post.image ?? DEFAULT_IMAGE)
    }

    const first = expected[0]!
    await items.first().getByRole('link', { name: first.title }).click()
    await expect(page).toHaveURL(`/blogs/${first.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  })

  test('keeps the hero, the services row and the marketing claims', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/')
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', /^\/?#services$/)
    const firstService = page.getByRole('list', { name: 'Services', exact: true }).getByRole('listitem').first()
    expect(Math.round((await firstService.boundingBox())?.width ?? 0)).toBe(320)
    const claims = page.getByRole('list', { name: 'Why pet parents choose us' })
    for (const { text } of SHIPPED_MARKETING_CLAIMS) await expect(claims.getByText(text, { exact: true })).toBeVisible()
    // No typed-in figure (decision 0063): a fresh site has no completed visits to count.
    await expect(claims.getByText(/pet owners|rating/)).toHaveCount(0)
    await page.evaluate(() => {
      const events: string[] = []
      Object.assign(window, { __appointmentEvents: events })
      window.addEventListener('open-appointment-modal', () => events.push('open'))
    })
    await page.getByRole('button', { name: 'Book a Home Service Today' }).click()
    expect(await page.evaluate(() => (window as unknown as { __appointmentEvents: string[] }).__appointmentEvents)).toEqual(['open'])
  })

  test('shows three sample reviews rated 5, 4 and 5 and links to the rest', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/')
    const section = page.getByRole('region', { name: 'What Pet Parents Say About Our Veterinary Services' })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('What Pet Parents Say About Our Veterinary Services')
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(3)
    for (const [index, testimonial] of HOME_TESTIMONIALS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible()
      await expect(card.getByText(testimonial.name)).toBeVisible()
      await expect(card.getByText(`Parent of ${testimonial.petName}`)).toBeVisible()
      await expect(card.getByText(testimonial.content)).toBeVisible()
    }
    await section.getByRole('link', { name: 'Read More Reviews' }).click()
    await expect(page).toHaveURL('/testimonials')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What pet parents say')
  })
})

test.describe('assistant tools carousel', () => {
  for (const viewport of [NARROW, WIDE]) {
    test(`at ${viewport.width}px: previous is disabled at the start, next at the end, and the arrow keys move the slides`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/')
      const carousel = page.getByRole('region', { name: 'Assistant tools', exact: true })
      await carousel.scrollIntoViewIfNeeded()
      await waitForCarousel(carousel)
      const slides = carousel.getByRole('group')
      await expect(slides).toHaveCount(3)
      for (const [index, tool] of ASSISTANT_TOOLS.entries()) {
        await expect(slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} of 3: ${tool.title}`)
        await expect(slides.nth(index).getByText(tool.description, { exact: true })).toBeAttached()
        await expect(slides.nth(index).getByRole('button', { name: `Start Chat: ${tool.title}` })).toBeAttached()
      }
      const previous = carousel.getByRole('button', { name: 'Previous tool' })
      const next = carousel.getByRole('button', { name: 'Next tool' })
      const firstSlideX = async () => (await slides.first().boundingBox())?.x ?? 0
      const start = await firstSlideX()

      await expect(previous).toBeDisabled()
      await expect(next).toBeEnabled()
      for (let step = 0; step < 3 && (await next.isEnabled()); step += 1) await next.click()
      await expect(next).toBeDisabled()
      await expect(previous).toBeEnabled()
      await expect.poll(firstSlideX).toBeLessThan(start - 100)

      await carousel.focus()
      await page.keyboard.press('ArrowLeft')
      await expect(next).toBeEnabled()
      for (let step = 0; step < 3 && (await previous.isEnabled()); step += 1) await page.keyboard.press('ArrowLeft')
      await expect(previous).toBeDisabled()
      await expect.poll(async () => Math.abs((await firstSlideX()) - start)).toBeLessThan(2)
      await page.keyboard.press('ArrowRight')
      await expect(previous).toBeEnabled()
      await expect.poll(firstSlideX).toBeLessThan(start - 100)
    })
  }
})

test('the carousel loads its script only when it comes near the screen, not while the home page starts up', async ({ page }) => {
  await page.setViewportSize(NARROW)
  const emblaRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/embla-controller-/.test(request.url())) emblaRequests.push(request.url())
  })
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  expect(emblaRequests).toHaveLength(0)
  const carousel = page.getByRole('region', { name: 'Assistant tools', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await waitForCarousel(carousel)
  expect(emblaRequests).toHaveLength(1)
})

test.describe('images', () => {
  test('an article image that fails to load shows the default image', async ({ page, request }) => {
    const post = (await apiPosts(request)).find((item) => item.image === '/images/blog/health.svg')
    if (!post) throw new Error('no post with the health cover')
    await page.route('**/images/blog/health.svg', (route) => route.fulfill({ status: 404, body: 'missing' }))
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, `/blogs/${post.slug}`)
    const hero = page.locator('article img').first()
    await expect(hero).toHaveAttribute('src', DEFAULT_IMAGE)
    await expect(hero).toHaveAttribute('data-fallback', '')
    await expect(hero).toHaveAttribute('data-state', 'loaded')
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expect(hero).toHaveCSS('opacity', '1')
  })

  test('an image added after a client navigation fades in once loaded', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs', exact: true }).click()
    await expect(page).toHaveURL('/blogs')
    const image = page.getByRole('list', { name: 'Articles' }).locator('img').first()
    await expect(image).toHaveAttribute('data-state', 'loaded')
    await expect(image).toHaveClass(/transition-opacity/)
    await expect(image).toHaveCSS('opacity', '1')
  })
})

test.describe('blog list', () => {
  test('pages nine articles at a time with crawlable links, and answers 404 outside the pages', async ({ page, request, baseURL }) => {
    const total = BLOG_POSTS.length
    const html = await (await request.get('/blogs')).text()
    expect(startTags(html, 'a').map((tag) => tag.attributes.href)).toContain('/blogs?page=2')

    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/blogs')
    const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem')
    await expect(cards).toHaveCount(BLOGS_PER_PAGE)
    const newest = [...BLOG_POSTS].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/blogs/${newest[0]?.slug}`)
    const pages = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1')
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL('/blogs?page=2')
    await expect(cards).toHaveCount(total - BLOGS_PER_PAGE)
    await expect(cards.last().getByRole('link')).toHaveAttribute('href', `/blogs/${newest.at(-1)?.slug}`)
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs')

    const second = await (await request.get('/blogs?page=2')).text()
    expect(linkHrefs(headOf(second), 'canonical')).toEqual([`${baseURL}/blogs?page=2`])
    expect(elementTexts(headOf(second), 'title')[0]).toContain('Page 2')

    for (const path of ['/blogs?page=3', '/blogs?page=0', '/blogs?page=abc', '/blogs?page=-1']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    const first = await request.get('/blogs?page=1', { maxRedirects: 0 })
    expect(first.status()).toBe(301)
    expect(first.headers()['location']).toBe('/blogs')
  })

  test('filters by category, each with its own page, and an unknown category is 404', async ({ page, request }) => {
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/blogs')
    const filter = page.getByRole('navigation', { name: 'Blog categories' })
    await expect(filter.getByRole('link', { name: /^All articles/ })).toHaveAttribute('aria-current', 'page')
    for (const category of BLOG_CATEGORIES) {
      await expect(filter.getByRole('link', { name: new RegExp(`^${categoryName(category)}`) })).toHaveAttribute('href', `/blogs/category/${category}`)
    }
    await filter.getByRole('link', { name: /^Cat care/ }).click()
    await expect(page).toHaveURL('/blogs/category/cat-care')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cat care articles')
    const expected = BLOG_POSTS.filter((post) => post.category === 'cat-care')
    const cards = page.getByRole('list', { name: 'Cat care articles' }).getByRole('listitem')
    await expect(cards).toHaveCount(expected.length)
    for (const post of expected) await expect(cards.getByRole('link', { name: post.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: /^Cat care/ })).toHaveAttribute('aria-current', 'page')

    expect((await request.get('/blogs/category/no-such-category')).status()).toBe(404)
    expect((await request.get('/blogs/category/cat-care?page=2')).status()).toBe(404)
  })
})

test.describe('article page', () => {
  test('has its content, head tags and BlogPosting and BreadcrumbList JSON-LD in the served HTML', async ({ request, baseURL }) => {
    const posts = await apiPosts(request)
    const listed = posts.find((item) => item.slug === 'tick-fever-in-dogs-a-monsoon-guide-for-delhi-ncr')
    const seeded = BLOG_POSTS.find((item) => item.slug === listed?.slug)
    if (!listed || !seeded) throw new Error('missing post')
    // The list gives each post's opening only; the article page serves the whole text.
    const post = { ...listed, content: seeded.content }
    const response = await request.get(`/blogs/${post.slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = headOf(html)
    expect(elementTexts(html, 'h1')).toEqual([post.title])
    const paragraphs = elementTexts(html, 'p')
    // Headings and lists (the sources at the end) are not paragraphs.
    for (const block of post.content.split(/\n{2,}/).filter((block) => !block.startsWith('## ') && !block.startsWith('- '))) expect(paragraphs).toContain(block)
    expect(elementTexts(head, 'title')).toEqual([`${post.title} - PetVaidya`])
    expect(metaContent(head, 'description')).toBe(post.excerpt)
    expect(linkHrefs(head, 'canonical')).toEqual([`${baseURL}/blogs/${post.slug}`])

    const nodes = graphNodes(head)
    const posting = nodes.find((node) => node['@type'] === 'BlogPosting')
    const author = AUTHORS.find((item) => item.id === post.authorId)
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      url: `${baseURL}/blogs/${post.slug}`,
      image: `${baseURL}${post.image}`,
      author: { name: author?.name, url: `${baseURL}/authors/${post.authorId}` },
      publisher: { '@type': 'Organization', name: 'PetVaidya' },
      wordCount: plainText(post.content).split(' ').length,
    })
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')
    expect((breadcrumbs?.itemListElement as Array<{ name: string; item: string }>).map((item) => [item.name, item.item])).toEqual([
      ['Home', `${baseURL}/`],
      ['Blog', `${baseURL}/blogs`],
      [categoryName(post.category), `${baseURL}/blogs/category/${post.category}`],
      [post.title, `${baseURL}/blogs/${post.slug}`],
    ])
  })

  test('gives every article its own title, description and canonical, and leads the numeric id to the slug', async ({ request, baseURL }) => {
    const posts = await apiPosts(request)
    const seen = { titles: new Set<string>(), descriptions: new Set<string>(), canonicals: new Set<string>() }
    for (const post of posts) {
      const head = headOf(await (await request.get(`/blogs/${post.slug}`)).text())
      seen.titles.add(elementTexts(head, 'title')[0] ?? '')
      seen.descriptions.add(metaContent(head, 'description') ?? '')
      seen.canonicals.add(linkHrefs(head, 'canonical')[0] ?? '')
    }
    for (const set of Object.values(seen)) expect(set.size).toBe(posts.length)

    const post = posts[0]!
    const byId = await request.get(`/blogs/${post.id}`, { maxRedirects: 0 })
    expect(byId.status()).toBe(301)
    expect(byId.headers()['location']).toBe(`/blogs/${post.slug}`)
    const followed = await request.get(`/blogs/${post.id}`)
    expect(new URL(followed.url()).pathname).toBe(`/blogs/${post.slug}`)
    expect(linkHrefs(headOf(await followed.text()), 'canonical')).toEqual([`${baseURL}/blogs/${post.slug}`])
  })

  test('sends the body as the HTML it shows, never as Markdown for the browser to parse, and shows it after a client navigation too', async ({ page, request }) => {
    const post = BLOG_POSTS.find((item) => item.slug === 'puppy-vaccination-schedule-in-india')
    if (!post) throw new Error('missing post')
    const headings = [...post.content.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '')
    expect(headings).toContain('Sources')
    const html = await (await request.get(`/blogs/${post.slug}`)).text()
    // The page's hydration data carried the Markdown before (decision 0078); now only the elements.
    for (const heading of headings) expect(html).not.toContain(`## ${heading}`)
    expect(elementTexts(html, 'h2')).toEqual(expect.arrayContaining(headings))

    await page.setViewportSize(WIDE)
    // The article's card is on the list's second page: the page changes without a new document.
    await gotoHydrated(page, '/blogs?page=2')
    await page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: post.title }).click()
    await expect(page).toHaveURL(`/blogs/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const article = page.getByRole('article')
    for (const heading of headings) await expect(article.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    const source = /https:\/\/\S+/.exec(post.content.slice(post.content.indexOf('## Sources')))?.[0] ?? ''
    await expect(article.getByRole('link', { name: source, exact: true })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('counts one view when opened in a browser, and not again on reload in the same session', async ({ page, request }) => {
    const before = await apiPosts(request)
    const post = before.find((item) => item.slug === 'signs-your-cat-is-unwell-quiet-clues-cat-parents-should-not-miss')
    if (!post) throw new Error('missing post')
    // Fetching the page's HTML (a crawler, a prefetch) counts nothing.
    await request.get(`/blogs/${post.slug}`)
    expect((await apiPosts(request)).find((item) => item.id === post.id)?.views).toBe(post.views)

    const viewPosts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/views')) viewPosts.push(new URL(sent.url()).pathname)
    })
    await page.setViewportSize(WIDE)
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/blogs/${post.id}/views`))
    await gotoHydrated(page, `/blogs/${post.slug}`)
    expect((await counted).status()).toBe(200)
    expect((await apiPosts(request)).find((item) => item.id === post.id)?.views).toBe(post.views + 1)

    await page.reload()
    await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect(viewPosts).toEqual([`/api/blogs/${post.id}/views`])
    expect((await apiPosts(request)).find((item) => item.id === post.id)?.views).toBe(post.views + 1)
  })
})

test.describe('other blog pages', () => {
  test('/blogs/cat-vaccination is the cat vaccination guide, with the schedule, prices and the full article', async ({ page, request }) => {
    const html = await (await request.get('/blogs/cat-vaccination')).text()
    expect(elementTexts(html, 'h1')).toEqual(['Cat vaccination: a guide for Indian cat parents'])
    expect(elementTexts(html, 'th')).toContain('6 to 8 weeks')
    expect(graphNodes(headOf(html)).map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList'])

    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/blogs/cat-vaccination')
    await expect(page.getByRole('table', { name: 'Cat vaccination schedule by age' })).toBeVisible()
    const offers = page.getByTestId('service-offer')
    await expect(offers).toHaveCount(2)
    await expect(offers.first()).toContainText('₹')
    await page.getByRole('link', { name: /Read the full article/ }).click()
    await expect(page).toHaveURL('/blogs/cat-vaccination-in-india-what-every-cat-parent-should-know')
  })

  test("an author's page shows their profile and every article they wrote", async ({ page }) => {
    const author = AUTHORS.find((item) => item.id === EDITORIAL_TEAM_ID)!
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, `/authors/${author.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name)
    await expect(page.getByText(author.bio)).toBeVisible()
    const cards = page.getByRole('list', { name: `Articles by ${author.name}` }).getByRole('listitem')
    await expect(cards).toHaveCount(BLOG_POSTS.filter((post) => post.authorId === author.id).length)
  })

  test('/testimonials lists the sample reviews, says they are samples, and claims no rating to search engines', async ({ page, request }) => {
    const html = await (await request.get('/testimonials')).text()
    expect(html).not.toContain('aggregateRating')
    expect(html).not.toContain('"Review"')
    await page.setViewportSize(WIDE)
    await gotoHydrated(page, '/testimonials')
    await expect(page.getByText(/These are sample reviews/)).toBeVisible()
    const cards = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')
    await expect(cards).toHaveCount(TESTIMONIALS.length)
    await expect(cards.first().getByRole('img', { name: `Rated ${TESTIMONIALS[0]?.rating} out of 5` })).toBeVisible()
  })
})

const ARTICLE = '/blogs/puppy-vaccination-schedule-in-india'

test.describe('screenshots', () => {
  const targets = [
    { name: 'home', path: '/' },
    { name: 'blogs', path: '/blogs' },
    { name: 'article', path: ARTICLE },
    { name: 'testimonials', path: '/testimonials' },
    { name: 'cat-vaccination-guide', path: '/blogs/cat-vaccination' },
    { name: 'author', path: '/authors/petvaidya-editorial-team' },
  ]
  // Pictures for a person to look at (tests/e2e/screenshot.ts): not defined in CI.
  for (const viewport of TAKE_SCREENSHOTS ? [NARROW, WIDE] : []) {
    test(`screenshots at ${viewport.width}px`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const target of targets) {
        await gotoHydrated(page, target.path)
        await page.evaluate(() => document.querySelectorAll('img').forEach((image) => image.setAttribute('loading', 'eager')))
        await page.waitForFunction(() => [...document.images].every((image) => image.complete))
        await screenshot(page, { path: `test-results/screenshots/blog-home-${target.name}-${viewport.width}.png`, fullPage: true })
      }
    })
  }
})
