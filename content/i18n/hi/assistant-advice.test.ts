import { describe, expect, it } from 'vitest'
import { LATIN_ALLOWED } from '../../../tests/e2e/hindi-text.ts'
import { type AdviceTranslation, adviceRevision, currentVetReview } from '../advice-translation.ts'
import hindi from './assistant-advice.ts'

const entries = [...Object.entries(hindi.labels), ...Object.entries(hindi.lines)]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort()

describe('the Hindi advice table', () => {
  it('is Hindi: Devanagari, with Latin letters only in words marked English and the names the Hindi pages allow', () => {
    const latin = entries.flatMap(([english, translated]) =>
      (translated.replace(/<en>.*?<\/en>|\{\w+\}/g, '').match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word)).map((word) => `${word} (${english})`),
    )
    expect(latin).toEqual([])
    expect(entries.filter(([, translated]) => !/[\u0900-\u097F]/.test(translated)).map(([english]) => english)).toEqual([])
  })

  it('keeps every number of the English, and takes what core inserts where the English does', () => {
    for (const [english, translated] of entries) {
      expect(numbers(translated.replace(/<en>.*?<\/en>/g, '')), english).toEqual(numbers(english.replace(/DHPPi|FVRCP/g, '')))
      expect(placeholders(translated), english).toEqual(placeholders(english))
    }
  })

  it('records who wrote it and when, and claims no vet review it has not had', () => {
    expect(hindi.review.writtenBy).toBe('editorial-team')
    expect(hindi.review.writtenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(hindi.review.vetReview).toBeNull()
    expect(currentVetReview(hindi)).toBeNull()
  })

  it('holds a vet’s review only for the revision the vet read', () => {
    const reviewed: AdviceTranslation = {
      ...hindi,
      review: { ...hindi.review, vetReview: { name: 'Dr A', registration: 'DVC 1', reviewedOn: '2026-12-01', revision: adviceRevision(hindi) } },
    }
    expect(currentVetReview(reviewed)?.name).toBe('Dr A')
    const edited: AdviceTranslation = { ...reviewed, lines: { ...reviewed.lines, 'Do not force-feed.': 'ज़बरदस्ती कुछ न खिलाएँ।' } }
    expect(adviceRevision(edited)).not.toBe(adviceRevision(hindi))
    expect(currentVetReview(edited)).toBeNull()
  })
})
