import { z } from 'zod'
import { requestFailure } from '../provider-error.ts'
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts'

/** The longest a reverse geocoding request may take. */
export const GEOCODE_TIMEOUT_MS = 8_000

const GeoapifyAnswer = z.object({
  features: z
    .array(
      z.object({
        properties: z
          .object({
            housenumber: z.string().optional(),
            street: z.string().optional(),
            suburb: z.string().optional(),
            city: z.string().optional(),
            postcode: z.string().optional(),
          })
          .loose(),
      }),
    )
    .default([]),
})

/**
 * Geoapify's reverse geocoding, called by the server so that the key never reaches the browser.
 * Reads features[0].properties housenumber, street, suburb, city and postcode (spec section 7).
 */
export function createGeoapifyGeocoder(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): Geocoder {
  const timeoutMs = options.timeoutMs ?? GEOCODE_TIMEOUT_MS
  return {
    name: 'geoapify',
    async reverse(latitude, longitude) {
      const url = new URL('/v1/geocode/reverse', options.baseUrl)
      url.searchParams.set('lat', String(latitude))
      url.searchParams.set('lon', String(longitude))
      url.searchParams.set('apiKey', options.apiKey)
      let response: Response
      try {
        response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        throw new GeocoderUnavailableError(`geoapify: ${requestFailure(error, timeoutMs)}`)
      }
      if (!response.ok) throw new GeocoderUnavailableError(`geoapify answered ${response.status}`)
      const parsed = GeoapifyAnswer.safeParse(await response.json().catch(() => null))
      if (!parsed.success) throw new GeocoderUnavailableError('geoapify answered in an unexpected shape')
      const place = parsed.data.features[0]?.properties
      if (!place) return null
      const address = [place.housenumber, place.street].filter(Boolean).join(' ')
      return {
        address: [address, place.suburb].filter(Boolean).join(', '),
        city: place.city ?? '',
        pincode: /^\d{6}$/.test(place.postcode ?? '') ? (place.postcode as string) : '',
        suburb: place.suburb ?? '',
      }
    },
  }
}
