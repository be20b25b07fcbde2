import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BoardQuery } from '../../../core/contracts/board.ts'
import type { Db } from '../../db/client.ts'
import { appointments, payments, users } from '../../db/schema.ts'

const vets = alias(users, 'vets')

export type BoardRow = {
  appointment: typeof appointments.$inferSelect
  paidPaise: number | null
  vetName: string | null
}

export type BoardRepo = ReturnType<typeof createBoardRepo>

/** The appointments board's reads: bookings with their payment and vet, by day and slot. */
export function createBoardRepo(db: Db) {
  const select = (tx: Db) =>
    tx
      .select({ appointment: appointments, paidPaise: payments.amountPaise, vetName: vets.displayName })
      .from(appointments)
      .leftJoin(payments, eq(payments.id, appointments.paymentId))
      .leftJoin(vets, eq(vets.id, appointments.vetId))

  return {
    list: (query: Required<Pick<BoardQuery, 'from' | 'to'>> & BoardQuery): Promise<BoardRow[]> =>
      select(db)
        .where(
          and(
            gte(appointments.date, query.from),
            lte(appointments.date, query.to),
            query.status ? eq(appointments.status, query.status) : undefined,
            query.city ? eq(appointments.city, query.city) : undefined,
            query.visitType ? eq(appointments.visitType, query.visitType) : undefined,
            query.vetId ? eq(appointments.vetId, query.vetId) : undefined,
          ),
        )
        .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.createdAt))
        .limit(500),

    find: async (tx: Db, id: string): Promise<BoardRow | null> => (await select(tx).where(eq(appointments.id, id)).limit(1))[0] ?? null,
  }
}
