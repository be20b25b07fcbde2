import { describe, expect, it } from 'vitest'
import type { PincodeDirectoryFile } from './directory.ts'
import { pincodeEntry } from './directory.ts'
import { SERVICE_AREA_SEED, cityAgrees, listOfCities, outOfAreaMessage, pincodeCoverage, servedCities } from './service-area.ts'

const directory: PincodeDirectoryFile = {
  source: 'test',
  coordinates: 'none',
  states: ['Delhi', 'Haryana', 'Uttar Pradesh', 'Maharashtra'],
  pincodes: {
    '110001': ['Central Delhi', 0, ['Connaught Place'], 28.63, 77.22],
    '131001': ['Sonipat', 1, ['Sonipat']],
    '233001': ['Ghazipur', 2, ['Ghazipur']],
  },
  places: [['Mumbai', 3]],
  elsewhere: { '400001': 0 },
}

it('reads a record of the compact table', () => {
  expect(pincodeEntry(directory, '110001')).toEqual({ pincode: '110001', district: 'Central Delhi', state: 'Delhi', localities: ['Connaught Place'], latitude: 28.63, longitude: 77.22 })
  expect(pincodeEntry(directory, '131001')).toMatchObject({ latitude: null, longitude: null })
  expect(pincodeEntry(directory, '400001')).toEqual({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra', localities: [], latitude: null, longitude: null })
  expect(pincodeEntry(directory, 'constructor')).toBeNull()
})

it('matches districts by exact name and state: Ghazipur is not Ghaziabad', () => {
  expect(pincodeCoverage('233001', pincodeEntry(directory, '233001'), SERVICE_AREA_SEED).kind).toBe('outside')
  expect(pincodeCoverage('110001', pincodeEntry(directory, '110001'), SERVICE_AREA_SEED)).toMatchObject({ kind: 'served', city: { slug: 'delhi' } })
})

it('names the served cities in an out-of-area message', () => {
  const entry = pincodeEntry(directory, '131001')!
  expect(outOfAreaMessage('131001', entry, servedCities(SERVICE_AREA_SEED))).toContain('Gurgaon, Delhi, Noida, Faridabad and Ghaziabad')
})

describe('cityAgrees', () => {
  const gurgaon = { slug: 'gurgaon', name: 'Gurgaon' }
  const noida = { slug: 'noida', name: 'Noida' }
  it.each([
    ['Gurgaon', gurgaon, 'Gurgaon', true],
    ['gurugram', gurgaon, 'Gurgaon', true],
    [' GURGAON ', gurgaon, 'Gurgaon', true],
    ['', gurgaon, 'Gurgaon', true],
    ['Mumbai', gurgaon, 'Gurgaon', false],
    ['Delhi', gurgaon, 'Gurgaon', false],
    ['Greater Noida', noida, 'Gautam Buddha Nagar', true],
    ['Gautam Buddha Nagar', noida, 'Gautam Buddha Nagar', true],
    ['Ghaziabad', noida, 'Gautam Buddha Nagar', false],
  ])('%j for %j', (typed, city, district, agrees) => {
    expect(cityAgrees(typed, city, district)).toBe(agrees)
  })
})

it('names the served cities in the seeded order', () => {
  expect(listOfCities(servedCities(SERVICE_AREA_SEED))).toBe('Gurgaon, Delhi, Noida, Faridabad and Ghaziabad')
})
