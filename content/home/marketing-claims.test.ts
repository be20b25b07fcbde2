import { describe, expect, it } from 'vitest'
import { MARKETING_CLAIMS } from '../../core/brand.ts'
import { MARKETING_CLAIM_EVIDENCE } from './marketing-claims.ts'

describe('marketing claims', () => {
  it('each claim shown names the evidence the operator must hold for it', () => {
    for (const claim of MARKETING_CLAIMS) expect(MARKETING_CLAIM_EVIDENCE[claim].length).toBeGreaterThan(20)
  })
})
