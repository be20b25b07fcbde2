import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sandboxDoorCodes, sandboxDoorPayments } from '../../db/schema.ts'
import type { SandboxDoorRecords } from './sandbox-door-gateway.ts'

/** The local door provider's records in the database: they outlive the process, and every instance reads the same. */
export function createSandboxDoorRecords(db: Db): SandboxDoorRecords {
  return {
    async add(code) {
      await db.insert(sandboxDoorCodes).values(code)
    },

    async close(kind, id) {
      const closed = await db
        .update(sandboxDoorCodes)
        .set({ open: false })
        .where(and(eq(sandboxDoorCodes.id, id), eq(sandboxDoorCodes.kind, kind)))
        .returning({ id: sandboxDoorCodes.id })
      return closed.length === 1
    },

    payments: (kind, id) =>
      db
        .select({ id: sandboxDoorPayments.id, amountPaise: sandboxDoorPayments.amountPaise, method: sandboxDoorPayments.method })
        .from(sandboxDoorPayments)
        .innerJoin(sandboxDoorCodes, eq(sandboxDoorCodes.id, sandboxDoorPayments.codeId))
        .where(and(eq(sandboxDoorPayments.codeId, id), eq(sandboxDoorCodes.kind, kind)))
        .orderBy(asc(sandboxDoorPayments.takenAt), asc(sandboxDoorPayments.id)),

    async addPayment(code, payment) {
      await db.transaction(async (tx) => {
        await tx.insert(sandboxDoorCodes).values(code).onConflictDoNothing()
        await tx.insert(sandboxDoorPayments).values({ id: payment.id, codeId: code.id, amountPaise: payment.amountPaise, method: payment.method }).onConflictDoNothing()
      })
    },
  }
}
