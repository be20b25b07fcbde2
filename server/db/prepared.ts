import { type SQL, sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/** A statement Drizzle has built, run with the values of its placeholders. */
export type PreparedStatement<Result> = { execute(values?: Record<string, unknown>): Promise<Result> }

/**
 * A statement of a hot path (a booking, every signed-in request), built once and sent by name
 * (decision 0077). Drizzle builds its SQL text once instead of on every run; PostgreSQL parses it
 * once per connection and, after a few runs, plans it once too. The values are placeholders
 * (`sql.placeholder('name')`) given to `execute`. PGlite runs the same text without a name.
 *
 * `name` must be unique among the app's prepared statements: a connection knows a statement by
 * its name alone.
 */
export function prepared<Result>(db: Db, name: string, build: (db: Db) => { prepare(name: string): PreparedStatement<Result> }) {
  const statement = build(db).prepare(name)
  return {
    execute: (values?: Record<string, unknown>) => statement.execute(values),
    /**
     * The same statement on the connection of the transaction `tx` (a statement prepared on the
     * pool would run on another connection, outside the transaction, and PGlite's one connection
     * would wait for the transaction to end). Drizzle's prepared query holds its connection as
     * `client`, the one thing that differs from the pool's statement.
     */
    in: (tx: Db): PreparedStatement<Result> => Object.create(statement, { client: { value: connectionOf(tx) } }) as PreparedStatement<Result>,
  }
}

/** The driver connection a Drizzle database or transaction sends its statements on. */
function connectionOf(tx: Db): unknown {
  const client = (tx._.session as unknown as { client?: unknown }).client
  if (!client) throw new Error('This Drizzle session has no client to run a prepared statement on')
  return client
}

/**
 * A placeholder where Drizzle's types take SQL but not a placeholder (the values an update sets).
 * Its value goes to the driver as given, without the column's mapping: JSON text for a jsonb column.
 */
export function placeholderSql(name: string): SQL {
  return sql`${sql.placeholder(name)}`
}
