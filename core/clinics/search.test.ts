import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { everyDay, isOpenAt } from './hours.ts'
import { type SearchableClinic, buildSearchIndex, clinicWords, findClinics, distanceKm, editDistance, requiredWords, roundKm, searchClinics, wordScore } from './search.ts'

const clinic = (id: string, name: string, locality: string, city: string, latitude: number, longitude: number, services: SearchableClinic['services'] = ['checkup']): SearchableClinic => ({
  id,
  slug: id,
  name,
  locality,
  city,
  address: `${locality}, ${city}`,
  pincode: '110001',
  latitude,
  longitude,
  services,
  hours: everyDay('09:00', '21:00'),
  open24x7: false,
})

const CLINICS = [
  clinic('a', 'Lajpat Nagar Pet Clinic', 'Lajpat Nagar', 'Delhi', 28.5677, 77.2433),
  clinic('b', 'Indirapuram Vet Care', 'Indirapuram', 'Ghaziabad', 28.6415, 77.3712, ['grooming', 'dental']),
  clinic('c', 'Sohna Road Animal Hospital', 'Sohna Road', 'Gurgaon', 28.4089, 77.042, ['emergency']),
]
const NOW = new Date('2026-11-23T06:00:00Z')
const ids = (q: string) => searchClinics(CLINICS, { q }, NOW).map((match) => match.clinic.id)

describe('searchClinics', () => {
  it.each([
    ['a whole word', 'lajpat', ['a']],
    ['the start of a word', 'indira', ['b']],
    ['one slip', 'lajapt', ['a']],
    ['two slips in a long word', 'indirapurem', ['b']],
    ['another name of the city', 'gurugram', ['c']],
    ['a service', 'dental', ['b']],
    ['generic and little words ignored', 'pet clinic near sohna', ['c']],
    ['every word must match', 'lajpat gurgaon', []],
  ])('finds by %s', (_label, q, expected) => {
    expect(ids(q)).toEqual(expected)
  })

  it('puts a whole word before a slip, then orders by name', () => {
    const list = [clinic('z', 'Pawz Care', 'Rohini', 'Delhi', 28.7, 77.1), clinic('y', 'Paws Point', 'Saket', 'Delhi', 28.5, 77.2), clinic('x', 'Paws Aid', 'Dwarka', 'Delhi', 28.6, 77.0)]
    expect(searchClinics(list, { q: 'paws' }, NOW).map((match) => [match.clinic.id, match.score])).toEqual([
      ['x', 3],
      ['y', 3],
      ['z', 2],
    ])
  })

  it('sorts by distance from a place, nearest first', () => {
    const near = searchClinics(CLINICS, { place: { latitude: 28.62, longitude: 77.36 } }, NOW)
    expect(near.map((match) => match.clinic.id)).toEqual(['b', 'a', 'c'])
    expect(near[0]!.distanceKm).toBeLessThan(3)
  })

  it('keeps short words exact: no slip allowed under 4 letters', () => {
    expect(wordScore('cat', 'bat')).toBe(0)
    expect(wordScore('nagr', 'nagar')).toBe(2)
  })
})

/** The rule of decision 0034 written plainly, clinic by clinic: the indexed search must answer the same. */
function plainSearch(clinics: readonly SearchableClinic[], filters: Parameters<typeof searchClinics>[1], now: Date) {
  const queryWords = requiredWords(filters.q)
  const matches = clinics.flatMap((clinic) => {
    const words = clinicWords(clinic)
    const best = queryWords?.map((queryWord) => Math.max(0, ...words.map((word) => wordScore(queryWord, word)))) ?? [1]
    if (best.includes(0)) return []
    if (filters.city && clinic.city.toLowerCase() !== filters.city.toLowerCase()) return []
    if (filters.service && !clinic.services.includes(filters.service)) return []
    if (filters.open24x7 && !clinic.open24x7) return []
    if (filters.openNow && !isOpenAt(clinic, now)) return []
    const score = best.reduce((sum, value) => sum + value, 0)
    return [{ id: clinic.id, name: clinic.name, score, distanceKm: filters.place ? roundKm(distanceKm(filters.place, clinic)) : null }]
  })
  const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  return matches.sort((a, b) => (filters.place ? a.distanceKm! - b.distanceKm! : b.score - a.score) || byName(a, b))
}

describe('searchClinics answers as the plain rule', () => {
  // 'Pawz' and 'Tales' are a slip from 'paws' and 'tails': the same query word scores differently on different clinics.
  const NAMES = ['Paws', 'Tails', 'Whiskers', 'Care', 'Jeevan', 'Shree', 'Lajpat', 'Sohna', 'Indirapuram', 'Pawz', 'Tales']
  const LOCALITIES = ['Sector 12', 'Lajpat Nagar', 'Sohna Road', 'Indirapuram', 'Vasant Kunj', 'Rohini']
  const CITIES = ['Delhi', 'Gurgaon', 'Noida', 'Ghaziabad', 'Faridabad']
  const SERVICES: SearchableClinic['services'][] = [['checkup'], ['grooming', 'dental'], ['emergency', 'surgery'], ['vaccination']]
  const many = Array.from({ length: 120 }, (_, i) => ({
    ...clinic(`c${i}`, `${NAMES[i % NAMES.length]} ${NAMES[(i * 5) % NAMES.length]} Clinic ${i % 17}`, LOCALITIES[i % 6]!, CITIES[i % 5]!, 28.4 + (i % 13) * 0.03, 77.0 + (i % 11) * 0.04, SERVICES[i % 4]),
    open24x7: i % 7 === 0,
    hours: i % 3 === 0 ? { ...everyDay('18:00', '02:00'), mon: [] } : everyDay('09:00', '21:00'),
  }))
  const index = buildSearchIndex(many)
  const QUERY_WORDS = ['paws', 'tails', 'whiskrs', 'care', 'lajapt', 'sohna', 'raod', 'indirapurem', 'sector', '12', 'clinic', 'gurugram', 'dental', 'grom', 'noida', 'vasnt', 'xyz', 'in']

  it('for any words, filters and place', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...QUERY_WORDS), { maxLength: 3 }),
        fc.record({ city: fc.option(fc.constantFrom('delhi', 'Noida'), { nil: undefined, freq: 1 }), service: fc.option(fc.constantFrom('dental' as const, 'emergency' as const), { nil: undefined, freq: 1 }), openNow: fc.boolean(), open24x7: fc.constantFrom(false, false, false, true) }),
        fc.option(fc.record({ latitude: fc.double({ min: 28.3, max: 28.9, noNaN: true }), longitude: fc.double({ min: 76.9, max: 77.5, noNaN: true }) }), { nil: null, freq: 1 }),
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        (words, filters, place, minute) => {
          const now = new Date(Date.parse('2026-11-22T00:00:00+05:30') + minute * 60_000)
          const query = { ...filters, q: words.join(' '), place }
          const found = searchClinics(many, query, now).map((match) => ({ id: match.clinic.id, name: match.clinic.name, score: match.score, distanceKm: match.distanceKm }))
          const plain = plainSearch(many, query, now)
          expect(found).toEqual(plain)
          const page = findClinics(many, query, now, index, 5)
          expect(page.total).toBe(plain.length)
          expect(page.matches.map((match) => match.clinic.id)).toEqual(plain.slice(0, 5).map((match) => match.id))
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('editDistance and distanceKm', () => {
  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const d = editDistance(a, b, 20)
        expect(editDistance(b, a, 20)).toBe(d)
        expect(d === 0).toBe(a === b)
      }),
    )
  })

  it('measures Connaught Place to Cyber City, Gurgaon at about 20 km', () => {
    expect(distanceKm({ latitude: 28.6315, longitude: 77.2167 }, { latitude: 28.495, longitude: 77.0895 })).toBeCloseTo(19.7, 0)
  })
})
