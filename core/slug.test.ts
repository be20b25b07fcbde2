import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify', () => {
  it.each([
    ['Puppy Vaccination Schedule in India', 'puppy-vaccination-schedule-in-india'],
    ['Ticks & Fleas: A Monsoon Guide!', 'ticks-fleas-a-monsoon-guide'],
    ['  Why  cats  hide?  ', 'why-cats-hide'],
    ['2026 Guide', '2026-guide'],
  ])('%j gives %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})
