import { describe, expect, it } from 'vitest'
import zDefault, { z } from './zod-browser.ts'

describe('the browser’s Zod', () => {
  it('parses without compiling, so the page’s CSP never sees an eval probe', () => {
    expect(z.config().jitless).toBe(true)
  })

  it('is the whole library under both names a module may import', () => {
    expect(zDefault).toBe(z)
    const schema = z.object({ name: z.string().min(1) })
    expect(schema.parse({ name: 'Bruno', extra: 1 })).toEqual({ name: 'Bruno' })
    expect(schema.safeParse({ name: '' }).success).toBe(false)
  })
})
