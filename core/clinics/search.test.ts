import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { everyDay } from './hours.ts'
import { type SearchableClinic, distanceKm, editDistance, searchClinics, wordScore } from './search.ts'

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
