import { z } from 'zod'
import { ApplicationListResponse, ClinicApplicationResponse, ClinicResponse, ClinicsResponse } from '../../../core/contracts/clinics.ts'
import type { ApplicationDecision } from '../../../core/clinics/application.ts'
import { ClinicPhotosResponse } from '../../../core/contracts/clinic-photos.ts'
import { callApi } from '../../lib/api-client.ts'
import { postImage } from '../../lib/image-upload.ts'

export const clinicApplicationKeys = { list: (status: string) => ['admin', 'clinic-applications', status] as const }

export const fetchApplications = async (status: string) =>
  (await callApi('GET', `/api/admin/clinics/registrations${status ? `?status=${encodeURIComponent(status)}` : ''}`, ApplicationListResponse)).applications

export const decideApplication = async ({ id, decision, reason }: { id: string; decision: ApplicationDecision; reason?: string }) =>
  (await callApi('POST', `/api/admin/clinics/registrations/${encodeURIComponent(id)}/decision`, ClinicApplicationResponse, { decision, ...(reason ? { reason } : {}) })).application

export const clinicPhotoKeys = {
  search: (q: string) => ['admin', 'clinic-photos', 'search', q] as const,
  clinic: (slug: string) => ['admin', 'clinic-photos', 'clinic', slug] as const,
}

/** The live clinics an admin may add photos to, found by name, area or PIN code. */
export const findLiveClinics = async (q: string) => (await callApi('GET', `/api/clinics?limit=8${q ? `&q=${encodeURIComponent(q)}` : ''}`, ClinicsResponse)).clinics

export const fetchClinic = async (slug: string) => (await callApi('GET', `/api/clinics/${encodeURIComponent(slug)}`, ClinicResponse)).clinic

export const uploadClinicPhoto = async ({ clinicId, file }: { clinicId: string; file: File }) =>
  (await postImage(`/api/admin/clinics/${encodeURIComponent(clinicId)}/photos`, file, ClinicPhotosResponse)).photos

export const removeClinicPhoto = ({ clinicId, photo }: { clinicId: string; photo: string }) =>
  callApi('DELETE', `/api/admin/clinics/${encodeURIComponent(clinicId)}/photos?photo=${encodeURIComponent(photo)}`, z.undefined())
