import { DAY_MINUTES, type WeeklyHours, indiaWeekMinute, isOpenInWeek, weekOpenings } from './hours.ts'
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

/** Rows of the edit distance table, kept between calls: the search compares thousands of words. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)]

/**
 * The edit distance of `a` and the first `bLength` letters of `b` (adjacent swaps count one), or
 * max + 1 once it is past max.
 */
function boundedDistance(a: string, b: string, bLength: number, max: number): number {
  if (Math.abs(a.length - bLength) > max) return max + 1
  if (rows[0]!.length <= bLength) rows = [new Int32Array(bLength + 1), new Int32Array(bLength + 1), new Int32Array(bLength + 1)]
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j <= bLength; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= bLength; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, beforePrevious[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    const spare = beforePrevious
    beforePrevious = previous
    previous = current
    current = spare
  }
  return previous[bLength]!
}

/** The edit distance of two words (adjacent swaps count one), or max + 1 once it is past max. */
export function editDistance(a: string, b: string, max: number): number {
  return boundedDistance(a, b, b.length, max)
}

const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** How well one query word matches one of the clinic's words: 3 whole or start, 2 a slip, 1 a slip in the start, 0 none. */
export function wordScore(queryWord: string, word: string): number {
  if (word.startsWith(queryWord)) return 3
  const slips = slipsAllowed(queryWord)
  if (slips === 0) return 0
  if (boundedDistance(queryWord, word, word.length, slips) <= slips) return 2
  if (word.length > queryWord.length && boundedDistance(queryWord, word, queryWord.length, slips) <= slips) return 1
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


/** The letters of a word as bits (digits share six bits): a letter of one word missing from another costs a slip. */
function letterBits(word: string): number {
  let bits = 0
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i)
    bits |= 1 << (code >= 97 ? code - 97 : 26 + ((code - 48) % 6))
  }
  return bits >>> 0
}

function countBits(bits: number): number {
  let count = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++
  return count
}

/**
 * What the search keeps of a set of clinics, built once per set: each distinct word with its
 * letters and the positions of the clinics that have it, each clinic's rank by name, city in lower
 * case and opening hours in minutes of the week.
 */
export type SearchIndex = {
  words: readonly string[]
  letters: Uint32Array
  postings: readonly Int32Array[]
  nameRank: Int32Array
  byName: Int32Array
  cities: readonly string[]
  openings: readonly Int32Array[]
}

export function buildSearchIndex(clinics: readonly SearchableClinic[]): SearchIndex {
  const positionsOf = new Map<string, number[]>()
  clinics.forEach((clinic, position) => {
    for (const word of clinicWords(clinic)) {
      const list = positionsOf.get(word)
      if (list) list.push(position)
      else positionsOf.set(word, [position])
    }
  })
  const words = [...positionsOf.keys()]
  const byName = clinics.map((_, position) => position).sort((a, b) => byText(clinics[a]!.name, clinics[b]!.name) || a - b)
  const nameRank = new Int32Array(clinics.length)
  byName.forEach((position, rank) => (nameRank[position] = rank))
  return {
    words,
    letters: Uint32Array.from(words, letterBits),
    postings: words.map((word) => Int32Array.from(positionsOf.get(word)!)),
    nameRank,
    byName: Int32Array.from(byName),
    cities: clinics.map((clinic) => clinic.city.toLowerCase()),
    openings: clinics.map((clinic) => weekOpenings(clinic)),
  }
}

/** Each clinic's text score (0: some query word matched none of its words); each query word meets each distinct word once. */
function textScores(queryWords: readonly string[], index: SearchIndex, count: number): Uint16Array {
  const totals = new Uint16Array(count)
  const best = new Uint8Array(count)
  for (let round = 0; round < queryWords.length; round++) {
    const queryWord = queryWords[round]!
    const slips = slipsAllowed(queryWord)
    const letters = letterBits(queryWord)
    best.fill(0)
    for (let w = 0; w < index.words.length; w++) {
      // More of the query word's letters missing from this word than slips allowed: no match but a start.
      const missing = countBits(letters & ~index.letters[w]!)
      if (missing > slips) continue
      const score = wordScore(queryWord, index.words[w]!)
      if (score === 0) continue
      const positions = index.postings[w]!
      for (let p = 0; p < positions.length; p++) if (score > best[positions[p]!]!) best[positions[p]!] = score
    }
    for (let position = 0; position < count; position++) {
      // A clinic out after an earlier word stays out.
      totals[position] = best[position] === 0 || (round > 0 && totals[position] === 0) ? 0 : totals[position]! + best[position]!
    }
  }
  return totals
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The highest text score a clinic can have: 3 for each query word (a query has far fewer than this many). */
const TOP_SCORE = 3 * 1000

/**
 * The clinics that pass the filters and match the words, nearest first when a place is given,
 * best match first otherwise (then by name). Give the `index` of these clinics (kept by the
 * caller) to save building it.
 */
export function searchClinics<C extends SearchableClinic>(clinics: readonly C[], filters: ClinicFilters, now: Date, index: SearchIndex = buildSearchIndex(clinics)): ClinicMatch<C>[] {
  return findClinics(clinics, filters, now, index, clinics.length).matches
}

/** The first `limit` clinics of `searchClinics` and how many there are in all. */
export function findClinics<C extends SearchableClinic>(clinics: readonly C[], filters: ClinicFilters, now: Date, index: SearchIndex, limit: number): { matches: ClinicMatch<C>[]; total: number } {
  const queryWords = requiredWords(filters.q)
  const scores = queryWords ? textScores(queryWords, index, clinics.length) : null
  const city = filters.city?.toLowerCase() ?? null
  const { day, minute } = indiaWeekMinute(now)
  const weekMinute = day * DAY_MINUTES + minute
  const place = filters.place ?? null
  const count = clinics.length
  // Each match as one number (distance or score first, then the rank by name), sorted as numbers.
  const keys = new Float64Array(count)
  const kilometres = new Float64Array(count)
  let found = 0
  for (let position = 0; position < count; position++) {
    const score = scores ? scores[position]! : 1
    if (score === 0) continue
    const clinic = clinics[position]!
    if (city && index.cities[position] !== city) continue
    if (filters.service && !clinic.services.includes(filters.service)) continue
    if (filters.open24x7 && !clinic.open24x7) continue
    if (filters.openNow && !clinic.open24x7 && !isOpenInWeek(index.openings[position]!, weekMinute)) continue
    const rank = index.nameRank[position]!
    if (place) {
      const km = roundKm(distanceKm(place, clinic))
      kilometres[position] = km
      keys[found++] = Math.round(km * 10) * count + rank
    } else {
      keys[found++] = (TOP_SCORE - score) * count + rank
    }
  }
  const sorted = keys.subarray(0, found).sort()
  const matches: ClinicMatch<C>[] = new Array(Math.min(found, limit))
  for (let i = 0; i < matches.length; i++) {
    const key = sorted[i]!
    const position = index.byName[key % count]!
    matches[i] = {
      clinic: clinics[position]!,
      score: scores ? scores[position]! : 1,
      distanceKm: place ? kilometres[position]! : null,
    }
  }
  return { matches, total: found }
}
