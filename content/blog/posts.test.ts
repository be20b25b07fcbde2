import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from '../../core/catalogue/services.ts'
import { SITE_PAGES } from '../../core/site/pages.ts'
import { slugify } from '../../core/slug.ts'
import { CATEGORY_DESCRIPTIONS } from './categories.ts'
import { CAT_VACCINATION_GUIDE } from './cat-vaccination-guide.ts'
import { AUTHORS, BLOG_CATEGORIES, BLOG_POSTS } from './posts.ts'

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url)

const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

describe('authors', () => {
  it('have unique ids in slug format and non-empty fields', () => {
    const ids = AUTHORS.map((author) => author.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const author of AUTHORS) {
      expect(author.id).toMatch(SLUG_FORMAT)
      expect(author.name.trim()).not.toBe('')
      expect(author.credentials.trim()).not.toBe('')
      expect(author.bio.trim()).not.toBe('')
    }
  })

  it('include the author the route table uses as its example', () => {
    expect(AUTHORS.map((author) => author.id)).toContain('petvaidya-editorial-team')
  })

  it('invent no vets: the only author is the editorial team, with no degree or title', () => {
    expect(AUTHORS).toHaveLength(1)
    for (const author of AUTHORS) expect(`${author.name} ${author.credentials}`).not.toMatch(/\bDr\.?\s|B\.?V\.?Sc|M\.?V\.?Sc|years of practice/i)
  })
})

describe('the blog as a whole', () => {
  it('has at least 12 articles across at least four categories', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(12)
    expect(new Set(BLOG_POSTS.map((post) => post.category)).size).toBeGreaterThanOrEqual(4)
  })

  it('ends every article with its sources, each a title and an https address', () => {
    for (const post of BLOG_POSTS) {
      const sources = post.content.split('\n\n## Sources\n\n')[1]
      expect(sources, post.slug).toBeDefined()
      for (const line of sources!.split('\n')) expect(line, post.slug).toMatch(/^- .{10,}: https:\/\/\S+$/)
    }
  })

  it('gives every author at least one article', () => {
    for (const author of AUTHORS) expect(BLOG_POSTS.some((post) => post.authorId === author.id), author.id).toBe(true)
  })

  it('lists the posts newest first', () => {
    const dates = BLOG_POSTS.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('describes every category, and has a cover drawing for each', () => {
    for (const category of BLOG_CATEGORIES) {
      expect(CATEGORY_DESCRIPTIONS[category], category).toBeTruthy()
      expect(existsSync(publicFile(`/images/blog/${category}.svg`)), category).toBe(true)
    }
  })

  it('ships the default image that cards fall back to', () => {
    expect(existsSync(publicFile('/images/default-pet-image.svg'))).toBe(true)
  })
})

describe('the cat vaccination guide', () => {
  it('points to a shipped article, a known author and services of the catalogue', () => {
    expect(BLOG_POSTS.map((post) => post.slug)).toContain(CAT_VACCINATION_GUIDE.articleSlug)
    expect(AUTHORS.map((author) => author.id)).toContain(CAT_VACCINATION_GUIDE.authorId)
    for (const id of CAT_VACCINATION_GUIDE.offerIds) {
      expect(SERVICE_CATALOGUE.find((service) => service.id === id)?.petType, id).toBe('cat')
    }
  })
})

describe('blog posts', () => {
  it('have unique slugs', () => {
    const slugs = BLOG_POSTS.map((post) => post.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('include the posts the route table and pages rely on', () => {
    const slugs = BLOG_POSTS.map((post) => post.slug)
    expect(slugs).toContain('puppy-vaccination-schedule-in-india')
    expect(BLOG_POSTS.some((post) => post.category === 'vaccination' && /\bcat\b/i.test(post.title))).toBe(true)
    expect(BLOG_POSTS.some((post) => post.category === 'dog-care')).toBe(true)
  })

  it('do not collide with a fixed page under /blogs', () => {
    const fixed = SITE_PAGES.map((page) => page.path).filter((path) => /^\/blogs\/[^/:]+$/.test(path))
    for (const post of BLOG_POSTS) expect(fixed).not.toContain(`/blogs/${post.slug}`)
  })

  it('have distinct view counts, so the top three by views is well defined', () => {
    const views = BLOG_POSTS.map((post) => post.views)
    expect(new Set(views).size).toBe(views.length)
  })

  describe.each(BLOG_POSTS.map((post) => [post.slug, post] as const))('%s', (_slug, post) => {
    it('has a slug equal to slugify(title) and in slug format', () => {
      expect(post.slug).toBe(slugify(post.title))
      expect(post.slug).toMatch(SLUG_FORMAT)
    })

    it('has a known author and an allowed category', () => {
      expect(AUTHORS.map((author) => author.id)).toContain(post.authorId)
      expect(BLOG_CATEGORIES).toContain(post.category)
    })

    it('has a short excerpt and a cover image that ships with the site', () => {
      expect(post.excerpt.trim().length).toBeGreaterThan(0)
      expect(post.excerpt.length).toBeLessThanOrEqual(200)
      expect(post.image).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/)
      expect(existsSync(publicFile(post.image ?? '')), post.image ?? '').toBe(true)
    })

    it('has a plausible view count and a 2026 publication date before November', () => {
      expect(Number.isInteger(post.views)).toBe(true)
      expect(post.views).toBeGreaterThanOrEqual(0)
      const published = new Date(post.publishedAt)
      expect(Number.isNaN(published.getTime())).toBe(false)
      expect(published.toISOString()).toBe(post.publishedAt)
      expect(published.getUTCFullYear()).toBe(2026)
      expect(published.getUTCMonth()).toBeLessThan(10)
    })

    it('has between 600 and 1000 words of content, before its sources', () => {
      const words = wordCount(post.content.split('\n\n## Sources\n\n')[0] ?? '')
      expect(words).toBeGreaterThanOrEqual(600)
      expect(words).toBeLessThanOrEqual(1000)
    })

    it('uses only plain paragraphs and ## headings, and a list only for its sources', () => {
      expect(post.content).toBe(post.content.trim())
      expect(post.content).not.toContain('**')
      expect(post.content).not.toMatch(/\n{3,}/)
      for (const line of (post.content.split('\n\n## Sources\n\n')[0] ?? '').split('\n')) {
        expect(line).not.toMatch(/^\s*[*-] /)
        expect(line).not.toMatch(/^\s*\d+\. /)
        if (line.startsWith('#')) expect(line).toMatch(/^## \S/)
      }
      for (const paragraph of (post.content.split('\n\n## Sources\n\n')[0] ?? '').split(/\n{2,}/)) {
        // One line per paragraph: the page renders each block as a single <p> or <h2>.
        expect(paragraph).not.toContain('\n')
        expect(paragraph).toBe(paragraph.trim())
        expect(paragraph.length).toBeGreaterThan(0)
      }
    })
  })
})
