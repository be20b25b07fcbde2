import { BillableListResponse } from '../../../core/contracts/catalogue.ts'
import { DoorBillResponse } from '../../../core/contracts/collections.ts'
import { VetVisitResponse, VetVisitsResponse, type VisitRecordBody } from '../../../core/contracts/visits.ts'
import type { VisitStatus } from '../../../core/operations/visit-status.ts'
import { callApi } from '../../lib/api-client.ts'

export const vetKeys = { all: ['vet', 'visits'] as const, day: (date: string) => ['vet', 'visits', date] as const }

export const fetchVetDay = (date: string) => callApi('GET', `/api/vet/visits${date ? `?date=${date}` : ''}`, VetVisitsResponse)
/** `payByLink` completes a visit with money due: the owner pays by the link the server sends them. */
export const moveVisit = async ({ id, status, payByLink }: { id: string; status: VisitStatus; payByLink?: boolean }) =>
  (await callApi('POST', `/api/vet/visits/${id}/status`, VetVisitResponse, payByLink ? { status, payByLink } : { status })).visit

export const billKey = (visitId: string) => ['vet', 'bill', visitId] as const
/** The bill with the QR code or link still open for its amount due, so a reloaded screen shows it again. */
export const fetchBill = (visitId: string) => callApi('GET', `/api/vet/visits/${visitId}/bill`, DoorBillResponse)
export const saveRecord = async ({ id, body }: { id: string; body: VisitRecordBody }) =>
  (await callApi('PUT', `/api/vet/visits/${id}/record`, VetVisitResponse, body)).visit

/** What a vet may add to a bill: services, medicines and consumables, with their units and prices. */
export const vetCatalogueKey = ['vet', 'catalogue'] as const
export const fetchVetCatalogue = async () => (await callApi('GET', '/api/vet/catalogue', BillableListResponse)).items
