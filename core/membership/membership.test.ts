import { describe, expect, it } from 'vitest'
import {
  addMonths,
  bookableCapacity,
  canChangeMembership,
  coveredByGold,
  latestTermKind,
  memberNumber,
  memberPricing,
  normaliseReferralCode,
  referredPricePaise,
  reminderDue,
  termStart,
  yearlySavings,
} from './membership.ts'

const benefits = { freeHomeVisitsLeft: 2, serviceDiscountPercent: 10, freeVideoConsults: true, prioritySlots: true }
const homeVisit = { serviceType: 'checkup', listPricePaise: 99_900, pricePaise: 79_900, quantity: 1 }
const vaccine = { serviceType: 'vaccination', listPricePaise: 149_900, pricePaise: 119_900, quantity: 2 }
const grooming = { serviceType: 'grooming', listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 }
const base = { visitType: 'home', cartEmpty: true, paidOnline: false, vaccinationPlan: false, benefits }

describe('memberPricing', () => {
  it.each([
    ['a free home visit while some are left', [homeVisit], base, { totalPaise: 0, benefit: 'free_visit' }],
    ['the visit fee once none are left', [homeVisit], { ...base, benefits: { ...benefits, freeHomeVisitsLeft: 0 } }, { totalPaise: 79_900, benefit: null }],
    ['a free video consultation', [homeVisit], { ...base, visitType: 'video' }, { totalPaise: 0, benefit: 'free_video' }],
    ['no free clinic visit', [homeVisit], { ...base, visitType: 'clinic' }, { totalPaise: 79_900, benefit: null }],
    ['the discount on vaccinations only', [vaccine, grooming], { ...base, cartEmpty: false }, { totalPaise: 239_800 - 23_900 + 119_900, benefit: 'discount' }],
    ['no discount when paid online', [vaccine], { ...base, cartEmpty: false, paidOnline: true }, { totalPaise: 239_800, benefit: null }],
    ['list price with a vaccination plan', [vaccine], { ...base, cartEmpty: false, vaccinationPlan: true }, { totalPaise: 299_800, benefit: null }],
    ['the plain price for a non-member', [homeVisit], { ...base, benefits: null }, { totalPaise: 79_900, benefit: null }],
  ] as const)('%s', (_name, lines, context, expected) => {
    expect(memberPricing(lines, context)).toMatchObject(expected)
  })

  it('never discounts to odd paise', () => {
    const odd = { serviceType: 'labtest', listPricePaise: 99_900, pricePaise: 77_700, quantity: 1 }
    expect(memberPricing([odd], { ...base, cartEmpty: false }).totalPaise % 100).toBe(0)
  })
})

describe('terms', () => {
  const now = new Date('2026-11-22T06:00:00Z')
  it('adds months, keeping to the last day of a short month', () => {
    expect(addMonths(new Date('2026-01-31T06:00:00Z'), 1).toISOString()).toBe('2026-02-28T06:00:00.000Z')
    expect(addMonths(now, 12).toISOString()).toBe('2027-11-22T06:00:00.000Z')
  })
  it('renews from the expiry of a running membership, from now otherwise', () => {
    const running = { status: 'active', startsAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2027-01-01T00:00:00Z') }
    expect(termStart(running, now)).toEqual(running.expiresAt)
    expect(termStart({ ...running, expiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toEqual(now)
    expect(termStart({ ...running, status: 'cancelled' }, now)).toEqual(now)
    expect(termStart(null, now)).toEqual(now)
  })
  it('lets only a running membership be extended or cancelled', () => {
    expect(canChangeMembership('active', 'extend')).toBe(true)
    expect(canChangeMembership('cancelled', 'extend')).toBe(false)
    expect(canChangeMembership('cancelled', 'cancel')).toBe(false)
  })
  it('numbers members', () => expect(memberNumber(42)).toBe('PVG-000042'))
})

describe('held places', () => {
  it.each([
    [3, 1, false, 2],
    [3, 1, true, 3],
    [1, 1, false, 1],
    [3, 5, false, 1],
    [3, 0, false, 3],
  ])('capacity %i, %i held, priority %s: %i bookable', (capacity, held, priority, expected) => {
    expect(bookableCapacity(capacity, held, priority)).toBe(expected)
  })
})

describe('referrals', () => {
  it('reads codes however they are typed', () => expect(normaliseReferralCode(' ab12-cd34 ')).toBe('AB12CD34'))
  it('takes the discount in whole rupees', () => expect(referredPricePaise(199_900, 10)).toBe(180_000))
})

describe('reminderDue', () => {
  const expiresAt = new Date('2027-11-22T06:00:00Z')
  const at = (daysBefore: number) => new Date(expiresAt.getTime() - daysBefore * 24 * 60 * 60 * 1000)
  it.each([
    [20, null, null],
    [14, null, 15],
    [14, '2027-11-22:15', null],
    [2, '2027-11-22:15', 3],
    [2, null, 3],
    [2, '2027-11-22:3', null],
    [10, '2027-11-22:3', null],
    [-1, null, null],
  ] as const)('%i days before, last %s: %s', (days, last, expected) => {
    expect(reminderDue(expiresAt, last, at(days))?.days ?? null).toBe(expected)
  })
})

describe('yearlySavings', () => {
  it('counts a typical year from the catalogue prices, less the plan', () => {
    const prices = { homeVisitPaise: 79_900, vaccinationPaise: 119_900, labTestPaise: 99_900, videoConsultPaise: 14_900 }
    const annual = { durationMonths: 12, pricePaise: 199_900, freeHomeVisits: 4, serviceDiscountPercent: 10, freeVideoConsults: true }
    const result = yearlySavings(annual, prices)
    expect(result.savedPaise).toBe(3 * 79_900 + 2 * 11_900 + 9_900 + 2 * 14_900)
    expect(result.netPaise).toBe(result.savedPaise - 199_900)
    const halfYearly = { ...annual, durationMonths: 6, pricePaise: 119_900, freeHomeVisits: 2 }
    expect(yearlySavings(halfYearly, prices).netPaise).toBe(result.savedPaise - 2 * 119_900)
  })
})

describe('latestTermKind', () => {
  const at = (iso: string) => new Date(iso)
  it('tells a first term, a renewal (starting at the running term\'s end) and a new start after a lapse apart', () => {
    const first = { startsAt: at('2026-11-22T06:00:00Z'), createdAt: at('2026-11-22T06:00:00Z') }
    expect(latestTermKind([])).toBeNull()
    expect(latestTermKind([first])).toBe('joined')
    expect(latestTermKind([{ startsAt: at('2027-11-22T06:00:00Z'), createdAt: at('2027-01-21T06:00:00Z') }, first])).toBe('renewed')
    expect(latestTermKind([{ startsAt: at('2028-01-01T06:00:00Z'), createdAt: at('2028-01-01T06:00:00Z') }, first])).toBe('rejoined')
  })
})

describe('coveredByGold', () => {
  it.each([
    ['a free home visit', { totalAmount: 0, membershipBenefit: 'free_visit' }, true],
    ['a free video call', { totalAmount: 0, membershipBenefit: 'free_video' }, true],
    ['a visit priced with the member discount', { totalAmount: 1080, membershipBenefit: 'discount' }, false],
    ['a paid cart at ₹0 due, no membership', { totalAmount: 2199, membershipBenefit: null }, false],
    ['a visit with no benefit recorded', { totalAmount: 0 }, false],
  ] as const)('%s: %s', (_, visit, covered) => {
    expect(coveredByGold(visit)).toBe(covered)
  })
})
