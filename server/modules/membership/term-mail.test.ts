import { describe, expect, it } from 'vitest'
import { ownerTranslator } from '../../i18n/owner-messages.ts'
import { termMailWords as wordsIn } from './term-mail.ts'

const termMailWords = (kind: Parameters<typeof wordsIn>[1], facts: Parameters<typeof wordsIn>[2]) => wordsIn(ownerTranslator('en'), kind, facts)

const facts = { number: 'PVG-000042', termStart: '22 November 2027', freeVisitsAdded: 4 }

describe('termMailWords', () => {
  it('welcomes a first membership', () => {
    expect(termMailWords('joined', facts)).toEqual({
      subject: 'Welcome to PetVaidya Gold: member number PVG-000042',
      opening: ['Thank you for joining PetVaidya Gold.'],
    })
  })

  it('thanks a renewal, with the day the new term starts and the free visits it adds, and never welcomes it', () => {
    const words = termMailWords('renewed', facts)
    expect(words.subject).toBe('PetVaidya Gold renewed: member number PVG-000042')
    expect(words.opening).toEqual([
      'Thank you for renewing PetVaidya Gold. Your new term starts on 22 November 2027, when the current one ends, so no day of it is lost.',
      'Its 4 free home visits are added to the ones you have left.',
    ])
    expect(`${words.subject} ${words.opening.join(' ')}`).not.toMatch(/welcome|joining/i)
  })

  it('counts one free visit in the singular and leaves the line out when a plan adds none', () => {
    expect(termMailWords('renewed', { ...facts, freeVisitsAdded: 1 }).opening[1]).toBe('Its 1 free home visit is added to the ones you have left.')
    expect(termMailWords('renewed', { ...facts, freeVisitsAdded: 0 }).opening).toHaveLength(1)
  })

  it('welcomes back a member whose membership had lapsed', () => {
    expect(termMailWords('rejoined', facts)).toEqual({
      subject: 'Welcome back to PetVaidya Gold: member number PVG-000042',
      opening: ['Thank you for coming back to PetVaidya Gold. Your new term starts today, 22 November 2027.'],
    })
  })

  it('speaks Hindi to an owner who chose it, with the same number, date and visits', () => {
    const words = wordsIn(ownerTranslator('hi'), 'renewed', { ...facts, termStart: '22 नवंबर 2027' })
    expect(words.subject).toBe('PetVaidya गोल्ड रिन्यू हो गई: मेंबर नंबर PVG-000042')
    expect(words.opening[0]).toContain('22 नवंबर 2027')
    expect(words.opening[1]).toBe('इसकी 4 मुफ़्त होम विज़िट आपकी बची हुई विज़िट में जुड़ गई हैं।')
  })
})
