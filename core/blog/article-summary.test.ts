import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { articleRevision, currentSummary } from './article-summary.ts'

const article = { title: 'Puppy Vaccination Schedule in India', content: '## Why one shot is not enough\n\nA puppy is born with some protection.' }
const summary = { revision: articleRevision(article), title: 'भारत में पिल्लों का वैक्सीनेशन शेड्यूल', excerpt: 'सार', points: ['एक', 'दो', 'तीन', 'चार'] }

describe('the revision of an article', () => {
  it('is 14 hex digits, the same for the same text', () => {
    expect(articleRevision(article)).toMatch(/^[0-9a-f]{14}$/)
    expect(articleRevision({ ...article })).toBe(articleRevision(article))
  })

  it('changes with any word of the title or the text', () => {
    expect(articleRevision({ ...article, title: 'Puppy Vaccination Schedule in India 2027' })).not.toBe(articleRevision(article))
    expect(articleRevision({ ...article, content: article.content.replace('some', 'no') })).not.toBe(articleRevision(article))
    expect(articleRevision({ title: 'A', content: 'at 6 weeks' })).not.toBe(articleRevision({ title: 'A', content: 'at 8 weeks' }))
  })

  it('ignores line endings and spaces at the ends of lines, which an editor may change without changing a word', () => {
    const saved = { title: `${article.title} `, content: `${article.content.replaceAll('\n', '\r\n')}  \n` }
    expect(articleRevision(saved)).toBe(articleRevision(article))
  })

  it('tells apart different texts (property: no collision among generated pairs)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (one, two) => {
        fc.pre(one.trim() !== two.trim() && !/\s/.test(one + two))
        expect(articleRevision({ title: 'T', content: one })).not.toBe(articleRevision({ title: 'T', content: two }))
      }),
    )
  })
})

describe('the summary a page shows', () => {
  it('is the summary written for the article as it is now', () => {
    expect(currentSummary(summary, article)).toBe(summary)
  })

  it('is none once the English article has been edited after the summary was written', () => {
    expect(currentSummary(summary, { ...article, content: `${article.content}\n\nBoost every 6 months.` })).toBeNull()
    expect(currentSummary(summary, { ...article, title: 'Puppy Vaccines: What Changed' })).toBeNull()
  })

  it('is none for an article that has no summary (a new one from the admin)', () => {
    expect(currentSummary(undefined, article)).toBeNull()
  })
})
