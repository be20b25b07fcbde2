import { describe, expect, it } from 'vitest'
import { geolocationErrorMessage } from './location.ts'

describe('geolocationErrorMessage', () => {
  it.each([
    [1, 'Location access denied. Please enable location permissions.'],
    [2, 'Location unavailable. Please try again.'],
    [3, 'Location request timed out. Please try again.'],
    [0, 'Failed to get your location.'],
    [99, 'Failed to get your location.'],
  ])('code %d -> %s', (code, message) => {
    expect(geolocationErrorMessage(code)).toBe(message)
  })
})
