import type { RedFlag } from './red-flags.ts'

/**
 * The safety net's learned second opinion (decision 0066, "A learned second opinion"). The rules
 * name the signs they know; a message they grade 'see a vet today' is weighed once more on all its
 * words: every concept word read and not negated (outside general questions and denied contact), and the pet as
 * context. (The concerns the rules found are left out: in training they fire beside the red flags, so
 * a concern such as 'possible poison' would weigh as an emergency on the very messages whose red
 * flag did not fire.) The weights are a logistic regression trained on the development parts
 * of the evaluation corpus only (`content/triage-eval/train-second-opinion.ts`), so a sign written
 * in words no rule holds still counts when owners' messages that use those words were
 * emergencies. It only ever raises a grade to 'now', never lowers one; a message the rules found
 * routine needs a higher likelihood than one they send to a vet today.
 */
export type SecondOpinionWeights = { bias: number; features: Readonly<Record<string, number>> }

/**
 * The likelihood above which a message is sent to a vet now: one the rules send to a vet today at
 * 0.5; one in which the rules found no sign needing a vet, at 0.8. The 'today' bar was 0.7 until four
 * writers' messages graded before they were trained on (Y to AB) showed that 0.5 recalls two more
 * of their five missed emergencies for four more false ones in 360 routine messages (decision 0066).
 */
export const SECOND_OPINION_AT = { today: 0.5, routine: 0.8 } as const

/** What the second opinion reads of a message, as feature names. */
export type SecondOpinionInput = {
  sentences: readonly { present: ReadonlySet<string>; hypothetical: boolean; noContact: boolean }[]
  context: ReadonlySet<string>
}

/** Marks read for one rule's sake (a small pet's size), not signs: weighed alone they only echo the species and age. */
const RULE_ONLY = new Set(['smallpet'])

/**
 * Exposures that are emergencies for one species only (lilies and dog spot-ons for cats): weighed per species, so a
 * dog that bit a lily leaf is not read with the weight cats' lily messages gave the word.
 */
const ONE_SPECIES = new Set(['lily', 'dogspoton', 'spoton'])

export function secondOpinionFeatures(input: SecondOpinionInput): string[] {
  const features = new Set<string>()
  const species = input.context.has('cat') ? '@cat' : input.context.has('dog') ? '@dog' : ''
  for (const sentence of input.sentences) {
    // A general question, or contact denied ('sniffed the wrapper, did not eat it'), reports no exposure.
    if (sentence.hypothetical || sentence.noContact) continue
    for (const word of sentence.present) if (!RULE_ONLY.has(word)) features.add(ONE_SPECIES.has(word) ? `w:${word}${species}` : `w:${word}`)
  }
  for (const word of input.context) if (!RULE_ONLY.has(word)) features.add(`x:${word}`)
  return [...features].sort()
}

/** The model's likelihood that a message with these features is an emergency (0 to 1). */
export function emergencyLikelihood(features: readonly string[], weights: SecondOpinionWeights): number {
  const score = features.reduce((sum, feature) => sum + (weights.features[feature] ?? 0), weights.bias)
  return 1 / (1 + Math.exp(-score))
}

/** The flag an emergency reply names when the second opinion, not a rule, sent the pet now. */
export const SIGNS_TOGETHER: RedFlag = {
  id: 'signs-together',
  label: 'An emergency, read from all the signs you describe together',
  when: [],
  onTheWay: ['Bring a note of each sign and when it began.'],
  doNot: ['Do not give any food until a vet has seen your pet.'],
  source: 'aahaTriage',
}
