import { describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from '../core/catalogue/services.ts'
import { VACCINE_WATCH_MINUTES } from '../core/health/care-facts.ts'
import { DEWORMING, dewormingPlanFor, healthPlan } from '../core/health/health-plan.ts'
import { MUNICIPAL_REGISTRATIONS } from '../core/health/municipal-registration.ts'
import { chartLines, dosesByAgeInWeeks, findCourse, firstCourseWeeks } from '../core/health/vaccination-schedules.ts'
import { CAT_VACCINATION_GUIDE } from './blog/cat-vaccination-guide.ts'
import { BLOG_POSTS } from './blog/posts.ts'
import { CITY_PAGE_CONTENT } from './cities/pages.ts'
import { FAQS } from './faq/faqs.ts'
import { NEAR_ME_PAGE_CONTENT } from './near-me/pages.ts'
import { NEWSLETTER_ISSUES } from './newsletters/issues.ts'
import { ACADEMY_PAGE } from './pages/academy.ts'
import { RESOURCES_PAGE } from './pages/resources.ts'
import { SERVICE_PAGE_CONTENT } from './services/pages.ts'
import { SERVICES_OVERVIEW } from './services/overview.ts'

/**
 * The health facts of the veterinary review of 29 Nov 2026 (decision 0064), checked on the text
 * owners read: every string of the health content, one claim (paragraph, row, answer) at a time.
 */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Articles are split into paragraphs, so that a claim is checked with its own sentence around it. */
const claims = [
  ...strings([SERVICE_PAGE_CONTENT, SERVICES_OVERVIEW, NEAR_ME_PAGE_CONTENT, CITY_PAGE_CONTENT, FAQS, RESOURCES_PAGE, ACADEMY_PAGE, NEWSLETTER_ISSUES, CAT_VACCINATION_GUIDE]),
  ...BLOG_POSTS.flatMap((post) => (post.content.split('\n\n## Sources\n\n')[0] ?? '').split('\n\n')),
]
const matching = (pattern: RegExp) => claims.filter((claim) => pattern.test(claim))

describe('the kitten and puppy courses end at 16 weeks or later', () => {
  it.each([6, 7, 8, 9, 10, 11, 12, 13, 14, 15])('in the shared course data, for a first dose at %i weeks', (start) => {
    for (const course of [findCourse('cat', 'fvrcp'), findCourse('dog', 'dhppi')]) {
      const weeks = firstCourseWeeks(course, start)
      expect(weeks.at(-1), `${course.vaccine} from ${start}`).toBeGreaterThanOrEqual(16)
    }
  })

  it('in the printable chart and the health record', () => {
    expect(chartLines('cat').join(' ')).toMatch(/16 weeks: FVRCP dose \d, the last of the first course/)
    const plan = healthPlan({ species: 'cat', young: true, birthDate: '2026-01-01', doses: [], today: '2026-01-01' })
    const lastKittenDose = plan.filter((item) => item.kind === 'vaccination' && /^FVRCP dose/.test(item.name)).at(-1)
    expect(lastKittenDose?.dueDate).toBe('2026-04-23')
  })

  it('in every schedule table: the last kitten dose row is 16 weeks or later, and no earlier row is called the last', () => {
    const guide = CAT_VACCINATION_GUIDE.schedule
    expect(guide.find((row) => /last kitten dose/.test(row.vaccines))?.age).toBe('16 weeks or later')
    for (const content of Object.values(SERVICE_PAGE_CONTENT)) {
      for (const row of content.schedule?.doses ?? []) {
        const text = row.vaccines.join(' ')
        if (/last (kitten|puppy) dose/.test(text)) expect(row.age, text).toBe('16 weeks or later')
        if (/\b(12-16|12 to 16)\b/.test(row.age)) expect(text, row.age).not.toMatch(/FVRCP|DHPPi/)
      }
    }
  })

  it('in every text: no course ends "around" 16 weeks or at 12 weeks', () => {
    expect(matching(/until (around|about) (sixteen|16) weeks|course (ends|ending) (near|at|around) 12 weeks/i)).toEqual([])
  })
})

describe('one deworming schedule, from core/health, everywhere', () => {
  it('is the schedule the reminders follow', () => {
    expect(DEWORMING.intervalDaysAtAge(DEWORMING.fortnightlyUntilWeeks - 1)).toBe(14)
    expect(DEWORMING.intervalDaysAtAge(DEWORMING.fortnightlyUntilWeeks)).toBe(30)
    expect(DEWORMING.intervalDaysAtAge(DEWORMING.monthlyUntilWeeks)).toBe(91)
    expect(dewormingPlanFor('dog')).toBe('Puppies: from 2 weeks of age, every 2 weeks until 12 weeks old, then monthly until 6 months old, then every 3 months for life.')
    expect(dewormingPlanFor('cat')).toBe('Kittens: from 3 weeks of age, every 2 weeks until 12 weeks old, then monthly until 6 months old, then every 3 months for life.')
  })

  it('is the one the chart, the article and the vaccination guides print', () => {
    const chart = strings(RESOURCES_PAGE).join(' ')
    const article = BLOG_POSTS.find((post) => post.slug === 'deworming-dogs-and-cats-a-schedule-for-indian-homes')?.content ?? ''
    for (const text of [chart, article]) for (const species of ['dog', 'cat'] as const) expect(text).toContain(dewormingPlanFor(species))
    expect(strings(SERVICE_PAGE_CONTENT['/dog-vaccination']).join(' ')).toContain(dewormingPlanFor('dog'))
    expect(strings(SERVICE_PAGE_CONTENT['/cat-vaccination']).join(' ')).toContain(dewormingPlanFor('cat'))
  })

  it('is not contradicted by another schedule written out by hand', () => {
    const written = matching(/(every (two|2) weeks|fortnightly) until|until (about )?(eight|nine|8|9) weeks/i)
    const own = [dewormingPlanFor('dog'), dewormingPlanFor('cat')]
    expect(written.filter((claim) => !own.some((sentence) => claim.includes(sentence)))).toEqual([])
  })
})

describe('vaccines', () => {
  it('treat leptospirosis as core for dogs in India and give it in two doses from 8-9 weeks, then yearly', () => {
    const lepto = findCourse('dog', 'leptospirosis')
    expect(lepto.core).toBe(true)
    expect(firstCourseWeeks(lepto)).toEqual([9, 12])
    expect(matching(/most vets (here )?add leptospirosis|leptospirosis[^.]*non-core/i)).toEqual([])
  })

  it('sell the core dose for every visit: the leptospirosis part only when the schedule calls for it', () => {
    const product = SERVICE_CATALOGUE.find((service) => service.id === 'dog-vaccination-core')
    expect(product?.description).toMatch(/leptospirosis \(L\)[^.]*the visits the schedule calls for/)
    const puppyFirst = dosesByAgeInWeeks('dog').filter((dose) => dose.ageWeeks === 6).map((dose) => dose.vaccine)
    expect(puppyFirst).toEqual(['dhppi'])
  })

  it('recommend FeLV for kittens and young cats, never call it simply non-core', () => {
    expect(matching(/FeLV[^.]*(is|as|considered) (not a core|non-core)/i)).toEqual([])
    expect(CAT_VACCINATION_GUIDE.vaccines.find((row) => row.name === 'FeLV')?.kind).toBe('Core for kittens and cats at risk')
    expect(matching(/FeLV[^.]*recommended for kittens|recommend[^.]*FeLV[^.]*kittens/i).length).toBeGreaterThanOrEqual(3)
  })

  it('call canine coronavirus not recommended', () => {
    expect(matching(/coronavirus/i).every((claim) => /not recommended/i.test(claim))).toBe(true)
  })

  it(`watch every pet at least ${VACCINE_WATCH_MINUTES} minutes after a dose, in every text that says how long`, () => {
    expect(matching(/(few minutes|quarter of an hour)[^.]*(reaction|comfortable|watch)|watch[^.]*few minutes/i)).toEqual([])
    expect(matching(new RegExp(`at least ${VACCINE_WATCH_MINUTES} minutes`)).length).toBeGreaterThanOrEqual(4)
  })
})

describe('first aid and urgency', () => {
  it('never sends a fall, laboured breathing or a toad to a same-day appointment', () => {
    expect(matching(/(fall|fallen|laboured breathing|difficulty breathing|toad)[^.]*same day|same day[^.]*(laboured breathing|fallen)/i)).toEqual([])
    for (const claim of matching(/toad/i)) expect(claim, claim).toMatch(/at once|now|emergency|straight away/i)
  })

  it('cools first with whatever water is at hand, and never warns against cold water', () => {
    expect(matching(/ice-cold|not ice|rather than ice|room-temperature water|tepid/i)).toEqual([])
  })

  it('never asks for a long fast without the caveat for puppies, kittens and diabetic pets', () => {
    for (const claim of matching(/8 to 12 hours|8-12 hours/)) expect(claim, claim).toMatch(/diabetic/i)
  })

  it('never takes water away before surgery in one line and gives it back in the next', () => {
    expect(matching(/water is usually fine until/i)).toEqual([])
  })

  it('gives rabies first steps after a bite: 15 minutes of washing with soap and running water, a doctor, a vet', () => {
    const article = BLOG_POSTS.find((post) => post.slug === 'after-a-dog-or-cat-bite-rabies-first-steps-for-people-and-pets')?.content ?? ''
    expect(article).toMatch(/soap and plenty of running water for 15 minutes/)
    expect(article).toMatch(/Go to a doctor the same day/)
    expect(article).toMatch(/See a vet the same day/)
    expect(article).toMatch(/National Guidelines for Rabies Prophylaxis/)
    expect(strings(RESOURCES_PAGE).join(' ')).toMatch(/soap and running water for 15 minutes/)
  })

  it('covers heartworm prevention in India', () => {
    const article = BLOG_POSTS.find((post) => post.slug === 'heartworm-in-dogs-in-india-prevention-that-works')?.content ?? ''
    expect(article).toMatch(/Dirofilaria immitis[\s\S]*Dirofilaria repens/)
    expect(article).toMatch(/all year round/)
    expect(article).toMatch(/blood test before prevention starts/)
  })
})

describe('registration rules', () => {
  it('say what Ghaziabad requires: sterilisation, muzzles, and the breeds it will not register', () => {
    const ghaziabad = MUNICIPAL_REGISTRATIONS.find((entry) => entry.id === 'ghaziabad')
    const text = strings([ghaziabad, CITY_PAGE_CONTENT['ghaziabad'] ?? CITY_PAGE_CONTENT['/ghaziabad']]).join(' ')
    expect(text).toMatch(/sterilisation certificate/)
    expect(text).toMatch(/muzzle/)
    expect(text).toMatch(/Pit Bull, Rottweiler or Dogo Argentino/)
  })

  it('never claim a check nobody made', () => {
    for (const entry of MUNICIPAL_REGISTRATIONS) expect(Object.keys(entry)).not.toContain('checkedOn')
  })
})
