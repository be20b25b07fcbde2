import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from '../core/catalogue/services.ts'
import { type ContentFacts, withFacts } from '../core/site/content-facts.ts'
import { AUTHORS, BLOG_POSTS } from './blog/posts.ts'
import { CITY_PAGE_CONTENT } from './cities/pages.ts'
import { FAQS } from './faq/faqs.ts'
import { HOME_SERVICE_CARDS } from './home/service-cards.ts'
import { NEAR_ME_PAGE_CONTENT } from './near-me/pages.ts'
import { ABOUT_PAGE } from './pages/about.ts'
import { ACADEMY_PAGE } from './pages/academy.ts'
import { RESOURCES_PAGE } from './pages/resources.ts'
import { CANCELLATION_POLICY } from './policies/cancellation-policy.ts'
import { PRIVACY_POLICY } from './policies/privacy-policy.ts'
import { SHIPPING_POLICY } from './policies/shipping-policy.ts'
import { TERMS_OF_SERVICE } from './policies/terms-of-service.ts'
import { SERVICE_PAGE_CONTENT } from './services/pages.ts'
import { PRICING } from './services/pricing.ts'
import { SERVICES_OVERVIEW } from './services/overview.ts'
import { ASSISTANT_TOOLS } from './assistant/tools.ts'
import { MEMBERSHIP_PLANS } from '../core/catalogue/membership-plans.ts'
import { GOLD_MEMBERSHIP_PAGE } from './pages/gold-membership.ts'

/** Facts that change are read from the catalogue or configuration (core/site/content-facts.ts), never typed into content. */
const LITERALS: ReadonlyArray<[string, RegExp]> = [
  ['a rupee amount', /(₹|\bRs\.?|\bINR)\s?\d/i],
  ['a phone number', /(\+91[\s-]*)?\b[6-9]\d{4}[\s-]?\d{5}\b/],
  ['opening hours', /\b\d{1,2}(:\d{2})?\s?(am|pm)?\s?(to|-|–|until|and)\s?\d{1,2}(:\d{2})?\s?(am|pm)\b/i],
  // The support line closes at night (SUPPORT_HOURS) and no service runs around the clock (decision 0063).
  ['round-the-clock hours', /24\s?[/x×]\s?7|round[-\s]the[-\s]clock|at any hour|day (or|and) night|night and day|\bany ?time\b|open 24 hours|24 hours a day|always open/i],
  // Content is written by the editorial team until a vet reviews it (the review shows on the page).
  ['a claim of vet authorship', /(from|by) our vets|written by (a |our )?vets?|vets? who writes|vet surgeon answers|\bmy clinic\b/i],
]

/**
 * Lines that name round-the-clock hours as a clinic's or hospital's own listing (a filter, a
 * badge, a check's record), never as a promise of ours: the clinic finder's and city pages' labels.
 */
const HOURS_LABELS: ReadonlyArray<[file: string, key: RegExp]> = [
  ['i18n/en/clinics.ts', /^\s*(open24x7|open24Hours|always):/],
  ['i18n/hi/clinics.ts', /^\s*(open24x7|open24Hours|always):/],
  ['i18n/en/places.ts', /^\s*checked:/],
]

function isHoursLabel(file: string, line: string): boolean {
  return HOURS_LABELS.some(([name, key]) => file === name && key.test(line))
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

const root = path.dirname(new URL(import.meta.url).pathname)

describe('content holds no literal facts', () => {
  const files = contentFiles(root)

  it('reads every content file', () => {
    expect(files.length).toBeGreaterThan(40)
  })

  it.each(LITERALS)('no content file holds %s', (name, pattern) => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line) && !(name === 'round-the-clock hours' && isHoursLabel(path.relative(root, file), line)))
        .map(({ line, index }) => `${path.relative(root, file)}:${index + 1}: ${line.trim().slice(0, 160)}`),
    )
    expect(found).toEqual([])
  })

  it('fills in every placeholder that content names, from the seeded catalogue', () => {
    const facts: ContentFacts = {
      business: { supportPhone: '9876501234', supportEmail: 'help@example.in', whatsappNumber: '9876501234', supportHours: { opensAt: 480, closesAt: 1320 } },
      catalogue: SERVICE_CATALOGUE,
      plans: MEMBERSHIP_PLANS.map((plan) => ({ ...plan })),
      clinics: [{ name: 'A clinic', locality: 'Lajpat Nagar', city: 'Delhi' }],
    }
    const everything = [
      AUTHORS, BLOG_POSTS, CITY_PAGE_CONTENT, FAQS, HOME_SERVICE_CARDS, NEAR_ME_PAGE_CONTENT, ABOUT_PAGE, ACADEMY_PAGE, RESOURCES_PAGE,
      CANCELLATION_POLICY, PRIVACY_POLICY, SHIPPING_POLICY, TERMS_OF_SERVICE, SERVICE_PAGE_CONTENT, PRICING, SERVICES_OVERVIEW, ASSISTANT_TOOLS,
      GOLD_MEMBERSHIP_PAGE,
    ]
    const filled = JSON.stringify(withFacts(everything, facts))
    expect(filled).not.toMatch(/\{[a-zA-Z]+(:[a-z0-9-]+)?\}/)
    expect(filled).toContain('+91 98765 01234')
    expect(filled).toContain('8 am to 10 pm')
    expect(filled).toContain('one partner clinic, in Lajpat Nagar (Delhi)')
  })
})

describe('the wordings the literal-facts test refuses', () => {
  const refuses = (name: string) => LITERALS.find(([label]) => label === name)![1]
  it.each(['24x7', '24/7', '24 x 7', 'day and night', 'day or night', 'round the clock', 'round-the-clock', 'open 24 hours', 'any time', 'anytime', 'at any hour'])(
    'refuses the always-open wording %j',
    (wording) => {
      expect(refuses('round-the-clock hours').test(`Emergency advice by phone, ${wording}.`)).toBe(true)
    },
  )

  it.each(['from our vets', 'written by our vets', 'A vet who writes for our blog', 'A vet surgeon answers', 'questions to my clinic'])('refuses the vet-authorship wording %j', (wording) => {
    expect(refuses('a claim of vet authorship').test(wording)).toBe(true)
  })

  it('lets ordinary wordings through', () => {
    expect(refuses('round-the-clock hours').test('Our phone line answers from {supportHours}; go to a 24-hour veterinary hospital at night.')).toBe(false)
    expect(refuses('a claim of vet authorship').test('Our vets can advise you on a video call.')).toBe(false)
  })
})
