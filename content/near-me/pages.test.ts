import { describe, expect, it } from 'vitest'
import { SITE_PAGES, findSitePage } from '../../core/site/pages.ts'
import { PRICE_IN_TEXT, linksOf, textSimilarity, textsOf } from '../../tests/support/content-text.ts'
import { NEAR_ME_PAGE_CONTENT } from './pages.ts'

const nearMePages = SITE_PAGES.filter((page) => page.module === 'near-me')
const entries = Object.entries(NEAR_ME_PAGE_CONTENT)
const textOf = (path: string) => textsOf(NEAR_ME_PAGE_CONTENT[path]).join(' ')

describe('near-me page copy', () => {
  it('exists for each of the twelve near-me pages of the route table, and for no other path', () => {
    expect(nearMePages).toHaveLength(12)
    expect(Object.keys(NEAR_ME_PAGE_CONTENT).sort()).toEqual(nearMePages.map((page) => page.path).sort())
  })

  it.each(entries)('%s says what to look for, which kind of care suits, and answers four to six questions', (_path, content) => {
    expect(content.lead.length).toBeGreaterThan(80)
    expect(content.lookFor.items.length).toBeGreaterThanOrEqual(4)
    expect(content.choice.options.length).toBeGreaterThanOrEqual(2)
    expect(content.sections.length).toBeGreaterThanOrEqual(1)
    expect(content.faqs.length).toBeGreaterThanOrEqual(4)
    expect(content.faqs.length).toBeLessThanOrEqual(6)
    expect(new Set(content.faqs.map((faq) => faq.question)).size).toBe(content.faqs.length)
    expect(content.related.length).toBeGreaterThanOrEqual(3)
  })

  it.each(entries)('%s says when a pet needs a hospital rather than a home visit', (path) => {
    expect(textOf(path)).toMatch(/hospital/i)
  })

  it('gives each page its own text', () => {
    const texts = entries.map(([path]) => [path, textOf(path)] as const)
    for (const [index, [path, text]] of texts.entries()) {
      for (const [otherPath, otherText] of texts.slice(index + 1)) {
        expect(textSimilarity(text, otherText), `${path} and ${otherPath}`).toBeLessThan(0.12)
      }
    }
  })

  it('gives the spay and neuter pages fasting, age, recovery and cone care', () => {
    for (const path of ['/dog-neuter-near-me', '/dog-spaying-near-me', '/cat-neuter-near-me', '/cat-spaying-near-me']) {
      const text = textOf(path)
      expect(text, path).toMatch(/months/)
      expect(text, path).toMatch(/recover/i)
      expect(text, path).toMatch(/cone/)
    }
    for (const path of ['/dog-neuter-near-me', '/cat-neuter-near-me']) expect(textOf(path), path).toMatch(/4 to 6 hours before surgery/i)
    expect(textOf('/dog-neuter-near-me')).toMatch(/Animal Birth Control Rules, 2023/)
    expect(textOf('/dog-spaying-near-me')).toMatch(/never during a heat/i)
  })

  it('never writes a price into the copy and links only to pages of the route table', () => {
    for (const [path, content] of entries) {
      for (const text of textsOf(content)) expect(text, path).not.toMatch(PRICE_IN_TEXT)
      for (const link of linksOf(content)) {
        const page = findSitePage(link)
        expect(page !== undefined && !page.path.includes(':'), `${path} links to ${link}`).toBe(true)
      }
    }
  })
})
