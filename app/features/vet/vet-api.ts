import { VetVisitResponse, VetVisitsResponse, type VisitRecordBody } from '../../../core/contracts/visits.ts'
import type { VisitStatus } from '../../../core/operations/visit-status.ts'
import { callApi } from '../../lib/api-client.ts'

export const vetKeys = { all: ['vet', 'visits'] as const, day: (date: string) => ['vet', 'visits', date] as const }

export const fetchVetDay = (date: string) => callApi('GET', `/api/vet/visits${date ? `?date=${date}` : ''}`, VetVisitsResponse)
export const moveVisit = async ({ id, status }: { id: string; status: VisitStatus }) =>
  (await callApi('POST', `/api/vet/visits/${id}/status`, VetVisitResponse, { status })).visit
export const saveRecord = async ({ id, body }: { id: string; body: VisitRecordBody }) =>
  (await callApi('PUT', `/api/vet/visits/${id}/record`, VetVisitResponse, body)).visit
