import { type QueryClient, useQuery } from '@tanstack/react-query'
import type { PincodeLookup } from '../../../core/service-area/booking-check.ts'
import type { PincodeDto } from '../../../core/contracts/pincode.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

export const pincodeKeys = {
  detail: (pincode: string) => ['pincodes', pincode] as const,
}

/** The directory's answer for a PIN code; null when it is not a PIN code of the directory (404). */
async function fetchPincode(pincode: string): Promise<PincodeDto | null> {
  try {
    return await callApi('GET', `/api/pincodes/${encodeURIComponent(pincode)}`, async () => (await import('../../../core/contracts/pincode.ts')).PincodeDto)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const lookupQuery = (pincode: string) => ({
  queryKey: pincodeKeys.detail(pincode),
  queryFn: () => fetchPincode(pincode),
  staleTime: Infinity,
  retry: 1,
})

/** Looks a 6-digit PIN code up as soon as it is typed; the answer is kept for the session. */
export function usePincodeLookup(pincode: string, enabled = true): PincodeLookup {
  const complete = /^\d{6}$/.test(pincode)
  const query = useQuery({ ...lookupQuery(pincode), enabled: enabled && complete })
  if (!enabled || !complete) return { state: 'idle' }
  if (query.isPending) return { state: 'checking' }
  if (query.isError) return { state: 'failed' }
  return query.data ? { state: 'found', pincode: query.data } : { state: 'unknown' }
}

/**
 * The lookup once its answer has come: Continue pressed while the PIN code is still being looked
 * up waits for that same request (or the cached answer) instead of asking the owner to press again.
 */
export async function settledPincodeLookup(queryClient: QueryClient, pincode: string): Promise<PincodeLookup> {
  if (!/^\d{6}$/.test(pincode)) return { state: 'idle' }
  try {
    const found = await queryClient.fetchQuery(lookupQuery(pincode))
    return found ? { state: 'found', pincode: found } : { state: 'unknown' }
  } catch {
    return { state: 'failed' }
  }
}
