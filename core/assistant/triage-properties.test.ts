import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AssistantPet } from './pet.ts'
import { GO_NOW, NEAREST_HOSPITAL, NOT_A_DIAGNOSIS, triage } from './triage.ts'

/**
 * Properties of every reply (issue 34): a negated sign is not an emergency, an emergency reply
 * always reads in the same order and never says to wait, and no reply advises a human medicine.
 */
const pets: AssistantPet[] = [
  { category: 'dog', breed: 'Labrador', age: '4 years' },
  { category: 'cat', breed: 'Persian', age: '3 years' },
  { category: 'dog', breed: 'Pug', age: '10 years' },
  { category: 'cat', breed: '', age: '' },
]
const pet = fc.constantFrom(...pets)
const opening = fc.constantFrom('', 'my dog', 'my cat', 'since morning', 'please help,', 'kal se', 'doctor ji', 'he is 4 years old and')
const closing = fc.constantFrom('', 'what should i do', 'kya karu', 'is he ok?', 'he is eating normally', 'thanks')

/** Signs an owner may say are absent, in English and Hinglish word order. */
const NEGATED = [
  'no vomiting blood',
  'not vomiting blood',
  'no blood in the vomit',
  'no seizures',
  'no fits',
  'not collapsed',
  'no breathing difficulty',
  'no bloated belly',
  'no bleeding',
  'he has not eaten any chocolate',
  'did not eat rat poison',
  'no swelling of the belly',
  'ulti nahi',
  'khoon nahi',
  'daura nahi',
  'behosh nahi',
]
const EMERGENCIES = [
  'he ate rat poison',
  'vomiting blood',
  'collapsed and not responding',
  'having a seizure',
  'cant breathe, gums blue',
  'hit by a car',
  'belly bloated and hard, retching',
  'male cat straining in the litter box, nothing comes',
  'ate a whole bar of dark chocolate',
  'gave him paracetamol',
  'saans nahi le pa raha',
  'khoon ki ulti',
]
const WAIT_ADVICE = /\bwait|monitor|tomorrow|24 hours|see if|later\b/i
const HUMAN_MEDICINE = /paracetamol|ibuprofen|crocin|dolo|calpol|combiflam|brufen|diclofenac|aspirin|disprin|painkiller/i
const SAYS_NOT_TO = /^(do not|never|don't)\b|\bdo not give\b|\bnever give\b/i

describe('triage properties', () => {
  it('does not call a sign the owner says is absent an emergency', () => {
    fc.assert(
      fc.property(opening, fc.constantFrom(...NEGATED), closing, pet, (before, sign, after, who) => {
        expect(triage(`${before} ${sign}. ${after}`, who).urgency).not.toBe('emergency')
      }),
    )
  })

  it('answers every emergency go-now first, then the way there, then what not to do, and never with waiting', () => {
    fc.assert(
      fc.property(opening, fc.constantFrom(...EMERGENCIES), closing, pet, fc.constantFrom(undefined, '8 am to 10 pm', '7:30 am to 9 pm'), (before, sign, after, who, hours) => {
        const result = triage(`${before} ${sign}. ${after}`, who, { supportHours: hours })
        expect(result.urgency).toBe('emergency')
        expect(result.sections.map((section) => section.heading)).toEqual([GO_NOW, 'On the way', 'Do not', 'Note'])
        expect(result.reply.startsWith('Go to a vet now')).toBe(true)
        expect(result.sections[0]?.lines).toContain(NEAREST_HOSPITAL)
        const supportLine = result.sections[0]?.lines.find((line) => /phone line/i.test(line))
        if (hours) expect(supportLine).toContain(hours)
        else expect(supportLine).toBeUndefined()
        expect(result.reply).not.toMatch(WAIT_ADVICE)
        expect(result.reply.endsWith(NOT_A_DIAGNOSIS)).toBe(true)
      }),
    )
  })

  it('never advises a human medicine: every line naming one tells the owner not to give it', () => {
    const words = fc.constantFrom('paracetamol', 'crocin', 'fever', 'pain', 'can i give', 'my cat', 'dog', 'ibuprofen', 'limping', 'gave', 'half', 'tablet', 'dolo 650', 'vomiting', 'aspirin', 'what dose', '?', 'combiflam', 'kya de sakte hai')
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 8 }), pet, (parts, who) => {
        const result = triage(parts.join(' '), who)
        for (const section of result.sections) {
          for (const line of section.lines) if (HUMAN_MEDICINE.test(line)) expect(section.heading === 'Do not' || SAYS_NOT_TO.test(line) || /^Never give/.test(line) || /poisonous|Human painkillers/i.test(line)).toBe(true)
        }
        if (parts.some((part) => HUMAN_MEDICINE.test(part))) expect(result.reply).toMatch(/Never give your pet paracetamol|Do not give any human medicine/)
      }),
    )
  })
})
