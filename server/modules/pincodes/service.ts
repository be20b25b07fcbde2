import { type PincodeDto, type ServedCityPincodes } from '../../../core/contracts/pincode.ts'
import { BOOKING_MESSAGES } from '../../../core/booking/messages.ts'
import { pincodeEntry, pincodesInDistricts } from '../../../core/service-area/directory.ts'
import { cityAgrees, outOfAreaMessage, pincodeCoverage, servedCities } from '../../../core/service-area/service-area.ts'
import { DomainError } from '../../http-errors.ts'
import { loadPincodeDirectory } from './directory.ts'
import type { ServiceAreaRepo } from './repo.ts'
import type { ServiceAreaBody } from '../../../core/contracts/pincode.ts'
import { CITY_NAMES } from '../../../core/contracts/staff.ts'
import { CITIES } from '../../../core/site/cities.ts'
import type { ServiceAreaDistrict } from '../../../core/service-area/service-area.ts'
import type { PincodeDirectoryFile } from '../../../core/service-area/directory.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'

/** The districts of the directory's fully recorded states (Delhi, Haryana, Uttar Pradesh), sorted. */
function directoryDistricts(directory: PincodeDirectoryFile): Array<{ state: string; district: string }> {
  const seen = new Map<string, { state: string; district: string }>()
  for (const [district, state] of Object.values(directory.pincodes)) {
    const name = directory.states[state] ?? ''
    seen.set(`${name}|${district}`, { state: name, district })
  }
  return [...seen.values()].sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district))
}

export type PincodesService = ReturnType<typeof createPincodesService>

export function createPincodesService(repo: ServiceAreaRepo, deps: { db: Db; clock: Clock; onAreaChanged: () => void }) {
  async function coverage(pincode: string) {
    const [directory, area] = await Promise.all([loadPincodeDirectory(), repo.list()])
    return { coverage: pincodeCoverage(pincode, pincodeEntry(directory, pincode), area), cities: servedCities(area), directory, area }
  }

  return {
    async lookup(pincode: string): Promise<PincodeDto> {
      const { coverage: found, cities } = await coverage(pincode)
      if (found.kind === 'malformed') throw new DomainError('VALIDATION_ERROR', `pincode: ${BOOKING_MESSAGES.pincode}`)
      if (found.kind === 'unknown') throw new DomainError('NOT_FOUND', `pincode: No post office has the PIN code ${pincode}`)
      const { entry } = found
      return {
        pincode,
        district: entry.district,
        state: entry.state,
        city: found.kind === 'served' ? found.city.name : entry.district,
        localities: entry.localities,
        served: found.kind === 'served',
        servedCities: cities.map((city) => city.name),
      }
    },

    /**
     * The city a home visit to this PIN code is stored with (decision 0025): refuses an unknown
     * PIN code (400 `pincode`), one outside the service area (422 OUT_OF_AREA) and a typed city
     * that names another place (400 `city`).
     */
    async homeVisitCity(pincode: string, typedCity: string | null | undefined): Promise<string> {
      const { coverage: found, cities } = await coverage(pincode.trim())
      if (found.kind === 'malformed') throw new DomainError('VALIDATION_ERROR', `pincode: ${BOOKING_MESSAGES.pincode}`)
      if (found.kind === 'unknown') throw new DomainError('VALIDATION_ERROR', `pincode: ${pincode} is not a known PIN code. Please check it.`, { code: 'UNKNOWN_PINCODE' })
      if (found.kind === 'outside') throw new DomainError('UNPROCESSABLE', `pincode: ${outOfAreaMessage(pincode, found.entry, cities)}`, { code: 'OUT_OF_AREA' })
      if (!cityAgrees(typedCity, found.city, found.entry.district)) {
        throw new DomainError('VALIDATION_ERROR', `city: ${pincode} is in ${found.city.name}, not ${typedCity?.trim()}`, { code: 'CITY_MISMATCH' })
      }
      return found.city.name
    },

    /** The service area as admins edit it, with the directory's districts to choose from. */
    async areaForAdmin() {
      const [directory, area] = await Promise.all([loadPincodeDirectory(), repo.list()])
      return {
        districts: area.map((row) => ({ state: row.state, district: row.district, city: row.cityName })),
        cities: CITY_NAMES,
        directoryDistricts: directoryDistricts(directory),
      }
    },

    /**
     * Replaces the service area (issue 23): every district must be one India Post's directory
     * names, in a served state. Audited; the city pages, which list the localities, are re-rendered.
     */
    async replaceArea(actorId: string, body: ServiceAreaBody) {
      const [directory, current] = await Promise.all([loadPincodeDirectory(), repo.list()])
      // A district already in the area may stay (the seed names one, New Delhi, that the directory's copy folds into others).
      const known = new Set([...directoryDistricts(directory), ...current].map((row) => `${row.state}|${row.district}`))
      body.districts.forEach((row, index) => {
        if (!known.has(`${row.state}|${row.district}`)) {
          throw new DomainError('VALIDATION_ERROR', `districts.${index}.district: ${row.district} (${row.state}) is not a district of India Post's directory`, { code: 'UNKNOWN_DISTRICT' })
        }
      })
      const rows = body.districts.map((row) => ({ state: row.state, district: row.district, cityName: row.city, citySlug: CITIES.find((city) => city.name === row.city)?.slug ?? '' }))
      const now = deps.clock.now()
      await deps.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        await repo.replace(txDb, rows, now)
        const summary = (list: readonly ServiceAreaDistrict[]) => list.map((row) => `${row.cityName}: ${row.district} (${row.state})`)
        await writeAudit(txDb, { actorId, action: 'service_area.update', entityType: 'service_area', entityId: 'districts', before: summary(current), after: summary(rows), at: now })
      })
      deps.onAreaChanged()
      return this.areaForAdmin()
    },

    /** The served cities, for the staff page's vet cities. */
    async servedCityNames(): Promise<string[]> {
      return servedCities(await repo.list()).map((city) => city.name)
    },

    /** Where a PIN code lies, for sorting clinics by distance: null for a PIN code no post office has. */
    async place(pincode: string): Promise<{ pincode: string; label: string; latitude: number | null; longitude: number | null } | null> {
      const entry = pincodeEntry(await loadPincodeDirectory(), pincode)
      if (!entry) return null
      const where = entry.localities[0] ?? entry.district
      return { pincode, label: `${pincode} (${where})`, latitude: entry.latitude, longitude: entry.longitude }
    },

    /** Every served PIN code of one city, with its localities; null for a city vets do not visit. */
    async servedPincodes(citySlug: string): Promise<ServedCityPincodes | null> {
      const [directory, area] = await Promise.all([loadPincodeDirectory(), repo.list()])
      const rows = area.filter((row) => row.citySlug === citySlug)
      if (rows.length === 0) return null
      return {
        slug: citySlug,
        name: rows[0]!.cityName,
        pincodes: pincodesInDistricts(directory, rows).map((entry) => ({ pincode: entry.pincode, district: entry.district, localities: entry.localities })),
      }
    },
  }
}
