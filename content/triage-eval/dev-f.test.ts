import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate, formatEvaluation, partFile, readPart } from './evaluate.ts'

/**
 * Writer F's development supplement: 320 messages written blind to the rules after the split, kept
 * out of it (`frozen.jsonl` did not change), like writers C's to E's. Rules were tuned on it, so it holds
 * what was reached rather than proves the engine (decision 0066). A change to the rules may not
 * lose an emergency here, nor send 10% or more of its routine messages to a hospital.
 */
const RECALLED_ON_2026_11_29 = 150 / 150

describe('triage on writer F’s development messages (dev-f)', () => {
  it('exists, outside the split, with its 320 messages', () => {
    expect(existsSync(partFile('dev-f'))).toBe(true)
    expect(readPart('dev-f')).toHaveLength(320)
    expect(readPart('dev-f').every((message) => message.id.startsWith('f-'))).toBe(true)
  })

  // Grading a few hundred messages takes about a second, and several times that on a loaded machine.
  it('recalls no fewer emergencies than it reached, and grades under 10% of routine messages as emergencies', { timeout: 30_000 }, () => {
    const evaluation = evaluate('dev-f', readPart('dev-f'))
    console.info(formatEvaluation(evaluation))
    const emergencies = Object.values(evaluation.matrix.emergency).reduce((sum, count) => sum + count, 0)
    const recall = (emergencies - evaluation.missedEmergencies.length) / emergencies
    expect(recall, `missed: ${evaluation.missedEmergencies.join(', ')}`).toBeGreaterThanOrEqual(RECALLED_ON_2026_11_29)
    expect(evaluation.falseEmergencyRate, `false emergencies: ${evaluation.falseEmergencies.join(', ')}`).toBeLessThan(0.1)
  })
})
