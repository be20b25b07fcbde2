import { BoardAppointmentResponse, BoardResponse } from '../../../core/contracts/board.ts'
import type { VisitStatus } from '../../../core/operations/visit-status.ts'
import { callApi } from '../../lib/api-client.ts'

export type BoardFilters = { from: string; to: string; status: string; city: string; vetId: string }

export const boardKeys = { list: (filters: BoardFilters) => ['admin', 'board', filters] as const, all: ['admin', 'board'] as const }

export async function fetchBoard(filters: BoardFilters) {
  const query = new URLSearchParams(Object.entries(filters).filter((entry) => entry[1] !== ''))
  return callApi('GET', `/api/admin/appointments?${query.toString()}`, BoardResponse)
}
export const assignVet = async ({ id, vetId }: { id: string; vetId: string }) =>
  (await callApi('POST', `/api/admin/appointments/${id}/assign`, BoardAppointmentResponse, { vetId })).appointment
export const moveStatus = async ({ id, status, reason }: { id: string; status: VisitStatus; reason?: string }) =>
  (await callApi('POST', `/api/admin/appointments/${id}/status`, BoardAppointmentResponse, { status, reason })).appointment
