import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ SITE_ORIGIN: 'https://petvaidya.in' })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})

describe('robots.txt and sitemap.xml', () => {
  it('point crawlers at the sitemap and away from admin and API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Disallow: /admin/')
    expect(response.body).toContain('Sitemap: https://petvaidya.in/sitemap.xml')
  })

  it('list the public pages and every blog post, never private pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    expect(response.body).toContain('<loc>https://petvaidya.in/</loc>')
    expect(response.body).toContain('<loc>https://petvaidya.in/pet-clinic-gurgaon-vet-home-visit</loc>')
    for (const post of BLOG_POSTS) expect(response.body).toContain(`<loc>https://petvaidya.in/blogs/${post.slug}</loc>`)
    for (const hidden of ['/admin/faqs', '/appointments', '/payment/success', ':id']) expect(response.body).not.toContain(hidden)
  })
})
