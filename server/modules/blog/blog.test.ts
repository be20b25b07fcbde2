import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { BlogListResponse } from '../../../core/contracts/blog.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.app.close()
})

describe('GET /api/blogs', () => {
  it('is empty before the seed and lists every seeded post after it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs' })).json()).toEqual([])
    await seedDatabase(t.database.db)
    const posts = BlogListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/blogs' })).json())
    expect(posts.map((post) => post.slug).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort())
  })

  it('keeps one row per post when the seed runs again', async () => {
    await seedDatabase(t.database.db)
    await seedDatabase(t.database.db)
    const posts = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json()
    expect(posts).toHaveLength(BLOG_POSTS.length)
  })
})
