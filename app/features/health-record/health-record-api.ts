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
import { UPLOAD_MAX_BYTES } from '../../../core/contracts/blog-admin.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

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

/** Sends a picture's bytes as they are (the server decides from them what the file is). */
async function sendImage<Schema extends z.ZodType>(url: string, file: File, schema: Schema): Promise<z.infer<Schema>> {
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, 'IMAGE_TOO_LARGE', 'file: the image is larger than 5 MB. Please choose a smaller one or reduce its size.')
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' }, body: file })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = z.object({ error: z.string(), code: z.string() }).safeParse(body)
    throw new ApiError(response.status, error.success ? error.data.code : 'HTTP_ERROR', error.success ? error.data.error : 'The upload failed. Please try again.')
  }
  return schema.parse(body)
}

export const uploadPetPhoto = (petId: string, file: File) => sendImage(`${petPath(petId)}/photo`, file, z.object({ photoUrl: z.string() }))
export const removePetPhoto = (petId: string) => callApi('DELETE', `${petPath(petId)}/photo`, z.unknown())
export const uploadCardPagePhoto = (petId: string, doseId: string, file: File) =>
  sendImage(`${petPath(petId)}/doses/${encodeURIComponent(doseId)}/card-photo`, file, z.object({ cardPhotoUrl: z.string() }))
