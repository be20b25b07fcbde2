import { z } from 'zod'
import { BOOKING_MESSAGES } from './booking.ts'

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
