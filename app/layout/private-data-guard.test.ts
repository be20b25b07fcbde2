import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { privateScope } from '../lib/query-keys/private-scope.ts'
import { forgetOthers } from './private-data-guard.tsx'

function cacheOf(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort()
}

describe('what the cache keeps for the next person on this browser', () => {
  const filled = () => {
    const client = new QueryClient()
    client.setQueryData([...privateScope('owner-1'), 'pets'], ['Bruno'])
    client.setQueryData(['vet', 'visits', '2026-11-30'], [{ owner: 'Asha', address: 'Sector 45' }])
    client.setQueryData(['clinic-desk', 'visits'], [{ owner: 'Meera' }])
    client.setQueryData(['admin', 'staff'], [{ name: 'Dr Rao' }])
    client.setQueryData(['catalogue'], ['Dog vaccination'])
    return client
  }

  it('keeps everything while the same person stays signed in', () => {
    const client = filled()
    forgetOthers(client, 'owner-1', 'owner-1')
    expect(cacheOf(client)).toHaveLength(5)
  })

  it('drops the last person’s private queries and every staff page’s on sign-out, and keeps what is public', () => {
    const client = filled()
    forgetOthers(client, null, 'owner-1')
    expect(cacheOf(client)).toEqual(['["catalogue"]'])
  })

  it('drops a vet’s day and the desk when another person signs in in the same tab', () => {
    const client = filled()
    forgetOthers(client, 'vet-2', 'vet-1')
    expect(cacheOf(client)).toEqual(['["catalogue"]'])
  })
})
