import { describe, expect, it } from 'vitest'
import { addDays, deskDays, deskWindow } from './desk.ts'
import { visitClinicOf } from './visit-clinic.ts'

describe('the clinic desk’s days', () => {
  it('start today by default and span the days asked, at most 31', () => {
    expect(deskWindow('2026-11-29', undefined)).toEqual({ from: '2026-11-29', to: '2026-12-05' })
    expect(deskWindow('2026-11-29', undefined, 1)).toEqual({ from: '2026-11-29', to: '2026-11-29' })
    expect(deskWindow('2026-11-29', '2026-12-30', 5)).toEqual({ from: '2026-12-30', to: '2027-01-03' })
    expect(deskWindow('2026-11-29', undefined, 90)).toEqual({ from: '2026-11-29', to: '2026-12-29' })
  })

  it('never reach into the past', () => {
    expect(deskWindow('2026-11-29', '2026-11-28')).toBeNull()
  })

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('groups visits by date in order, labelling today and tomorrow', () => {
    const visits = [
      { id: 'a', date: '2026-11-29' },
      { id: 'b', date: '2026-11-29' },
      { id: 'c', date: '2026-11-30' },
      { id: 'd', date: '2026-12-03' },
    ]
    expect(deskDays(visits, '2026-11-29')).toEqual([
      { date: '2026-11-29', label: 'today', visits: [visits[0], visits[1]] },
      { date: '2026-11-30', label: 'tomorrow', visits: [visits[2]] },
      { date: '2026-12-03', label: 'later', visits: [visits[3]] },
    ])
    expect(deskDays([], '2026-11-29')).toEqual([])
  })
})

describe('a clinic on a visit card', () => {
  const clinic = { id: 'c1', name: 'Paws Clinic', address: 'Plot 7, Sector 29', locality: 'Sector 29', city: 'Gurgaon', pincode: '122001', phone: '9822400070', latitude: 28.4691, longitude: 77.0646 }
  it('gives the full address without repeating what the street already says, the phone and a map link', () => {
    expect(visitClinicOf(clinic)).toEqual({
      id: 'c1',
      name: 'Paws Clinic',
      address: 'Plot 7, Sector 29, Gurgaon, 122001',
      phone: '9822400070',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=28.4691%2C77.0646',
    })
    expect(visitClinicOf({ ...clinic, address: 'B-24, Lajpat Nagar II, New Delhi 110024', locality: 'Lajpat Nagar', city: 'Delhi', pincode: '110024' }).address).toBe(
      'B-24, Lajpat Nagar II, New Delhi 110024',
    )
  })
})
