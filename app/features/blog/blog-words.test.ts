import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { categoryWords } from './blog-words.ts'

describe('a category as a page names it', () => {
  it('is the Hindi name and description of a shipped category on a Hindi page', () => {
    expect(categoryWords(MESSAGES.hi.blog, 'health')).toEqual({ name: 'सेहत', description: MESSAGES.hi.blog.categories.health.description, lang: undefined })
  })

  it('keeps the English name of a category added in the admin, marked English, whatever its slug', () => {
    expect(categoryWords(MESSAGES.hi.blog, 'senior-pets')).toEqual({ name: 'Senior pets', description: null, lang: 'en' })
    expect(categoryWords(MESSAGES.hi.blog, 'constructor')).toEqual({ name: 'Constructor', description: null, lang: 'en' })
  })

  it('is the English name, unmarked, on a page without the blog’s words', () => {
    expect(categoryWords(null, 'dog-care')).toEqual({ name: 'Dog care', description: null, lang: undefined })
  })
})
