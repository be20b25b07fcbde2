import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError, createQueryClient, throwIfNotOk } from './query-client.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('throwIfNotOk', () => {
  it('accepts a success response', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined()
  })

  it('uses the status text for a server error', async () => {
    const response = new Response('stack trace the user must not see', { status: 503, statusText: 'Service Unavailable' })
    await expect(throwIfNotOk(response)).rejects.toThrow(new HttpError(503, '503: Service Unavailable'))
  })

  it('uses the body text below 500', async () => {
    const response = new Response('{"success":false,"error":"Not found"}', { status: 404, statusText: 'Not Found' })
    await expect(throwIfNotOk(response)).rejects.toThrow('404: {"success":false,"error":"Not found"}')
  })

  it('falls back to the status text for an empty body', async () => {
    await expect(throwIfNotOk(new Response('', { status: 401, statusText: 'Unauthorized' }))).rejects.toThrow('401: Unauthorized')
  })
})

describe('createQueryClient', () => {
  it('keeps data fresh for 30 seconds, then asks again; no focus refetch, polling or retries', () => {
    const options = createQueryClient().getDefaultOptions()
    expect(options.queries).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: false, refetchInterval: false, retry: false })
  })

  it('GETs the first key element with cookies and parses JSON, without retrying a failure', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 1 }]))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/blogs'] })).resolves.toEqual([{ id: 1 }])
    expect(fetchMock).toHaveBeenCalledWith('/api/blogs', expect.objectContaining({ credentials: 'include' }))

    fetchMock.mockResolvedValue(new Response('nope', { status: 400, statusText: 'Bad Request' }))
    await expect(client.fetchQuery({ queryKey: ['/api/other'] })).rejects.toThrow('400: nope')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
