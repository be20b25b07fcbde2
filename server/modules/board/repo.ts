import { type SQL, and, asc, eq, gte, ilike, inArray, like, lte, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BoardQuery, BoardSearch } from '../../../core/contracts/board.ts'
import { OPEN_STATUSES } from '../../../core/operations/visit-status.ts'
import type { Db } from '../../db/client.ts'
import { clinicPlaceColumns } from '../clinics/repo.ts'
import { appointments, clinics, users } from '../../db/schema.ts'
import type { ClinicPlaceFacts } from '../../../core/clinics/visit-clinic.ts'

const vets = alias(users, 'vets')

export type BoardRow = {
  appointment: typeof appointments.$inferSelect
  vetName: string | null
  clinic: ClinicPlaceFacts | null
}


/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

function searchCondition(search: BoardSearch): SQL | undefined {
  if (search.kind === 'phone') return like(appointments.phone, containing(search.digits))
  return or(ilike(appointments.ownerName, containing(search.text)), ilike(appointments.petName, containing(search.text)))
}

export type BoardRepo = ReturnType<typeof createBoardRepo>

/** The appointments board's reads: bookings with their vet, by day and slot. */
export function createBoardRepo(db: Db) {
  const select = (tx: Db) =>
    tx
      .select({ appointment: appointments, vetName: vets.displayName, clinic: clinicPlaceColumns })
      .from(appointments)
      .leftJoin(vets, eq(vets.id, appointments.vetId))
      .leftJoin(clinics, and(eq(appointments.visitType, 'clinic'), eq(clinics.id, appointments.clinicId)))

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
            query.search ? searchCondition(query.search) : undefined,
          ),
        )
        .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.createdAt))
        .limit(500),

    /** A vet's open visits from `now` on, and any they are on the way to or in now, soonest first. */
    visitsAheadOf: (tx: Db, vetId: string, now: Date) =>
      tx
        .select({
          id: appointments.id,
          date: appointments.date,
          time: appointments.time,
          ownerName: appointments.ownerName,
          petName: appointments.petName,
          petType: appointments.petType,
          status: appointments.status,
          visitType: appointments.visitType,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.vetId, vetId),
            inArray(appointments.status, [...OPEN_STATUSES]),
            or(gte(appointments.startsAt, now), inArray(appointments.status, ['on_the_way', 'in_progress'])),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.createdAt)),

    /** The display names of these users (who holds a visit's cash). */
    namesOf: async (tx: Db, ids: readonly string[]): Promise<Map<string, string>> =>
      new Map(ids.length ? (await tx.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, [...ids]))).map((row) => [row.id, row.name]) : []),

    find: async (tx: Db, id: string): Promise<BoardRow | null> => (await select(tx).where(eq(appointments.id, id)).limit(1))[0] ?? null,
  }
}
