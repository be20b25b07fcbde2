import { z } from 'zod'
import {
  ClinicApplicationResponse,
  type ClinicRegistrationBody,
  FavoritesResponse,
  MyApplicationsResponse,
} from '../../../core/contracts/clinics.ts'
import { callApi } from '../../lib/api-client.ts'

const FavoriteChange = z.object({ clinicId: z.string(), favorite: z.boolean() })

export const fetchFavorites = () => callApi('GET', '/api/favorites', FavoritesResponse)
export const addFavorite = (clinicId: string) => callApi('PUT', `/api/favorites/${encodeURIComponent(clinicId)}`, FavoriteChange)
export const removeFavorite = (clinicId: string) => callApi('DELETE', `/api/favorites/${encodeURIComponent(clinicId)}`, FavoriteChange)

export const submitApplication = (body: z.input<typeof ClinicRegistrationBody>) =>
  callApi('POST', '/api/clinics/registrations', ClinicApplicationResponse, body)
export const fetchMyApplications = () => callApi('GET', '/api/clinics/registrations/mine', MyApplicationsResponse)
