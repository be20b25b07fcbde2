import { describe, expect, it } from 'vitest'
import { geolocationErrorMessage, homeAddressLine } from './location.ts'

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

describe('homeAddressLine', () => {
  it.each([
    [{ address: 'H-12, Sector 45', landmark: 'Near Galleria', city: 'Gurgaon', pincode: '122003' }, 'H-12, Sector 45, Near Galleria, Gurgaon, 122003'],
    [{ address: 'Flat 4B', landmark: 'opposite the park', city: 'Noida', pincode: '201309' }, 'Flat 4B, opposite the park, Noida, 201309'],
    [{ address: 'Flat 4B', landmark: '  ', city: 'Noida', pincode: '201309' }, 'Flat 4B, Noida, 201309'],
    [{ address: 'Flat 4B', landmark: null, city: null, pincode: '201309' }, 'Flat 4B, 201309'],
  ])('%j reads %j', (parts, expected) => {
    expect(homeAddressLine(parts)).toBe(expected)
  })
})
