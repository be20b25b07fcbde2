import { describe, expect, it } from 'vitest'
import { priceListGroups } from '../../core/catalogue/price-list.ts'
import { SERVICE_CATALOGUE, VISIT_SERVICE_IDS } from '../../core/catalogue/services.ts'
import { SITE_PAGES, findSitePage } from '../../core/site/pages.ts'
import { PRICE_IN_TEXT, linksOf, textSimilarity, textsOf } from '../../tests/support/content-text.ts'
import { SERVICES_OVERVIEW } from './overview.ts'
import { SERVICE_PAGE_CONTENT } from './pages.ts'
import { PRICING } from './pricing.ts'

const servicePages = SITE_PAGES.filter((page) => page.module === 'service')
const catalogueIds = new Set(SERVICE_CATALOGUE.map((service) => service.id))
const entries = Object.entries(SERVICE_PAGE_CONTENT)
const allCopy = [SERVICES_OVERVIEW, PRICING, ...Object.values(SERVICE_PAGE_CONTENT)]

function isPageOfTheSite(path: string): boolean {
  const page = findSitePage(path)
  return page !== undefined && !page.path.includes(':')
}

describe('service page copy', () => {
  it('exists for every service page of the route table, and for no other path', () => {
    expect(servicePages.length).toBe(16)
    expect(Object.keys(SERVICE_PAGE_CONTENT).sort()).toEqual(servicePages.map((page) => page.path).sort())
    expect(findSitePage('/services')?.module).toBe('services-overview')
    expect(findSitePage('/pricing')?.module).toBe('pricing')
  })

  it.each(entries)('%s says what the service is, what it includes, whom it suits and how a visit goes', (_path, content) => {
    expect(content.lead.length).toBeGreaterThan(80)
    expect(content.highlights.length).toBeGreaterThanOrEqual(3)
    expect(content.about.paragraphs.length).toBeGreaterThanOrEqual(1)
    expect(content.included.items.length).toBeGreaterThanOrEqual(3)
    expect(content.audience.items.length).toBeGreaterThanOrEqual(3)
    expect(content.sections.length).toBeGreaterThanOrEqual(1)
    expect(content.steps.steps.length).toBeGreaterThanOrEqual(3)
    expect(content.related.length).toBeGreaterThanOrEqual(2)
  })

  it.each(entries)('%s answers four to six distinct questions', (_path, content) => {
    expect(content.faqs.length).toBeGreaterThanOrEqual(4)
    expect(content.faqs.length).toBeLessThanOrEqual(6)
    expect(new Set(content.faqs.map((faq) => faq.question)).size).toBe(content.faqs.length)
    for (const faq of content.faqs) {
      expect(faq.question.trim().endsWith('?'), faq.question).toBe(true)
      expect(faq.answer.length, faq.question).toBeGreaterThan(60)
    }
  })

  it('gives each page its own text, not a copy with a word swapped', () => {
    const texts = entries.map(([path, content]) => [path, textsOf(content).join(' ')] as const)
    for (const [index, [path, text]] of texts.entries()) {
      for (const [otherPath, otherText] of texts.slice(index + 1)) {
        expect(textSimilarity(text, otherText), `${path} and ${otherPath}`).toBeLessThan(0.15)
      }
    }
  })

  it.each([
    ['/services/dog-vaccination', '/dog-vaccination'],
    ['/services/cat-vaccination', '/cat-vaccination'],
    ['/cat-health-consultation', '/consultation'],
    ['/services/consultation', '/dog-health-consultation'],
    ['/services/lab-tests', '/dog-lab-test'],
    ['/services/lab-tests', '/cat-lab-test'],
  ])('takes a different angle on %s and %s', (first, second) => {
    const [one, two] = [SERVICE_PAGE_CONTENT[first], SERVICE_PAGE_CONTENT[second]]
    expect(textSimilarity(textsOf(one).join(' '), textsOf(two).join(' '))).toBeLessThan(0.08)
    expect(one?.eyebrow).not.toBe(two?.eyebrow)
    expect(one?.about.heading).not.toBe(two?.about.heading)
  })

  it('never writes a price into the copy: prices come from the catalogue', () => {
    for (const text of allCopy.flatMap(textsOf)) expect(text).not.toMatch(PRICE_IN_TEXT)
  })

  it('links only to pages of the route table', () => {
    const links = [...allCopy.flatMap(linksOf), ...Object.values(PRICING.serviceLinks)]
    expect(links.length).toBeGreaterThan(50)
    for (const link of links) expect(isPageOfTheSite(link), link).toBe(true)
  })
})

describe('vaccination schedules', () => {
  const dog = SERVICE_PAGE_CONTENT['/dog-vaccination']?.schedule
  const cat = SERVICE_PAGE_CONTENT['/cat-vaccination']?.schedule
  const doseAt = (schedule: typeof dog, age: string) => schedule?.doses.find((dose) => dose.age === age)?.vaccines.join(' ') ?? ''

  it('give puppies DHPPi from 6-8 weeks to 16 weeks or later, leptospirosis in two doses from 9 weeks (the app course), anti-rabies from 12 weeks, a core booster at 6-12 months, then rabies and leptospirosis yearly and DHPPi every 3 years', () => {
    expect(doseAt(dog, '6-8 weeks')).toContain('DHPPi')
    expect(doseAt(dog, '6-8 weeks')).not.toContain('+L')
    expect(doseAt(dog, '9-11 weeks')).toMatch(/DHPPi\+L.*leptospirosis 1st dose/)
    expect(doseAt(dog, '12-14 weeks')).toMatch(/DHPPi\+L.*leptospirosis 2nd dose.*Anti-rabies/)
    expect(doseAt(dog, '16 weeks or later')).toMatch(/DHPPi, last puppy dose/)
    expect(doseAt(dog, '16 weeks or later')).not.toContain('+L')
    expect(doseAt(dog, '6-12 months')).toMatch(/DHPPi booster/)
    expect(doseAt(dog, 'Every year')).toMatch(/Anti-rabies booster.*Leptospirosis booster/)
    expect(doseAt(dog, 'Every year')).not.toMatch(/DHPPi/)
    expect(doseAt(dog, 'Every 3 years')).toMatch(/DHPPi/)
    expect(textsOf(dog?.optional).join(' ')).toMatch(/coronavirus: not recommended[\s\S]*Kennel cough[\s\S]*boarding/i)
  })

  it('give kittens FVRCP from 6-8 weeks with the last kitten dose at 16 weeks or later, rabies from 12 weeks, a booster at 6-12 months, FeLV recommended for kittens', () => {
    expect(doseAt(cat, '6-8 weeks')).toContain('FVRCP')
    expect(doseAt(cat, '12-14 weeks')).toMatch(/Rabies, 1st dose/)
    expect(doseAt(cat, '16 weeks or later')).toMatch(/FVRCP, last kitten dose/)
    expect(cat?.doses.some((dose) => /^\d+-1[0-5] weeks$/.test(dose.age) && /last/i.test(dose.vaccines.join(' ')))).toBe(false)
    expect(doseAt(cat, '6-12 months')).toMatch(/FVRCP booster.*Rabies booster/)
    expect(textsOf(cat?.optional).join(' ')).toMatch(/FeLV[^.]*recommended for kittens/)
  })

  it('appear only on the schedule guides, not on the service sheets', () => {
    const withSchedule = entries.filter(([, content]) => content.schedule).map(([path]) => path)
    expect(withSchedule.sort()).toEqual(['/cat-vaccination', '/dog-vaccination'])
  })
})

describe('the services overview', () => {
  it('links to every service page and to the pricing page', () => {
    const linked = new Set(SERVICES_OVERVIEW.groups.flatMap((group) => group.links.map((link) => link.to)))
    for (const page of servicePages) expect(linked, page.path).toContain(page.path)
  })

  it('prices its groups and visits from catalogue services only', () => {
    for (const id of SERVICES_OVERVIEW.groups.flatMap((group) => group.serviceIds)) expect(catalogueIds, id).toContain(id)
    expect(SERVICES_OVERVIEW.visitTypes.map((visit) => visit.serviceId)).toEqual(Object.values(VISIT_SERVICE_IDS))
  })
})

describe('the pricing page', () => {
  it('names every group of the price list and links every catalogue service to its page', () => {
    for (const group of priceListGroups(SERVICE_CATALOGUE)) expect(PRICING.groupHeadings[group.key], group.key).toBeTruthy()
    expect(Object.keys(PRICING.serviceLinks).sort()).toEqual([...catalogueIds].sort())
  })

  it('explains the three visit charges, no hidden fees and both ways to pay', () => {
    expect(PRICING.visitTypes.map((visit) => visit.serviceId)).toEqual(Object.values(VISIT_SERVICE_IDS))
    expect(textsOf(PRICING.fees.noHiddenFees).join(' ')).toMatch(/no booking fee/i)
    const payment = textsOf(PRICING.fees.payment).join(' ')
    expect(payment).toMatch(/UPI/)
    expect(payment).toMatch(/card/)
    expect(payment).toMatch(/after the service/)
  })
})
