import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client.ts'

/** Jobs of one queue, oldest first, as pg-boss keeps them. */
export async function jobRows(database: Database, name: string) {
  const result = await database.db.execute(
    sql`select id, state, retry_count as "retryCount", extract(epoch from (start_after - now())) as "dueInSeconds", output
          from pgboss.job where name = ${name} order by created_on`,
  )
  return (result as unknown as { rows: Array<{ id: string; state: string; retryCount: number; dueInSeconds: number; output: unknown }> }).rows
}

/** Moves the retries of one queue to now, as if their backoff had passed. */
export async function makeRetriesDue(database: Database, name: string): Promise<void> {
  await database.db.execute(sql`update pgboss.job set start_after = now() where name = ${name} and state = 'retry'`)
}
