import { type Column, SQL, getTableColumns, is, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The SELECT of an `INSERT ... SELECT` that writes one row of `values` for each row `source` (a
 * WITH query of the same statement) returned: none when it returned none, where `INSERT ...
 * VALUES` always writes. Each value is cast to its column's type, as VALUES would type it, and a
 * column left out takes its default, in the order Drizzle lists the insert's columns.
 */
export function valuesForEachRowOf<Table extends PgTable>(table: Table, values: Table['$inferInsert'], source: string): SQL {
  const given = values as Record<string, unknown>
  const row = Object.entries(getTableColumns(table))
    // Drizzle's own test for a column an insert leaves out (generated always).
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => {
      const value = given[key] === undefined ? defaultOf(column) : given[key]
      return is(value, SQL) ? value : sql`cast(${sql.param(value, column)} as ${sql.raw(column.getSQLType())})`
    })
  return sql`select ${sql.join(row, sql`, `)} from ${sql.identifier(source)}`
}

function defaultOf(column: Column): unknown {
  if (column.defaultFn) return column.defaultFn()
  if (column.default !== undefined) return column.default
  if (column.onUpdateFn) return column.onUpdateFn()
  return null
}
