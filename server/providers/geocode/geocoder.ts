import type { ReverseGeocodeResponse } from '../../../core/contracts/booking.ts'

/** Turns coordinates into an address; null when the service has nothing for them. */
export type Geocoder = {
  name: string
  reverse(latitude: number, longitude: number): Promise<ReverseGeocodeResponse | null>
}

export class GeocoderUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GeocoderUnavailableError'
  }
}

/** The default without a key: every lookup fails cleanly, and the user types the address. */
export const noGeocoder: Geocoder = {
  name: 'none',
  reverse: () => Promise.reject(new GeocoderUnavailableError('No geocoding service is configured')),
}
