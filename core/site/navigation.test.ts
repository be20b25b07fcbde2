import { describe, expect, it } from 'vitest'
import { isCallPath, isStaffPath, staffMenuFor } from './navigation.ts'

describe('the staff entries of the account menu', () => {
  it.each([
    ['admin', [{ to: '/admin', label: 'Admin' }]],
    ['vet', [{ to: '/vet', label: 'My visits' }]],
    ['clinic', [{ to: '/clinic-desk', label: 'Clinic desk' }]],
    ['customer', []],
    [null, []],
  ] as const)('gives a %s %j', (role, links) => {
    expect(staffMenuFor(role)).toEqual(links)
  })
})

describe('the staff pages, which carry no shop', () => {
  it.each([
    ['/admin', true],
    ['/admin/appointments', true],
    ['/vet', true],
    ['/vet/', true],
    ['/clinic-desk', true],
    ['/clinic-search', false],
    ['/clinics/register', false],
    ['/veterinary-care', false],
    ['/administration', false],
    ['/services', false],
    ['/', false],
  ])('%s is a staff page: %s', (path, staff) => {
    expect(isStaffPath(path)).toBe(staff)
  })
})

describe('the call room, with no chat button over its controls', () => {
  it.each([
    ['/visits/0b6f7c1e-8a3d-4c59-9d2e-1f4a5b6c7d8e/call', true],
    ['/visits/0b6f7c1e-8a3d-4c59-9d2e-1f4a5b6c7d8e/call/', true],
    ['/visits/0b6f7c1e-8a3d-4c59-9d2e-1f4a5b6c7d8e', false],
    ['/visits/0b6f7c1e-8a3d-4c59-9d2e-1f4a5b6c7d8e/call/socket', false],
    ['/services/video-consultation', false],
  ])('%s is a call room: %s', (path, room) => {
    expect(isCallPath(path)).toBe(room)
  })
})
