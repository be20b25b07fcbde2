import { CollectionsDayResponse, DepositResponse } from '../../../core/contracts/collections.ts'
import { callApi } from '../../lib/api-client.ts'

export const collectionKeys = {
  all: ['admin', 'collections'] as const,
  day: (date: string) => ['admin', 'collections', date] as const,
}

export const fetchCollections = (date: string) => callApi('GET', `/api/admin/collections?date=${encodeURIComponent(date)}`, CollectionsDayResponse)
export const collectionsCsvUrl = (date: string) => `/api/admin/collections?date=${encodeURIComponent(date)}&format=csv`
export const recordDeposit = (vetId: string) => callApi('POST', '/api/admin/collections/deposits', DepositResponse, { vetId })
