import { z } from 'zod'
import { type CreateHospitalBody, HospitalListResponse, HospitalResponse, type UpdateHospitalBody } from '../../../core/contracts/hospitals.ts'
import { AUDIO_MAX_BYTES, AudioUploadResponse, type CreateMediaBody, MediaItemResponse, MediaListResponse, type UpdateMediaBody } from '../../../core/contracts/media.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

/** The admin's lists that back what pages claim (decision 0063): checked hospitals and the media library. */
export const libraryKeys = {
  hospitals: ['admin', 'hospitals'] as const,
  media: (scope: 'admin' | 'vet') => [scope, 'media'] as const,
}

export const fetchHospitals = async () => (await callApi('GET', '/api/admin/hospitals', HospitalListResponse)).hospitals
export const createHospital = async (body: CreateHospitalBody) => (await callApi('POST', '/api/admin/hospitals', HospitalResponse, body)).hospital
export const updateHospital = async ({ id, body }: { id: string; body: UpdateHospitalBody }) =>
  (await callApi('PUT', `/api/admin/hospitals/${encodeURIComponent(id)}`, HospitalResponse, body)).hospital

export const fetchMedia = async (scope: 'admin' | 'vet') => (await callApi('GET', `/api/${scope}/media`, MediaListResponse)).items
export const createMedia = async (body: CreateMediaBody) => (await callApi('POST', '/api/admin/media', MediaItemResponse, body)).item
export const updateMedia = async ({ id, body }: { id: string; body: UpdateMediaBody }) =>
  (await callApi('PUT', `/api/admin/media/${encodeURIComponent(id)}`, MediaItemResponse, body)).item
export const reviewMedia = async ({ id, version }: { id: string; version: number }) =>
  (await callApi('POST', `/api/vet/media/${encodeURIComponent(id)}/review`, MediaItemResponse, { version })).item

const AUDIO_TYPE_OF: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' }

/** Sends an episode's audio as it is; the server checks the bytes and answers its address. */
export async function uploadAudio(file: File): Promise<string> {
  if (file.size > AUDIO_MAX_BYTES) throw new ApiError(413, 'AUDIO_TOO_LARGE', 'The audio file is larger than 25 MB. Please export it at a lower bit rate.')
  const type = file.type.startsWith('audio/') ? file.type : (AUDIO_TYPE_OF[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'audio/mpeg')
  const response = await fetch('/api/admin/media/audio', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'Content-Type': type }, body: file })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = z.object({ error: z.string(), code: z.string() }).safeParse(body)
    throw new ApiError(response.status, error.success ? error.data.code : 'HTTP_ERROR', error.success ? error.data.error.replace(/^file: /, '') : 'The upload failed. Please try again.')
  }
  return AudioUploadResponse.parse(body).url
}
