import { randomUUID } from 'node:crypto'
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditQuery } from '../../../core/contracts/staff.ts'
import type { Db } from '../../db/client.ts'
import { appointments, auditLog, users } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type AuditRow = typeof auditLog.$inferSelect
type Person = { name: string; role: string } | null
type Visit = { petName: string; ownerName: string; date: string; time: string } | null
/**
 * An audit row with what it names as it is now: who acted, the user changed (for an entry about a
 * user), or the visit (for an entry about an appointment: whose pet, which day and hour).
 */
export type AuditListRow = AuditRow & { actor: Person; subject: Person; visit: Visit }

const actors = alias(users, 'audit_actors')
const subjects = alias(users, 'audit_subjects')
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
    async list(query: AuditQuery): Promise<AuditListRow[]> {
      const conditions: SQL[] = []
      if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType))
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId))
      if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId))
      if (query.action) conditions.push(eq(auditLog.action, query.action))
      if (query.before) conditions.push(lt(auditLog.at, new Date(query.before)))
      const rows = await db
        .select({
          entry: auditLog,
          actorName: actors.displayName,
          actorRole: actors.role,
          subjectName: subjects.displayName,
          subjectRole: subjects.role,
          visitPet: appointments.petName,
          visitOwner: appointments.ownerName,
          visitDate: appointments.date,
          visitTime: appointments.time,
        })
        .from(auditLog)
        .leftJoin(actors, eq(actors.id, auditLog.actorId))
        .leftJoin(subjects, and(eq(auditLog.entityType, 'user'), eq(subjects.id, auditLog.entityId)))
        .leftJoin(appointments, and(eq(auditLog.entityType, 'appointment'), sql`${appointments.id}::text = ${auditLog.entityId}`))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit)
      return rows.map((row) => ({
        ...row.entry,
        actor: row.actorName !== null && row.actorRole !== null ? { name: row.actorName, role: row.actorRole } : null,
        subject: row.subjectName !== null && row.subjectRole !== null ? { name: row.subjectName, role: row.subjectRole } : null,
        visit: row.visitPet !== null && row.visitOwner !== null && row.visitDate !== null && row.visitTime !== null ? { petName: row.visitPet, ownerName: row.visitOwner, date: row.visitDate, time: row.visitTime } : null,
      }))
    },
  }
}
export type AuditRepo = ReturnType<typeof createAuditRepo>
