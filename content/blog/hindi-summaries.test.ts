import { describe, expect, it } from 'vitest'
import { SUMMARY_POINTS, articleRevision } from '../../core/blog/article-summary.ts'
import { LATIN_ALLOWED } from '../../tests/e2e/hindi-text.ts'
import { HINDI_SUMMARIES } from './hindi-summaries.ts'
import { MESSAGES } from '../i18n/index.ts'
import { BLOG_CATEGORIES, BLOG_POSTS } from './posts.ts'

const texts = (slug: string) => {
  const summary = HINDI_SUMMARIES[slug]!
  return [summary.title, summary.excerpt, ...summary.points]
}

describe('the Hindi summaries of the shipped articles', () => {
  it('cover every seeded article, and no article that is not shipped', () => {
    expect(Object.keys(HINDI_SUMMARIES).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort())
  })

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))('%s is summed up from the English as it is now', (_slug, post) => {
    // A changed English article needs its summary read against the new text again, then this revision.
    expect(HINDI_SUMMARIES[post.slug]?.revision, `${post.slug}: check the summary, then set revision to ${articleRevision(post)}`).toBe(articleRevision(post))
  })

  it.each(BLOG_POSTS.map((post) => [post.slug] as const))('%s has a Hindi title, an excerpt and 4-6 short points', (slug) => {
    const summary = HINDI_SUMMARIES[slug]!
    expect(summary.points.length).toBeGreaterThanOrEqual(SUMMARY_POINTS.min)
    expect(summary.points.length).toBeLessThanOrEqual(SUMMARY_POINTS.max)
    for (const text of texts(slug)) {
      expect(text.trim(), slug).toBe(text)
      expect(text, slug).toMatch(/[\u0900-\u097F]/)
    }
    for (const point of summary.points) expect(point.length, point).toBeLessThanOrEqual(300)
    expect(summary.title.length).toBeLessThanOrEqual(110)
    expect(new Set(summary.points).size).toBe(summary.points.length)
  })

  it.each(BLOG_POSTS.map((post) => [post.slug] as const))('%s has no word in Latin letters but the allowed names, and figures in Latin digits', (slug) => {
    for (const text of texts(slug)) {
      const latin = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word))
      expect(latin, text).toEqual([])
      // Hindi pages write figures in Latin digits (decision 0075), so an age or a dose reads as on the English page.
      expect(text, text).not.toMatch(/[\u0966-\u096F]/)
      expect(text, text).not.toMatch(/\{|\}|undefined/)
    }
  })
})

describe('the categories of the blog in Hindi', () => {
  it('name every shipped category in both languages, and no other', () => {
    expect(Object.keys(MESSAGES.en.blog.categories).sort()).toEqual([...BLOG_CATEGORIES].sort())
    expect(Object.keys(MESSAGES.hi.blog.categories).sort()).toEqual([...BLOG_CATEGORIES].sort())
    for (const post of BLOG_POSTS) expect(BLOG_CATEGORIES, post.slug).toContain(post.category)
  })
})
