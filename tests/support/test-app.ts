import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Writable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type App, type AppDeps, buildApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/config.ts'
import { type Database, type QueryListener, openDatabase, wrapPglite } from '../../server/db/client.ts'
import type { MailMessage } from '../../server/providers/mail/mailer.ts'
import type { SmsMessage } from '../../server/providers/sms/sms-sender.ts'
import { WhatsAppDeliveryError, type WhatsAppMessage } from '../../server/providers/whatsapp/whatsapp-sender.ts'
import { adminUrl, databaseUrl } from './postgres.ts'

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database from the template. */
export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project')
    const name = `petvaidya_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl(url) })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`)
    await admin.end()
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 5, onQuery: options.onQuery })
    return {
      ...database,
      close: async () => {
        await database.close()
        const cleanup = new pg.Client({ connectionString: adminUrl(url) })
        await cleanup.connect()
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await cleanup.end()
      },
    }
  }
  const dump = await readFile(inject('pgliteDumpPath'))
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) })
  return wrapPglite(client, undefined, { migrate: false, onQuery: options.onQuery })
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_ORIGIN: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    // Tests work the jobs themselves, with app.jobs.runDue().
    JOB_WORKERS: '0',
    // Slot capacities are tested as configured; the membership tests turn the held place on.
    SLOT_PLACES_HELD_FOR_MEMBERS: '0',
    ...overrides,
  })
}

export type TestApp = { app: App; database: Database; logs: string[] }

/** The whole API on a fresh database; `logs` collects the JSON log lines when a level is given. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'clock' | 'sms' | 'whatsapp' | 'paymentGateway' | 'mailer' | 'geocoder' | 'staffRoutes' | 'routeTable'>> = {},
  options: { onQuery?: QueryListener } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options)
  const logs: string[] = []
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(...String(chunk).split('\n').filter(Boolean))
      callback()
    },
  })
  const app = await buildApp(testConfig(overrides), { database, logStream, mailer: capturingMailer(), ...deps })
  await app.ready()
  return { app, database, logs }
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T06:00:00.000Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    reset: () => {
      now = start.getTime()
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

/** An SMS provider that keeps what it was asked to send, or fails on demand. */
export function capturingSms() {
  const sent: Array<{ to: string; code: string; text: string }> = []
  let failing = false
  return {
    name: 'capture',
    sent,
    fail: (value: boolean) => {
      failing = value
    },
    reset: () => {
      sent.length = 0
      failing = false
    },
    lastCodeFor: (phone: string) => [...sent].reverse().find((message) => message.to === phone && message.code)?.code,
    async send(message: SmsMessage) {
      // Like Twilio's answers, the error quotes the number.
      if (failing) throw new Error(`The 'To' number +91${message.to} is not a valid phone number`)
      // Notices carry no code: kept with an empty one, as the local provider's outbox keeps them.
      sent.push({ to: message.to, code: message.kind === 'code' ? message.code : '', text: message.text })
    },
  }
}

/** A WhatsApp provider that keeps what it delivered and what it was asked, refusing chosen numbers for good or for now. */
export function capturingWhatsApp() {
  const sent: WhatsAppMessage[] = []
  const tried: WhatsAppMessage[] = []
  const failures = new Map<string, 'permanent' | 'transient'>()
  return {
    name: 'capture',
    sent,
    tried,
    failFor: (phone: string, how: 'permanent' | 'transient' | null) => {
      if (how) failures.set(phone, how)
      else failures.delete(phone)
    },
    async send(message: WhatsAppMessage) {
      tried.push(message)
      const failure = failures.get(message.to)
      if (failure === 'permanent') throw new WhatsAppDeliveryError('capture', 'HTTP 400: 131026 Message undeliverable', true)
      if (failure === 'transient') throw new WhatsAppDeliveryError('capture', 'no answer within 10 s', false)
      sent.push(message)
    },
  }
}

/** A mail provider that keeps what it was asked to send. */
export function capturingMailer() {
  const sent: MailMessage[] = []
  return {
    name: 'capture',
    sent,
    async send(message: MailMessage) {
      sent.push(message)
    },
  }
}
