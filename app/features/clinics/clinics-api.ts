import type { ClinicRegistrationBody } from '../../../core/contracts/clinics.ts'
import type { z } from 'zod'
import { callApi } from '../../lib/api-client.ts'

// The contracts (and Zod with them) load with the first answer that needs them, after the clinic
// pages have hydrated: their first view parses nothing (decision 0057).
const clinics = () => import('../../../core/contracts/clinics.ts')

export const fetchFavorites = () => callApi('GET', '/api/favorites', async () => (await clinics()).FavoritesResponse)
export const addFavorite = (clinicId: string) =>
  callApi('PUT', `/api/favorites/${encodeURIComponent(clinicId)}`, async () => (await clinics()).FavoriteChange)
export const removeFavorite = (clinicId: string) =>
  callApi('DELETE', `/api/favorites/${encodeURIComponent(clinicId)}`, async () => (await clinics()).FavoriteChange)

export const submitApplication = (body: z.input<typeof ClinicRegistrationBody>) =>
  callApi('POST', '/api/clinics/registrations', async () => (await clinics()).ClinicApplicationResponse, body)
export const fetchMyApplications = () => callApi('GET', '/api/clinics/registrations/mine', async () => (await clinics()).MyApplicationsResponse)
