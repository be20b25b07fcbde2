import { type PincodeDto, type ServedCityPincodes } from '../../../core/contracts/pincode.ts'
import { BOOKING_MESSAGES } from '../../../core/contracts/booking.ts'
import { pincodeEntry, pincodesInDistricts } from '../../../core/service-area/directory.ts'
import { cityAgrees, outOfAreaMessage, pincodeCoverage, servedCities } from '../../../core/service-area/service-area.ts'
import { DomainError } from '../../http-errors.ts'
import { loadPincodeDirectory } from './directory.ts'
import type { ServiceAreaRepo } from './repo.ts'

export type PincodesService = ReturnType<typeof createPincodesService>

export function createPincodesService(repo: ServiceAreaRepo) {
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
