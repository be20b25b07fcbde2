import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type PincodeDirectoryFile, pincodeEntry } from '../../core/service-area/directory.ts'
import { KNOWN_PINCODE_CITIES } from '../../core/service-area/checked-pincodes.ts'
import { SERVICE_AREA_SEED, pincodeCoverage } from '../../core/service-area/service-area.ts'

const directory = JSON.parse(readFileSync(new URL('./directory.json', import.meta.url), 'utf8')) as PincodeDirectoryFile
const coverage = (pincode: string) => pincodeCoverage(pincode, pincodeEntry(directory, pincode), SERVICE_AREA_SEED)
const cityOf = (pincode: string) => {
  const found = coverage(pincode)
  return found.kind === 'served' ? found.city.name : found.kind
}

describe('pincodeCoverage over the shipped directory and the seeded area', () => {
  it.each([
    // Delhi: one PIN code in each of its districts.
    ['110001', 'Delhi'], // Connaught Place, Central Delhi
    ['110003', 'Delhi'], // Lodhi Road, South Delhi
    ['110006', 'Delhi'], // Chandni Chowk, North Delhi
    ['110011', 'Delhi'], // Nirman Bhawan, New Delhi
    ['110017', 'Delhi'], // Malviya Nagar, South Delhi
    ['110031', 'Delhi'], // Gandhi Nagar, East Delhi
    ['110053', 'Delhi'], // East Delhi / North East Delhi
    ['110085', 'Delhi'], // Rohini, North West Delhi
    ['110094', 'Delhi'], // Karawal Nagar, North East Delhi
    ['110064', 'Delhi'], // Hari Nagar, West Delhi
    ['110075', 'Delhi'], // Dwarka, South West Delhi
    ['110078', 'Delhi'], // Dwarka, hand-checked district
    // Gurgaon (Gurugram), the district the directory still calls Gurgaon.
    ['122001', 'Gurgaon'],
    ['122003', 'Gurgaon'],
    ['122018', 'Gurgaon'],
    // Noida: Gautam Buddha Nagar, Greater Noida included; 201301 is not Ghaziabad.
    ['201301', 'Noida'],
    ['201303', 'Noida'],
    ['201304', 'Noida'],
    ['201310', 'Noida'],
    // Faridabad and Ghaziabad.
    ['121001', 'Faridabad'],
    ['121002', 'Faridabad'],
    ['201001', 'Ghaziabad'],
    ['201010', 'Ghaziabad'],
    // Neighbours just outside.
    ['131001', 'outside'], // Sonipat
    ['124507', 'outside'], // Bahadurgarh, Jhajjar
    ['122107', 'outside'], // Nuh, filed under Gurgaon by the source
    ['122508', 'outside'], // Punhana, Nuh
    ['124001', 'outside'], // Rohtak
    ['123401', 'outside'], // Rewari (one office listed under Gurgaon)
    ['203001', 'outside'], // Bulandshahr
    ['233001', 'outside'], // Ghazipur, not Ghaziabad
    ['250001', 'outside'], // Meerut
    // Elsewhere in India: known, not served.
    ['400001', 'outside'], // Mumbai
    ['248001', 'outside'], // Dehradun
    ['560001', 'outside'], // Bengaluru
    // No such PIN code.
    ['999999', 'unknown'],
    ['000000', 'unknown'],
    ['110999', 'unknown'],
    // Not a PIN code at all.
    ['12200', 'malformed'],
    ['1220033', 'malformed'],
    ['12a003', 'malformed'],
    ['', 'malformed'],
  ])('%s -> %s', (pincode, expected) => {
    expect(cityOf(pincode)).toBe(expected)
  })

  it('puts every hand-checked PIN code in its city', () => {
    for (const [pincode, city] of Object.entries(KNOWN_PINCODE_CITIES)) expect(cityOf(pincode), pincode).toBe(city)
  })

  it('gives an outside PIN code its district and state', () => {
    expect(coverage('131001')).toMatchObject({ kind: 'outside', entry: { district: 'Sonipat', state: 'Haryana' } })
    expect(coverage('400001')).toMatchObject({ kind: 'outside', entry: { district: 'Mumbai', state: 'Maharashtra', localities: [] } })
  })

  it('decides from the area it is given, not a fixed list', () => {
    const withoutNoida = SERVICE_AREA_SEED.filter((row) => row.citySlug !== 'noida')
    expect(pincodeCoverage('201301', pincodeEntry(directory, '201301'), withoutNoida).kind).toBe('outside')
    expect(pincodeCoverage('131001', pincodeEntry(directory, '131001'), [...SERVICE_AREA_SEED, { citySlug: 'sonipat', cityName: 'Sonipat', state: 'Haryana', district: 'Sonipat' }])).toMatchObject({
      kind: 'served',
      city: { name: 'Sonipat' },
    })
  })
})
