import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pino from 'pino'
import { sql } from 'drizzle-orm'
import { jobRows, makeRetriesDue } from '../../../tests/support/jobs.ts'
import { createTestDatabase } from '../../../tests/support/test-app.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { type JobAttempt, type JobQueue, MAX_JOB_ATTEMPTS, createJobQueue } from './queue.ts'

const logger = pino({ level: 'silent' })
let database: Database
/** A second connection to the same database, as a second server process has. */
let second: Database
const queues: JobQueue[] = []
const worked: Array<{ queue: string; id: number; attempt: JobAttempt }> = []
let failUntilAttempt = 0

function queueOn(db: Database, label: string, workers = false): JobQueue {
  const queue = createJobQueue({ connection: db.queue, logger, workers, pollingIntervalSeconds: 0.5 })
  queue.define<{ id: number }>('test-job', {
    retryDelaySeconds: 30,
    handler: async ({ id }, attempt) => {
      worked.push({ queue: label, id, attempt })
      if (attempt.number < failUntilAttempt) throw new Error(`try ${attempt.number} failed`)
    },
  })
  queues.push(queue)
  return queue
}

beforeAll(async () => {
  database = await createTestDatabase()
  // PGlite is one embedded instance: a second process cannot open it, so both queues share it.
  second = database.queue.backend === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.queue.connectionString, poolSize: 2 }) : database
})
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000)
  if (second !== database) await second.close()
  await database.close()
})
beforeEach(async () => {
  worked.length = 0
  failUntilAttempt = 0
  await database.db.execute(sql`delete from pgboss.job where name = 'test-job'`)
})

describe('the job queue', () => {
  it('sends a keyed job once, however often it is sent', async () => {
    const queue = queueOn(database, 'one')
    await queue.start()
    await Promise.all([queue.send('test-job', { id: 1 }, { key: 'a' }), queue.send('test-job', { id: 1 }, { key: 'a' })])
    await queue.send('test-job', { id: 1 }, { key: 'a' })
    expect(await queue.runDue('test-job')).toBe(1)
    await queue.send('test-job', { id: 1 }, { key: 'a' })
    expect(await queue.runDue('test-job')).toBe(0)
    expect(worked).toHaveLength(1)
  })

  it('retries a failing job with a growing wait, and parks it as failed with its error after five tries', async () => {
    const queue = queueOn(database, 'one')
    await queue.start()
    failUntilAttempt = 99
    await queue.send('test-job', { id: 2 })
    const waits: number[] = []
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await queue.runDue('test-job')).toBe(1)
      const [job] = await jobRows(database, 'test-job')
      if (attempt < MAX_JOB_ATTEMPTS) {
        expect(job?.state).toBe('retry')
        waits.push(Number(job?.dueInSeconds))
        expect(await queue.runDue('test-job')).toBe(0)
        await makeRetriesDue(database, 'test-job')
      }
    }
    expect(waits[0]).toBeGreaterThan(20)
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]).toBeGreaterThan(waits[index - 1] ?? 0)
    expect(worked.map((entry) => entry.attempt)).toEqual([1, 2, 3, 4, 5].map((number) => ({ number, last: number === 5 })))
    expect(await queue.list({ state: 'failed', limit: 5 })).toMatchObject([{ name: 'test-job', state: 'failed', attempts: 5, error: 'try 5 failed' }])
    await makeRetriesDue(database, 'test-job')
    expect(await queue.runDue('test-job')).toBe(0)
    expect(worked).toHaveLength(MAX_JOB_ATTEMPTS)
  })

  it('shows waiting and failed jobs to the admins', async () => {
    const queue = queueOn(database, 'one')
    await queue.start()
    await queue.send('test-job', { id: 3 }, { startAfter: new Date(Date.now() + 60 * 60_000) })
    expect(await queue.list({ state: 'pending', limit: 5 })).toMatchObject([{ name: 'test-job', state: 'created', attempts: 0, error: null }])
    expect(await queue.list({ state: 'failed', limit: 5 })).toEqual([])
  })

  it("queues a job sent within a transaction only if the transaction commits, keyed or not", async () => {
    const queue = queueOn(database, 'one')
    await queue.start()
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send('test-job', { id: 4 }, { tx })
        await queue.send('test-job', { id: 5 }, { tx, key: 'rolled-back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await jobRows(database, 'test-job')).toEqual([])

    await database.db.transaction(async (tx) => {
      await queue.send('test-job', { id: 6 }, { tx })
      await queue.send('test-job', { id: 7 }, { tx, key: 'rolled-back' })
      await queue.send('test-job', { id: 7 }, { tx, key: 'rolled-back' })
    })
    expect(await queue.runDue('test-job')).toBe(2)
    expect(worked.map((entry) => entry.id).sort()).toEqual([6, 7])
  })

  it('works each job once with two processes taking jobs at the same time', async () => {
    const one = queueOn(database, 'one')
    const two = queueOn(second, 'two')
    await Promise.all([one.start(), two.start()])
    for (let id = 0; id < 40; id += 1) await one.send('test-job', { id }, { key: `job-${id}` })
    await Promise.all([one.runDue('test-job'), two.runDue('test-job'), one.runDue('test-job'), two.runDue('test-job')])
    expect(worked.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, id) => id))
  })

  it('works jobs in the background on every process, each once', async () => {
    const one = queueOn(database, 'one', true)
    const two = queueOn(second, 'two', true)
    await Promise.all([one.start(), two.start()])
    for (let id = 100; id < 120; id += 1) await two.send('test-job', { id })
    await expect.poll(() => worked.length, { timeout: 15_000, interval: 100 }).toBe(20)
    expect(new Set(worked.map((entry) => entry.id)).size).toBe(20)
    await Promise.all([one.stop(2000), two.stop(2000)])
    expect((await jobRows(database, 'test-job')).every((job) => job.state === 'completed')).toBe(true)
  })
})
