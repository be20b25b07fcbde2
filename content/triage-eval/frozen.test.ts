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
 * 105: short of the goal by one (decision 0066). Later that day, after ten more writers' parts (O to
 * X) and a second opinion trained on all 23 development parts, the rules alone reached 103 (a new
 * high) and the engine 104: the retrained second opinion no longer lifts one message it had lifted
 * at 0.7, while on the ten writers' messages, each graded before it was tuned on, the changes
 * recalled more emergencies for fewer false ones. Decision 0066 ("Writers O to X") gives the
 * figures and why the gate was lowered by one message, once.
 * After four more writers' parts (Y to AB, 27 in all) the engine stayed at 104 and the rules
 * alone at 103; with the second opinion's 'today' bar lowered from 0.7 to 0.5, chosen on those
 * writers' messages graded before they were trained on, the engine reached 105, with the same four
 * false emergencies (decision 0066, "Writers Y, Z, AA and AB").
 * Twenty more writers' parts (AC to AV, 47 in all) left both where they were. Once rules were written for
 * the development emergencies only the second opinion had caught, and after eight more parts (AW to BD, 55 in
 * all), the rules alone reached 104; the engine stayed at 105. Sixteen more (BE to BT, 71 in all) left both there.
 * This test holds what was reached, by the engine and by its rules alone, so a change can only move
 * towards the goal.
 */
const RECALLED_AFTER_WRITER_AB = 105 / 106
const RULES_ALONE_AFTER_WRITER_AZ = 104 / 106
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
    expect(recall, `missed: ${evaluation.missedEmergencies.join(', ')}`).toBeGreaterThanOrEqual(RECALLED_AFTER_WRITER_AB)
    expect(evaluation.falseEmergencyRate).toBeLessThan(0.1)
  })

  it('recalls, on the rules alone, no fewer emergencies than they reached', { timeout: 30_000 }, () => {
    const evaluation = evaluate('frozen', readPart('frozen'), { secondOpinion: null })
    const emergencies = Object.values(evaluation.matrix.emergency).reduce((sum, count) => sum + count, 0)
    const recall = (emergencies - evaluation.missedEmergencies.length) / emergencies
    expect(recall, `missed: ${evaluation.missedEmergencies.join(', ')}`).toBeGreaterThanOrEqual(RULES_ALONE_AFTER_WRITER_AZ)
  })
})
