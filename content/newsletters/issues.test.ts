import { describe, expect, it } from 'vitest'
import { NEWSLETTER_ISSUES } from './issues.ts'

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('the past newsletter issues', () => {
  it('are at least 4, newest first, with unique slugs and dates', () => {
    expect(NEWSLETTER_ISSUES.length).toBeGreaterThanOrEqual(4)
    const dates = NEWSLETTER_ISSUES.map((issue) => issue.sentOn)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(dates).size).toBe(dates.length)
    expect(new Set(NEWSLETTER_ISSUES.map((issue) => issue.slug)).size).toBe(NEWSLETTER_ISSUES.length)
  })

  it('each have a valid date, a title, a summary and sections of real advice', () => {
    for (const issue of NEWSLETTER_ISSUES) {
      expect(issue.sentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(new Date(issue.sentOn).getTime())).toBe(false)
      expect(issue.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(issue.title.trim()).not.toBe('')
      expect(issue.summary.trim()).not.toBe('')
      expect(issue.sections.length).toBeGreaterThanOrEqual(2)
      const body = issue.sections.flatMap((section) => section.paragraphs).join(' ')
      expect(words(body), issue.slug).toBeGreaterThanOrEqual(150)
      for (const section of issue.sections) expect(section.paragraphs.length).toBeGreaterThan(0)
    }
  })

  it('cover the seasons of Delhi NCR: summer heat, monsoon ticks, winter smog and Diwali fireworks', () => {
    const text = NEWSLETTER_ISSUES.map((issue) => `${issue.title} ${issue.summary}`).join(' ').toLowerCase()
    for (const topic of ['heat', 'tick', 'smog', 'diwali']) expect(text).toContain(topic)
  })
})
