import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '../app.ts'
import { loggerOptions, serializeError } from './request-log.ts'
import { type TestApp, createTestApp } from '../../tests/support/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' })
})
afterAll(async () => {
  await t.app.close()
})

describe('security headers', () => {
  it.each(['/healthz', '/api/blogs', '/api/no-such-endpoint'])('are on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('give each response its own script nonce', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' })
    const second = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy'])
  })

  it('include HSTS in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ALLOW_LOCAL_PROVIDERS: '1' })
    const response = await production.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    await production.app.close()
  })
})

describe('API errors', () => {
  it('answer unknown /api paths with the JSON 404 shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, error: 'No such API endpoint', code: 'NOT_FOUND', message: 'No such API endpoint' })
  })

  it('refuse a body over 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answer malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"phoneNumber": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
  })

  it('answer a malformed page address with a small HTML page for browsers and JSON otherwise', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/%', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(400)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('We could not read that address')
    expect(page.headers['content-security-policy']).toContain("object-src 'none'")
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    const api = await t.app.inject({ method: 'GET', url: '/%' })
    expect(api.statusCode).toBe(400)
    expect(api.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' })
  })

  it('mark API responses as not cacheable, unless a route says otherwise (the public blog list revalidates)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clinics' })
    expect(response.headers['cache-control']).toBe('no-store')
    const blogs = await t.app.inject({ method: 'GET', url: '/api/blogs' })
    expect(blogs.headers['cache-control']).toBe('no-cache')
  })
})

describe('CSRF guard', () => {
  const json = { 'content-type': 'application/json' }

  it('refuses a write from a foreign origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { ...json, origin: 'https://evil.example' },
      payload: '{}',
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'CSRF_REJECTED' })
  })

  it('refuses a cross-site fetch with 403', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
  })

  it('refuses a form-encoded body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'a=1',
    })
    expect(response.statusCode).toBe(415)
  })

  it('lets a same-origin JSON write through to routing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: '{}',
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('health', () => {
  it('reports the process up and the database ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
  })

  it('turns readiness to 503 once shutdown begins', async () => {
    const other = await createTestApp()
    other.app.beginShutdown()
    const ready = await other.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    await other.app.close()
  })

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp()
    await other.database.close()
    const ready = await other.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    other.database.close = async () => {}
    await other.app.close()
  })
})

describe('request log', () => {
  it('writes one JSON line per request with id, method, path, status and duration, phones masked', async () => {
    await t.app.inject({ method: 'GET', url: '/api/users/9876543210/pets', headers: { 'x-request-id': 'req-abcdef123' } })
    const line = t.logs.map((entry) => JSON.parse(entry)).find((entry) => entry.reqId === 'req-abcdef123')
    expect(line).toMatchObject({ method: 'GET', path: '/api/users/98XXXXXX10/pets', status: 401 })
    expect(typeof line.durationMs).toBe('number')
    expect(t.logs.join('\n')).not.toContain('9876543210')
  })
})

describe('error log', () => {
  it('masks phone numbers quoted in an error message', () => {
    const error = Object.assign(new Error('Failed query: insert into users values ($1) params: 9876543210'), { code: '23505' })
    const logged = JSON.stringify(serializeError(error))
    expect(logged).toContain('params: 98XXXXXX10')
    expect(logged).toContain('23505')
    expect(logged).not.toContain('9876543210')
  })

  it('takes a value that is not an Error without throwing', () => {
    expect(serializeError('call 9876543210' as unknown as Error)).toEqual({ type: 'string', message: 'call 98XXXXXX10', stack: '' })
  })

  it('is the serializer the server logs errors with', () => {
    const options = loggerOptions('info') as { serializers: { err: unknown } }
    expect(options.serializers.err).toBe(serializeError)
  })
})
