import path from 'node:path'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { installQueueSchema } from './queue-schema.ts'

/**
 * The app's database, without Drizzle's relational query API (`db.query.*`), which nothing uses:
 * given the schema, Drizzle builds one query builder per table for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>

/** How the job queue reaches this database: the same embedded instance, or its own small pool. */
export type QueueConnection = { backend: 'pglite'; client: PGlite } | { backend: 'postgres'; connectionString: string }

export type Database = {
  kind: 'pglite' | 'postgres'
  db: Db
  queue: QueueConnection
  /** Throws when the database cannot answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Longest wait for a connection to PostgreSQL before the request fails with 503. */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000

/**
 * Called with the text of every statement the application sends (tests count the work of a
 * request with it; on PostgreSQL that includes BEGIN and COMMIT). Never the parameters' values.
 */
export type QueryListener = (query: string) => void

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; onQuery?: QueryListener }
  | { kind: 'postgres'; url: string; poolSize: number; onConnectionError?: (error: Error) => void; onQuery?: QueryListener }

const queryLogger = (onQuery: QueryListener | undefined) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {})

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Loaded only when used: the embedded default starts faster without the pg driver.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    // A database that stops answering (a network partition, a host gone) fails a request after
    // the connect timeout instead of holding it until the client gives up (503, decision 0042).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS })
    // A server restart or an administrator ending a connection must not take the process down:
    // the pool replaces a broken client, and the next query reports the failure to its caller.
    pool.on('error', options.onConnectionError ?? (() => {}))
    pool.on('connect', (client) => client.on('error', options.onConnectionError ?? (() => {})))
    const db = drizzlePg({ client: pool, ...queryLogger(options.onQuery) }) as unknown as Db
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER })
      await installQueueSchema({ backend: 'postgres', connectionString: options.url })
    } catch (error) {
      await pool.end()
      throw error
    }
    return {
      kind: 'postgres',
      db,
      queue: { backend: 'postgres', connectionString: options.url },
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
    }
  }

  let releaseLock = async () => {}
  let client: PGlite
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true })
    releaseLock = await acquireDataDirLock(options.dataDir)
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pglite'))
    } catch (error) {
      await releaseLock()
      throw error
    }
  } else {
    client = await PGlite.create()
  }
  return wrapPglite(client, releaseLock, { migrate: true, onQuery: options.onQuery })
}

/** Wraps an open PGlite (a test's clone, say) as a Database. */
export async function wrapPglite(
  client: PGlite,
  onClose: () => Promise<void> = async () => {},
  { migrate, onQuery }: { migrate: boolean; onQuery?: QueryListener } = { migrate: false },
): Promise<Database> {
  const drizzleDb = drizzlePglite({ client, ...queryLogger(onQuery) })
  if (migrate) {
    try {
      await migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER })
      await installQueueSchema({ backend: 'pglite', client })
    } catch (error) {
      await client.close()
      await onClose()
      throw error
    }
  }
  const db = drizzleDb as unknown as Db
  return {
    kind: 'pglite',
    db,
    queue: { backend: 'pglite', client },
    ping: async () => {
      await client.query('select 1')
    },
    close: async () => {
      if (!client.closed) await client.close()
      await onClose()
    },
  }
}
