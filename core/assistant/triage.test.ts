import { describe, expect, it } from 'vitest'
import type { AssistantPet } from './pet.ts'
import { GO_NOW, NOT_A_DIAGNOSIS, normaliseMessage, triage } from './triage.ts'

const adultDog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '4 years' }
const puppy: AssistantPet = { category: 'dog', breed: 'Labrador', age: '8 weeks' }
const cat: AssistantPet = { category: 'cat', breed: 'Indian domestic', age: '3 years' }
const pug: AssistantPet = { category: 'dog', breed: 'Pug', age: '3 years' }

describe('triage', () => {
  it('answers an emergency with go-now first, then what to do on the way, then what not to do', () => {
    const result = triage('my dog ate rat poison', adultDog)
    expect(result.sections.map((section) => section.heading)).toEqual([GO_NOW, 'On the way', 'Do not', 'Note'])
    expect(result.reply.indexOf(GO_NOW)).toBe(0)
    expect(result.flags.map((flag) => flag.id)).toEqual(['poisoning'])
  })

  it('turns a sign off when it is negated, in English and in Hindi word order', () => {
    expect(triage('he is not vomiting and there is no blood', adultDog).urgency).not.toBe('emergency')
    expect(triage('khoon ki ulti nahi', adultDog).urgency).not.toBe('emergency')
    expect(triage('no seizures', adultDog).urgency).toBe('routine')
  })

  it('keeps a sign whose words carry the negation ("not breathing") and one after a closed negation', () => {
    expect(triage('not breathing', adultDog).urgency).toBe('emergency')
    expect(triage('no fever and he is vomiting blood', adultDog).urgency).toBe('emergency')
    expect(triage('khoon nahi ruk raha', adultDog).urgency).toBe('emergency')
  })

  it('holds a puppy to a lower threshold than an adult for not eating since yesterday', () => {
    expect(triage('not eating since yesterday', adultDog).urgency).toBe('soon')
    expect(triage('not eating since yesterday', puppy).urgency).toBe('emergency')
  })

  it('reads heavy panting as an emergency in a pug or a cat, and in a lab only with heat', () => {
    expect(triage('panting heavily', pug).urgency).toBe('emergency')
    expect(triage('panting heavily', cat).urgency).toBe('emergency')
    expect(triage('panting heavily', adultDog).urgency).toBe('routine')
    expect(triage('panting heavily after a walk in the afternoon heat', adultDog).urgency).toBe('emergency')
  })

  it('treats a dog flea product as an emergency for a cat only', () => {
    expect(triage('I put dog tick drops on him', cat).urgency).toBe('emergency')
    expect(triage('I put dog tick drops on him', adultDog).urgency).toBe('routine')
  })

  it('grades a day of loose motion as soon, with causes to discuss and safe home care', () => {
    const result = triage('loose motion since morning', adultDog)
    expect(result.urgency).toBe('soon')
    expect(result.sections[0]?.heading).toBe('See a vet within 24 hours')
    expect(result.sections.map((section) => section.heading)).toContain('To discuss with the vet')
    expect(result.sections.map((section) => section.heading)).toContain('Safe at home meanwhile')
  })

  it('ends every reply with the note that it is not a diagnosis', () => {
    for (const message of ['hit by a car', 'itching', 'how often to bathe']) expect(triage(message, adultDog).reply.endsWith(NOT_A_DIAGNOSIS)).toBe(true)
  })

  it('is deterministic', () => {
    expect(triage('saans lene me dikkat', cat)).toEqual(triage('saans lene me dikkat', cat))
  })

  it('normalises apostrophes, long letter runs and case', () => {
    expect(normaliseMessage("He CAN'T breeeathe!!")).toBe('he cant breeathe!!')
  })
})
