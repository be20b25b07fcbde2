import { CollectionsDayResponse, DepositResponse } from '../../../core/contracts/collections.ts'
import { callApi } from '../../lib/api-client.ts'

export const collectionKeys = {
  all: ['admin', 'collections'] as const,
  day: (date: string) => ['admin', 'collections', date] as const,
}

export const fetchCollections = (date: string) => callApi('GET', `/api/admin/collections?date=${encodeURIComponent(date)}`, CollectionsDayResponse)
export const collectionsCsvUrl = (date: string) => `/api/admin/collections?date=${encodeURIComponent(date)}&format=csv`
export const recordDeposit = (vetId: string) => callApi('POST', '/api/admin/collections/deposits', DepositResponse, { vetId })
/** The per-payment ledger of a range of India days, as a CSV file (the browser downloads it). */
export const ledgerCsvUrl = (from: string, to: string) => `/api/admin/collections/ledger?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&format=csv`
