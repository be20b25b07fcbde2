import { describe, expect, it } from 'vitest'
import { chosenHome, englishPath, languageOfPath, pathInLanguage } from './language.ts'

describe('the language of a path', () => {
  it('is Hindi under /hi, including React Router data requests', () => {
    expect(languageOfPath('/hi')).toBe('hi')
    expect(languageOfPath('/hi/')).toBe('hi')
    expect(languageOfPath('/hi/faq')).toBe('hi')
    expect(languageOfPath('/hi.data')).toBe('hi')
    expect(languageOfPath('/hi/faq.data')).toBe('hi')
  })

  it('is English elsewhere, even for a path that starts with the letters hi', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/faq')).toBe('en')
    expect(languageOfPath('/hip-dysplasia')).toBe('en')
    expect(languageOfPath('/history')).toBe('en')
    expect(languageOfPath('/_root.data')).toBe('en')
  })
})

describe('a page in the other language', () => {
  it('moves between /x and /hi/x, and between / and /hi', () => {
    expect(pathInLanguage('/faq', 'hi')).toBe('/hi/faq')
    expect(pathInLanguage('/', 'hi')).toBe('/hi')
    expect(pathInLanguage('/hi/faq', 'en')).toBe('/faq')
    expect(pathInLanguage('/hi', 'en')).toBe('/')
    expect(pathInLanguage('/hi/faq', 'hi')).toBe('/hi/faq')
    expect(englishPath('/hip-dysplasia')).toBe('/hip-dysplasia')
  })
})

describe('the home page of a visitor who chose a language', () => {
  it('is the Hindi one for a visitor who chose Hindi, with the query kept', () => {
    expect(chosenHome('/', 'hi')).toBe('/hi')
    expect(chosenHome('/?utm_source=sms', 'hi')).toBe('/hi?utm_source=sms')
  })

  it('moves no other page, and nobody who chose English or nothing', () => {
    expect(chosenHome('/faq', 'hi')).toBeNull()
    expect(chosenHome('/hi', 'hi')).toBeNull()
    expect(chosenHome('/', 'en')).toBeNull()
    expect(chosenHome('/', undefined)).toBeNull()
    expect(chosenHome('/', 'fr')).toBeNull()
  })
})
