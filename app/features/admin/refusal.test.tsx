import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { RefusalNotice, STEP_UP_TEXT, once, refusalOf } from './refusal.tsx'

describe('a refused staff change', () => {
  it('offers a step-up refusal the way back: confirm with a code, then the same change again', () => {
    const retry = vi.fn()
    const refusal = refusalOf(new ApiError(403, 'STEP_UP_REQUIRED', 'Cancelling a paid visit refunds it: sign in again with a code'), retry)
    expect(refusal.text).toBe(STEP_UP_TEXT)
    expect(refusal.retry).toBe(retry)
    const html = renderToStaticMarkup(<RefusalNotice refusal={refusal} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Confirm with a code')
  })

  it('says any other refusal as the server wrote it, without the field name, and offers no retry', () => {
    const refusal = refusalOf(new ApiError(409, 'VET_SLOT_TAKEN', 'vetId: Dr Rao already has a visit at 10:00'), vi.fn())
    expect(refusal).toEqual({ text: 'Dr Rao already has a visit at 10:00', retry: null })
    const html = renderToStaticMarkup(<RefusalNotice refusal={refusal} />)
    expect(html).toContain('Dr Rao already has a visit at 10:00')
    expect(html).not.toContain('Confirm with a code')
  })

  it('treats a failure that is not the API’s (the network) as a plain refusal', () => {
    expect(refusalOf(new Error('Failed to fetch'), vi.fn()).retry).toBeNull()
  })

  it('retries a refused change once, clearing its notice first, however often the code is confirmed', () => {
    const calls: string[] = []
    const retry = once(() => calls.push('clear'), () => calls.push('retry'))
    retry()
    retry()
    expect(calls).toEqual(['clear', 'retry'])
  })
})
