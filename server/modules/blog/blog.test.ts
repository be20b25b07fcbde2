import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { BLOGS_PER_PAGE, EXCERPT_FALLBACK_LENGTH, HOME_BLOG_COUNT, contentPreview, mostViewed } from '../../../core/blog/listing.ts'
import { BlogListResponse, BlogViewResponse } from '../../../core/contracts/blog.ts'
import { type TestApp, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { eq } from 'drizzle-orm'
import { blogPosts } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { createBlogRepo } from './repo.ts'
import { type BlogService, POPULAR_CACHE_MS, createBlogService } from './service.ts'

let t: TestApp
let blog: BlogService
const clock = manualClock()

beforeAll(async () => {
  t = await createTestApp()
  blog = createBlogService(createBlogRepo(t.database.db), clock)
})
afterAll(async () => {
  await t.app.close()
})

async function listPosts() {
  const response = await t.app.inject({ method: 'GET', url: '/api/blogs' })
  expect(response.statusCode).toBe(200)
  return BlogListResponse.parse(response.json())
}

async function viewsOf(slug: string): Promise<number> {
  const post = (await listPosts()).find((item) => item.slug === slug)
  if (!post) throw new Error(`no post ${slug}`)
  return post.views
}

function recordView(idOrSlug: string | number, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/blogs/${idOrSlug}/views`, headers: { origin: 'http://localhost:3000', ...headers } })
}

describe('GET /api/blogs', () => {
  it('is empty before the seed and lists every seeded post after it', async () => {
    expect(await blog.listPosts()).toEqual([])
    await seedDatabase(t.database.db)
    const posts = await listPosts()
    expect(posts.map((post) => post.slug).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort())
  })

  it('keeps one row per post when the seed runs again', async () => {
    await seedDatabase(t.database.db)
    await seedDatabase(t.database.db)
    expect(await listPosts()).toHaveLength(BLOG_POSTS.length)
  })

  it('gives each post the fields the home page reads (title, image, category, excerpt, content, id, views), newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs' })
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-total-count']).toBe(String(BLOG_POSTS.length))
    const posts = BlogListResponse.parse(response.json())
    for (const post of posts) {
      const seeded = BLOG_POSTS.find((item) => item.slug === post.slug)
      expect(seeded).toBeDefined()
      expect(post).toMatchObject({
        title: seeded?.title,
        image: seeded?.image,
        category: seeded?.category,
        excerpt: seeded?.excerpt,
        // The start a card's excerpt falls back to, never the whole article.
        content: contentPreview(seeded?.content ?? ''),
        views: seeded?.views,
      })
      expect(Number.isInteger(post.id)).toBe(true)
    }
    expect(posts.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug))
  })

  it('is a fraction of the articles: each content is at most the excerpt fallback length', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs' })
    const posts = BlogListResponse.parse(response.json())
    for (const post of posts) expect(post.content.length).toBeLessThanOrEqual(EXCERPT_FALLBACK_LENGTH)
    const articles = BLOG_POSTS.reduce((sum, post) => sum + post.content.length, 0)
    expect(response.body.length).toBeLessThan(articles / 4)
  })

  it('pages: perPage and page pick a slice, X-Total-Count and a Link to the next page say what is left', async () => {
    const all = await listPosts()
    const first = await t.app.inject({ method: 'GET', url: '/api/blogs?perPage=5' })
    expect(BlogListResponse.parse(first.json()).map((post) => post.slug)).toEqual(all.slice(0, 5).map((post) => post.slug))
    expect(first.headers['x-total-count']).toBe(String(all.length))
    expect(first.headers.link).toBe('</api/blogs?page=2&perPage=5>; rel="next"')
    const second = await t.app.inject({ method: 'GET', url: '/api/blogs?perPage=5&page=2' })
    expect(BlogListResponse.parse(second.json()).map((post) => post.slug)).toEqual(all.slice(5, 10).map((post) => post.slug))
    const last = Math.ceil(all.length / 5)
    const end = await t.app.inject({ method: 'GET', url: `/api/blogs?perPage=5&page=${last}` })
    expect(end.headers.link).toBeUndefined()
    const beyond = await t.app.inject({ method: 'GET', url: `/api/blogs?perPage=5&page=${last + 1}` })
    expect(beyond.json()).toEqual([])
  })

  it('filters by category', async () => {
    const all = await listPosts()
    const category = all[0]?.category ?? ''
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs?category=${category}` })
    const posts = BlogListResponse.parse(response.json())
    expect(posts.length).toBe(all.filter((post) => post.category === category).length)
    expect(posts.every((post) => post.category === category)).toBe(true)
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['perPage=51', 'perPage'],
    ['perPage=-1', 'perPage'],
    ['category=%00', 'category'],
    ['category=Dog%20Care', 'category'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(response.json().error).toContain(field)
  })

  it('answers 304 to a client that has the list (ETag), and sends it compressed once for brotli and gzip clients', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-encoding': 'identity' } })
    const etag = plain.headers.etag
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(plain.headers.vary).toContain('Accept-Encoding')
    const again = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'if-none-match': String(etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const br = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const brAgain = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-encoding': 'br' } })
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true)
    const gz = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
  })

  it('never changes a view count: reading the list twice gives the same counts', async () => {
    const first = (await listPosts()).map((post) => post.views)
    const second = (await listPosts()).map((post) => post.views)
    expect(second).toEqual(first)
  })
})

describe('POST /api/blogs/{id}/views', () => {
  it('counts one view per call, by numeric id or by slug, and answers the new count', async () => {
    const [post] = await listPosts()
    if (!post) throw new Error('no posts')
    const byId = await recordView(post.id)
    expect(byId.statusCode).toBe(200)
    expect(BlogViewResponse.parse(byId.json())).toEqual({ views: post.views + 1 })
    const bySlug = await recordView(post.slug)
    expect(bySlug.json()).toEqual({ views: post.views + 2 })
    expect(await viewsOf(post.slug)).toBe(post.views + 2)
  })

  it('counts every one of several views arriving together', async () => {
    const post = (await listPosts())[1]
    if (!post) throw new Error('no posts')
    const responses = await Promise.all(Array.from({ length: 8 }, () => recordView(post.id)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200))
    expect(await viewsOf(post.slug)).toBe(post.views + 8)
  })

  it('answers 404 in the JSON error shape for an unknown post, and counts nothing', async () => {
    const before = (await listPosts()).map((post) => post.views)
    for (const id of ['999999', 'no-such-post', '-1']) {
      const response = await recordView(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    expect((await listPosts()).map((post) => post.views)).toEqual(before)
  })

  it('refuses a view sent from another site', async () => {
    const [post] = await listPosts()
    if (!post) throw new Error('no posts')
    const response = await recordView(post.id, { origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(await viewsOf(post.slug)).toBe(post.views)
  })

  it('is not a GET: a GET of the same address changes nothing', async () => {
    const [post] = await listPosts()
    if (!post) throw new Error('no posts')
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.id}/views` })
    expect(response.statusCode).toBe(404)
    expect(await viewsOf(post.slug)).toBe(post.views)
  })
})

describe('blog service for the pages', () => {
  it('lists the most viewed posts in the order of the home page rule, and follows the views a minute later at most', async () => {
    const expectTop = async () => {
      const all = await blog.listPosts()
      expect((await blog.listPopular(HOME_BLOG_COUNT)).map((post) => post.slug)).toEqual(mostViewed(all).map((post) => post.slug))
    }
    await expectTop()
    const all = await blog.listPosts()
    const [leader] = mostViewed(all, 1)
    const least = [...all].sort((a, b) => a.views - b.views)[0]
    const other = all.find((post) => post.id !== leader?.id && post.id !== least?.id)
    if (!leader || !least || !other) throw new Error('no posts')
    const before = (await blog.listPopular(1))[0]?.slug
    // The least viewed post overtakes the leader with one more view; another ties with the leader.
    await t.database.db.update(blogPosts).set({ views: leader.views }).where(eq(blogPosts.id, least.id))
    await t.database.db.update(blogPosts).set({ views: leader.views }).where(eq(blogPosts.id, other.id))
    await blog.recordView(String(least.id))
    clock.advance(POPULAR_CACHE_MS - 1)
    expect((await blog.listPopular(1))[0]?.slug).toBe(before)
    clock.advance(1)
    expect((await blog.listPopular(1))[0]?.slug).toBe(least.slug)
    await expectTop()
  })

  it('pages the list newest first, nine to a page, with the total', async () => {
    const all = await blog.listPosts()
    const first = await blog.listPage({ page: 1, perPage: BLOGS_PER_PAGE })
    const second = await blog.listPage({ page: 2, perPage: BLOGS_PER_PAGE })
    expect(first.total).toBe(BLOG_POSTS.length)
    expect(first.posts).toHaveLength(Math.min(BLOGS_PER_PAGE, all.length))
    expect([...first.posts, ...second.posts].map((post) => post.slug)).toEqual(all.map((post) => post.slug))
    expect((await blog.listPage({ page: 99, perPage: BLOGS_PER_PAGE })).posts).toEqual([])
  })

  it('pages one category, and counts the posts of each category', async () => {
    const health = await blog.listPage({ page: 1, perPage: BLOGS_PER_PAGE, category: 'health' })
    const seededHealth = BLOG_POSTS.filter((post) => post.category === 'health')
    expect(health.total).toBe(seededHealth.length)
    expect(health.posts.every((post) => post.category === 'health')).toBe(true)
    const counts = Object.fromEntries((await blog.listCategories()).map((item) => [item.category, item.count]))
    const expected: Record<string, number> = {}
    for (const post of BLOG_POSTS) expected[post.category] = (expected[post.category] ?? 0) + 1
    expect(counts).toEqual(expected)
    expect(await blog.listPage({ page: 1, perPage: BLOGS_PER_PAGE, category: 'no-such-category' })).toEqual({ posts: [], total: 0 })
  })

  it('finds a post by slug or id, and nothing for anything else', async () => {
    const [post] = await blog.listPosts()
    if (!post) throw new Error('no posts')
    expect((await blog.findPost(post.slug))?.id).toBe(post.id)
    expect((await blog.findPost(String(post.id)))?.slug).toBe(post.slug)
    expect(await blog.findPost('cat-vaccination')).toBeNull()
    expect(await blog.recordView('no-such-post')).toBeNull()
  })
})
