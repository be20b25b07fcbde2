import { describe, expect, it } from 'vitest'
import { carePlan } from './care-plan.ts'
import type { AssistantPet } from './pet.ts'
import { FOLLOW_UP_QUESTIONS, START_CHECK, symptomCheckerTurn } from './symptom-checker.ts'
import { NOT_A_DIAGNOSIS } from './triage.ts'

const dog: AssistantPet = { category: 'dog', breed: 'Beagle', age: '3 years' }

describe('symptom checker', () => {
  it('asks the follow-up questions one at a time, then gives the urgency, causes and home care', () => {
    let step = symptomCheckerTurn(START_CHECK, 'loose motion', dog)
    const asked: string[] = []
    while (step.kind === 'question') {
      asked.push(step.reply)
      expect(step.reply).toContain(NOT_A_DIAGNOSIS)
      step = symptomCheckerTurn(step.check, 'normal', dog)
    }
    expect(asked.map((reply) => FOLLOW_UP_QUESTIONS.find((question) => reply.includes(question)))).toEqual([...FOLLOW_UP_QUESTIONS])
    expect(step.urgency).toBe('soon')
    expect(step.reply).toContain('To discuss with the vet')
    expect(step.reply).toContain('Safe at home meanwhile')
  })

  it('stops asking as soon as an answer shows an emergency', () => {
    const first = symptomCheckerTurn(START_CHECK, 'itchy skin', dog)
    expect(first.kind).toBe('question')
    const second = symptomCheckerTurn(first.check, 'two days, and now he collapsed', dog)
    expect(second).toMatchObject({ kind: 'result', urgency: 'emergency' })
  })

  it('grades with the triage engine, so a blocked bladder stays a blocked bladder and is never called bloat', () => {
    const cat: AssistantPet = { category: 'cat', breed: 'Indian domestic', age: '4 years' }
    const first = symptomCheckerTurn(START_CHECK, 'my male cat keeps going to the litter box', cat)
    const steps = [first]
    let step = first
    for (const answer of ['since yesterday, only a few drops', 'not eating', 'very weak, his belly feels hard', 'vomited twice']) {
      if (step.kind === 'result') break
      step = symptomCheckerTurn(step.check, answer, cat)
      steps.push(step)
    }
    expect(step).toMatchObject({ kind: 'result', urgency: 'emergency' })
    if (step.kind !== 'result') throw new Error('the checker ended without a result')
    expect(step.result.flags.map((flag) => flag.id)).toContain('urinary-blockage')
    expect(step.result.flags.map((flag) => flag.id)).not.toContain('bloat')
  })

  it('raises a routine complaint to soon when the pet has stopped eating', () => {
    let step = symptomCheckerTurn(START_CHECK, 'itchy ears', dog)
    for (const answer of ['since this morning', 'not at all', 'normal', 'no']) if (step.kind === 'question') step = symptomCheckerTurn(step.check, answer, dog)
    expect(step).toMatchObject({ kind: 'result', urgency: 'soon' })
  })

  it.each([
    ['a long course', ['2 दिन से', 'हाँ, पहले जैसा', 'ठीक है', 'नहीं']],
    ['no food', ['आज सुबह से', 'बिल्कुल नहीं', 'ठीक है', 'नहीं']],
    ['weakness', ['आज सुबह से', 'हाँ, पहले जैसा', 'बहुत कमज़ोर है', 'नहीं']],
    ['vomiting often', ['आज सुबह से', 'हाँ, पहले जैसा', 'ठीक है', '4 बार']],
    ['a long course in Devanagari digits', ['२ दिन से', 'हाँ, पहले जैसा', 'ठीक है', 'नहीं']],
    ['a long course in Hindi words', ['चार दिन से', 'हाँ, पहले जैसा', 'ठीक है', 'नहीं']],
    ['vomiting often in Devanagari digits', ['आज सुबह से', 'हाँ, पहले जैसा', 'ठीक है', '४ बार']],
  ])('reads answers typed in Hindi as it reads Hinglish: %s makes it soon', (_, answers) => {
    let step = symptomCheckerTurn(START_CHECK, 'itchy ears', dog)
    for (const answer of answers) if (step.kind === 'question') step = symptomCheckerTurn(step.check, answer, dog)
    expect(step).toMatchObject({ kind: 'result', urgency: 'soon' })
  })

  it('keeps a routine complaint routine when the Hindi answers add nothing', () => {
    let step = symptomCheckerTurn(START_CHECK, 'itchy ears', dog)
    for (const answer of ['आज सुबह से', 'हाँ, पहले जैसा', 'ठीक है', 'एक बार भी नहीं']) if (step.kind === 'question') step = symptomCheckerTurn(step.check, answer, dog)
    expect(step).toMatchObject({ kind: 'result', urgency: 'routine' })
  })

  it.each([
    ['no problem with food', ['आज सुबह से', 'हाँ, कोई दिक्कत नहीं', 'ठीक है', 'नहीं']],
    ['no change', ['आज सुबह से', 'पहले जैसा, कोई बदलाव नहीं', 'ठीक है', 'नहीं']],
    ['not weak', ['आज सुबह से', 'हाँ, पहले जैसा', 'कमज़ोर नहीं है', 'नहीं']],
    ['not weak, in English', ['since this morning', 'yes, as usual', 'not weak at all', 'no']],
  ])('does not read a negation that says all is well as a sign: %s stays routine', (_, answers) => {
    let step = symptomCheckerTurn(START_CHECK, 'itchy ears', dog)
    for (const answer of answers) if (step.kind === 'question') step = symptomCheckerTurn(step.check, answer, dog)
    expect(step).toMatchObject({ kind: 'result', urgency: 'routine' })
  })
})

describe('care plan', () => {
  it('feeds a 6-month-old cat as a kitten (kittens to a year) and a 7-month-old dog as an adult', () => {
    expect(carePlan({ category: 'cat', breed: 'Persian', age: '6 months' }).reply).toMatch(/Life stage: kitten/)
    expect(carePlan({ category: 'dog', breed: 'Beagle', age: '6 months' }).reply).toMatch(/Life stage: puppy/)
    expect(carePlan({ category: 'dog', breed: 'Beagle', age: '7 months' }).reply).toMatch(/Life stage: adult/)
  })

  it('gives a puppy DHPPiL and anti-rabies with fortnightly deworming, and offers vaccination', () => {
    const plan = carePlan({ category: 'dog', breed: 'Labrador', age: '8 weeks' })
    expect(plan.reply).toMatch(/DHPPi \(core vaccine\), against distemper.*doses at 6, 9, 12, 16 weeks/)
    expect(plan.reply).toMatch(/Anti-rabies, against rabies: a dose at 12 weeks, then every year/)
    expect(plan.reply).toMatch(/every 2 weeks until 12 weeks/)
    expect(plan.offersVaccination).toBe(true)
  })

  it('gives a kitten tricat and warns a flat-faced breed about the heat', () => {
    expect(carePlan({ category: 'cat', breed: 'Persian', age: '10 weeks' }).reply).toMatch(/Tricat/)
    expect(carePlan({ category: 'dog', breed: 'Pug', age: '3 years' }).reply).toMatch(/flat-faced breed/)
  })

  it('covers diet, exercise and grooming for every category and offers vaccination for dogs and cats only', () => {
    for (const category of ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'other'] as const) {
      const plan = carePlan({ category, breed: 'Mixed', age: '2 years' })
      expect(plan.sections.map((section) => section.heading)).toEqual(expect.arrayContaining(['Diet', 'Exercise', 'Grooming']))
      expect(plan.offersVaccination).toBe(category === 'dog' || category === 'cat')
    }
  })
})
