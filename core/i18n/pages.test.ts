import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../site/pages.ts'
import { HINDI_MODULES, HINDI_PATHS, hasHindi } from './pages.ts'

describe('the pages that exist in Hindi', () => {
  it('are exactly the route table pages of the translated modules', () => {
    const expected = SITE_PAGES.filter((page) => HINDI_MODULES.has(page.module)).map((page) => page.path)
    expect([...HINDI_PATHS].sort()).toEqual(expected.sort())
  })

  it('are found from either language, with or without a query', () => {
    expect(hasHindi('/')).toBe(true)
    expect(hasHindi('/hi')).toBe(true)
    expect(hasHindi('/?ref=sms')).toBe(true)
    expect(hasHindi('/hi/help#payments')).toBe(true)
    expect(hasHindi('/admin')).toBe(false)
    expect(hasHindi('/help/more')).toBe(false)
    expect(hasHindi('/pet-profiles/0b0e4a52-pet')).toBe(true)
    expect(hasHindi('/hi/pet-profiles/0b0e4a52-pet')).toBe(true)
    expect(hasHindi('/pet-profiles/0b0e4a52-pet/more')).toBe(false)
  })

  it('match a clinic by its pattern, but never the English-only page beside it', () => {
    expect(hasHindi('/clinics/any-clinic-slug')).toBe(true)
    expect(hasHindi('/hi/clinics/any-clinic-slug')).toBe(true)
    expect(hasHindi('/clinics/register')).toBe(false)
    expect(hasHindi('/hi/clinics/register')).toBe(false)
  })

  it('match the blog, its categories, every article, the cat vaccination guide among them and the authors', () => {
    expect(hasHindi('/blogs')).toBe(true)
    expect(hasHindi('/blogs?page=2')).toBe(true)
    expect(hasHindi('/blogs/category/health')).toBe(true)
    expect(hasHindi('/blogs/any-new-article-from-the-admin')).toBe(true)
    expect(hasHindi('/hi/blogs/puppy-vaccination-schedule-in-india')).toBe(true)
    expect(hasHindi('/blogs/cat-vaccination')).toBe(true)
    expect(hasHindi('/hi/blogs/cat-vaccination')).toBe(true)
    expect(hasHindi('/authors/petvaidya-editorial-team')).toBe(true)
    expect(hasHindi('/hi/authors/any-named-vet')).toBe(true)
    expect(hasHindi('/authors/petvaidya-editorial-team/more')).toBe(false)
  })

  it('match every page of a translated module by its example path', () => {
    for (const page of SITE_PAGES) expect(hasHindi(page.examplePath), page.examplePath).toBe(HINDI_MODULES.has(page.module))
  })
})
