import { describe, expect, it } from 'vitest'
import { CreateStaffBody, UpdateStaffBody, staffRoleIssues } from './staff.ts'

describe('a clinic desk’s clinic', () => {
  it('is required of a clinic desk and refused for a vet or an admin', () => {
    expect(staffRoleIssues({ role: 'clinic', clinicId: null })).toEqual([{ path: 'clinicId', message: 'Choose the clinic this person works for' }])
    expect(staffRoleIssues({ role: 'clinic', clinicId: 'clinic-delhi-lajpat-nagar' })).toEqual([])
    expect(staffRoleIssues({ role: 'admin', clinicId: 'clinic-delhi-lajpat-nagar' })).toEqual([{ path: 'clinicId', message: 'is for clinic desks only; leave it empty for a vet or an admin' }])
    // An edit that does not name the clinic keeps it.
    expect(staffRoleIssues({ role: 'clinic' })).toEqual([])
  })

  it('is checked by the request schemas, naming the field', () => {
    const body = { name: 'Front desk', phoneNumber: '9822200031', role: 'clinic' }
    expect(CreateStaffBody.safeParse({ ...body, clinicId: 'clinic-delhi-lajpat-nagar' }).success).toBe(true)
    expect(CreateStaffBody.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['clinicId'])
    expect(CreateStaffBody.safeParse({ ...body, clinicId: 'Not An Id' }).error?.issues[0]?.message).toBe('clinicId must be a clinic’s id')
    // A clinic desk needs no visit type or registration.
    expect(CreateStaffBody.safeParse({ ...body, clinicId: 'c1', visitTypes: [] }).success).toBe(true)
    expect(UpdateStaffBody.safeParse({ role: 'clinic', clinicId: null }).error?.issues[0]?.path).toEqual(['clinicId'])
  })
})
