import type { PincodeEntry } from './directory.ts'

/** One district where vets make home visits, and the served city it belongs to. */
export type ServiceAreaDistrict = { citySlug: string; cityName: string; state: string; district: string }

export type ServedCity = { slug: string; name: string }

const DELHI_DISTRICTS = [
  'Central Delhi',
  'East Delhi',
  'New Delhi',
  'North Delhi',
  'North East Delhi',
  'North West Delhi',
  'South Delhi',
  'South West Delhi',
  'West Delhi',
]

/**
 * The service area the database is seeded with, in the districts' names as India Post's directory
 * spells them (Gurugram is still 'Gurgaon' there; Noida is Gautam Buddha Nagar, Greater Noida
 * included). Ghazipur, a different district, is not Ghaziabad.
 */
export const SERVICE_AREA_SEED: readonly ServiceAreaDistrict[] = [
  { citySlug: 'gurgaon', cityName: 'Gurgaon', state: 'Haryana', district: 'Gurgaon' },
  ...DELHI_DISTRICTS.map((district) => ({ citySlug: 'delhi', cityName: 'Delhi', state: 'Delhi', district })),
  { citySlug: 'noida', cityName: 'Noida', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar' },
  { citySlug: 'faridabad', cityName: 'Faridabad', state: 'Haryana', district: 'Faridabad' },
  { citySlug: 'ghaziabad', cityName: 'Ghaziabad', state: 'Uttar Pradesh', district: 'Ghaziabad' },
]

/** The served city of a district, or null when vets do not go there. */
export function servedCityOf(place: { district: string; state: string }, area: readonly ServiceAreaDistrict[]): ServedCity | null {
  const row = area.find((candidate) => candidate.district === place.district && candidate.state === place.state)
  return row ? { slug: row.citySlug, name: row.cityName } : null
}

/** The served cities, each once, in the order of the area's rows. */
export function servedCities(area: readonly ServiceAreaDistrict[]): ServedCity[] {
  const seen = new Map<string, ServedCity>()
  for (const row of area) if (!seen.has(row.citySlug)) seen.set(row.citySlug, { slug: row.citySlug, name: row.cityName })
  return [...seen.values()]
}

/** 'Delhi, Gurgaon and Noida' */
export function listOfCities(cities: readonly ServedCity[]): string {
  const names = cities.map((city) => city.name)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export type PincodeCoverage =
  | { kind: 'malformed' }
  | { kind: 'unknown' }
  | { kind: 'outside'; entry: PincodeEntry }
  | { kind: 'served'; entry: PincodeEntry; city: ServedCity }

/** Whether vets make home visits to a PIN code: the one place that decides `served`. */
export function pincodeCoverage(pincode: string, entry: PincodeEntry | null, area: readonly ServiceAreaDistrict[]): PincodeCoverage {
  if (!/^\d{6}$/.test(pincode)) return { kind: 'malformed' }
  if (!entry) return { kind: 'unknown' }
  const city = servedCityOf(entry, area)
  return city ? { kind: 'served', entry, city } : { kind: 'outside', entry }
}

/** Other names people and map services give a served city or its parts. */
const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  gurgaon: ['gurugram'],
  delhi: ['new delhi', 'nct of delhi', 'delhi ncr'],
  noida: ['greater noida', 'gautam buddha nagar', 'gautam budh nagar'],
  faridabad: [],
  ghaziabad: [],
}

const tidy = (value: string) => value.toLowerCase().replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim()

/**
 * Whether a typed city agrees with the PIN code's city: its name, one of its other names or its
 * district. A blank city agrees (the PIN code's city is stored).
 */
export function cityAgrees(typed: string | null | undefined, city: ServedCity, district: string): boolean {
  const given = tidy(typed ?? '')
  if (!given) return true
  return [city.name, city.slug, district, ...(CITY_ALIASES[city.slug] ?? [])].some((name) => tidy(name) === given)
}

/** The message for a real PIN code outside the area. */
export function outOfAreaMessage(pincode: string, entry: PincodeEntry, cities: readonly ServedCity[]): string {
  return `Our vets do not make home visits to ${pincode} (${entry.district}, ${entry.state}) yet. Home visits are available in ${listOfCities(cities)}. A video consultation or a clinic visit works from anywhere.`
}
