import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AccountProfileDto } from '../../../core/contracts/account.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import type { SmsMessage } from '../../providers/sms/sms-sender.ts'
import { CONFIRMATION_MAIL_JOB, CONFIRMATION_SMS_JOB } from '../appointments/service.ts'

/** The owner's language on the profile, and their messages in it (decision 0076). */
const PHONE = '9876543210'
// 11:30 in India on 22 Nov 2026; the visit is on Monday 23 Nov at 10:00.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const capture = capturingSms()
const languages: Array<Language | undefined> = []
const sms = { ...capture, send: async (message: SmsMessage) => { languages.push(message.language); await capture.send(message) } }
const mailer = capturingMailer()
const DEVANAGARI = /[\u0900-\u097F]/

let t: TestApp
let cookie: string

function put(url: string, payload: unknown, session: string | null = cookie) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(session ? { cookie: session } : {}) },
    payload: JSON.stringify(payload),
  })
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const profileBody = (extra: Record<string, unknown> = {}) => ({ displayName: 'Asha Verma', email: 'asha@example.in', ...extra })

async function book(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
    payload: JSON.stringify(homeVisitBody(PHONE)),
  })
  expect(response.statusCode).toBe(201)
  return response.json().id as string
}

/** Runs the confirmation jobs until the SMS and the e-mail have gone. */
async function deliverConfirmation(): Promise<{ text: string; mail: { subject: string; text: string } }> {
  const before = capture.sent.length
  for (let attempt = 0; attempt < 100 && !(capture.sent.length > before && mailer.sent.length > 0); attempt += 1) {
    await t.app.jobs.runDue(CONFIRMATION_SMS_JOB)
    await t.app.jobs.runDue(CONFIRMATION_MAIL_JOB)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const mail = mailer.sent.at(-1)
  const text = capture.sent.at(-1)?.text
  if (!mail || !text || capture.sent.length === before) throw new Error('the confirmation was not sent')
  return { text, mail }
}

// Building the app runs every migration: on a shared, busy machine that can pass the minute.
beforeAll(async () => {
  t = await createTestApp({}, { sms, clock, mailer })
  await seedDatabase(t.database.db)
}, 300_000)
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate appointments, slot_counts, pets, addresses, payments, payment_orders, idempotency_keys, users, sessions, otp_challenges, otp_failures cascade`)
  await t.database.db.execute(sql`delete from pgboss.job where name in (${CONFIRMATION_SMS_JOB}, ${CONFIRMATION_MAIL_JOB})`)
  clock.reset()
  capture.reset()
  languages.length = 0
  mailer.sent.length = 0
  cookie = await signIn(t.app, sms, PHONE)
})

describe('the language of messages on the profile', () => {
  it('is English until chosen, round-trips through PUT and GET, and stays when a save leaves it out', async () => {
    expect(AccountProfileDto.parse((await get('/api/account/profile')).json()).language).toBe('en')
    const saved = await put('/api/account/profile', profileBody({ language: 'hi' }))
    expect(saved.statusCode).toBe(200)
    expect(AccountProfileDto.parse(saved.json())).toMatchObject({ displayName: 'Asha Verma', language: 'hi' })
    expect((await get('/api/account/profile')).json().language).toBe('hi')
    expect((await put('/api/account/profile', profileBody({ displayName: 'Asha V.' }))).json()).toMatchObject({ displayName: 'Asha V.', language: 'hi' })
    expect((await get('/api/account/profile')).json().language).toBe('hi')
    expect((await get('/api/account/export')).json().profile.language).toBe('hi')
  })

  it.each([['fr'], ['HI'], [''], [1], [null]])('refuses the language %j with 400 naming the field, and keeps the one saved', async (language) => {
    for (const [url, body] of [
      ['/api/account/profile', profileBody({ language })],
      ['/api/account/language', { language }],
    ] as const) {
      const response = await put(url, body)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
      expect(response.json().error).toMatch(/^language: /)
    }
    expect((await get('/api/account/profile')).json().language).toBe('en')
  })

  it('follows the language switch of a signed-in owner; signed out it is refused', async () => {
    const switched = await put('/api/account/language', { language: 'hi' })
    expect(switched.statusCode).toBe(200)
    expect(AccountProfileDto.parse(switched.json())).toMatchObject({ userId: PHONE, language: 'hi' })
    expect((await get('/api/account/profile')).json().language).toBe('hi')
    expect((await put('/api/account/language', { language: 'en' }, null)).statusCode).toBe(401)
    expect((await put('/api/account/language', { language: 'en' })).json().language).toBe('en')
  })
})

describe('the booking confirmation in the owner language', () => {
  it('is in Hindi, SMS and e-mail, for an owner who chose Hindi', async () => {
    expect((await put('/api/account/profile', profileBody({ language: 'hi' }))).statusCode).toBe(200)
    await book()
    const { text, mail } = await deliverConfirmation()
    expect(text).toMatch(DEVANAGARI)
    expect(text).toContain('PetVaidya: Bruno की होम विज़िट की बुकिंग पक्की हो गई है, सोमवार, 23 नवंबर 2026, सुबह 10:00। विज़िट पर देना है: ₹799।')
    expect(text).not.toMatch(/booked|Questions/)
    expect(languages.at(-1)).toBe('hi')
    expect(mail.subject).toBe('बुकिंग पक्की: Bruno के लिए होम विज़िट, सोमवार, 23 नवंबर 2026, सुबह 10:00')
    expect(mail.text).toContain('नमस्ते Asha Verma,')
    expect(mail.text).toContain('कब: सोमवार, 23 नवंबर 2026, सुबह 10:00 (भारतीय समय)')
    expect(mail.text).toContain('विज़िट: होम विज़िट, हेल्थ चेक-अप')
    expect(mail.text).not.toMatch(/Hello|When:|Total:/)
  })

  it('gives an owner who chose Hindi the calendar file in Hindi, attached and downloaded alike', async () => {
    expect((await put('/api/account/profile', profileBody({ language: 'hi' }))).statusCode).toBe(200)
    const id = await book()
    await deliverConfirmation()
    const attached = String(mailer.sent.at(-1)?.attachments?.[0]?.content ?? '')
    const downloaded = (await get(`/api/appointments/${id}/calendar.ics`)).body
    for (const ics of [attached, downloaded]) {
      // Long lines of a calendar file are folded at 75 octets: unfold before reading.
      const unfolded = ics.replace(/\r\n[ \t]/g, '')
      expect(unfolded).toContain('SUMMARY:PetVaidya: Bruno की होम विज़िट\\, सोमवार\\, 23 नवंबर 2026\\, सुबह 10:00')
      expect(unfolded).toMatch(/DESCRIPTION:Bruno \(.+\) के लिए हेल्थ चेक-अप। बुकिंग /)
    }
    expect((await put('/api/account/language', { language: 'en' })).statusCode).toBe(200)
    expect((await get(`/api/appointments/${id}/calendar.ics`)).body.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:PetVaidya: Home visit for Bruno\\, Monday\\, 23 November 2026\\, 10:00 am')
  })

  it('is today\'s English text for an English owner', async () => {
    await book()
    const { text, mail } = await deliverConfirmation()
    expect(text).toMatch(/^PetVaidya: booked, Bruno's home visit on Monday, 23 November 2026, 10:00 am\. To pay at the visit: ₹799\. Change or cancel in My Appointments until 2 hours before\. Questions: .+$/)
    expect(text).not.toMatch(DEVANAGARI)
    expect(languages.at(-1)).toBe('en')
    expect(mail.subject).toBe('Booked: Home visit for Bruno on Monday, 23 November 2026, 10:00 am')
    expect(mail.text).toContain('Hello Asha Verma,\n\nYour appointment for Bruno is booked.\n\nWhen: Monday, 23 November 2026, 10:00 am (India time)\nVisit: Home visit, Health check-up')
    expect(mail.text).not.toMatch(DEVANAGARI)
  })

  it('is in the language of the profile when it is sent, not when it was queued', async () => {
    await book()
    expect((await put('/api/account/language', { language: 'hi' })).statusCode).toBe(200)
    const { text, mail } = await deliverConfirmation()
    expect(text).toContain('सोमवार, 23 नवंबर 2026, सुबह 10:00')
    expect(mail.subject).toMatch(/^बुकिंग पक्की/)
  })
})
