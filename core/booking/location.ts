/** The messages of 'Use current location' (spec section 8), by the browser's error code. */
export const LOCATION_MESSAGES = {
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location unavailable. Please try again.',
  timeout: 'Location request timed out. Please try again.',
  failed: 'Failed to get your location.',
  unsupported: 'Geolocation Unavailable',
  lookupFailed: 'Address lookup failed',
  found: 'Location found',
} as const

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return LOCATION_MESSAGES.denied
    case 2:
      return LOCATION_MESSAGES.unavailable
    case 3:
      return LOCATION_MESSAGES.timeout
    default:
      return LOCATION_MESSAGES.failed
  }
}

export type HomeAddressParts = { address?: string | null; landmark?: string | null; city?: string | null; pincode?: string | null }

/** A home address on one line, the landmark exactly as the person typed it ('Near Galleria', 'Opposite the park'). */
export function homeAddressLine(parts: HomeAddressParts): string {
  return [parts.address, parts.landmark, parts.city, parts.pincode]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ')
}
