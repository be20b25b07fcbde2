import { randomUUID } from 'node:crypto'
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { AuditQuery } from '../../../core/contracts/staff.ts'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type AuditRow = typeof auditLog.$inferSelect
export type AuditEntry = { actorId: string; action: string; entityType: string; entityId: string; before: unknown; after: unknown; at: Date }

/**
 * Writes one audit row inside the caller's transaction, so the change and its record commit or
 * roll back together. There is no update or delete here, and the table's trigger refuses both.
 */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ id: randomUUID(), ...entry, before: entry.before ?? null, after: entry.after ?? null })
}

export function createAuditRepo(db: Db) {
  return {
    async list(query: AuditQuery): Promise<AuditRow[]> {
      const conditions: SQL[] = []
      if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType))
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId))
      if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId))
      if (query.action) conditions.push(eq(auditLog.action, query.action))
      if (query.before) conditions.push(lt(auditLog.at, new Date(query.before)))
      return db
        .select()
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit)
    },
  }
}
export type AuditRepo = ReturnType<typeof createAuditRepo>
