import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { databaseErrorsDuring } from '../../../tests/support/database-errors.ts'
import { appointments, idempotencyKeys, pets, slotCounts } from '../../db/schema.ts'

/**
 * The work one booking costs the database (decision 0051): every statement the server sends for
 * `POST /api/appointments` is recorded, and the figures the booking path was cut to are held.
 * On PostgreSQL every statement is a round trip, BEGIN and COMMIT included.
 */

const PHONE = '9833360001'
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()

let t: TestApp
let cookie: string
let recording: string[] | null = null

async function recorded(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = []
  recording = statements
  try {
    await work()
  } finally {
    recording = null
  }
  return statements
}

const book = (body: unknown, key?: string, as = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: as, ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  })

beforeAll(async () => {
  t = await createTestApp({}, { sms, clock, mailer }, { onQuery: (query) => recording?.push(query) })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate appointments, slot_counts, pets, idempotency_keys, users, sessions, otp_challenges, otp_failures cascade`)
  clock.reset()
  sms.reset()
  cookie = await signIn(t.app, sms, PHONE)
})

/** A statement in a word or two: `begin`, `lock`, `select sessions`, `insert appointments`, ... */
function statementKind(query: string): string {
  const text = query.trim().toLowerCase()
  if (text === 'begin' || text === 'commit' || text === 'rollback') return text
  if (text.includes('pg_advisory_xact_lock')) return 'lock'
  // pg-boss's insert of a job, sent through the app's connections.
  if (text.startsWith('insert into pgboss.job')) return 'queue job'
  // One statement writing several tables through its WITH clauses: 'insert slot_counts+pets+appointments'.
  if (text.startsWith('with')) return `insert ${[...text.matchAll(/insert into "(\w+)"/g)].map((match) => match[1]).join('+')}`
  const verb = /^(select|insert|update|delete)/.exec(text)?.[1] ?? text.slice(0, 20)
  const table = verb === 'select' || verb === 'delete' ? /\bfrom "(\w+)"/.exec(text)?.[1] : /^(?:insert into|update) "(\w+)"/.exec(text)?.[1]
  return `${verb} ${table ?? '?'}`
}

const onPostgres = () => t.database.kind === 'postgres'

describe('the work of one booking', () => {
  it('books a home visit with an Idempotency-Key in 11 statements (13 round trips with BEGIN and COMMIT), 2 under the account lock', async () => {
    let status = 0
    const statements = await recorded(async () => {
      status = (await book(homeVisitBody(PHONE, { appointmentTime: '15:00' }), 'work-1')).statusCode
    })
    expect(status).toBe(201)
    const kinds = statements.map(statementKind)
    const listing = kinds.join('\n')
    // PGlite runs its transactions itself: only PostgreSQL's driver sends BEGIN and COMMIT.
    expect(kinds.filter((kind) => kind === 'begin'), listing).toHaveLength(onPostgres() ? 1 : 0)
    expect(kinds.filter((kind) => kind === 'commit'), listing).toHaveLength(onPostgres() ? 1 : 0)
    const work = kinds.filter((kind) => kind !== 'begin' && kind !== 'commit')
    const lock = work.indexOf('lock')
    // Before the transaction: the session, the key's claim, then the reads sent together.
    expect(work.slice(0, 2), listing).toEqual(['select sessions', 'insert idempotency_keys'])
    expect([...work.slice(2, lock)].sort(), listing).toEqual(['select catalogue_services', 'select memberships', 'select service_area_districts'])
    // Under the lock: the account's day in one read, then the place, the new pet and the booking in
    // one write; after the commit, the confirmation's two jobs (SMS and e-mail) and the answer.
    expect(work.slice(lock), listing).toEqual([
      'lock',
      'select appointments',
      'insert slot_counts+pets+appointments',
      'queue job',
      'queue job',
      'update idempotency_keys',
    ])
    if (onPostgres()) expect(kinds.indexOf('commit') - kinds.indexOf('lock'), listing).toBe(3)
  })

  it('replays an answered key with the session, the claim and one read', async () => {
    const body = homeVisitBody(PHONE, { appointmentTime: '16:00' })
    expect((await book(body, 'work-2')).statusCode).toBe(201)
    let replay = { statusCode: 0, headers: {} as Record<string, unknown> }
    const statements = await recorded(async () => {
      replay = await book(body, 'work-2')
    })
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(statements.map(statementKind)).toEqual(['select sessions', 'insert idempotency_keys', 'select idempotency_keys'])
  })

  it('reads a booking back only for a retry that finds its first run booked', async () => {
    const body = homeVisitBody(PHONE, { appointmentTime: '17:00' })
    const first = await book(body, 'work-3')
    expect(first.statusCode).toBe(201)
    // The answer was lost and the claim freed: the retry's transaction finds the booking by its id.
    await t.database.db.execute(sql`delete from idempotency_keys`)
    let retry = { statusCode: 0, json: () => ({}) as unknown }
    const statements = await recorded(async () => {
      retry = await book(body, 'work-3')
    })
    expect(retry.statusCode).toBe(201)
    expect((retry.json() as { id: string }).id).toBe((first.json() as { id: string }).id)
    const kinds = statements.map(statementKind).filter((kind) => kind !== 'begin' && kind !== 'commit')
    expect(kinds.slice(kinds.indexOf('lock')), kinds.join('\n')).toEqual(['lock', 'select appointments', 'select appointments', 'queue job', 'queue job', 'update idempotency_keys'])
  })
})

describe('what the shorter path still guarantees', () => {
  it('answers a retry refused before its transaction (its slot has passed since) with the booking its first run made', async () => {
    // Today (22 Nov, 11:30 India time) at 15:00.
    const body = homeVisitBody(PHONE, { appointmentDate: '2026-11-22', appointmentTime: '15:00' })
    const first = await book(body, 'kept-1')
    expect(first.statusCode).toBe(201)
    // The answer was lost and the claim freed; the retry comes after the visit's start (15:00 India time).
    await t.database.db.execute(sql`delete from idempotency_keys`)
    clock.advance(4 * 60 * 60_000)
    const retry = await book(body, 'kept-1')
    expect(retry.statusCode).toBe(201)
    expect(retry.json().id).toBe(first.json().id)
    // Without a key the same request is refused: the slot is past.
    const fresh = await book(body)
    expect(fresh.statusCode).toBe(400)
    expect(fresh.json()).toMatchObject({ code: 'SLOT_PAST' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
  })

  it('claims a key past its lifetime afresh (a key still names one booking of the account), and never takes over another request’s stale claim', async () => {
    const first = await book(homeVisitBody(PHONE, { appointmentTime: '15:00' }), 'kept-2')
    expect(first.statusCode).toBe(201)
    clock.advance(24 * 60 * 60_000 + 1)
    const later = homeVisitBody(PHONE, { appointmentDate: '2026-11-24', appointmentTime: '15:00', petName: 'Simba' })
    const again = await book(later, 'kept-2')
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    // Claimed afresh, not replayed; the booking the key names (decision 0042) is found, none is added.
    expect(again.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(idempotencyKeys)).toMatchObject([{ key: 'kept-2', status: 'done', responseStatus: 201 }])

    // A claim left in flight by another request, its lease long over: this request gets 422, not the key.
    const now = clock.now()
    await t.database.db.insert(idempotencyKeys).values({
      scope: PHONE,
      route: 'POST /api/appointments',
      key: 'kept-3',
      requestHash: createHash('sha256').update('another request').digest('hex'),
      status: 'in_flight',
      createdAt: new Date(now.getTime() - 10 * 60_000),
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    })
    const refused = await book(homeVisitBody(PHONE, { appointmentDate: '2026-11-24', appointmentTime: '16:00' }), 'kept-3')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await t.database.db.select().from(appointments)).toHaveLength(1)
  })
})

describe('a full slot is an answer, not a database error', () => {
  // SLOT_CAPACITY_HOME is 3 here.
  it('refuses a booking of a full slot (409 SLOT_FULL) without a failed statement, and writes nothing of it', async () => {
    for (const petName of ['Bruno', 'Coco', 'Tiny']) expect((await book(homeVisitBody(PHONE, { appointmentTime: '15:00', petName }))).statusCode).toBe(201)
    let full = { statusCode: 0, json: () => ({}) as unknown }
    const errors = await databaseErrorsDuring(async () => {
      full = await book(homeVisitBody(PHONE, { appointmentTime: '15:00', petName: 'Moti' }), 'full-1')
    })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL' })
    // Without the conditional place, the count's check failed the statement: '23514 ... slot_counts_booked_range'.
    expect(errors).toEqual([])
    expect(await t.database.db.select().from(appointments)).toHaveLength(3)
    expect((await t.database.db.select({ name: pets.name }).from(pets)).map((pet) => pet.name).sort()).toEqual(['Bruno', 'Coco', 'Tiny'])
    expect(await t.database.db.select({ booked: slotCounts.booked, capacity: slotCounts.capacity }).from(slotCounts)).toEqual([{ booked: 3, capacity: 3 }])
  })

  it('gives bookings racing from many accounts exactly the slot’s places, the rest 409, with no failed statement', async () => {
    const phones = Array.from({ length: 8 }, (_, index) => `98333300${String(index + 10)}`)
    const cookies = await Promise.all(phones.map((phone) => signIn(t.app, sms, phone)))
    let statuses: number[] = []
    const errors = await databaseErrorsDuring(async () => {
      const answers = await Promise.all(phones.map((phone, index) => book(homeVisitBody(phone, { appointmentTime: '16:00' }), `race-${index}`, cookies[index])))
      statuses = answers.map((answer) => answer.statusCode)
    })
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    expect(errors).toEqual([])
    expect(await t.database.db.select().from(appointments)).toHaveLength(3)
    expect(await t.database.db.select({ booked: slotCounts.booked }).from(slotCounts)).toEqual([{ booked: 3 }])
    // Each booking saved a new pet in the same statement: the refused ones saved none.
    expect(await t.database.db.select().from(pets)).toHaveLength(3)
  })

  it('moves visits racing into one slot to exactly its free places, the rest 409, with no failed statement', async () => {
    const phones = Array.from({ length: 7 }, (_, index) => `98333301${String(index + 10)}`)
    const cookies = await Promise.all(phones.map((phone) => signIn(t.app, sms, phone)))
    // Three visits at 15:00, three at 16:00, and one at 17:00, which keeps two places free.
    const ids: string[] = []
    for (const [index, phone] of phones.entries()) {
      const time = index === 6 ? '17:00' : index < 3 ? '15:00' : '16:00'
      const booked = await book(homeVisitBody(phone, { appointmentTime: time }), undefined, cookies[index])
      expect(booked.statusCode).toBe(201)
      ids.push(booked.json().id)
    }
    let answers: Array<{ statusCode: number; json: () => { code?: string } }> = []
    const errors = await databaseErrorsDuring(async () => {
      answers = await Promise.all(
        ids.slice(0, 6).map((id, index) =>
          t.app.inject({
            method: 'POST',
            url: `/api/appointments/${id}/reschedule`,
            headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: cookies[index] },
            payload: JSON.stringify({ appointmentDate: '2026-11-23', appointmentTime: '17:00' }),
          }),
        ),
      )
    })
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(refused).toHaveLength(4)
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 'SLOT_FULL' })
    expect(errors).toEqual([])
    // The places follow the visits: 17:00 is full, and the two slots left gave up one place each moved.
    const counts = new Map((await t.database.db.select().from(slotCounts)).map((row) => [row.time, row.booked]))
    expect(counts.get('17:00')).toBe(3)
    expect((counts.get('15:00') ?? 0) + (counts.get('16:00') ?? 0)).toBe(4)
    const rows = await t.database.db.select({ time: appointments.time }).from(appointments)
    expect(rows.filter((row) => row.time === '17:00')).toHaveLength(3)
    expect(rows.filter((row) => row.time === '15:00').length).toBe(counts.get('15:00'))
    expect(rows.filter((row) => row.time === '16:00').length).toBe(counts.get('16:00'))
  })
})

describe('the answer of a booking, made without reading it back', () => {
  it('is the booking as stored, as GET /api/appointments/{id} reads it', async () => {
    const bodies = [
      homeVisitBody(PHONE, { appointmentTime: '15:00', notes: 'Gets anxious with strangers', latitude: 28.4595, longitude: 77.0266 }),
      homeVisitBody(PHONE, {
        appointmentTime: '16:00',
        petName: 'Coco',
        services: [{ id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 2 }],
        vaccinationPlan: { planId: 'puppy-first-year', planName: 'Puppy first year', vaccines: ['DHPPi+L', 'Rabies'] },
        totalAmount: 2998,
        landmark: undefined,
      }),
      homeVisitBody(PHONE, { appointmentType: 'clinic', clinicId: 'clinic-delhi-lajpat-nagar', appointmentTime: '10:00', petName: 'Tiny', totalAmount: 499, address: '', city: '', pincode: '' }),
      homeVisitBody(PHONE, { appointmentType: 'video', appointmentTime: '18:00', petName: 'Moti', totalAmount: 149, address: undefined, city: undefined, pincode: undefined, landmark: undefined }),
    ]
    for (const [index, body] of bodies.entries()) {
      const booked = await book(body, `answer-${index}`)
      expect(booked.statusCode, booked.body).toBe(201)
      const { appointment } = booked.json()
      const read = await t.app.inject({ method: 'GET', url: `/api/appointments/${appointment.id}`, headers: { cookie } })
      // Only the money of the visit, which GET alone gives, is left out of the booking's answer.
      const { paymentStatus: _status, receipts: _receipts, bill: _bill, ...stored } = read.json().appointment
      expect(appointment).toEqual(stored)
    }
  })
})
