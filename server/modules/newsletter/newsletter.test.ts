import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT_TEXT, NewsletterSubscribeResponse } from '../../../core/contracts/newsletter.ts'
import { type TestApp, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { newsletterSubscribers } from '../../db/schema.ts'

let t: TestApp
const clock = manualClock()
const ORIGIN = 'http://localhost:3000'

beforeAll(async () => {
  t = await createTestApp({}, { clock })
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscribers)
})

function subscribe(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

const rows = () => t.database.db.select().from(newsletterSubscribers)

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address once, lower-cased, with the consent text and time', async () => {
    const response = await subscribe({ email: '  Priya.Sharma@Example.COM ', firstName: ' Priya ' })
    expect(response.statusCode).toBe(200)
    expect(NewsletterSubscribeResponse.parse(response.json()).success).toBe(true)
    const stored = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      email: 'priya.sharma@example.com',
      firstName: 'Priya',
      consentText: NEWSLETTER_CONSENT_TEXT,
      consentedAt: clock.now(),
      unsubscribedAt: null,
    })
  })

  it('answers a repeat of the same address in another case with the same success and no second row', async () => {
    const first = await subscribe({ email: 'rahul@example.in' })
    const second = await subscribe({ email: 'RAHUL@Example.in', firstName: 'Rahul' })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(await rows()).toHaveLength(1)
  })

  it('keeps one row when the same address arrives ten times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => subscribe({ email: index % 2 ? 'meera@example.com' : 'Meera@Example.com' })))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    expect(await rows()).toHaveLength(1)
  })

  it('subscribes again an address that had unsubscribed', async () => {
    await subscribe({ email: 'anil@example.com' })
    await t.database.db.update(newsletterSubscribers).set({ unsubscribedAt: clock.now() }).where(eq(newsletterSubscribers.email, 'anil@example.com'))
    await subscribe({ email: 'anil@example.com' })
    const stored = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.unsubscribedAt).toBeNull()
  })

  it.each([
    ['not an address', { email: 'priya.example.com' }],
    ['a missing domain', { email: 'priya@' }],
    ['spaces inside', { email: 'priya sharma@example.com' }],
    ['an empty string', { email: '' }],
    ['a number', { email: 9810000000 }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
    ['a missing address', { firstName: 'Priya' }],
  ])('refuses %s with 400 naming email, and stores nothing', async (_name, payload) => {
    const response = await subscribe(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.stringMatching(/^email: /) })
    expect(await rows()).toHaveLength(0)
  })

  it('refuses a request without a body with 400 naming email', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { origin: ORIGIN } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/email/)
  })

  it('refuses a first name of the wrong type or length, naming it', async () => {
    for (const firstName of [42, 'x'.repeat(51)]) {
      const response = await subscribe({ email: 'ok@example.com', firstName })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/^firstName: /)
    }
  })

  it('drops unknown fields instead of storing them', async () => {
    const response = await subscribe({ email: 'kabir@example.com', isAdmin: true, unsubscribedAt: '2020-01-01', id: 5, consentText: 'nothing' })
    expect(response.statusCode).toBe(200)
    const [stored] = await rows()
    expect(stored?.consentText).toBe(NEWSLETTER_CONSENT_TEXT)
    expect(stored?.unsubscribedAt).toBeNull()
  })

  it('never answers 5xx, whatever the body', async () => {
    const junk = ['null', '[]', '"text"', '123', 'true', '{', '{"email": {"$ne": null}}', '{"email": ["a@b.co"]}', '{"email": "a@b.co\\u0000"}', '{"__proto__": {"email": "x"}}']
    for (const body of junk) {
      const response = await subscribe(body)
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, body).toBeLessThan(500)
    }
  })

  it('refuses a cross-site request and a body that is not JSON', async () => {
    expect((await subscribe({ email: 'x@example.com' }, { origin: 'https://evil.example' })).statusCode).toBe(403)
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: 'email=x%40example.com',
    })
    expect(form.statusCode).toBe(415)
    expect(await rows()).toHaveLength(0)
  })
})

describe('the write limit', () => {
  it('applies to subscriptions', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' })
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          payload: { email: 'limit@example.com' },
        })
      expect((await send()).statusCode).toBe(200)
      expect((await send()).statusCode).toBe(200)
      expect((await send()).statusCode).toBe(429)
    } finally {
      await limited.app.close()
    }
  })
})
