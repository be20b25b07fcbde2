import { type ConstructorOptions, PgBoss, fromPglite } from 'pg-boss'
import type { QueueConnection } from './client.ts'

/** pg-boss's own schema in this database; its tables are pg-boss's, never written by our code. */
export const QUEUE_SCHEMA = 'pgboss'

/** A pg-boss instance on the database, with the options the caller adds (decision 0021). */
export function createBoss(connection: QueueConnection, options: Omit<ConstructorOptions, 'db' | 'connectionString'>): PgBoss {
  const base = { schema: QUEUE_SCHEMA, ...options }
  return connection.backend === 'pglite'
    ? new PgBoss({ ...base, backend: 'pglite', db: fromPglite(connection.client) })
    : new PgBoss({ ...base, connectionString: connection.connectionString, max: 4 })
}

/**
 * Creates or upgrades the queue's schema, like a migration: once at start-up, under pg-boss's own
 * advisory lock, so instances starting together do not race.
 */
export async function installQueueSchema(connection: QueueConnection): Promise<void> {
  const boss = createBoss(connection, { supervise: false, schedule: false, registerInstance: false })
  boss.on('error', () => {})
  await boss.start()
  await boss.stop({ graceful: false })
}
