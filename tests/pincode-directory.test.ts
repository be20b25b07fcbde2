import { expect, it } from 'vitest'
import { buildDirectory } from '../scripts/pincode-directory.ts'

const office = (name: string, pincode: number, district: string, state = 'Uttar Pradesh') => ({ name, pincode, district, state })

/** Enough of the source for the hand-checked codes to land in their cities. */
const known = [
  office('Connaught Place', 110001, 'Central Delhi', 'Delhi'),
  office('Malviya Nagar', 110017, 'South Delhi', 'Delhi'),
  office('Dwarka Sector 6', 110075, 'South West Delhi', 'Delhi'),
  office('Gurgaon', 122001, 'Gurgaon', 'Haryana'),
  office('Gurgaon Sector 45', 122003, 'Gurgaon', 'Haryana'),
  office('Dlf Qe', 122018, 'Gurgaon', 'Haryana'),
  office('Noida Sector 41', 201303, 'Gautam Buddha Nagar'),
  office('Kasna', 201310, 'Gautam Buddha Nagar'),
  office('Faridabad NIT', 121001, 'Faridabad', 'Haryana'),
  office('Sector 15 Faridabad', 121002, 'Faridabad', 'Haryana'),
  office('Ghaziabad', 201001, 'Ghaziabad'),
  office('Indirapuram', 201010, 'Ghaziabad'),
]

it('keeps the three states, takes the hand-checked district over the source, and sorts the localities', () => {
  const directory = buildDirectory(
    [
      ...known,
      office('Noida Sector 27', 201301, 'Ghaziabad'),
      office('Noida Sector 12', 201301, 'Ghaziabad'),
      office('Noida', 201301, 'Gautam Buddha Nagar'),
      office('Stock Exchange', 400001, 'Mumbai', 'Maharashtra'),
      office('Rewari', 123401, 'Rewari', 'Haryana'),
      office('Kankarwali', 123401, 'Gurgaon', 'Haryana'),
      office('Bawal', 123401, 'Rewari', 'Haryana'),
    ],
    'IN\t123401\tRewari\tHaryana\t13\tRewari\t\t\t\t28.2\t76.6\t4\nIN\t123401\tBawal\tHaryana\t13\tRewari\t\t\t\t28.0\t76.6\t4\n',
  )
  expect(directory.pincodes['201301']).toEqual(['Gautam Buddha Nagar', 2, ['Noida', 'Noida Sector 12', 'Noida Sector 27']])
  expect(directory.pincodes['123401']).toEqual(['Rewari', 1, ['Bawal', 'Kankarwali', 'Rewari'], 28.1, 76.6])
  expect(directory.pincodes['400001']).toBeUndefined()
  expect(directory.places[directory.elsewhere['400001']!]).toEqual(['Mumbai', directory.states.indexOf('Maharashtra')])
})

it('refuses to write a table that puts a hand-checked PIN code in another city', () => {
  const moved = known.map((row) => (row.pincode === 201310 ? { ...row, district: 'Bulandshahr' } : row))
  expect(() => buildDirectory([...moved, office('Noida', 201301, 'Ghaziabad')], null)).toThrow('201310 should be in Noida but the table puts it in no served city (Bulandshahr)')
})
