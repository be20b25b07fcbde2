import { describe, expect, it } from 'vitest'
import { OWNERS_SERVED_THRESHOLD, RATINGS_THRESHOLD, socialProofClaims } from './social-proof.ts'

const none = { count: 0, sum: 0 }

describe('socialProofClaims', () => {
  it('shows no figure on a new site', () => {
    expect(socialProofClaims({ ownersServed: 0, ratings: none })).toEqual([])
  })

  it('hides each figure below its threshold', () => {
    expect(socialProofClaims({ ownersServed: OWNERS_SERVED_THRESHOLD - 1, ratings: { count: RATINGS_THRESHOLD - 1, sum: 5 * (RATINGS_THRESHOLD - 1) } })).toEqual([])
  })

  it('rounds the owners down to a figure that stays true', () => {
    expect(socialProofClaims({ ownersServed: 100, ratings: none })).toEqual(['100+ pet owners served'])
    expect(socialProofClaims({ ownersServed: 149, ratings: none })).toEqual(['100+ pet owners served'])
    expect(socialProofClaims({ ownersServed: 1240, ratings: none })).toEqual(['1,200+ pet owners served'])
  })

  it('gives the average rating rounded down, with the number of reviews', () => {
    // 4.66 reads 4.6, never 4.7.
    expect(socialProofClaims({ ownersServed: 0, ratings: { count: 30, sum: 140 } })).toEqual(['4.6 average rating from 30 reviews'])
  })
})
