import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'

const ORIGIN = 'http://localhost:3000'
const PHONE = '9876543210'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let t: TestApp
let clock: ReturnType<typeof manualClock>
let sms: ReturnType<typeof capturingSms>
let shared: { t: TestApp; clock: ReturnType<typeof manualClock>; sms: ReturnType<typeof capturingSms> }

async function setup(overrides: Record<string, string> = {}) {
  clock = manualClock()
  sms = capturingSms()
  t = await createTestApp({ LOG_LEVEL: 'info', ...overrides }, { clock, sms })
}

/** A test of another configuration gets its own app, closed at its end. */
async function withApp(overrides: Record<string, string>, body: () => Promise<void>) {
  await setup(overrides)
  try {
    await body()
  } finally {
    await t.app.close()
    ;({ t, clock, sms } = shared)
  }
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: JSON.stringify(payload),
  })
}

const sendOtp = (phoneNumber = PHONE, ip?: string) => post('/api/auth/send-otp', { phoneNumber, firstName: 'Asha' }, {}, ip)
const verifyOtp = (otp: string, phoneNumber = PHONE, firstName = 'Asha') => post('/api/auth/verify-otp', { phoneNumber, otp, firstName })

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}

function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('pv_session'))
  if (!cookie) throw new Error('no session cookie')
  return `${cookie.name}=${cookie.value}`
}

async function signIn(phone = PHONE, firstName = 'Asha'): Promise<string> {
  expect((await sendOtp(phone)).statusCode).toBe(200)
  const response = await verifyOtp(sms.lastCodeFor(phone) as string, phone, firstName)
  expect(response.statusCode).toBe(200)
  return sessionCookie(response)
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
}

beforeAll(async () => {
  await setup()
  shared = { t, clock, sms }
})
afterAll(async () => {
  await shared.t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate users, sessions, otp_challenges, otp_failures cascade`)
  clock.reset()
  sms.reset()
  t.logs.length = 0
})

describe('POST /api/auth/send-otp', () => {
  it.each([
    [{ firstName: 'Asha' }, 'phoneNumber'],
    [{ phoneNumber: '12345', firstName: 'Asha' }, 'phoneNumber'],
    [{ phoneNumber: '5876543210', firstName: 'Asha' }, 'phoneNumber'],
    [{ phoneNumber: PHONE, firstName: '   ' }, 'firstName'],
    [{ phoneNumber: PHONE }, 'firstName'],
    [{ phoneNumber: 9876543210, firstName: 'Asha' }, 'phoneNumber'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const response = await post('/api/auth/send-otp', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(response.json().error).toContain(field)
    expect(sms.sent).toHaveLength(0)
  })

  it('sends a 6-digit code and stores only its HMAC', async () => {
    const response = await sendOtp('+91 98765 43210')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'OTP sent' })
    expect(sms.sent).toHaveLength(1)
    const code = sms.sent[0]?.code as string
    expect(code).toMatch(/^\d{6}$/)
    expect(sms.sent[0]?.to).toBe(PHONE)
    const rows = await t.database.db.execute(sql`select * from otp_challenges`)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(`"${code}"`)
    expect(dump).toMatch(/[0-9a-f]{64}/)
  })

  it('writes the SMS in English when the page names no language, as before', async () => {
    expect((await sendOtp()).statusCode).toBe(200)
    const [message] = sms.sent
    expect(message?.text).toBe(`${message?.code} is your PetVaidya verification code. It expires in 5 minutes. Never share it with anyone.`)
  })

  it('writes the SMS in Hindi when the page asking for it is in Hindi, and in English when it is in English', async () => {
    expect((await post('/api/auth/send-otp', { phoneNumber: PHONE, firstName: 'Asha', language: 'hi' })).statusCode).toBe(200)
    const [hindi] = sms.sent
    expect(hindi?.text).toBe(`${hindi?.code} आपका PetVaidya वेरिफ़िकेशन कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी के साथ शेयर न करें।`)
    clock.advance(MINUTE)
    expect((await post('/api/auth/send-otp', { phoneNumber: PHONE, firstName: 'Asha', language: 'en' })).statusCode).toBe(200)
    expect(sms.sent[1]?.text).toBe(`${sms.sent[1]?.code} is your PetVaidya verification code. It expires in 5 minutes. Never share it with anyone.`)
  })

  it('refuses a language it does not write SMS in', async () => {
    const response = await post('/api/auth/send-otp', { phoneNumber: PHONE, firstName: 'Asha', language: 'fr' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('language')
    expect(sms.sent).toHaveLength(0)
  })

  it('answers the same for a known and an unknown number', async () => {
    await signIn('9876500001')
    clock.advance(MINUTE)
    const known = await sendOtp('9876500001')
    const unknown = await sendOtp('9876500002')
    expect(known.statusCode).toBe(unknown.statusCode)
    expect(known.json()).toEqual(unknown.json())
  })

  it('allows one code per phone per 30 s, with Retry-After', async () => {
    expect((await sendOtp()).statusCode).toBe(200)
    clock.advance(10_000)
    const refused = await sendOtp()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('20')
    expect(sms.sent).toHaveLength(1)
    clock.advance(20_000)
    expect((await sendOtp()).statusCode).toBe(200)
    expect(sms.sent).toHaveLength(2)
  })

  it('allows 5 codes per phone per hour', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await sendOtp()).statusCode).toBe(200)
      clock.advance(MINUTE)
    }
    const refused = await sendOtp()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBe(55 * 60)
    expect(sms.sent).toHaveLength(5)
    clock.advance(55 * MINUTE)
    expect((await sendOtp()).statusCode).toBe(200)
  })

  it('allows 20 codes per client IP per hour', async () => {
    for (let index = 0; index < 20; index++) {
      expect((await sendOtp(`98765${String(index).padStart(5, '0')}`, '198.51.100.9')).statusCode).toBe(200)
    }
    const refused = await sendOtp('9876599999', '198.51.100.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(sms.sent).toHaveLength(20)
    expect((await sendOtp('9876599999', '198.51.100.10')).statusCode).toBe(200)
  })

  it('leaves no usable code when the provider fails', async () => {
    sms.fail(true)
    const response = await sendOtp()
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ success: false, error: 'Failed to send OTP. Please try again.' })
    const rows = await t.database.db.execute(sql`select count(*)::int as n from otp_challenges`)
    expect(JSON.stringify(rows)).toContain('"n":0')
    expect(t.logs.join('\n')).not.toContain(PHONE)
    expect(t.logs.join('\n')).toContain('SMS provider failed')
    sms.fail(false)
    expect((await sendOtp()).statusCode).toBe(200)
  })
})

describe('POST /api/auth/verify-otp', () => {
  it('says which field has the wrong type', async () => {
    const response = await post('/api/auth/send-otp', { phoneNumber: ['9876543210'], firstName: { name: 'Asha' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('phoneNumber: phoneNumber must be a string; firstName: firstName must be a string')
  })

  it('refuses a malformed code with 400 naming otp', async () => {
    const response = await post('/api/auth/verify-otp', { phoneNumber: PHONE, otp: '12ab', firstName: 'Asha' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('otp')
  })

  it('creates the user, starts a session and sets a safe cookie', async () => {
    await sendOtp()
    const response = await verifyOtp(sms.lastCodeFor(PHONE) as string)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      user: { userId: PHONE, phoneNumber: PHONE, displayName: 'Asha', role: 'customer', isAdmin: false },
    })
    const cookie = response.cookies.find((entry) => entry.name === 'pv_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = JSON.stringify(await t.database.db.execute(sql`select token_hash from sessions`))
    expect(stored).not.toContain(cookie?.value as string)

    const session = await get('/api/auth/session', sessionCookie(response))
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({ authenticated: true, user: { userId: PHONE, displayName: 'Asha' } })
    expect(session.headers['cache-control']).toBe('no-store')
  })

  it('issues a new token at every sign-in and never overwrites the saved profile name with the first name typed', async () => {
    const first = await signIn(PHONE, 'Asha')
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { origin: ORIGIN, cookie: first, 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'Asha Verma', email: '' }),
    })
    expect(saved.statusCode).toBe(200)
    clock.advance(MINUTE)
    const second = await signIn(PHONE, 'Asha')
    expect(second).not.toBe(first)
    expect((await get('/api/auth/session', second)).json().user.displayName).toBe('Asha Verma')
    expect((await get('/api/account/profile', second)).json()).toMatchObject({ displayName: 'Asha Verma' })
  })

  it('accepts a code once', async () => {
    await sendOtp()
    const code = sms.lastCodeFor(PHONE) as string
    expect((await verifyOtp(code)).statusCode).toBe(200)
    const replay = await verifyOtp(code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ success: false, code: 'OTP_USED', error: 'This OTP was already used. Please request a new one.' })
    expect((await verifyOtp(wrongCode(code))).json()).toMatchObject({ code: 'OTP_INVALID' })
  })

  it("after 'Change' the code already sent still signs in while it lives: a resend too soon and a code to another number spoil nothing", async () => {
    const OTHER = '9876543211'
    expect((await sendOtp()).statusCode).toBe(200)
    const code = sms.lastCodeFor(PHONE) as string
    clock.advance(10_000)
    // The person changed the number, tried another, and came back to the first.
    expect((await sendOtp(OTHER)).statusCode).toBe(200)
    const again = await sendOtp()
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ code: 'RESEND_TOO_SOON' })
    expect(sms.lastCodeFor(PHONE)).toBe(code)
    clock.advance(4 * MINUTE)
    // A first name typed differently the second time does not matter to the code.
    expect((await verifyOtp(code, PHONE, 'Asha V')).statusCode).toBe(200)
  })

  it('refuses a correct code after 5 minutes', async () => {
    await sendOtp()
    clock.advance(5 * MINUTE)
    const response = await verifyOtp(sms.lastCodeFor(PHONE) as string)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'OTP_EXPIRED' })
  })

  it('accepts a correct code just inside 5 minutes', async () => {
    await sendOtp()
    clock.advance(5 * MINUTE - 1000)
    expect((await verifyOtp(sms.lastCodeFor(PHONE) as string)).statusCode).toBe(200)
  })

  it('kills the challenge after 5 wrong codes, even for the right code', async () => {
    await sendOtp()
    const code = sms.lastCodeFor(PHONE) as string
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await verifyOtp(wrongCode(code))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: 'Invalid OTP. Please try again.' })
    }
    const locked = await verifyOtp(code)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 'OTP_LOCKED' })
    expect(locked.headers['retry-after']).toBeDefined()
  })

  it('allows 10 failed verifications per phone per hour, then 429 with Retry-After', async () => {
    let code = ''
    for (let attempt = 0; attempt < 10; attempt++) {
      if (attempt % 5 === 0) {
        clock.advance(MINUTE)
        await sendOtp()
        code = sms.lastCodeFor(PHONE) as string
      }
      expect((await verifyOtp(wrongCode(code))).statusCode).toBe(400)
    }
    clock.advance(MINUTE)
    await sendOtp()
    const throttled = await verifyOtp(sms.lastCodeFor(PHONE) as string)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json()).toMatchObject({ code: 'OTP_THROTTLED' })
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    clock.advance(60 * MINUTE)
    await sendOtp()
    expect((await verifyOtp(sms.lastCodeFor(PHONE) as string)).statusCode).toBe(200)
  })
})

describe('limits under parallel requests', () => {
  const count = async (table: 'otp_failures' | 'otp_challenges') =>
    Number(((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)

  it('compares at most 5 of 100 wrong codes sent at once, then refuses the right one', async () => {
    await sendOtp()
    const code = sms.lastCodeFor(PHONE) as string
    const answers = await Promise.all(Array.from({ length: 100 }, () => verifyOtp(wrongCode(code))))
    const compared = answers.filter((answer) => answer.statusCode !== 429)
    expect(compared.length).toBeLessThanOrEqual(5)
    for (const answer of compared) expect(answer.json()).toMatchObject({ code: 'OTP_INVALID' })
    expect(await count('otp_failures')).toBe(compared.length)
    const locked = await verifyOtp(code)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 'OTP_LOCKED' })
  })

  it('holds the hourly failed-verification limit under parallel guesses', async () => {
    for (const wrongOnes of [5, 3]) {
      await sendOtp()
      const code = sms.lastCodeFor(PHONE) as string
      for (let attempt = 0; attempt < wrongOnes; attempt++) expect((await verifyOtp(wrongCode(code))).statusCode).toBe(400)
      clock.advance(MINUTE)
    }
    await sendOtp()
    const code = sms.lastCodeFor(PHONE) as string
    const answers = await Promise.all(Array.from({ length: 60 }, () => verifyOtp(wrongCode(code))))
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(2)
    expect(await count('otp_failures')).toBe(10)
    expect((await verifyOtp(code)).json()).toMatchObject({ code: 'OTP_THROTTLED' })
  })

  it('sends at most 20 codes for 30 parallel requests from one IP', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => sendOtp(`98765${String(index).padStart(5, '0')}`, '198.51.100.9')),
    )
    expect(sms.sent.length).toBeLessThanOrEqual(20)
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(sms.sent.length)
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBe(30 - sms.sent.length)
    expect(await count('otp_challenges')).toBe(sms.sent.length)
  })

  it('sends one code for 30 parallel requests for one phone', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => sendOtp(PHONE, `198.51.100.${index + 1}`)))
    expect(sms.sent).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
  })
})

describe('sessions', () => {
  it('logout deletes the session on the server; the old cookie then gets 401', async () => {
    const cookie = await signIn()
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: ORIGIN } })
    expect(logout.statusCode).toBe(200)
    expect(logout.cookies.find((entry) => entry.name === 'pv_session')?.value).toBe('')
    const after = await get('/api/auth/session', cookie)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' })
  })

  it('answers 401 without a cookie or with a forged one', async () => {
    expect((await get('/api/auth/session')).statusCode).toBe(401)
    expect((await get('/api/auth/session', 'pv_session=forged-token-value')).statusCode).toBe(401)
  })

  it('ends a customer session after 14 days idle', async () => {
    const cookie = await signIn()
    clock.advance(14 * DAY - MINUTE)
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(200)
    clock.advance(14 * DAY - MINUTE)
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(200)
    clock.advance(14 * DAY)
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(401)
  })

  it('ends a customer session after 60 days in all, however active', async () => {
    const cookie = await signIn()
    for (let day = 0; day < 59; day++) {
      clock.advance(DAY)
      expect((await get('/api/auth/session', cookie)).statusCode).toBe(200)
    }
    clock.advance(DAY)
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(401)
  })

  it('lists the sessions and ends the others', async () => {
    const first = await signIn()
    clock.advance(MINUTE)
    const second = await signIn()
    const list = await get('/api/account/sessions', second)
    expect(list.json().sessions).toHaveLength(2)
    expect(list.json().sessions.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1)
    const end = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: { cookie: second, origin: ORIGIN } })
    expect(end.statusCode).toBe(200)
    expect((await get('/api/auth/session', first)).statusCode).toBe(401)
    expect((await get('/api/auth/session', second)).statusCode).toBe(200)
  })

  it("never ends another user's session", async () => {
    const mine = await signIn(PHONE)
    clock.advance(MINUTE)
    const theirs = await signIn('9123456789', 'Ravi')
    const theirId = (await get('/api/account/sessions', theirs)).json().sessions[0].id
    const attempt = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${theirId}`, headers: { cookie: mine, origin: ORIGIN } })
    expect(attempt.statusCode).toBe(404)
    expect((await get('/api/auth/session', theirs)).statusCode).toBe(200)
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/not-a-uuid', headers: { cookie: mine, origin: ORIGIN } })
    expect(malformed.statusCode).toBe(400)
  })
})

describe('account data', () => {
  it('downloads the data as a JSON attachment', async () => {
    const cookie = await signIn()
    const response = await get('/api/account/export', cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="petvaidya-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.json()).toMatchObject({ account: { userId: PHONE, displayName: 'Asha' }, sessions: [{ current: true }] })
  })

  it('deletes the account with its sessions', async () => {
    const cookie = await signIn()
    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie, origin: ORIGIN } })
    expect(response.statusCode).toBe(200)
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(401)
    const left = JSON.stringify(await t.database.db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from sessions)::int as sessions`))
    expect(left).toContain('"users":0')
    expect(left).toContain('"sessions":0')
  })
})

describe('housekeeping', () => {
  const counts = async () => {
    const result = await t.database.db.execute(
      sql`select (select count(*) from otp_challenges)::int as challenges, (select count(*) from otp_failures)::int as failures, (select count(*) from sessions)::int as sessions`,
    )
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows)
  }

  it('forgets OTP records after a day and drops ended sessions', async () => {
    const cookie = await signIn()
    await sendOtp('9123456780')
    await post('/api/auth/verify-otp', { phoneNumber: '9123456780', otp: '000000', firstName: 'X' })
    await t.app.runHousekeeping()
    expect(await counts()).toBe('[{"challenges":2,"failures":1,"sessions":1}]')

    clock.advance(24 * 60 * MINUTE + 1000)
    await t.app.runHousekeeping()
    expect(await counts()).toBe('[{"challenges":0,"failures":0,"sessions":1}]')

    clock.advance(60 * DAY)
    await t.app.runHousekeeping()
    expect(await counts()).toBe('[{"challenges":0,"failures":0,"sessions":0}]')
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(401)
  })
})

describe('logs', () => {
  it('hold no code, token or full phone number', async () => {
    const cookie = await signIn()
    await get('/api/auth/session', cookie)
    const logs = t.logs.join('\n')
    const code = sms.sent[0]?.code as string
    expect(logs).not.toContain(PHONE)
    expect(logs).not.toContain(cookie.split('=')[1] as string)
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`))
    expect(logs).toContain('98XXXXXX10')
  })
})

describe('admin role', () => {
  it('guards /api/admin/*: 401 signed out, 403 for a customer, through for an admin', () =>
    withApp({ ADMIN_PHONES: '9000000001' }, async () => {
    expect((await get('/api/admin/anything')).statusCode).toBe(401)
    const customer = await signIn()
    expect((await get('/api/admin/anything', customer)).statusCode).toBe(403)
    clock.advance(MINUTE)
    const admin = await signIn('9000000001', 'Meera')
    expect((await get('/api/auth/session', admin)).json().user.isAdmin).toBe(true)
    expect((await get('/api/admin/anything', admin)).statusCode).toBe(404)
  }))

  it('ends an admin session after 30 minutes idle and 12 hours in all', () =>
    withApp({ ADMIN_PHONES: '9000000001' }, async () => {
    const idle = await signIn('9000000001', 'Meera')
    clock.advance(29 * MINUTE)
    expect((await get('/api/auth/session', idle)).statusCode).toBe(200)
    clock.advance(31 * MINUTE)
    expect((await get('/api/auth/session', idle)).statusCode).toBe(401)

    const busy = await signIn('9000000001', 'Meera')
    for (let step = 0; step < 23; step++) {
      clock.advance(30 * MINUTE - 1000)
      expect((await get('/api/auth/session', busy)).statusCode).toBe(200)
    }
    clock.advance(30 * MINUTE)
    expect((await get('/api/auth/session', busy)).statusCode).toBe(401)
  }))

  it('uses a __Host- Secure cookie in production', () =>
    withApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ALLOW_LOCAL_PROVIDERS: '1' }, async () => {
    await sendOtp()
    const response = await verifyOtp(sms.lastCodeFor(PHONE) as string)
    const cookie = response.cookies[0]
    expect(cookie).toMatchObject({ name: '__Host-pv_session', secure: true, httpOnly: true, path: '/', sameSite: 'Lax' })
  }))
})
