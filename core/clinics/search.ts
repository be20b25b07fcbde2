import { type WeeklyHours, indiaWeekMinute, isOpenAtWeekMinute } from './hours.ts'
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

/** Each word of the clinics with the positions of the clinics that have it: built once per set of clinics. */
export type SearchIndex = { postings: Map<string, number[]> }

export function buildSearchIndex(wordLists: readonly (readonly string[])[]): SearchIndex {
  const postings = new Map<string, number[]>()
  wordLists.forEach((words, position) => {
    for (const word of words) {
      const list = postings.get(word)
      if (list) list.push(position)
      else postings.set(word, [position])
    }
  })
  return { postings }
}

/** Each clinic's text score (0: some query word matched none of its words); each query word meets each distinct word once. */
function textScores(queryWords: readonly string[], index: SearchIndex, count: number): Uint16Array {
  const totals = new Uint16Array(count)
  for (let round = 0; round < queryWords.length; round++) {
    const queryWord = queryWords[round]!
    const best = new Uint8Array(count)
    for (const [word, positions] of index.postings) {
      const score = wordScore(queryWord, word)
      if (score === 0) continue
      for (const position of positions) if (score > best[position]!) best[position] = score
    }
    for (let position = 0; position < count; position++) {
      // A clinic out after an earlier word stays out.
      totals[position] = best[position] === 0 || (round > 0 && totals[position] === 0) ? 0 : totals[position]! + best[position]!
    }
  }
  return totals
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The clinics that pass the filters and match the words, nearest first when a place is given,
 * best match first otherwise (then by name). Give the `index` of these clinics (kept by the
 * caller) to save building it.
 */
export function searchClinics<C extends SearchableClinic>(clinics: readonly C[], filters: ClinicFilters, now: Date, index?: SearchIndex): ClinicMatch<C>[] {
  const queryWords = requiredWords(filters.q)
  const scores = queryWords ? textScores(queryWords, index ?? buildSearchIndex(clinics.map((clinic) => clinicWords(clinic))), clinics.length) : null
  const city = filters.city?.toLowerCase() ?? null
  const { day, minute } = indiaWeekMinute(now)
  const matches: ClinicMatch<C>[] = []
  clinics.forEach((clinic, position) => {
    const score = scores ? scores[position]! : 1
    if (score === 0) return
    if (city && clinic.city.toLowerCase() !== city) return
    if (filters.service && !clinic.services.includes(filters.service)) return
    if (filters.open24x7 && !clinic.open24x7) return
    if (filters.openNow && !isOpenAtWeekMinute(clinic, day, minute)) return
    const km = filters.place ? distanceKm(filters.place, clinic) : null
    matches.push({ clinic, score, distanceKm: km === null ? null : roundKm(km) })
  })
  if (filters.place) return matches.sort((a, b) => a.distanceKm! - b.distanceKm! || byName(a.clinic.name, b.clinic.name))
  return matches.sort((a, b) => b.score - a.score || byName(a.clinic.name, b.clinic.name))
}
