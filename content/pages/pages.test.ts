import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES } from '../../core/contracts/faq.ts'
import { SITE_PAGES, findSitePage } from '../../core/site/pages.ts'
import { ABOUT_PAGE } from './about.ts'
import { HELP_TOPICS } from './help-topics.ts'
import { ACADEMY_PAGE } from './academy.ts'
import { PODCASTS_PAGE } from './podcasts.ts'
import { RESOURCES_PAGE } from './resources.ts'
import { VIDEOS_PAGE } from './videos.ts'

const collections = { '/videos': VIDEOS_PAGE, '/podcasts': PODCASTS_PAGE, '/resources': RESOURCES_PAGE, '/academy': ACADEMY_PAGE }

describe.each(Object.entries(collections))('%s', (_path, page) => {
  it('has a dated intro and at least 4 guides with unique anchors (podcasts: episodes only from the media library)', () => {
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.intro.trim().length).toBeGreaterThan(80)
    expect(page.guides.length).toBeGreaterThanOrEqual(page === PODCASTS_PAGE ? 0 : 4)
    const ids = page.guides.map((guide) => guide.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every guide a title, a summary and sections with text', () => {
    for (const guide of page.guides) {
      expect(guide.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(guide.title.trim()).not.toBe('')
      expect(guide.summary.trim()).not.toBe('')
      expect(guide.sections.length).toBeGreaterThan(0)
      for (const section of guide.sections) {
        const text = [...(section.paragraphs ?? []), ...(section.items ?? [])]
        expect(text.length, `${guide.id}: ${section.heading}`).toBeGreaterThan(0)
        for (const line of text) expect(line.trim()).not.toBe('')
      }
    }
  })

  it('promises no media that does not exist: no "coming soon", no outline of an unreleased episode (decision 0063)', () => {
    for (const guide of page.guides) expect(guide.status ?? '').not.toMatch(/coming soon/i)
    if (page === PODCASTS_PAGE) expect(page.guides).toEqual([])
  })
})

describe('/about', () => {
  it('says who we are, how our vets are registered, what the kit holds', () => {
    const text = ABOUT_PAGE.story.flatMap((section) => section.paragraphs).join(' ')
    expect(text).toContain('Veterinary Council of India')
    expect(text).toMatch(/State Veterinary Council/)
    expect(ABOUT_PAGE.kit.items.length).toBeGreaterThanOrEqual(6)
    expect(ABOUT_PAGE.kit.items.join(' ')).toMatch(/2 and 8 °C/)
  })
})

describe('the help topics', () => {
  it('each lead to a page of the route table, and to an anchor that exists there', () => {
    const anchors: Record<string, readonly string[]> = {
      '/faq': FAQ_CATEGORIES.map((category) => category.id),
      '/resources': RESOURCES_PAGE.guides.map((guide) => guide.id),
    }
    for (const topic of HELP_TOPICS) {
      const [path = '', anchor] = topic.to.split('#')
      expect(findSitePage(path), topic.to).toBeDefined()
      if (anchor) expect(anchors[path] ?? [], topic.to).toContain(anchor)
    }
  })
})

describe('the route table', () => {
  it('has no page left as a placeholder: each is rendered by a module of its own', () => {
    expect(SITE_PAGES.filter((page) => page.module === 'content').map((page) => page.path)).toEqual([])
  })
})
