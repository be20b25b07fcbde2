import { BoardAppointmentResponse, BoardResponse } from '../../../core/contracts/board.ts'
import type { VisitStatus } from '../../../core/operations/visit-status.ts'
import { callApi } from '../../lib/api-client.ts'

export const BOARD_FILTER_KEYS = ['from', 'to', 'status', 'city', 'visitType', 'vetId', 'search'] as const
/** The board's filters as the page keeps them in its address: empty is no filter. */
export type BoardFilters = Record<(typeof BOARD_FILTER_KEYS)[number], string>

export function boardFiltersOf(params: URLSearchParams): BoardFilters {
  return Object.fromEntries(BOARD_FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as BoardFilters
}

/** The address's query for these filters, without the empty ones. */
export function boardSearchParams(filters: BoardFilters): URLSearchParams {
  return new URLSearchParams(BOARD_FILTER_KEYS.filter((key) => filters[key].trim() !== '').map((key) => [key, filters[key].trim()]))
}

export const boardKeys = { list: (filters: BoardFilters) => ['admin', 'board', filters] as const, all: ['admin', 'board'] as const }

export async function fetchBoard(filters: BoardFilters) {
  return callApi('GET', `/api/admin/appointments?${boardSearchParams(filters).toString()}`, BoardResponse)
}
export const assignVet = async ({ id, vetId }: { id: string; vetId: string }) =>
  (await callApi('POST', `/api/admin/appointments/${id}/assign`, BoardAppointmentResponse, { vetId })).appointment
export const moveStatus = async ({ id, status, reason }: { id: string; status: VisitStatus; reason?: string }) =>
  (await callApi('POST', `/api/admin/appointments/${id}/status`, BoardAppointmentResponse, { status, reason })).appointment
