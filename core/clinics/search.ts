import { type WeeklyHours, isOpenAt } from './hours.ts'
import { CLINIC_SERVICE_LABELS, type ClinicService } from './services.ts'

/**
 * The clinic finder's search (decision 0034): pure, over the live clinics. Every query word must
 * match a word of the clinic (its name, locality, city, address, PIN code or services) as the
 * start of that word, or within one typing slip (two for long words). Generic words ('pet',
 * 'clinic') and little words ('in', 'near') need not match.
 */

export type SearchableClinic = {
  id: string
  slug: string
  name: string
  locality: string
  city: string
  address: string
  pincode: string
  latitude: number
  longitude: number
  services: readonly ClinicService[]
  hours: WeeklyHours
  open24x7: boolean
}

export type Place = { latitude: number; longitude: number }

export type ClinicFilters = {
  q?: string
  city?: string
  service?: ClinicService
  openNow?: boolean
  open24x7?: boolean
  place?: Place | null
}

export type ClinicMatch<C> = { clinic: C; score: number; distanceKm: number | null }

const LITTLE_WORDS = new Set(['in', 'near', 'me', 'at', 'the', 'and', 'of', 'a', 'for', 'my', 'nearby'])
const GENERIC_WORDS = new Set(['pet', 'pets', 'vet', 'vets', 'clinic', 'clinics', 'hospital', 'veterinary', 'animal', 'care', 'doctor', 'dog', 'cat'])
/** Other names people type for the same place. */
const ALIASES: Record<string, string> = { gurugram: 'gurgaon', gurgram: 'gurgaon', dilli: 'delhi', ncr: 'delhi', gzb: 'ghaziabad', fbd: 'faridabad' }

export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => ALIASES[word] ?? word)
}

/** The edit distance of two words (adjacent swaps count one), or max + 1 once it is past max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  return previous[b.length]!
}

const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** How well one query word matches one of the clinic's words: 3 whole or start, 2 a slip, 1 a slip in the start, 0 none. */
export function wordScore(queryWord: string, word: string): number {
  if (word.startsWith(queryWord)) return 3
  const slips = slipsAllowed(queryWord)
  if (slips === 0) return 0
  if (editDistance(queryWord, word, slips) <= slips) return 2
  if (word.length > queryWord.length && editDistance(queryWord, word.slice(0, queryWord.length), slips) <= slips) return 1
  return 0
}

/** The words a clinic is found by (compute once per clinic and keep). */
export function clinicWords(clinic: Pick<SearchableClinic, 'name' | 'locality' | 'city' | 'address' | 'pincode' | 'services'>): string[] {
  const text = [clinic.name, clinic.locality, clinic.city, clinic.address, clinic.pincode, ...clinic.services.map((service) => `${service} ${CLINIC_SERVICE_LABELS[service]}`)].join(' ')
  return [...new Set(searchWords(text))]
}

/** The query's words that must match; null when it has none (every clinic matches then). */
export function requiredWords(q: string | undefined): string[] | null {
  const words = searchWords(q ?? '').filter((word) => !LITTLE_WORDS.has(word))
  const specific = words.filter((word) => !GENERIC_WORDS.has(word))
  if (specific.length > 0) return specific
  return null
}

/** The score of a clinic for the query's words: the sum of each word's best match, or 0 when one word matches nothing. */
export function textScore(queryWords: readonly string[], words: readonly string[]): number {
  let total = 0
  for (const queryWord of queryWords) {
    let best = 0
    for (const word of words) {
      const score = wordScore(queryWord, word)
      if (score > best) best = score
      if (best === 3) break
    }
    if (best === 0) return 0
    total += best
  }
  return total
}

const EARTH_RADIUS_KM = 6371.0088

/** The great-circle distance between two places, in km. */
export function distanceKm(from: Place, to: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Distances as the cards show them: one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10

/**
 * The clinics that pass the filters and match the words, nearest first when a place is given,
 * best match first otherwise (then by name). `wordsOf` gives each clinic's words (kept by the caller).
 */
export function searchClinics<C extends SearchableClinic>(clinics: readonly C[], filters: ClinicFilters, now: Date, wordsOf: (clinic: C) => readonly string[] = clinicWords): ClinicMatch<C>[] {
  const queryWords = requiredWords(filters.q)
  const city = filters.city ? searchWords(filters.city).join(' ') : null
  const matches: ClinicMatch<C>[] = []
  for (const clinic of clinics) {
    if (city && searchWords(clinic.city).join(' ') !== city) continue
    if (filters.service && !clinic.services.includes(filters.service)) continue
    if (filters.open24x7 && !clinic.open24x7) continue
    if (filters.openNow && !isOpenAt(clinic, now)) continue
    const score = queryWords ? textScore(queryWords, wordsOf(clinic)) : 1
    if (score === 0) continue
    const km = filters.place ? distanceKm(filters.place, clinic) : null
    matches.push({ clinic, score, distanceKm: km === null ? null : roundKm(km) })
  }
  if (filters.place) return matches.sort((a, b) => a.distanceKm! - b.distanceKm! || a.clinic.name.localeCompare(b.clinic.name))
  return matches.sort((a, b) => b.score - a.score || a.clinic.name.localeCompare(b.clinic.name))
}
