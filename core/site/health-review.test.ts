import { describe, expect, it } from 'vitest'
import { articleNextReviewDue, unreviewedStatus } from './health-review.ts'

describe('the next review of a health text', () => {
  it('is a year after the last revision of a page no vet has reviewed', () => {
    expect(unreviewedStatus('2026-11-29', [])).toEqual({ nextReviewDue: '2027-11-29', sources: [] })
  })

  it('is a year after a vet reviewed an article, or after it was published while none has', () => {
    expect(articleNextReviewDue('2026-02-20T05:00:00.000Z', '2026-12-04T06:00:00.000Z')).toBe('2027-12-04')
    expect(articleNextReviewDue('2026-02-20T05:00:00.000Z', null)).toBe('2027-02-20')
    expect(articleNextReviewDue('2024-02-29T05:00:00.000Z')).toBe('2025-02-28')
  })
})
