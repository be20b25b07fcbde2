import { describe, expect, it } from 'vitest'
import { callRoleOf } from './permissions.ts'

const VISIT = { visitType: 'video', status: 'vet_assigned', userId: '9876543210', vetId: '9811111111' }

describe('who may enter a video visit’s call room', () => {
  it('lets in the owner, a caregiver of the pet and the assigned vet', () => {
    expect(callRoleOf(VISIT, { id: '9876543210', caresForPet: false })).toBe('owner')
    expect(callRoleOf(VISIT, { id: '9123456789', caresForPet: true })).toBe('owner')
    expect(callRoleOf(VISIT, { id: '9811111111', caresForPet: false })).toBe('vet')
  })

  it('lets in nobody else: another vet, another owner, anyone once the visit is cancelled or not by video', () => {
    expect(callRoleOf(VISIT, { id: '9822222222', caresForPet: false })).toBeNull()
    expect(callRoleOf({ ...VISIT, vetId: null }, { id: '9811111111', caresForPet: false })).toBeNull()
    expect(callRoleOf({ ...VISIT, status: 'cancelled' }, { id: '9876543210', caresForPet: false })).toBeNull()
    expect(callRoleOf({ ...VISIT, visitType: 'home' }, { id: '9811111111', caresForPet: false })).toBeNull()
    // An account since deleted leaves no owner to match.
    expect(callRoleOf({ ...VISIT, userId: null }, { id: '', caresForPet: false })).toBeNull()
  })
})
