import { describe, expect, it } from 'vitest'
import { cityPagePath } from '../../core/site/cities.ts'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { CITY_PAGE_CONTENT } from '../cities/pages.ts'
import { NEAR_ME_PAGE_CONTENT } from '../near-me/pages.ts'
import { SERVICE_PAGE_CONTENT } from '../services/pages.ts'
import { HEALTH_PAGE_PATHS, healthPageReview } from './health-pages.ts'

describe('the review status of the health pages outside the blog', () => {
  const expected = [
    ...Object.keys(SERVICE_PAGE_CONTENT),
    ...Object.keys(NEAR_ME_PAGE_CONTENT),
    ...Object.keys(CITY_PAGE_CONTENT),
    '/blogs/cat-vaccination',
    '/faq',
    '/resources',
    '/academy',
  ]

  it('covers every guide, service, near-me, city and FAQ page, and each is a page of the route table', () => {
    expect([...HEALTH_PAGE_PATHS].sort()).toEqual([...expected].sort())
    const routed = new Set(SITE_PAGES.map((page) => page.path))
    for (const path of HEALTH_PAGE_PATHS) expect(routed.has(path), path).toBe(true)
  })

  it.each(expected)('%s: not reviewed by a vet, due for review a year after the last revision, with its sources', (path) => {
    const status = healthPageReview(path)
    expect(status?.reviewedBy).toBeUndefined()
    expect(status?.reviewedAt).toBeUndefined()
    expect(status?.nextReviewDue).toBe('2027-11-29')
    expect(status?.sources.length).toBeGreaterThanOrEqual(3)
    const urls = status?.sources.map((source) => source.url) ?? []
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(url).toMatch(/^https:\/\/\S+$/)
  })

  it('gives the city pages their own registration sources', () => {
    expect(healthPageReview(cityPagePath('ghaziabad'))?.sources.map((source) => source.title).join(' ') ?? '').toMatch(/Ghaziabad/)
  })

  it('gives no status to a page without health advice', () => {
    expect(healthPageReview('/videos')).toBeNull()
    expect(healthPageReview('/about')).toBeNull()
  })
})
