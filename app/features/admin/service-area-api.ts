import { type ServiceAreaBody, ServiceAreaResponse } from '../../../core/contracts/pincode.ts'
import { callApi } from '../../lib/api-client.ts'

export const serviceAreaKeys = { area: ['admin', 'service-area'] as const }

export const fetchServiceArea = () => callApi('GET', '/api/admin/service-area', ServiceAreaResponse)
export const saveServiceArea = (body: ServiceAreaBody) => callApi('PUT', '/api/admin/service-area', ServiceAreaResponse, body)

/** The served cities, each once, in the order of the area: what a vet's cities are chosen from. */
export function servedCityNames(area: { districts: Array<{ city: string }> }): string[] {
  return [...new Set(area.districts.map((row) => row.city))]
}
