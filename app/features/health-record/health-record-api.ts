import { z } from 'zod'
import {
  CardLinkDto,
  CaregiverDto,
  type DoseInput,
  DoseDto,
  type HealthSettingsInput,
  PetHealthResponse,
  SharedPetsResponse,
} from '../../../core/contracts/health-record.ts'
import { callApi } from '../../lib/api-client.ts'

const petPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}`

export const getPetHealth = (petId: string) => callApi('GET', `${petPath(petId)}/health`, PetHealthResponse)
export const recordDose = (petId: string, body: DoseInput) => callApi('POST', `${petPath(petId)}/doses`, DoseDto, body)
export const removeDose = (petId: string, id: string) => callApi('DELETE', `${petPath(petId)}/doses/${encodeURIComponent(id)}`, z.unknown())
export const saveHealthSettings = (petId: string, body: HealthSettingsInput) => callApi('PUT', `${petPath(petId)}/health-settings`, z.unknown(), body)
export const createCardLink = (petId: string) => callApi('POST', `${petPath(petId)}/card-links`, CardLinkDto, {})
export const revokeCardLink = (petId: string, id: string) => callApi('DELETE', `${petPath(petId)}/card-links/${encodeURIComponent(id)}`, z.unknown())
export const addCaregiver = (petId: string, body: { phoneNumber: string; canEdit: boolean }) => callApi('POST', `${petPath(petId)}/caregivers`, CaregiverDto, body)
export const removeCaregiver = (petId: string, id: string) => callApi('DELETE', `${petPath(petId)}/caregivers/${encodeURIComponent(id)}`, z.unknown())
export const listSharedPets = () => callApi('GET', '/api/shared-pets', SharedPetsResponse)
