import { describe, expect, it } from 'vitest'
import { HINDI_SUMMARIES } from '../../../content/blog/hindi-summaries.ts'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import type { BlogPostDto } from '../../../core/contracts/blog.ts'
import { hindiBlogCard, hindiSummaryOf } from './article-summaries.server.ts'

/** A seeded article as the blog service hands it to a loader. */
const stored = (slug: string, change: Partial<BlogPostDto> = {}): BlogPostDto => {
  const seed = BLOG_POSTS.find((post) => post.slug === slug)!
  return { ...seed, id: 7, excerpt: seed.excerpt, review: null, ...change }
}

const SLUG = 'puppy-vaccination-schedule-in-india'

describe('the Hindi summary a loader gives an article page', () => {
  it('is the article’s summary while the English is as it was summed up, for every seeded article', () => {
    for (const post of BLOG_POSTS) expect(hindiSummaryOf(stored(post.slug)), post.slug).toBe(HINDI_SUMMARIES[post.slug])
  })

  it('is none once an admin has edited the English text or title: the page shows only the notice', () => {
    const post = stored(SLUG)
    expect(hindiSummaryOf({ ...post, content: post.content.replace('16 weeks of age or later', '20 weeks of age or later') })).toBeNull()
    expect(hindiSummaryOf({ ...post, title: 'Puppy Vaccination Schedule in India (2027)' })).toBeNull()
  })

  it('stays while only what the revision does not count changes (views, excerpt, image, review)', () => {
    const review = { reviewerName: 'Dr A', registrationNumber: 'DVC-1', council: null, reviewedAt: '2026-12-01T00:00:00.000Z' }
    expect(hindiSummaryOf(stored(SLUG, { views: 9999, excerpt: 'New excerpt', image: null, review }))).toBe(HINDI_SUMMARIES[SLUG])
  })

  it('is none for a new article from the admin, which still gets its Hindi page', () => {
    expect(hindiSummaryOf({ slug: 'caring-for-a-senior-dog', title: 'Caring for a Senior Dog', content: 'Older dogs need...' })).toBeNull()
  })
})

describe('an article’s card on a Hindi page', () => {
  it('names the article in Hindi while its summary is current', () => {
    const card = hindiBlogCard(stored(SLUG))
    expect(card.hindi).toEqual({ title: HINDI_SUMMARIES[SLUG]!.title, excerpt: HINDI_SUMMARIES[SLUG]!.excerpt })
    expect(card.title).toBe('Puppy Vaccination Schedule in India')
    expect(card.hindiCategory).toBe('वैक्सीनेशन')
  })

  it('names a category added in the admin only in English', () => {
    expect(hindiBlogCard(stored(SLUG, { category: 'senior-pets' })).hindiCategory).toBeUndefined()
  })

  it('keeps the English title alone once the article has changed', () => {
    const post = stored(SLUG)
    expect(hindiBlogCard({ ...post, content: `${post.content}\n\nA new paragraph.` }).hindi).toBeUndefined()
  })
})
