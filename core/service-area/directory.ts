/**
 * The shape of content/pincodes/directory.json (written by scripts/pincode-directory.ts): one
 * record per PIN code, `[district, state index, localities, latitude?, longitude?]`, where the
 * localities are the names of the PIN code's post offices.
 */
export type PincodeRecord = [district: string, state: number, localities: string[], latitude?: number, longitude?: number]

export type PincodeDirectoryFile = {
  source: string
  coordinates: string
  states: string[]
  pincodes: Record<string, PincodeRecord>
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
  if (!record) return null
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
