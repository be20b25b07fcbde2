import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { callApi } from './api-client.ts'

const Answer = z.object({ id: z.string() })

function answering(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('callApi with a contract loaded on demand', () => {
  it('parses the answer with the contract the function loads, as with the contract itself', async () => {
    answering({ id: 'a1', extra: true })
    await expect(callApi('GET', '/api/x', async () => Answer)).resolves.toEqual({ id: 'a1' })
    await expect(callApi('GET', '/api/x', Answer)).resolves.toEqual({ id: 'a1' })
  })

  it('never sends a change whose contract cannot be loaded', async () => {
    const fetchMock = answering({ id: 'b1' })
    await expect(callApi('POST', '/api/appointments', () => Promise.reject(new Error('chunk failed')), { a: 1 })).rejects.toThrow('chunk failed')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends a read at once and fails it when the contract cannot be loaded', async () => {
    const fetchMock = answering({ id: 'c1' })
    await expect(callApi('GET', '/api/x', () => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
