import { describe, expect, it } from 'vitest'
import { buildHead } from './head.ts'
import { SITE_PAGES, examplePathOf } from './pages.ts'

const ORIGIN = 'https://petvaidya.in'

/** The head tags each page of the route table is served with (patterned pages take theirs from data). */
const heads = SITE_PAGES.map((page) => ({
  page,
  head: buildHead({ title: page.title, description: page.description, path: new URL(page.examplePath, ORIGIN).pathname, origin: ORIGIN }),
}))

function duplicates(values: ReadonlyArray<string | null>): string[] {
  const seen = new Map<string, number>()
  for (const value of values) if (value !== null) seen.set(value, (seen.get(value) ?? 0) + 1)
  return [...seen].filter(([, count]) => count > 1).map(([value]) => value)
}

describe('the route table', () => {
  it('gives every page its own title, description and canonical URL', () => {
    expect(duplicates(heads.map(({ head }) => head.title)), 'titles').toEqual([])
    expect(duplicates(heads.map(({ head }) => head.description)), 'descriptions').toEqual([])
    expect(duplicates(heads.map(({ head }) => head.canonical)), 'canonical URLs').toEqual([])
  })

  it('gives every page a heading and a distinct path, and every indexed page a description of useful length', () => {
    expect(duplicates(SITE_PAGES.map((page) => page.path))).toEqual([])
    for (const { page, head } of heads) {
      expect(page.heading.trim(), page.path).not.toBe('')
      if (page.noIndex) continue
      expect(head.description.length, `${page.path} description`).toBeGreaterThanOrEqual(15)
      expect(head.description.length, `${page.path} description`).toBeLessThanOrEqual(170)
    }
  })

  it('has a canonical URL for every page but the root, and the same Open Graph image everywhere', () => {
    for (const { page, head } of heads) {
      if (page.path === '/') expect(head.canonical).toBeNull()
      else expect(head.canonical).toBe(`${ORIGIN}${new URL(page.examplePath, ORIGIN).pathname}`)
      expect(head.image).toBe(`${ORIGIN}/og-image.png`)
    }
  })

  it('names one concrete page of each kind for the benchmarks: the first of its kind in the table', () => {
    expect(examplePathOf('home')).toBe('/')
    expect(examplePathOf('blog-post')).toBe('/blogs/puppy-vaccination-schedule-in-india')
    for (const page of SITE_PAGES) expect(SITE_PAGES.find((candidate) => candidate.examplePath === examplePathOf(page.module))?.module).toBe(page.module)
  })
})
