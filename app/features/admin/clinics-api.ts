import { ApplicationListResponse, ClinicApplicationResponse } from '../../../core/contracts/clinics.ts'
import type { ApplicationDecision } from '../../../core/clinics/application.ts'
import { callApi } from '../../lib/api-client.ts'

export const clinicApplicationKeys = { list: (status: string) => ['admin', 'clinic-applications', status] as const }

export const fetchApplications = async (status: string) =>
  (await callApi('GET', `/api/admin/clinics/registrations${status ? `?status=${encodeURIComponent(status)}` : ''}`, ApplicationListResponse)).applications

export const decideApplication = async ({ id, decision, reason }: { id: string; decision: ApplicationDecision; reason?: string }) =>
  (await callApi('POST', `/api/admin/clinics/registrations/${encodeURIComponent(id)}/decision`, ClinicApplicationResponse, { decision, ...(reason ? { reason } : {}) })).application
