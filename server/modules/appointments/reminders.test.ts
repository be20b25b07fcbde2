import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '../../../tests/support/sign-in.ts'
import { jobRows } from '../../../tests/support/jobs.ts'
import { type TestApp, capturingSms, createTestApp, manualClock, testConfig } from '../../../tests/support/test-app.ts'
import { type App, buildApp } from '../../app.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { appointments } from '../../db/schema.ts'
import { REMINDER_JOB } from './owner-notices.ts'
import { insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'

const CUSTOMER = '9876543210'
const HOUR = 60 * 60_000
// 8:30 am India time on 22 Nov; the visits below are on 23 Nov from 10:00 am, within the scan's 48 hours.
const clock = manualClock(new Date('2026-11-22T03:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
/** A second server process on the same database (PostgreSQL), or the same embedded one (PGlite). */
let second: { app: App; database: Database }

function insertVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, { userId: CUSTOMER, status: 'confirmed', createdAt: new Date('2026-11-20T06:00:00.000Z'), ...overrides })
}

/** Lets every queued reminder be due now, as if its moment had come (pg-boss reads the database's clock). */
async function makeRemindersDue() {
  await t.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB} and state = 'created'`)
}

const remindersTo = (phone: string) => sms.sent.filter((message) => message.to === phone && message.text.includes('Reminder'))

beforeAll(async () => {
  t = await createTestApp({}, { sms, clock })
  const database = t.database.queue.backend === 'postgres' ? await openDatabase({ kind: 'postgres', url: t.database.queue.connectionString, poolSize: 2 }) : t.database
  const app = await buildApp(testConfig(), { database, sms, clock })
  await app.ready()
  second = { app, database }
  await signIn(t.app, sms, CUSTOMER)
})
afterAll(async () => {
  if (second.database !== t.database) await second.app.close()
  await t.app.close()
})
beforeEach(async () => {
  sms.reset()
  clock.reset()
  await t.database.db.execute(sql`truncate refunds, appointments cascade`)
  await t.database.db.execute(sql`delete from pgboss.job where name = ${REMINDER_JOB}`)
})

describe('reminders', () => {
  it('queues a day-before and a two-hour reminder, each once however often the scan runs', async () => {
    await insertVisit()
    expect(await t.app.queueReminders()).toBe(2)
    await t.app.queueReminders()
    const rows = await jobRows(t.database, REMINDER_JOB)
    expect(rows).toHaveLength(2)
    clock.advance(24 * HOUR + 30 * 60_000)
    await makeRemindersDue()
    expect(await t.app.jobs.runDue(REMINDER_JOB)).toBe(2)
    const sent = remindersTo(CUSTOMER)
    expect(sent).toHaveLength(2)
    expect(sent.map((message) => message.text).join('\n')).toContain("Reminder for tomorrow, Bruno's home visit on")
  })

  it('sends none for a visit cancelled or moved after its reminders were queued', async () => {
    const cancelled = await insertVisit()
    const moved = await insertVisit({ time: '12:00', startsAt: new Date('2026-11-23T06:30:00.000Z'), petName: 'Mishti' })
    const clinic = await insertVisit({ time: '15:00', startsAt: new Date('2026-11-23T09:30:00.000Z'), petName: 'Tiger' })
    expect(await t.app.queueReminders()).toBe(6)
    await t.database.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled))
    await t.database.db.update(appointments).set({ status: 'cancelled_by_clinic', cancelReason: 'Vet unwell' }).where(eq(appointments.id, clinic))
    await t.database.db.update(appointments).set({ date: '2026-11-25', startsAt: new Date('2026-11-25T06:30:00.000Z') }).where(eq(appointments.id, moved))
    await makeRemindersDue()
    expect(await t.app.jobs.runDue(REMINDER_JOB)).toBe(6)
    expect(remindersTo(CUSTOMER)).toEqual([])
    // The moved visit gets its own reminders for its new time.
    expect(await t.app.queueReminders()).toBe(0)
    clock.advance(51 * HOUR)
    expect(await t.app.queueReminders()).toBe(2)
  })

  it('sends each reminder once with two server processes on one database', async () => {
    for (let index = 0; index < 10; index += 1) {
      await insertVisit({ time: `${10 + (index % 8)}:00`.padStart(5, '0'), petName: `Pet ${index}`, startsAt: new Date(Date.parse('2026-11-23T04:30:00.000Z') + index * HOUR) })
    }
    await Promise.all([t.app.queueReminders(), second.app.queueReminders(), t.app.queueReminders(), second.app.queueReminders()])
    expect(await jobRows(t.database, REMINDER_JOB)).toHaveLength(20)
    await makeRemindersDue()
    clock.advance(23 * HOUR)
    const worked = await Promise.all([t.app.jobs.runDue(REMINDER_JOB), second.app.jobs.runDue(REMINDER_JOB), t.app.jobs.runDue(REMINDER_JOB), second.app.jobs.runDue(REMINDER_JOB)])
    expect(worked.reduce((sum, count) => sum + count, 0)).toBe(20)
    const sent = remindersTo(CUSTOMER)
    expect(sent).toHaveLength(20)
    expect(new Set(sent.map((message) => message.text)).size).toBe(20)
    expect((await jobRows(t.database, REMINDER_JOB)).every((row) => row.state === 'completed')).toBe(true)
  })

})
