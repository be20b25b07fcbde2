import { afterEach, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '../../tests/support/test-app.ts'

let t: TestApp | null = null

afterEach(async () => {
  await t?.app.close()
  t = null
})

const write = (app: TestApp['app'], ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    remoteAddress: ip,
    headers: { origin: 'http://localhost:3000' },
  })

describe('API rate limits', () => {
  it('limit reads per IP across every /api route, with Retry-After', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
    const app = t.app
    const get = (url: string, ip = '203.0.113.1') => app.inject({ method: 'GET', url, remoteAddress: ip })
    expect((await get('/api/blogs')).statusCode).toBe(200)
    expect((await get('/api/auth/session')).statusCode).toBe(401)
    expect((await get('/api/blogs')).statusCode).toBe(200)
    const limited = await get('/api/blogs')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await get('/api/blogs', '203.0.113.2')).statusCode).toBe(200)
    expect((await get('/healthz')).statusCode).toBe(200)
  })

  it('limit writes more tightly than reads', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' })
    expect((await write(t.app, '198.51.100.1')).statusCode).toBe(200)
    expect((await write(t.app, '198.51.100.1')).statusCode).toBe(200)
    expect((await write(t.app, '198.51.100.1')).statusCode).toBe(429)
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs', remoteAddress: '198.51.100.1' })).statusCode).toBe(200)
  })

  it('take the client IP from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '1' })
    const viaProxy = (forwardedFor: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: '10.0.0.1',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': forwardedFor },
      })
    expect((await viaProxy('203.0.113.50')).statusCode).toBe(200)
    expect((await viaProxy('203.0.113.51')).statusCode).toBe(429)
    await t.app.close()

    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '1', TRUST_PROXY: '1' })
    expect((await viaProxy('203.0.113.50')).statusCode).toBe(200)
    expect((await viaProxy('203.0.113.51')).statusCode).toBe(200)
    expect((await viaProxy('203.0.113.50')).statusCode).toBe(429)
  })

  it('with one proxy hop, take the address the proxy appended: values the client writes before it change nothing', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2', TRUST_PROXY: '1' })
    const fromClient = (forged: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: '10.0.0.1',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `${forged}, 198.51.100.77` },
      })
    const forged = () => `${Math.floor(Math.random() * 223) + 1}.${Math.floor(Math.random() * 256)}.0.${Math.floor(Math.random() * 254) + 1}`
    expect((await fromClient(forged())).statusCode).toBe(200)
    expect((await fromClient(`${forged()}, ${forged()}`)).statusCode).toBe(200)
    for (let i = 0; i < 5; i += 1) expect((await fromClient(forged())).statusCode).toBe(429)
  })

  it('trust only the listed proxy addresses', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' })
    const send = (remoteAddress: string, forwardedFor: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress,
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': forwardedFor },
      })
    expect((await send('10.0.0.1', '198.51.100.8')).statusCode).toBe(200)
    expect((await send('10.0.0.2', '198.51.100.9')).statusCode).toBe(200)
    expect((await send('10.0.0.3', '198.51.100.8')).statusCode).toBe(429)
    // A client that is not a listed proxy cannot name another address.
    expect((await send('203.0.113.9', '198.51.100.10')).statusCode).toBe(200)
    expect((await send('203.0.113.9', '198.51.100.11')).statusCode).toBe(429)
  })

  it('share counters through Redis when REDIS_URL is set', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0'
    const first = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2', REDIS_URL: redisUrl })
    const second = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2', REDIS_URL: redisUrl })
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`
    try {
      expect((await write(first.app, ip)).statusCode).toBe(200)
      expect((await write(second.app, ip)).statusCode).toBe(200)
      expect((await write(first.app, ip)).statusCode).toBe(429)
    } finally {
      await first.app.close()
      await second.app.close()
    }
  })
})
