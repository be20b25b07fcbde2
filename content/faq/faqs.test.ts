import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES, groupFaqs } from '../../core/contracts/faq.ts'
import { FAQS } from './faqs.ts'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe('the shipped FAQs', () => {
  it('are at least 15, with unique slugs and questions', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(15)
    expect(new Set(FAQS.map((faq) => faq.slug)).size).toBe(FAQS.length)
    expect(new Set(FAQS.map((faq) => faq.question)).size).toBe(FAQS.length)
  })

  it('each have a slug, a question ending in "?" and a full one-paragraph answer', () => {
    for (const faq of FAQS) {
      expect(faq.slug).toMatch(SLUG)
      expect(faq.question.trim()).toMatch(/\?$/)
      expect(faq.answer.trim().length, faq.slug).toBeGreaterThan(120)
      expect(faq.answer).not.toContain('\n')
    }
  })

  it('cover every category, in the order the page shows them', () => {
    const categories = FAQS.map((faq) => faq.category)
    for (const category of FAQ_CATEGORIES) expect(categories).toContain(category.id)
    const shownOrder = groupFaqs(FAQS.map((faq, index) => ({ ...faq, id: index + 1, sortOrder: index }))).map((group) => group.category)
    expect(shownOrder).toEqual(FAQ_CATEGORIES.map((category) => category.id))
  })

  it('describe Gold Membership with the figures of its plan rows, never typed in', () => {
    const answer = FAQS.find((faq) => faq.slug === 'what-does-gold-membership-include')?.answer ?? ''
    expect(answer).toContain('{planPrice:gold-annual}')
    expect(answer).toContain('{planFreeVisits:gold-annual}')
    expect(answer).not.toMatch(/not on sale/)
  })

  it('run the kitten and puppy core courses to 16 weeks or later, with a booster at 6 to 12 months', () => {
    const answer = (slug: string) => FAQS.find((faq) => faq.slug === slug)?.answer ?? ''
    for (const slug of ['which-vaccines-does-my-dog-need', 'which-vaccines-does-my-cat-need']) {
      expect(answer(slug)).toContain('until 16 weeks of age or older')
      expect(answer(slug)).toContain('a booster at 6 to 12 months, then no more often than every 3 years')
    }
    expect(answer('which-vaccines-does-my-cat-need')).not.toMatch(/repeated after 3 to 4 weeks/)
  })

  it('state the prices in rupees, paying after the service and the cancellation rules', () => {
    const text = FAQS.map((faq) => faq.answer).join(' ')
    for (const fact of ['{price:home-visit}', '{price:clinic-consultation}', '{price:video-consultation}', 'pay after the service', '2 hours before its start', '5-7 working days', 'no-show']) {
      expect(text).toContain(fact)
    }
    for (const city of ['Gurgaon', 'Delhi', 'Noida', 'Ghaziabad', 'Faridabad']) expect(text).toContain(city)
  })
})

describe('groupFaqs', () => {
  const faq = (id: number, category: string) => ({ id, slug: `q-${id}`, question: `Q${id}?`, answer: 'A.', category, sortOrder: id })

  it('keeps the fixed order of known categories and puts a new one last with a readable label', () => {
    const groups = groupFaqs([faq(1, 'privacy'), faq(2, 'pet-insurance'), faq(3, 'home-visits'), faq(4, 'privacy')])
    expect(groups.map((group) => [group.category, group.label, group.faqs.map((item) => item.id)])).toEqual([
      ['home-visits', 'Home visits', [3]],
      ['privacy', 'Privacy and your data', [1, 4]],
      ['pet-insurance', 'Pet insurance', [2]],
    ])
  })

  it('gives nothing for no FAQs', () => {
    expect(groupFaqs([])).toEqual([])
  })
})
