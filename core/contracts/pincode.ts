import { z } from 'zod'
import { UserText } from './text.ts'
import { BOOKING_MESSAGES } from '../booking/messages.ts'
import { CITY_NAMES } from './staff.ts'

export const PincodeParams = z.object({ pincode: z.string().regex(/^\d{6}$/, BOOKING_MESSAGES.pincode) })

/** `GET /api/pincodes/{pin}`: what India Post's directory says of a PIN code, and whether vets go there. */
export const PincodeDto = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  /** The served city for a served PIN code; otherwise the district. */
  city: z.string(),
  /** The names of the PIN code's post offices. */
  localities: z.array(z.string()),
  served: z.boolean(),
  /** The cities where vets make home visits, to name them when this PIN code is not served. */
  servedCities: z.array(z.string()),
})
export type PincodeDto = z.infer<typeof PincodeDto>

/** The PIN codes of one served city, for its page. */
export const ServedCityPincodes = z.object({
  slug: z.string(),
  name: z.string(),
  pincodes: z.array(z.object({ pincode: z.string(), district: z.string(), localities: z.array(z.string()) })),
})
export type ServedCityPincodes = z.infer<typeof ServedCityPincodes>

/** What page loaders may ask of the service area (the server's service implements it). */
export type ServiceAreaCatalogue = {
  servedPincodes(citySlug: string): Promise<ServedCityPincodes | null>
}

/** One district of the service area, as an admin edits it: the district as India Post names it, and its served city. */
export const ServiceAreaRow = z.object({
  state: UserText({ error: 'state is required' }).trim().min(1, 'state is required').max(60, 'state must be at most 60 characters'),
  district: UserText({ error: 'district is required' }).trim().min(1, 'district is required').max(80, 'district must be at most 80 characters'),
  city: z.enum(CITY_NAMES as [string, ...string[]], { error: `city must be among ${CITY_NAMES.join(', ')}` }),
})
export type ServiceAreaRow = z.infer<typeof ServiceAreaRow>

export const ServiceAreaBody = z
  .object({
    districts: z.array(ServiceAreaRow, { error: 'districts must be a list' }).min(1, 'districts must name at least one district').max(200, 'districts must have at most 200 rows'),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>()
    body.districts.forEach((row, index) => {
      const key = `${row.state}|${row.district}`
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['districts', index, 'district'], message: `${row.district} is listed twice` })
      seen.add(key)
    })
  })
export type ServiceAreaBody = z.infer<typeof ServiceAreaBody>

export const ServiceAreaResponse = z.object({
  districts: z.array(ServiceAreaRow),
  /** The cities with a page, which a district can be served under. */
  cities: z.array(z.string()),
  /** Every district of the served states in India Post's directory, to choose from. */
  directoryDistricts: z.array(z.object({ state: z.string(), district: z.string() })),
})
