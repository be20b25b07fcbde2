import { describe, expect, it } from 'vitest'
import { CANCELLATION_POLICY } from './cancellation-policy.ts'
import { PRIVACY_POLICY, type Policy } from './privacy-policy.ts'
import { SHIPPING_POLICY } from './shipping-policy.ts'
import { TERMS_OF_SERVICE } from './terms-of-service.ts'

const POLICIES: Record<string, Policy> = {
  'privacy policy': PRIVACY_POLICY,
  'terms of service': TERMS_OF_SERVICE,
  'cancellation policy': CANCELLATION_POLICY,
  'shipping policy': SHIPPING_POLICY,
}

const textOf = (policy: Policy) => [policy.intro, ...policy.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(' ')

describe.each(Object.entries(POLICIES))('the %s', (_name, policy) => {
  it('has a date, an intro and non-empty sections with unique headings', () => {
    expect(policy.updated).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(policy.intro.trim().length).toBeGreaterThan(50)
    expect(policy.sections.length).toBeGreaterThanOrEqual(4)
    expect(new Set(policy.sections.map((section) => section.heading)).size).toBe(policy.sections.length)
    for (const section of policy.sections) {
      expect(section.paragraphs.length, section.heading).toBeGreaterThan(0)
      for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('')
    }
  })

  it('ends with a way to contact us', () => {
    expect(textOf(policy)).toContain('{supportEmail}')
  })
})

describe('the cancellation policy', () => {
  const text = textOf(CANCELLATION_POLICY)
  const headings = CANCELLATION_POLICY.sections.map((section) => section.heading)

  it('has the sections a customer looks for', () => {
    for (const heading of ['Cancelling or rescheduling online', 'Rescheduling', 'Refunds for cancelled appointments', 'No-shows', 'Gold Membership']) {
      expect(headings).toContain(heading)
    }
  })

  it('states exactly the rules the booking code implements', () => {
    expect(text).toContain('An upcoming appointment can be cancelled or rescheduled online, from My Appointments, until 2 hours before its start')
    expect(text).toContain('Later than that, call support')
    expect(text).toContain('An online payment for a cancelled appointment is refunded in full to the original payment method')
    expect(text).toContain('the bank usually credits it in 5-7 working days')
    expect(text).toContain('A no-show is not refunded')
    expect(text).toContain('Rescheduling moves your appointment to any free slot within the next 10 days')
    expect(text).toContain('Gold Membership fees are refundable within 7 days of purchase if no member benefit was used')
  })
})

describe('the shipping policy', () => {
  const text = textOf(SHIPPING_POLICY)
  it('says we ship no goods and how services are delivered and confirmed', () => {
    expect(text).toContain('We ship no goods')
    for (const fact of ['Home visits', 'the clinic shown in your booking', 'Video consultations', 'e-mail confirmation', 'calendar file']) expect(text).toContain(fact)
    for (const city of ['Gurgaon', 'Delhi', 'Noida', 'Ghaziabad', 'Faridabad']) expect(text).toContain(city)
  })
})

describe('the terms of service', () => {
  it('refer to the cancellation and privacy policies and Indian law', () => {
    const text = textOf(TERMS_OF_SERVICE)
    for (const fact of ['cancellation policy', 'privacy policy', 'Consumer Protection Act, 2019', 'Veterinary Council of India']) expect(text).toContain(fact)
  })
})
