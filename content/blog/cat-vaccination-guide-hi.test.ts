import { describe, expect, it } from 'vitest'
import { SUMMARY_POINTS, articleRevision, currentSummary } from '../../core/blog/article-summary.ts'
import { LATIN_ALLOWED } from '../../tests/e2e/hindi-text.ts'
import { CAT_VACCINATION_GUIDE, catVaccinationGuideText } from './cat-vaccination-guide.ts'
import { CAT_VACCINATION_GUIDE_HINDI, catVaccinationGuideEnglish, currentCatVaccinationGuideHindi } from './cat-vaccination-guide-hi.ts'

const summary = CAT_VACCINATION_GUIDE_HINDI
const texts = [summary.title, summary.excerpt, ...summary.points]

describe('the Hindi summary of the cat vaccination guide', () => {
  it('is summed up from the English guide as it is now', () => {
    // A changed English guide needs its summary read against the new text again, then this revision.
    const now = articleRevision(catVaccinationGuideEnglish())
    expect(summary.revision, `check the summary against the English guide, then set revision to ${now}`).toBe(now)
    expect(currentCatVaccinationGuideHindi()).toBe(summary)
  })

  it('goes out of date when any part of the English guide changes: heading, intro, schedule, vaccines or questions', () => {
    const heading = catVaccinationGuideEnglish().title
    const edited = (change: (guide: typeof CAT_VACCINATION_GUIDE) => void) => {
      const copy = structuredClone(CAT_VACCINATION_GUIDE)
      change(copy)
      return catVaccinationGuideText(heading, copy)
    }
    const changes: ((guide: typeof CAT_VACCINATION_GUIDE) => void)[] = [
      (guide) => (guide.intro[0] = guide.intro[0]!.replace('rabies', 'rabies and FeLV')),
      (guide) => (guide.schedule[0]!.age = '8 to 10 weeks'),
      (guide) => (guide.schedule[2]!.notes = 'A second rabies dose four weeks later.'),
      (guide) => (guide.vaccines[2]!.when = guide.vaccines[2]!.when.replace('from 8 weeks', 'from 9 weeks')),
      (guide) => (guide.questions[2]!.answer = guide.questions[2]!.answer.replace('2 cm', '3 cm')),
    ]
    for (const change of changes) expect(currentSummary(summary, edited(change))).toBeNull()
    expect(currentSummary(summary, { title: `${heading} (2027)`, content: catVaccinationGuideEnglish().content })).toBeNull()
    // Line endings and trailing spaces are not a change of what the guide says.
    const english = catVaccinationGuideEnglish()
    expect(currentSummary(summary, { ...english, content: `${english.content.replace(/\n/g, '\r\n')}  ` })).toBe(summary)
  })

  it('has a Hindi title, an excerpt and 4-6 short points', () => {
    expect(summary.points.length).toBeGreaterThanOrEqual(SUMMARY_POINTS.min)
    expect(summary.points.length).toBeLessThanOrEqual(SUMMARY_POINTS.max)
    for (const text of texts) {
      expect(text.trim()).toBe(text)
      expect(text).toMatch(/[\u0900-\u097F]/)
    }
    for (const point of summary.points) expect(point.length, point).toBeLessThanOrEqual(300)
    expect(summary.title.length).toBeLessThanOrEqual(110)
    expect(new Set(summary.points).size).toBe(summary.points.length)
  })

  it('has no word in Latin letters but the allowed names, and figures in Latin digits', () => {
    for (const text of texts) {
      const latin = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word))
      expect(latin, text).toEqual([])
      expect(text, text).not.toMatch(/[\u0966-\u096F]/)
    }
  })

  it('gives the ages and intervals of the English schedule as the English gives them', () => {
    const points = summary.points.join(' ')
    for (const figure of ['6 से 8 हफ़्ते', '10 से 12 हफ़्ते', 'लगभग 12 हफ़्ते', '16 हफ़्ते', '6 महीने से 1 साल', '3 साल', '3 से 4 हफ़्ते', '8 हफ़्ते', '2 सेंटीमीटर']) {
      expect(points).toContain(figure)
    }
    const english = catVaccinationGuideEnglish().content
    for (const figure of ['6 to 8 weeks', '10 to 12 weeks', 'About 12 weeks', '16 weeks', '6 months to 1 year', 'every three years', '3 to 4 weeks', 'from 8 weeks', '2 cm']) {
      expect(english).toContain(figure)
    }
  })
})
