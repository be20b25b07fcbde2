import { and, eq, gte, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type UploadsRepo = ReturnType<typeof createUploadsRepo>

/** An upload's id wherever its address is written: a page's path, a full link, inside JSON or Markdown. */
const UPLOAD_ID_IN_TEXT = /\/uploads\/([a-f0-9]{32})-\d{2,4}\.webp/g

/** The audit log's own records of uploads: they name every image ever stored, so they keep none. */
const UPLOAD_ACTIONS = ['upload.create', 'upload.erase']

const idsIn = (texts: Array<string | null>, into: Set<string>) => {
  for (const text of texts) for (const [, id] of (text ?? '').matchAll(UPLOAD_ID_IN_TEXT)) if (id) into.add(id)
}

export function createUploadsRepo(db: Db) {
  return {
    inTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * The ids of the images something still refers to (decision 0054): any text, text array or JSON
     * column of any of our tables, so a column added later is covered without a change here, and
     * the before and after of every audited change since `changedSince`, where the versions an
     * admin replaced are kept.
     */
    async referencedIds(changedSince: Date): Promise<Set<string>> {
      const ids = new Set<string>()
      const columns = (await db.execute(
        sql`select table_name as "table", column_name as "column" from information_schema.columns
              where table_schema = current_schema() and table_name <> 'audit_log'
                and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
              order by table_name, column_name`,
      )) as unknown as { rows: Array<{ table: string; column: string }> }
      const byTable = new Map<string, string[]>()
      for (const { table, column } of columns.rows) byTable.set(table, [...(byTable.get(table) ?? []), column])
      for (const [table, names] of byTable) {
        const values = names.map((column) => sql`${sql.identifier(column)}::text`)
        const found = (await db.execute(
          sql`select concat_ws(' ', ${sql.join(values, sql`, `)}) as text from ${sql.identifier(table)}
                where ${sql.join(
                  values.map((value) => sql`${value} like '%/uploads/%'`),
                  sql` or `,
                )}`,
        )) as unknown as { rows: Array<{ text: string | null }> }
        idsIn(
          found.rows.map((row) => row.text),
          ids,
        )
      }
      const audited = await db
        .select({ before: sql<string | null>`${auditLog.before}::text`, after: sql<string | null>`${auditLog.after}::text` })
        .from(auditLog)
        .where(
          and(
            gte(auditLog.at, changedSince),
            notInArray(auditLog.action, UPLOAD_ACTIONS),
            or(sql`${auditLog.before}::text like '%/uploads/%'`, sql`${auditLog.after}::text like '%/uploads/%'`),
          ),
        )
      idsIn(
        audited.flatMap((row) => [row.before, row.after]),
        ids,
      )
      return ids
    },

    /** The ids whose erasure was recorded since `since`: their jobs are queued, done, or failed in the admins' view. */
    async erasedSince(since: Date): Promise<Set<string>> {
      const rows = await db
        .select({ id: auditLog.entityId })
        .from(auditLog)
        .where(and(gte(auditLog.at, since), eq(auditLog.action, 'upload.erase')))
      return new Set(rows.map((row) => row.id))
    },
  }
}
