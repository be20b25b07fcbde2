import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_PARTS, type Part, evaluate, formatEvaluation, partFile, readPart } from './evaluate.ts'

/**
 * The writers' development supplements: 320 messages each, written blind to the rules after the
 * split and kept out of it (`frozen.jsonl` did not change). Rules were tuned on them, so each holds
 * what was reached rather than proves the engine (decision 0066): on 2026-11-29 (C to F), 2026-11-30 (G to DD) and 2026-12-01 (DE to DT) every
 * emergency of each was recalled, and under 10% of its routine messages were graded emergencies. A change to the rules may
 * not lose an emergency here, nor send 10% or more of a part's routine messages to a hospital.
 */
/**
 * Nine parts stay at or over the 10% goal after their tuning and are held at what was reached until rules bring them under
 * it: first-time owners (AG, 12 of 90, then 10, 11 once the second opinion was retrained on writers EU to EX, now 10 after writers FK to FN) write many harmless messages with frightening words (decision 0066,
 * "Writers AG to AJ"); BJ (13, now 11) and BL (13, now 11) were asked for routine messages with frightening words told
 * by calm owners and families (decision 0066, "Writers BI to BL"); BN's long stories (17, now 13) hold many words of
 * signs in one message (decision 0066, "Writers BM to BP"); BS (10) told events of hours ago that are over (decision
 * 0066, "Writers BQ to BT") and was held until the rules of writers DQ to DT brought it under 9; BW (12, now 11) are calm owners asking for a slot or a remedy, measured at 12 before it was a
 * development part (decision 0066, "Writers BU, BV, BW and BX"); CF (16, now 12) tells long stories with past illnesses, other
 * pets and fears (decision 0066, "Writers CC to CF"); CJ (19, now 15 after the rules of writers EM to EP) was asked for routine messages from worried owners
 * in alarming words (decision 0066, "Writers CG to CJ"). AH (family phone voices) was held at 10 until the rules of
 * writers BE to BH brought it to 8. BB (an emergency's sign without the detail that makes it urgent) went from 11 to 8
 * with the rules of writers CK to CV, then back to 9 when the second opinion was retrained on writers DA to DD, and to 8
 * when it weighed lilies per species (writers EQ to ET): held at 8. DD (first-time owners of puppies and kittens describing everything) was measured at 11 before it was a
 * development part and held at 10 (decision 0066, "Writers DA to DD") until the rules of writers DE to DH brought it to 8. DO (second opinions: what a relative, chemist or local vet said)
 * was measured at 16 before it was a development part and held at 12 (decision 0066, "Writers DM to DP"), now 11 after the
 * rules of writers DU to DX.
 */
const HELD_FALSE_EMERGENCIES: Partial<Record<Part, number>> = { 'dev-ag': 10, 'dev-bb': 8, 'dev-bj': 11, 'dev-bl': 11, 'dev-bn': 13, 'dev-bw': 11, 'dev-cf': 12, 'dev-cj': 15, 'dev-do': 11 }
/**
 * Emergencies a writer labelled against the grade other writers gave the same case, held as misses rather than tuned to:
 * FF-136, a cat that licked a little phenyl off its paws and is fine, was labelled 'soon' and raised to 'emergency' only to
 * reach the brief's count (the writer's report), while writers K, AY and BS labelled a lick or two of a cleaner, with the cat
 * well, routine; a rule that sent all four to a hospital would make three false emergencies for it (decision 0066, "Writers FC to FF").
 * FU-173, 'puppy ne kaata bacche ko puppy behaving weird' (a three-month puppy): the rabies rule for a pet acting strangely
 * that has bitten leaves out puppies, whose nipping is teething, and 'bacche' (a child) reads as young too; a rule that
 * read it would send every teething puppy that nips a child to a hospital (decision 0066, "Writers FS to FV").
 * FW-112, a cat that chewed a peace lily (not a true lily: its crystals burn the mouth) with the mouth swollen and drooling,
 * labelled an emergency where writer FR labelled the same plant otherwise; FX-319, a dog that ate a buffalo's ivermectin
 * paste and 'lagadta hai', a word the engine does not know: ivermectin is also a wormer vets give, so the word alone
 * cannot be a toxin (decision 0066, "Writers FW to FZ").
 * GB-142, 'bahut kam pee raha... ab bilkul nahi', a male dog with stones: in Hindi 'pee raha' is drinking, and the urine is
 * told only by 'male' and 'stone ki history' in another sentence; GC-108, a kitten that ate silica gel and 'maybe a bit of
 * the desiccant thingy from a vitamin bottle', fine: silica gel does not poison, and the label rests on a guess that the
 * second packet held iron (decision 0066, "Writers GA to GD").
 * GU-073, 'kitten ate silica gel? no wait it was the blue cooling ice pack gel thing': most ice packs hold a gel that does
 * not poison, and the label rests on the chance that this one held a glycol (decision 0066, "Writers GU to GX").
 */
const HELD_MISSES: Partial<Record<Part, readonly string[]>> = {
  'dev-ff': ['ff-136'],
  'dev-fu': ['fu-173'],
  'dev-fw': ['fw-112'],
  'dev-fx': ['fx-319'],
  'dev-gb': ['gb-142'],
  'dev-gc': ['gc-108'],
  'dev-gu': ['gu-073'],
}
/** Every development part after the split's own (`dev`): writer C's to BT's, named by their file ('dev-ag' is writer AG, ids 'ag-...'). */
const SUPPLEMENTS = DEVELOPMENT_PARTS.filter((part) => part !== 'dev').map((part) => {
  const code = part.slice('dev-'.length)
  return { part, writer: code.toUpperCase(), idPrefix: `${code}-`, falseEmergenciesAtMost: HELD_FALSE_EMERGENCIES[part] }
})
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
      const missed = evaluation.missedEmergencies.filter((id) => !HELD_MISSES[part]?.includes(id))
      const recall = (emergencies - missed.length) / emergencies
      expect(recall, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(RECALLED_ON_2026_11_29)
      if (falseEmergenciesAtMost === undefined) expect(evaluation.falseEmergencyRate, `false emergencies: ${evaluation.falseEmergencies.join(', ')}`).toBeLessThan(0.1)
      else expect(evaluation.falseEmergencies.length, `false emergencies: ${evaluation.falseEmergencies.join(', ')}`).toBeLessThanOrEqual(falseEmergenciesAtMost)
    })
  })
}
