import { describe, expect, it } from 'vitest'
import { buildHead, canonicalUrl, pageTitle } from './head.ts'

describe('pageTitle', () => {
  it.each([
    [undefined, 'PetVaidya - Professional Pet Healthcare Services'],
    ['', 'PetVaidya - Professional Pet Healthcare Services'],
    ['   ', 'PetVaidya - Professional Pet Healthcare Services'],
    ['Dog Vaccination', 'Dog Vaccination - PetVaidya'],
    ['About PetVaidya', 'About PetVaidya'],
    ['petvaidya blog', 'petvaidya blog'],
  ])('%j gives %j', (input, expected) => {
    expect(pageTitle(input)).toBe(expected)
  })
})

describe('canonicalUrl', () => {
  it.each([
    ['https://petvaidya.in', '/', null],
    ['https://petvaidya.in', '', null],
    ['https://petvaidya.in', '/services', 'https://petvaidya.in/services'],
    ['https://petvaidya.in/', '/services/', 'https://petvaidya.in/services'],
    ['http://localhost:3000', 'faq', 'http://localhost:3000/faq'],
  ])('%s + %s', (origin, path, expected) => {
    expect(canonicalUrl(origin, path)).toBe(expected)
  })
})

describe('buildHead', () => {
  it('uses the defaults and index, follow', () => {
    const head = buildHead({ path: '/', origin: 'https://petvaidya.in' })
    expect(head.title).toBe('PetVaidya - Professional Pet Healthcare Services')
    expect(head.robots).toBe('index, follow')
    expect(head.canonical).toBeNull()
    expect(head.description.length).toBeGreaterThan(50)
    expect(head.jsonLd).toBeNull()
  })

  it('marks private pages noindex', () => {
    expect(buildHead({ path: '/appointments', origin: 'https://petvaidya.in', noIndex: true }).robots).toBe('noindex, nofollow')
  })
})
