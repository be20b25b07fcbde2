import { describe, expect, it } from 'vitest'
import type { AssistantPet } from './pet.ts'
import { SECOND_OPINION_WEIGHTS } from './second-opinion-weights.ts'
import { SECOND_OPINION_AT, SIGNS_TOGETHER, type SecondOpinionWeights, emergencyLikelihood, secondOpinionFeatures } from './second-opinion.ts'
import { GO_NOW, NEAREST_HOSPITAL, readForTriage, triage } from './triage.ts'

const dog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '4 years' }
const features = (message: string, pet = dog) => secondOpinionFeatures(readForTriage(message, pet))
/** Weights that find an emergency in one made-up word and nothing else, to test the engine's use of any weights. */
const ZORBLE: SecondOpinionWeights = { bias: -3, features: { 'w:zorble': 6 } }

describe('the second opinion’s reading of a message', () => {
  it('reads the words named and not negated, and the pet as context', () => {
    const read = features('he is vomiting, no blood in it')
    expect(read).toContain('w:vomit')
    expect(read).not.toContain('w:blood')
    expect(read).toContain('x:dog')
    expect(features('kitten not eating', { category: 'cat', breed: '', age: '6 weeks' })).toEqual(expect.arrayContaining(['x:cat', 'x:young', 'x:baby']))
  })

  it('leaves out a general question and contact the owner denies', () => {
    expect(features('can dogs eat grapes?')).not.toContain('w:grape')
    expect(features('he sniffed the chocolate wrapper, did not eat it')).not.toContain('w:chocolate')
    expect(features('he ate a whole bar of chocolate')).toContain('w:chocolate')
  })

  it('weighs an exposure that harms one species per species: a lily bitten by a dog is not a cat’s lily', () => {
    const cat: AssistantPet = { category: 'cat', breed: '', age: '3 years' }
    expect(features('she bit a lily leaf', cat)).toContain('w:lily@cat')
    expect(features('he bit a lily leaf')).toContain('w:lily@dog')
    expect(features('he bit a lily leaf')).not.toContain('w:lily')
    expect((SECOND_OPINION_WEIGHTS.features['w:lily@cat'] ?? 0) > (SECOND_OPINION_WEIGHTS.features['w:lily@dog'] ?? 0)).toBe(true)
  })

  it('gives the same features for the same message, in a fixed order', () => {
    expect(features('dog vomiting and weak since morning')).toEqual(features('dog vomiting and weak since morning'))
    expect(features('dog vomiting and weak since morning')).toEqual([...features('dog vomiting and weak since morning')].sort())
  })
})

describe('the likelihood', () => {
  it('is the logistic of the bias and the weights of the features present', () => {
    expect(emergencyLikelihood([], { bias: 0, features: {} })).toBe(0.5)
    expect(emergencyLikelihood(['w:a', 'w:b', 'w:unknown'], { bias: -1, features: { 'w:a': 2, 'w:b': 1 } })).toBeCloseTo(1 / (1 + Math.exp(-2)), 10)
    expect(emergencyLikelihood(['w:zorble'], ZORBLE)).toBeGreaterThan(SECOND_OPINION_AT.routine)
  })
})

describe('triage with a second opinion', () => {
  const soonMessage = 'my dog is vomiting since morning and zorble'

  it('raises a message the rules send to a vet today to a vet now, with the emergency reply in its order', () => {
    expect(triage(soonMessage, dog, { secondOpinion: null }).urgency).toBe('soon')
    const raised = triage(soonMessage, dog, { secondOpinion: ZORBLE, supportHours: '8 am to 10 pm' })
    expect(raised.urgency).toBe('emergency')
    expect(raised.flags[0]).toEqual({ id: SIGNS_TOGETHER.id, label: SIGNS_TOGETHER.label, urgency: 'emergency' })
    expect(raised.flags.map((flag) => flag.id)).toContain('vomiting')
    expect(raised.sections[0]?.heading).toBe(GO_NOW)
    expect(raised.sections[0]?.lines).toContain(NEAREST_HOSPITAL)
    expect(raised.reply).not.toMatch(/\b(wait|monitor|later|24 hours)\b/i)
  })

  it('holds a message the rules found routine to a higher bar, and never lowers a grade', () => {
    const routine = 'what should he eat now that he is older, zorble'
    expect(triage(routine, dog, { secondOpinion: null }).urgency).toBe('routine')
    // Likelihood 0.75: enough to send a 'today' message now, not a routine one.
    const between: SecondOpinionWeights = { bias: Math.log(0.75 / 0.25) - 6, features: { 'w:zorble': 6 } }
    expect(triage(routine, dog, { secondOpinion: between }).urgency).toBe('routine')
    expect(triage(soonMessage, dog, { secondOpinion: between }).urgency).toBe('emergency')
    expect(triage(routine, dog, { secondOpinion: ZORBLE }).urgency).toBe('emergency')
    expect(triage('my dog is vomiting since morning', dog, { secondOpinion: { bias: -20, features: {} } }).urgency).toBe('soon')
    expect(triage('he ate rat poison', dog, { secondOpinion: { bias: -20, features: {} } }).urgency).toBe('emergency')
  })

  it('names a rule’s own red flag, not the second opinion’s, when a rule finds one', () => {
    const ruled = triage('he ate rat poison zorble', dog, { secondOpinion: ZORBLE })
    expect(ruled.flags.map((flag) => flag.id)).not.toContain(SIGNS_TOGETHER.id)
  })

  // (Its example was 'his tummy looks like a drum' until a rule learnt to read a belly like a drum.)
  it('uses the trained weights unless told otherwise: pacing, drooling and looking at the belly, in words no rule holds, goes now', () => {
    const belly = 'he is pacing and drooling after dinner and looks at his tummy again and again'
    expect(triage(belly, dog, { secondOpinion: null }).urgency).toBe('soon')
    const trained = triage(belly, dog)
    expect(trained.urgency).toBe('emergency')
    expect(trained.flags[0]?.id).toBe(SIGNS_TOGETHER.id)
    expect(trained).toEqual(triage(belly, dog, { secondOpinion: SECOND_OPINION_WEIGHTS }))
  })
})
