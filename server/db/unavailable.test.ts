import { createServer } from 'node:net'
import { drizzle } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { DATABASE_UNAVAILABLE } from '../plugins/errors.ts'
import { createTestDatabase, testConfig } from '../../tests/support/test-app.ts'
import type { Database, Db } from './client.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

/** A port nobody listens on: PostgreSQL stopped, or restarting. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 1
}

let app: App
let pool: pg.Pool
let queueDatabase: Database

beforeAll(async () => {
  // The job queue keeps a database of its own; every request's queries go to a PostgreSQL that is down.
  queueDatabase = await createTestDatabase()
  pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/petvaidya`, max: 2, connectionTimeoutMillis: 2_000 })
  pool.on('error', () => {})
  const db = drizzle({ client: pool }) as unknown as Db
  const database: Database = {
    ...queueDatabase,
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
  }
  app = await buildApp(testConfig(), { database })
  await app.ready()
})
afterAll(async () => {
  // Closing the app closes the database (the queue's, through the spread close()).
  await app.close()
  await pool.end()
})

describe('with the database down', () => {
  const origin = { origin: 'http://localhost:3000', 'content-type': 'application/json' }

  it.each([
    ['GET', '/api/slots?date=2026-12-01&visitType=home', undefined],
    ['GET', '/api/blogs', undefined],
    ['POST', '/api/auth/send-otp', { phoneNumber: '9810000001', firstName: 'Asha' }],
  ] as const)('%s %s answers 503 with the error shape, not 500', async (method, url, payload) => {
    const started = performance.now()
    const response = await app.inject({ method, url, headers: origin, ...(payload ? { payload } : {}) })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE })
    expect(response.headers['retry-after']).toBe('5')
    expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.ts/)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('makes /readyz answer 503 while /healthz stays 200', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })
})

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('the database system is shutting down', '57P03'),
    withCode('sorry, too many clients already', '53300'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
  ])('is true for %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('invalid input syntax for type uuid', '22P02'),
    new Error('Cannot read properties of undefined'),
    'ECONNREFUSED',
    null,
  ])('is false for %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
