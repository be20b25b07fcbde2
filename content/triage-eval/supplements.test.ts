import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type Part, evaluate, formatEvaluation, partFile, readPart } from './evaluate.ts'

/**
 * The writers' development supplements: 320 messages each, written blind to the rules after the
 * split and kept out of it (`frozen.jsonl` did not change). Rules were tuned on them, so each holds
 * what was reached rather than proves the engine (decision 0066): on 2026-11-29 (C to F) and 2026-11-30 (G to BD) every emergency of
 * each was recalled and none of its routine messages was graded an emergency. A change to the
 * rules may not lose an emergency here, nor send 10% or more of a part's routine messages to a
 * hospital.
 */
/**
 * Three parts stay over the 10% goal after their tuning: first-time owners (AG) and family phone voices
 * (AH) write many harmless messages with frightening words. They are held at what was reached
 * (15 and 10 of 90) until rules bring them under it (decision 0066, "Writers AG to AJ"). So is BB (12 of 90),
 * whose routine messages carry an emergency's sign without the detail that makes it urgent (decision 0066,
 * "Writers BA to BD").
 */
const SUPPLEMENTS: ReadonlyArray<{ part: Part; writer: string; idPrefix: string; falseEmergenciesAtMost?: number }> = [
  { part: 'dev-c', writer: 'C', idPrefix: 'c-' },
  { part: 'dev-d', writer: 'D', idPrefix: 'd-' },
  { part: 'dev-e', writer: 'E', idPrefix: 'e-' },
  { part: 'dev-f', writer: 'F', idPrefix: 'f-' },
  { part: 'dev-g', writer: 'G', idPrefix: 'g-' },
  { part: 'dev-h', writer: 'H', idPrefix: 'h-' },
  { part: 'dev-i', writer: 'I', idPrefix: 'i-' },
  { part: 'dev-j', writer: 'J', idPrefix: 'j-' },
  { part: 'dev-k', writer: 'K', idPrefix: 'k-' },
  { part: 'dev-l', writer: 'L', idPrefix: 'l-' },
  { part: 'dev-m', writer: 'M', idPrefix: 'm-' },
  { part: 'dev-n', writer: 'N', idPrefix: 'n-' },
  { part: 'dev-o', writer: 'O', idPrefix: 'o-' },
  { part: 'dev-p', writer: 'P', idPrefix: 'p-' },
  { part: 'dev-q', writer: 'Q', idPrefix: 'q-' },
  { part: 'dev-r', writer: 'R', idPrefix: 'r-' },
  { part: 'dev-s', writer: 'S', idPrefix: 's-' },
  { part: 'dev-t', writer: 'T', idPrefix: 't-' },
  { part: 'dev-u', writer: 'U', idPrefix: 'u-' },
  { part: 'dev-v', writer: 'V', idPrefix: 'v-' },
  { part: 'dev-w', writer: 'W', idPrefix: 'w-' },
  { part: 'dev-x', writer: 'X', idPrefix: 'x-' },
  { part: 'dev-y', writer: 'Y', idPrefix: 'y-' },
  { part: 'dev-z', writer: 'Z', idPrefix: 'z-' },
  { part: 'dev-aa', writer: 'AA', idPrefix: 'aa-' },
  { part: 'dev-ab', writer: 'AB', idPrefix: 'ab-' },
  { part: 'dev-ac', writer: 'AC', idPrefix: 'ac-' },
  { part: 'dev-ad', writer: 'AD', idPrefix: 'ad-' },
  { part: 'dev-ae', writer: 'AE', idPrefix: 'ae-' },
  { part: 'dev-af', writer: 'AF', idPrefix: 'af-' },
  { part: 'dev-ag', writer: 'AG', idPrefix: 'ag-', falseEmergenciesAtMost: 15 },
  { part: 'dev-ah', writer: 'AH', idPrefix: 'ah-', falseEmergenciesAtMost: 10 },
  { part: 'dev-ai', writer: 'AI', idPrefix: 'ai-' },
  { part: 'dev-aj', writer: 'AJ', idPrefix: 'aj-' },
  { part: 'dev-ak', writer: 'AK', idPrefix: 'ak-' },
  { part: 'dev-al', writer: 'AL', idPrefix: 'al-' },
  { part: 'dev-am', writer: 'AM', idPrefix: 'am-' },
  { part: 'dev-an', writer: 'AN', idPrefix: 'an-' },
  { part: 'dev-ao', writer: 'AO', idPrefix: 'ao-' },
  { part: 'dev-ap', writer: 'AP', idPrefix: 'ap-' },
  { part: 'dev-aq', writer: 'AQ', idPrefix: 'aq-' },
  { part: 'dev-ar', writer: 'AR', idPrefix: 'ar-' },
  { part: 'dev-as', writer: 'AS', idPrefix: 'as-' },
  { part: 'dev-at', writer: 'AT', idPrefix: 'at-' },
  { part: 'dev-au', writer: 'AU', idPrefix: 'au-' },
  { part: 'dev-av', writer: 'AV', idPrefix: 'av-' },
  { part: 'dev-aw', writer: 'AW', idPrefix: 'aw-' },
  { part: 'dev-ax', writer: 'AX', idPrefix: 'ax-' },
  { part: 'dev-ay', writer: 'AY', idPrefix: 'ay-' },
  { part: 'dev-az', writer: 'AZ', idPrefix: 'az-' },
  { part: 'dev-ba', writer: 'BA', idPrefix: 'ba-' },
  { part: 'dev-bb', writer: 'BB', idPrefix: 'bb-', falseEmergenciesAtMost: 12 },
  { part: 'dev-bc', writer: 'BC', idPrefix: 'bc-' },
  { part: 'dev-bd', writer: 'BD', idPrefix: 'bd-' },
]
const RECALLED_ON_2026_11_29 = 1

for (const { part, writer, idPrefix, falseEmergenciesAtMost } of SUPPLEMENTS) {
  describe(`triage on writer ${writer}’s development messages (${part})`, () => {
    it('exists, outside the split, with its 320 messages', () => {
      expect(existsSync(partFile(part))).toBe(true)
      expect(readPart(part)).toHaveLength(320)
      expect(readPart(part).every((message) => message.id.startsWith(idPrefix))).toBe(true)
    })

    // Grading a few hundred messages takes about a second, and several times that on a loaded machine.
    it('recalls every emergency, and grades under 10% of routine messages as emergencies', { timeout: 30_000 }, () => {
      const evaluation = evaluate(part, readPart(part))
      console.info(formatEvaluation(evaluation))
      const emergencies = Object.values(evaluation.matrix.emergency).reduce((sum, count) => sum + count, 0)
      const recall = (emergencies - evaluation.missedEmergencies.length) / emergencies
      expect(recall, `missed: ${evaluation.missedEmergencies.join(', ')}`).toBeGreaterThanOrEqual(RECALLED_ON_2026_11_29)
      if (falseEmergenciesAtMost === undefined) expect(evaluation.falseEmergencyRate, `false emergencies: ${evaluation.falseEmergencies.join(', ')}`).toBeLessThan(0.1)
      else expect(evaluation.falseEmergencies.length, `false emergencies: ${evaluation.falseEmergencies.join(', ')}`).toBeLessThanOrEqual(falseEmergenciesAtMost)
    })
  })
}
