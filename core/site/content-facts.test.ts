import { describe, expect, it } from 'vitest'
import { type ContentFacts, UnknownFactError, fillFacts, partnerClinicsText, servicePlaceholders, unknownFacts, withFacts } from './content-facts.ts'

const facts: ContentFacts = {
  business: { supportPhone: '9876501234', supportEmail: 'care@petvaidya.in', whatsappNumber: '9876501234', supportHours: { opensAt: 540, closesAt: 1260 } },
  catalogue: [{ id: 'home-visit', price: 999, discountedPrice: 799 }],
}

describe('content placeholders', () => {
  it('names each placeholder that names no fact, once', () => {
    expect(unknownFacts('Call {supportPhone}; a visit is {price:home-visit}.', facts)).toEqual([])
    expect(unknownFacts('{nosuchfact} {suportPhone} {price:no-such-service} {nosuchfact} {planPrice:gold}', facts)).toEqual([
      '{nosuchfact}',
      '{suportPhone}',
      '{price:no-such-service}',
      '{planPrice:gold}',
    ])
  })

  it('throws on an unknown placeholder, or keeps the text as typed and reports it when asked', () => {
    expect(() => fillFacts('Answer {nosuchfact}', facts)).toThrow(UnknownFactError)
    const reported: string[] = []
    const shown = withFacts({ answer: 'Costs {price:gone} or call {supportPhone}.', ok: 'Costs {price:home-visit}.' }, facts, (error) => reported.push(error.message))
    expect(shown).toEqual({ answer: 'Costs {price:gone} or call {supportPhone}.', ok: 'Costs ₹799.' })
    expect(reported).toEqual(['Content names an unknown fact: {price:gone}'])
  })

  it('knows the placeholders that name one service', () => {
    expect(servicePlaceholders('home-visit')).toEqual(['{price:home-visit}', '{listPrice:home-visit}'])
  })
})

const contactFacts: ContentFacts = {
  business: { supportPhone: '9876501234', supportEmail: 'help@example.in', whatsappNumber: '9876501234', supportHours: { opensAt: 480, closesAt: 1320 } },
  catalogue: [],
}
const twoClinics = [
  { name: 'A Clinic', locality: 'Indirapuram', city: 'Ghaziabad' },
  { name: 'B Clinic', locality: 'Lajpat Nagar', city: 'Delhi' },
]

describe('partner clinics follow the live clinics', () => {
  it('names a few by place, many by city, and none as nothing', () => {
    expect(partnerClinicsText(twoClinics)).toBe('two partner clinics, in Indirapuram (Ghaziabad) and Lajpat Nagar (Delhi)')
    const many = [...twoClinics, ...twoClinics, { name: 'C', locality: 'Sector 50', city: 'Noida' }]
    expect(partnerClinicsText(many)).toBe('five partner clinics across Delhi, Ghaziabad and Noida')
    expect(partnerClinicsText([])).toBeNull()
  })

  it('leaves out the whole sentence that names clinics the business does not have', () => {
    const text = 'Home visits across these cities. Clinic consultations are at {partnerClinics}. Call us from {supportHours}.'
    expect(fillFacts(text, { ...contactFacts, clinics: twoClinics })).toBe(
      'Home visits across these cities. Clinic consultations are at two partner clinics, in Indirapuram (Ghaziabad) and Lajpat Nagar (Delhi). Call us from 8 am to 10 pm.',
    )
    expect(fillFacts(text, contactFacts)).toBe('Home visits across these cities. Call us from 8 am to 10 pm.')
    expect(fillFacts('Clinic consultations are at {partnerClinics}.', contactFacts)).toBe('')
  })

  it('keeps every character of a text whose facts are all there', () => {
    expect(fillFacts('See petvaidya.in, e.g. 4.5 kg.\n\nNext line {supportEmail}', contactFacts)).toBe('See petvaidya.in, e.g. 4.5 kg.\n\nNext line help@example.in')
  })
})
