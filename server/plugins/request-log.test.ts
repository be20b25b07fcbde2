import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '../../tests/support/test-app.ts'
import { loggablePath } from './request-log.ts'

/** SECURITY.md, operations: no token is ever logged; a shared card's link is a bearer token (security review F10). */
const TOKEN = 'U0gRiyYZ209Ongy3ga20yrh-KFkIht-A'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' })
})
afterAll(async () => {
  await t.app.close()
})

describe('the request log', () => {
  it.each([
    [`/card/${TOKEN}`, '/card/[token]'],
    [`/card/${TOKEN}?print=1`, '/card/[token]'],
    [`/api/cards/${TOKEN}`, '/api/cards/[token]'],
    [`/API/Cards/${TOKEN}/`, '/API/Cards/[token]/'],
    ['/api/users/9876543210/pets', '/api/users/98XXXXXX10/pets'],
    ['/cardiology', '/cardiology'],
  ])('keeps %s as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged)
  })

  it('replaces a shared card token in the line of every request', async () => {
    await t.app.inject({ method: 'GET', url: `/api/cards/${TOKEN}` })
    await t.app.inject({ method: 'GET', url: `/card/${TOKEN}` })
    const lines = t.logs.filter((line) => line.includes('request completed'))
    expect(lines.some((line) => line.includes('"/api/cards/[token]"'))).toBe(true)
    expect(t.logs.join('\n')).not.toContain(TOKEN)
  })
})
