import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate, formatEvaluation, partFile, readPart } from './evaluate.ts'

/**
 * The frozen part of the corpus, written blind to the rules and never read while they changed.
 * Only counts and ids are printed, never a message. Its goals (every emergency recalled, under 10%
 * of routine messages graded as emergencies) are figures of `npm run bench` (triage-eval); on
 * 2026-11-29 the engine recalled 101 of 106 frozen emergencies, 102 after the changes found
 * through writer C's development messages (dev-c), and still 102 after those found through writer
 * D's (dev-d) and writers E's and F's (dev-e, dev-f); on 2026-11-30, with the learned second opinion,
 * 105: short of the goal by one (decision 0066).
 * This test holds what was reached, so a change to the rules can only move towards the goal.
 */
const RECALLED_ON_2026_11_30 = 105 / 106
describe('triage on the frozen evaluation messages', () => {
  it('exists, split once from the writers’ files, with at least 200 messages', () => {
    expect(existsSync(partFile('frozen'))).toBe(true)
    expect(readPart('frozen').length).toBeGreaterThanOrEqual(200)
  })

  // Grading a few hundred messages takes about a second, and several times that on a loaded machine.
  it('recalls no fewer emergencies than it reached, and grades under 10% of routine messages as emergencies', { timeout: 30_000 }, () => {
    const evaluation = evaluate('frozen', readPart('frozen'))
    console.info(formatEvaluation(evaluation))
    const emergencies = Object.values(evaluation.matrix.emergency).reduce((sum, count) => sum + count, 0)
    const recall = (emergencies - evaluation.missedEmergencies.length) / emergencies
    expect(recall, `missed: ${evaluation.missedEmergencies.join(', ')}`).toBeGreaterThanOrEqual(RECALLED_ON_2026_11_30)
    expect(evaluation.falseEmergencyRate).toBeLessThan(0.1)
  })
})
