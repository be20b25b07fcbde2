/**
 * The shape of content/pincodes/directory.json (written by scripts/pincode-directory.ts): one
 * record per PIN code, `[district, state index, localities, latitude?, longitude?]`, where the
 * localities are the names of the PIN code's post offices.
 */
export type PincodeRecord = [district: string, state: number, localities: string[], latitude?: number, longitude?: number]

export type PincodeDirectoryFile = {
  source: string
  coordinates: string
  /** Every state and union territory; the first three are the ones with full records. */
  states: string[]
  pincodes: Record<string, PincodeRecord>
  /** The rest of India, so a PIN code elsewhere is known and named: `[district, state index]`. */
  places: Array<[district: string, state: number]>
  /** PIN code -> index in `places`, for the PIN codes outside the full records. */
  elsewhere: Record<string, number>
}

export type PincodeEntry = {
  pincode: string
  district: string
  state: string
  localities: string[]
  latitude: number | null
  longitude: number | null
}

export const PINCODE_PATTERN = /^\d{6}$/

export function pincodeEntry(directory: PincodeDirectoryFile, pincode: string): PincodeEntry | null {
  const record = Object.hasOwn(directory.pincodes, pincode) ? directory.pincodes[pincode] : undefined
  if (!record) {
    const place = Object.hasOwn(directory.elsewhere, pincode) ? directory.places[directory.elsewhere[pincode]!] : undefined
    return place ? { pincode, district: place[0], state: directory.states[place[1]] ?? '', localities: [], latitude: null, longitude: null } : null
  }
  const [district, state, localities, latitude, longitude] = record
  return { pincode, district, state: directory.states[state] ?? '', localities, latitude: latitude ?? null, longitude: longitude ?? null }
}

/** Every PIN code of the directory in the given districts, in order, with its localities. */
export function pincodesInDistricts(directory: PincodeDirectoryFile, places: ReadonlyArray<{ district: string; state: string }>): PincodeEntry[] {
  const wanted = new Set(places.map((place) => `${place.state}|${place.district}`))
  return Object.keys(directory.pincodes)
    .sort()
    .map((pincode) => pincodeEntry(directory, pincode)!)
    .filter((entry) => wanted.has(`${entry.state}|${entry.district}`))
}
