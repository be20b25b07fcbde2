import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BLOGS_PER_PAGE,
  EXCERPT_FALLBACK_LENGTH,
  HOME_BLOG_COUNT,
  categoryName,
  compareByViews,
  listPagePath,
  mostViewed,
  pageCount,
  parsePageParam,
  plainText,
  postSummary,
  readingMinutes,
} from './listing.ts'

const post = (id: number, views: number, publishedAt = '2026-01-01T00:00:00.000Z') => ({ id, views, publishedAt })

describe('mostViewed (the home page selection)', () => {
  it('keeps the spec figures: three posts on the home page, 150-character excerpts', () => {
    expect(HOME_BLOG_COUNT).toBe(3)
    expect(EXCERPT_FALLBACK_LENGTH).toBe(150)
  })

  it('picks the three most viewed posts, most viewed first', () => {
    const posts = [post(1, 10), post(2, 500), post(3, 40), post(4, 2380), post(5, 41), post(6, 0)]
    expect(mostViewed(posts).map((item) => item.id)).toEqual([4, 2, 5])
  })

  it('returns every post when there are fewer than three, and none for an empty blog', () => {
    expect(mostViewed([post(1, 5), post(2, 9)]).map((item) => item.id)).toEqual([2, 1])
    expect(mostViewed([])).toEqual([])
  })

  it('breaks a tie in views by the newer post, then by the lower id', () => {
    const posts = [post(7, 100, '2026-01-01T00:00:00.000Z'), post(3, 100, '2026-03-01T00:00:00.000Z'), post(5, 100, '2026-01-01T00:00:00.000Z'), post(1, 1)]
    expect(mostViewed(posts).map((item) => item.id)).toEqual([3, 5, 7])
  })

  it('does not reorder the list it was given', () => {
    const posts = [post(1, 1), post(2, 2), post(3, 3)]
    mostViewed(posts)
    expect(posts.map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('for any posts: min(3, n) posts, in order of views, none left out with more views than one kept', () => {
    const posts = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 10_000 }), views: fc.integer({ min: 0, max: 100_000 }), publishedAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z') }),
      { selector: (item) => item.id, maxLength: 30 },
    )
    fc.assert(
      fc.property(posts, (list) => {
        const top = mostViewed(list)
        expect(top).toHaveLength(Math.min(HOME_BLOG_COUNT, list.length))
        for (let index = 1; index < top.length; index += 1) expect(compareByViews(top[index - 1]!, top[index]!)).toBeLessThan(0)
        const fewest = Math.min(...top.map((item) => item.views))
        for (const left of list.filter((item) => !top.includes(item))) expect(left.views).toBeLessThanOrEqual(fewest)
      }),
    )
  })
})

describe('postSummary (the card text)', () => {
  it('uses the excerpt when there is one', () => {
    expect(postSummary({ excerpt: '  A short excerpt.  ', content: 'Long content' })).toBe('A short excerpt.')
  })

  it('falls back to the first 150 characters of the content, cut at a word, for a missing or blank excerpt', () => {
    const content = `## Why it matters\n\n${'Ticks spread tick fever to dogs in the monsoon. '.repeat(10).trim()}`
    for (const excerpt of [null, '', '   ']) {
      const summary = postSummary({ excerpt, content })
      expect(summary.endsWith('…')).toBe(true)
      expect(summary.length).toBeLessThanOrEqual(EXCERPT_FALLBACK_LENGTH + 1)
      expect(summary.length).toBeGreaterThan(EXCERPT_FALLBACK_LENGTH - 20)
      expect(plainText(content).startsWith(summary.slice(0, -1))).toBe(true)
      expect(summary.startsWith('Why it matters Ticks')).toBe(true)
      expect(summary).not.toContain('##')
    }
  })

  it('keeps short content whole, without an ellipsis', () => {
    expect(postSummary({ excerpt: null, content: 'Short and sweet.' })).toBe('Short and sweet.')
  })

  it('cuts a single very long word at 150 characters', () => {
    const summary = postSummary({ excerpt: null, content: 'a'.repeat(400) })
    expect(summary).toBe(`${'a'.repeat(150)}…`)
  })
})

describe('pages of a list', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['01', null],
    ['abc', null],
    ['', null],
    ['9999999', null],
  ])('?page=%j is page %j', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected)
  })

  it('counts pages of nine, and at least one page', () => {
    expect(BLOGS_PER_PAGE).toBe(9)
    expect(pageCount(0)).toBe(1)
    expect(pageCount(9)).toBe(1)
    expect(pageCount(10)).toBe(2)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(19)).toBe(3)
  })

  it('links page 1 without a query and later pages with ?page=n', () => {
    expect(listPagePath('/blogs', 1)).toBe('/blogs')
    expect(listPagePath('/blogs', 2)).toBe('/blogs?page=2')
    expect(listPagePath('/blogs/category/health', 3)).toBe('/blogs/category/health?page=3')
  })
})

describe('small helpers', () => {
  it('names a category from its slug', () => {
    expect(categoryName('dog-care')).toBe('Dog care')
    expect(categoryName('vaccination')).toBe('Vaccination')
  })

  it('gives a reading time of at least one minute', () => {
    expect(readingMinutes('word')).toBe(1)
    expect(readingMinutes('word '.repeat(1000))).toBe(5)
  })
})
