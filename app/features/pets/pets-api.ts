import { z } from 'zod'
import { type PetBody, PetDto, PetListResponse } from '../../../core/contracts/booking.ts'
import { callApi } from '../../lib/api-client.ts'

export function listMyPets() {
  return callApi('GET', '/api/pets', PetListResponse)
}

export function createPet(body: PetBody) {
  return callApi('POST', '/api/pets', PetDto, body)
}

export function updatePet(id: string, body: PetBody) {
  return callApi('PUT', `/api/pets/${encodeURIComponent(id)}`, PetDto, body)
}

export function deletePet(id: string) {
  return callApi('DELETE', `/api/pets/${encodeURIComponent(id)}`, z.unknown())
}
