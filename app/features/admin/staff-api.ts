import { AuditListResponse, type AuditQuery, type CreateStaffBody, StaffClinicsResponse, StaffListResponse, StaffResponse, type UpdateStaffBody } from '../../../core/contracts/staff.ts'
import { callApi } from '../../lib/api-client.ts'

export const adminKeys = {
  staff: ['admin', 'staff'] as const,
  staffClinics: ['admin', 'staff', 'clinics'] as const,
  audit: (filters: Partial<AuditQuery>) => ['admin', 'audit', filters] as const,
}

export const fetchStaff = async () => (await callApi('GET', '/api/admin/staff', StaffListResponse)).staff
export const fetchStaffClinics = async () => (await callApi('GET', '/api/admin/staff/clinics', StaffClinicsResponse)).clinics
export const addStaff = async (body: CreateStaffBody) => (await callApi('POST', '/api/admin/staff', StaffResponse, body)).staff
export const updateStaff = async ({ id, body }: { id: string; body: UpdateStaffBody }) =>
  (await callApi('PUT', `/api/admin/staff/${encodeURIComponent(id)}`, StaffResponse, body)).staff

/** Records that the admin checked the vet's registration against the council's register, now. */
export const recordRegistrationCheck = async (id: string) =>
  (await callApi('POST', `/api/admin/staff/${encodeURIComponent(id)}/registration-check`, StaffResponse)).staff

export async function fetchAudit(filters: Partial<Record<keyof AuditQuery, string>>) {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])))
  return (await callApi('GET', `/api/admin/audit?${query.toString()}`, AuditListResponse)).entries
}
