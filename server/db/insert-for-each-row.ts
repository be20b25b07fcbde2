import { type Column, SQL, getTableColumns, is, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The SELECT of an `INSERT ... SELECT` that writes one row for each row `source` (a WITH query of
 * the same statement) returned: none when it returned none, where `INSERT ... VALUES` always
 * writes. The statement is built once and sent by name (decision 0077): each column's value is a
 * placeholder `${prefix}${key}`, cast to the column's type as VALUES would type it, in the order
 * Drizzle lists an insert's columns. `placeholderValuesOf` gives the values of one row.
 */
export function placeholdersForEachRowOf<Table extends PgTable>(table: Table, source: string, prefix: string): SQL {
  const row = writtenColumns(table).map(([key, column]) => sql`cast(${sql.placeholder(`${prefix}${key}`)} as ${sql.raw(column.getSQLType())})`)
  return sql`select ${sql.join(row, sql`, `)} from ${sql.identifier(source)}`
}

/**
 * The row an insert of `values` writes, each column left out at its default: the answer to the
 * write is made from it instead of reading the row back. A default the database computes (an SQL
 * expression) cannot be known here: such a column must be given.
 */
export function rowWritten<Table extends PgTable>(table: Table, values: Table['$inferInsert']): Table['$inferSelect'] {
  const given = values as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const [key, column] of writtenColumns(table)) {
    const value = given[key] === undefined ? defaultOf(column) : given[key]
    if (is(value, SQL)) throw new Error(`${key}: the database computes its default; give its value`)
    row[key] = value
  }
  return row as Table['$inferSelect']
}

/** The values of `placeholdersForEachRowOf`'s placeholders for `row` (from `rowWritten`), as the driver sends them. */
export function placeholderValuesOf<Table extends PgTable>(table: Table, row: Table['$inferSelect'], prefix: string): Record<string, unknown> {
  const given = row as Record<string, unknown>
  const values: Record<string, unknown> = {}
  for (const [key, column] of writtenColumns(table)) {
    const value = given[key]
    values[`${prefix}${key}`] = value === null || value === undefined ? null : column.mapToDriverValue(value)
  }
  return values
}

function defaultOf(column: Column): unknown {
  if (column.defaultFn) return column.defaultFn()
  if (column.default !== undefined) return column.default
  if (column.onUpdateFn) return column.onUpdateFn()
  return null
}

/** The columns an insert writes, in Drizzle's order: all but those generated always (Drizzle's own test). */
function writtenColumns(table: PgTable): Array<[string, Column]> {
  return Object.entries(getTableColumns(table)).filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
}
