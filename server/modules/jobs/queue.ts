import { hash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db as BossDb, JobWithMetadata, PgBoss } from 'pg-boss'
import { sql } from 'drizzle-orm'
import type { Db, QueueConnection } from '../../db/client.ts'
import { createBoss } from '../../db/queue-schema.ts'

/** Tries of one job before it is parked as failed (decision 0021). */
export const MAX_JOB_ATTEMPTS = 5

/** One try of a job: which, and whether it is the last before the job is parked. */
export type JobAttempt = { number: number; last: boolean }
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>

export type JobDefinition<T> = {
  handler: JobHandler<T>
  /** Seconds before the first retry; each later one waits twice as long as the one before. */
  retryDelaySeconds: number
  /** A cron line (Asia/Kolkata) on which pg-boss sends this job once, whatever the number of instances. */
  cron?: string
}

/** The app's database, or one of its transactions: a job sent through it commits or rolls back with it. */
export type JobExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

export type SendOptions = {
  key?: string
  startAfter?: Date
  /** The transaction the job belongs to: it is queued if and only if that transaction commits. */
  tx?: JobExecutor
  /** Tries after the first, when this job differs from its queue's (0: a job that retrying cannot help, failed at once for the admins). */
  retryLimit?: number
}

export type JobSummary = {
  id: string
  name: string
  state: string
  attempts: number
  startAfter: Date
  createdOn: Date
  completedOn: Date | null
  error: string | null
}

export type JobQueue = {
  define<T extends object>(name: string, definition: JobDefinition<T>): void
  /**
   * Queues a job. With a `key`, the job is sent once: a second send with the same key is a no-op
   * for as long as pg-boss keeps the first (completed jobs for a week).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>
  /** Creates the queues, the schedules and, unless `workers` is off, starts working them. */
  start(): Promise<void>
  /** Stops taking jobs and waits (up to `graceMs`) for those being worked. */
  stop(graceMs: number): Promise<void>
  /** Works the jobs of one queue that are due now, in this call (tests, and a manual run). */
  runDue(name: string): Promise<number>
  /** Jobs waiting, being worked, or failed, newest first, for the admins' view. */
  list(filter: { state?: 'pending' | 'failed'; limit: number }): Promise<JobSummary[]>
}

/**
 * pg-boss's statements, run through a Drizzle executor, so the insert of a job joins whatever
 * transaction the executor is in. Each text is sent by name: PostgreSQL parses and plans a
 * queue's insert once per connection instead of for every job (decision 0077).
 */
export function bossStatementsOn(executor: JobExecutor): BossDb {
  return {
    async executeSql(text, values = []) {
      const statement = executor._.session.prepareQuery({ sql: text, params: values }, undefined, statementName(text), false)
      const result = (await statement.execute()) as { rows: Array<Record<string, unknown>> }
      return { rows: result.rows }
    },
  }
}

const statementNames = new Map<string, string>()

/** The name a pg-boss statement is sent by: the same for the same text, on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `job_${hash('sha256', text).slice(0, 32)}`
    statementNames.set(text, name)
  }
  return name
}

/** A job id made from a key, so that the same key always names the same job. */
export function jobIdFor(key: string): string {
  const hex = hash('sha256', key)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export function createJobQueue(deps: {
  connection: QueueConnection
  logger: FastifyBaseLogger
  /** Whether this process works jobs (on in the server; tests run them with runDue). */
  workers: boolean
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number
  /**
   * The app's own connection: jobs are sent on it (as named statements), and the admins' list
   * reads through it (the embedded database serves it between pg-boss's own statements).
   */
  db?: Db
}): JobQueue {
  const { connection, logger, workers } = deps
  const definitions = new Map<string, JobDefinition<object>>()
  const boss: PgBoss = createBoss(connection, {
    // The schema is installed with the migrations (server/db/client.ts).
    migrate: false,
    createSchema: false,
    schedule: workers,
    supervise: workers,
    registerInstance: false,
  })
  boss.on('error', (error) => logger.error({ err: error.message }, 'job queue error'))
  let started = false

  async function work(name: string, job: JobWithMetadata<unknown>): Promise<void> {
    const definition = definitions.get(name)
    if (!definition) throw new Error(`No handler for the job ${name}`)
    const attempt = { number: job.retryCount + 1, last: job.retryCount >= job.retryLimit }
    try {
      await definition.handler(job.data as object, attempt)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (attempt.last) logger.error({ job: name, jobId: job.id, attempt: attempt.number, err: message }, 'job failed for the last time: parked as failed')
      else logger.warn({ job: name, jobId: job.id, attempt: attempt.number, err: message }, 'job failed; will retry')
      throw error
    }
  }

  return {
    define(name, definition) {
      if (started) throw new Error('Define jobs before the queue starts')
      definitions.set(name, definition as JobDefinition<object>)
    },

    async send(name, data, options = {}) {
      // On the caller's transaction, or the app's own connections, as a named statement.
      const executor = options.tx ?? deps.db
      await boss.send(name, data, {
        ...(options.key ? { id: jobIdFor(`${name}:${options.key}`) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(executor ? { db: bossStatementsOn(executor) } : {}),
        ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
      })
    },

    async start() {
      await boss.start()
      started = true
      for (const [name, definition] of definitions) {
        await boss.createQueue(name, {
          retryLimit: MAX_JOB_ATTEMPTS - 1,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          // Jobs are kept a week after they end, so a keyed job is not sent again meanwhile.
          deleteAfterSeconds: 7 * 24 * 60 * 60,
        })
        if (!workers) continue
        if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'Asia/Kolkata' })
        await boss.work(name, { includeMetadata: true, pollingIntervalSeconds: deps.pollingIntervalSeconds }, async ([job]) => {
          if (job) await work(name, job)
        })
      }
    },

    async stop(graceMs) {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, timeout: graceMs })
    },

    async runDue(name) {
      let done = 0
      for (;;) {
        const jobs = await boss.fetch(name, { includeMetadata: true, batchSize: 10 })
        for (const job of jobs) {
          try {
            await work(name, job)
            await boss.complete(name, job.id)
          } catch (error) {
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
          }
          done += 1
        }
        if (jobs.length < 10) return done
      }
    },

    async list({ state, limit }) {
      const states = state === 'failed' ? ['failed'] : state === 'pending' ? ['created', 'retry', 'active'] : ['created', 'retry', 'active', 'failed']
      const rows = deps.db
        ? ((await deps.db.execute(
            sql`select id, name, state, retry_count, start_after, created_on, completed_on, output
                  from pgboss.job where state::text in (${sql.join(states.map((state) => sql`${state}`), sql`, `)})
                  and name not like '\_\_pgboss\_\_%'
                  order by created_on desc limit ${limit}`,
          )) as unknown as { rows: Array<Record<string, unknown>> }).rows
        : (
            await boss.getDb().executeSql(
              `select id, name, state, retry_count, start_after, created_on, completed_on, output
                 from pgboss.job where state = any($1::pgboss.job_state[]) order by created_on desc limit $2`,
              [states, limit],
            )
          ).rows
      return (rows as Array<Record<string, unknown>>).map((row) => ({
        id: String(row.id),
        name: String(row.name),
        state: String(row.state),
        attempts: Number(row.retry_count) + (row.state === 'created' ? 0 : 1),
        startAfter: new Date(row.start_after as string),
        createdOn: new Date(row.created_on as string),
        completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
        error: row.state === 'failed' || row.state === 'retry' ? errorOf(row.output) : null,
      }))
    },
  }
}

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message.slice(0, 500)
  return null
}
