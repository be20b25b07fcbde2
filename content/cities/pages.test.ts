import { describe, expect, it } from 'vitest'
import { CITIES } from '../../core/site/cities.ts'
import { SITE_PAGES, findSitePage } from '../../core/site/pages.ts'
import { PRICE_IN_TEXT, linksOf, textSimilarity, textsOf } from '../../tests/support/content-text.ts'
import { CITY_PAGE_CONTENT } from './pages.ts'

const cityPages = SITE_PAGES.filter((page) => page.module === 'city')
const entries = Object.entries(CITY_PAGE_CONTENT)

describe('city page copy', () => {
  it('exists for each of the five city pages of the route table, and for no other path', () => {
    expect(cityPages.map((page) => page.path).sort()).toEqual(Object.keys(CITY_PAGE_CONTENT).sort())
    expect(entries).toHaveLength(CITIES.length)
    for (const city of CITIES) expect(entries.map(([, content]) => content.slug)).toContain(city.slug)
  })

  it.each(entries)('%s names at least a dozen localities in several parts of the city, without repeats', (_path, content) => {
    const localities = content.areas.groups.flatMap((group) => group.localities)
    expect(content.areas.groups.length).toBeGreaterThanOrEqual(3)
    expect(localities.length).toBeGreaterThanOrEqual(20)
    expect(new Set(localities).size).toBe(localities.length)
  })

  it.each(entries)('%s gives response times, local rules, the seasons and four to six questions', (_path, content) => {
    expect(content.responseTimes.rows.length).toBeGreaterThanOrEqual(3)
    expect(content.localFacts.sections.length).toBeGreaterThanOrEqual(2)
    const seasons = content.seasons.risks.map((risk) => risk.season.toLowerCase()).join(' ')
    for (const season of ['summer', 'monsoon', 'winter']) expect(seasons).toContain(season)
    expect(content.faqs.length).toBeGreaterThanOrEqual(4)
    expect(content.faqs.length).toBeLessThanOrEqual(6)
    expect(new Set(content.faqs.map((faq) => faq.question)).size).toBe(content.faqs.length)
  })

  it.each(entries)('%s tells owners to check fees with the civic body rather than quoting one', (_path, content) => {
    const rules = textsOf(content.localFacts).join(' ')
    expect(rules).toMatch(/anti-rabies/)
    expect(rules).toMatch(/check/i)
  })

  it('is written for each city on its own, not one template with the name swapped', () => {
    const texts = entries.map(([path, content]) => [path, textsOf(content).join(' ')] as const)
    for (const [index, [path, text]] of texts.entries()) {
      for (const [otherPath, otherText] of texts.slice(index + 1)) {
        expect(textSimilarity(text, otherText), `${path} and ${otherPath}`).toBeLessThan(0.1)
      }
    }
    const firstLocalities = entries.map(([, content]) => content.areas.groups[0]?.localities[0])
    expect(new Set(firstLocalities).size).toBe(entries.length)
  })

  it('never writes a price into the copy and links only to pages of the route table', () => {
    for (const [, content] of entries) {
      for (const text of textsOf(content)) expect(text).not.toMatch(PRICE_IN_TEXT)
      for (const link of linksOf(content)) {
        const page = findSitePage(link)
        expect(page !== undefined && !page.path.includes(':'), link).toBe(true)
      }
    }
  })
})
