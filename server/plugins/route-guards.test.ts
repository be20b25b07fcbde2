import Fastify from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApp, capturingSms, createTestApp } from '../../tests/support/test-app.ts'
import { signIn } from '../../tests/support/sign-in.ts'
import { refuseStaffRoutesOutsidePlugin, registerStaffRoutes, roleFromAdminFlag } from './staff-routes.ts'
import type { SessionGuards } from './session.ts'

/**
 * Every guard decides on the route the router matched (SECURITY.md, requests): each spelling of
 * a path gets the plain path's decision, or a 404.
 */
function spellings(plain: string): string[] {
  const segments = plain.split('/').slice(1)
  const [first = '', second = ''] = segments
  const path = (parts: string[]) => `/${parts.join('/')}`
  const withSegment = (index: number, value: string) => path(segments.map((segment, at) => (at === index ? value : segment)))
  const hex = (letter: string) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`
  const last = segments.length - 1
  const lastSegment = segments[last] ?? ''
  return [
    withSegment(0, `${hex(first[0] ?? '')}${first.slice(1)}`),
    withSegment(1, `${hex(second[0] ?? '')}${second.slice(1)}`),
    withSegment(last, lastSegment.replace(/[a-z](?=[a-z]*$)/, hex)),
    withSegment(0, `${first}/`),
    `${plain}/`,
    `/.${plain}`,
    withSegment(0, `${first}/.`),
    `${plain};x`,
    withSegment(0, `%25${hex(first[0] ?? '').slice(1)}${first.slice(1)}`),
    plain.toUpperCase(),
    withSegment(0, first.toUpperCase()),
  ]
}

const PHONE = '9876500011'
const ADMIN_PHONE = '9876500099'
const sms = capturingSms()
let t: TestApp
let handled = 0
/** Session cookies of an owner and of an admin (ADMIN_PHONES). */
let owner = ''
let admin = ''

beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_PHONES: ADMIN_PHONE },
    {
      sms,
      staffRoutes: {
        admin: (admin) => admin.get('/probe', async () => ({ handled: ++handled })),
        vet: (vet) => vet.get('/probe', async () => ({ handled: ++handled })),
      },
    },
  )
  owner = await signIn(t.app, sms, PHONE)
  admin = await signIn(t.app, sms, ADMIN_PHONE)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(() => sms.reset())

let ipCounter = 0
const freshIp = () => `203.0.113.${++ipCounter}`

describe('every spelling of a path', () => {
  it('lists the spellings the review found', () => {
    expect(spellings('/api/auth/send-otp')).toEqual([
      '/%61pi/auth/send-otp',
      '/api/%61uth/send-otp',
      '/api/auth/send-%6Ftp',
      '/api//auth/send-otp',
      '/api/auth/send-otp/',
      '/./api/auth/send-otp',
      '/api/./auth/send-otp',
      '/api/auth/send-otp;x',
      '/%2561pi/auth/send-otp',
      '/API/AUTH/SEND-OTP',
      '/API/auth/send-otp',
    ])
  })

  it.each(spellings('/api/auth/send-otp'))('CSRF: a foreign Origin posting to %s is refused, and no SMS goes out', async (url) => {
    const post = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: freshIp(),
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: { phoneNumber: PHONE },
      })
    const plain = await post('/api/auth/send-otp')
    expect(plain.statusCode).toBe(403)
    expect(plain.json()).toMatchObject({ code: 'CSRF_REJECTED' })
    const response = await post(url)
    expect([403, 404]).toContain(response.statusCode)
    expect(sms.sent).toHaveLength(0)
  })

  it.each(spellings('/api/auth/session'))('no-store: %s is never answered cacheable', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() })
    if (response.statusCode !== 404) expect(response.headers['cache-control']).toBe('no-store')
    expect(response.statusCode).not.toBe(200)
  })

  it.each(['/%61pi/services', '/api/servic%65s'])('no-store: %s answered 200 carries no-store', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  describe.each(['admin', 'vet'])('staff role: %s', (role) => {
    const plainPath = `/api/${role}/probe`
    it.each([plainPath, ...spellings(plainPath), `/api/${role}/no-such-route`, `/%61pi/${role}/no-such-route`])(
      '%s: 401 without a session, 403 for an owner, and the handler never runs',
      async (url) => {
        const before = handled
        const get = (cookie?: string) =>
          t.app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers: cookie ? { cookie } : {} })
        const anonymous = await get()
        expect([401, 404]).toContain(anonymous.statusCode)
        if (url === plainPath) expect(anonymous.statusCode).toBe(401)
        const signedIn = await get(owner)
        expect([403, 404]).toContain(signedIn.statusCode)
        if (url === plainPath) expect(signedIn.json()).toMatchObject({ code: 'FORBIDDEN' })
        if (role === 'vet') expect([403, 404]).toContain((await get(admin)).statusCode)
        expect(handled).toBe(before)
      },
    )

    if (role === 'admin') {
      it('lets an admin (ADMIN_PHONES) through to the route', async () => {
        const response = await t.app.inject({ method: 'GET', url: plainPath, headers: { cookie: admin } })
        expect(response.statusCode).toBe(200)
        expect(response.headers['cache-control']).toBe('no-store')
        const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/admin/probe', headers: { cookie: admin } })
        expect(encoded.statusCode).toBe(200)
      })
    }
  })
})

describe('rate limit on every spelling of a path', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(async () => {
    await limited.app.close()
  })

  it.each(spellings('/api/services'))('rate limit: %s counts in the same bucket as the plain path', async (url) => {
    const ip = freshIp()
    const get = (path: string) => limited.app.inject({ method: 'GET', url: path, remoteAddress: ip })
    for (let i = 0; i < 3; i += 1) expect((await get('/api/services')).statusCode).toBe(200)
    expect((await get('/api/services')).statusCode).toBe(429)
    expect([429, 404]).toContain((await get(url)).statusCode)
  })
})

describe('staff routes', () => {
  const guards = { requireUser: async () => ({ user: { isAdmin: true } }) } as unknown as SessionGuards

  it.each(['/api/admin/orders', '/api/vet/visits', '/API/Admin', '/api/admin'])('cannot be registered outside their plugin: %s', async (url) => {
    const app = Fastify()
    refuseStaffRoutesOutsidePlugin(app)
    expect(() => app.get(url, async () => ({}))).toThrow(/staff route/)
    await app.register(async (other) => {
      other.get('/orders', async () => ({}))
    }, { prefix: '/api/admin' }).then(
      () => expect.unreachable(),
      (error: Error) => expect(error.message).toMatch(/staff route/),
    )
  })

  it('may be registered inside the plugin, nested plugins included', async () => {
    const app = Fastify()
    refuseStaffRoutesOutsidePlugin(app)
    await registerStaffRoutes(app, 'admin', { guards, hasRole: roleFromAdminFlag }, (admin) => {
      admin.register(async (nested) => nested.get('/reports', async () => ({ ok: true })))
    })
    await app.ready()
    expect((await app.inject({ method: 'GET', url: '/api/admin/reports' })).json()).toEqual({ ok: true })
    await app.close()
  })
})

describe('the measured bypass', () => {
  it('refuses POST /%61pi/auth/send-otp from a foreign Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/send-otp',
      remoteAddress: freshIp(),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { phoneNumber: PHONE },
    })
    expect(response.statusCode).toBe(403)
    expect(sms.sent).toHaveLength(0)
  })
})
