import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { clinicPlaceColumns } from '../clinics/repo.ts'
import type { Db } from '../../db/client.ts'
import { appointments, clinics, staffProfiles, users, visitRecords } from '../../db/schema.ts'
import type { ClinicPlaceFacts } from '../../../core/clinics/visit-clinic.ts'

export type VisitRow = typeof appointments.$inferSelect
export type VisitRecordRow = typeof visitRecords.$inferSelect
export type RecordWithVet = VisitRecordRow & { vetName: string; registrationNumber: string | null }

export type VisitsRepo = ReturnType<typeof createVisitsRepo>

/** The vet's side of appointments and the records written after visits. */
export function createVisitsRepo(db: Db) {
  const recordSelect = (tx: Db) =>
    tx
      .select({ record: visitRecords, vetName: users.displayName, registrationNumber: staffProfiles.registrationNumber })
      .from(visitRecords)
      .leftJoin(users, eq(users.id, visitRecords.vetId))
      .leftJoin(staffProfiles, eq(staffProfiles.userId, visitRecords.vetId))

  const withVet = (row: { record: VisitRecordRow; vetName: string | null; registrationNumber: string | null }): RecordWithVet => ({
    ...row.record,
    vetName: row.vetName ?? 'Your vet',
    registrationNumber: row.registrationNumber,
  })

  return {
    /** The vet's visits on the given days, in time order. */
    listForVet: (vetId: string, dates: readonly string[]): Promise<VisitRow[]> =>
      db
        .select()
        .from(appointments)
        .where(and(eq(appointments.vetId, vetId), inArray(appointments.date, [...dates])))
        .orderBy(asc(appointments.date), asc(appointments.time)),

    /** One visit, only when it is assigned to this vet: another vet's visit is not found. */
    findForVet: async (tx: Db, vetId: string, id: string): Promise<VisitRow | null> =>
      (await tx.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.vetId, vetId))).limit(1))[0] ?? null,

    /** The clinic of a clinic visit (its place and phone), or null. */
    clinicOf: async (visit: Pick<VisitRow, 'visitType' | 'clinicId'>): Promise<ClinicPlaceFacts | null> => {
      if (visit.visitType !== 'clinic' || !visit.clinicId) return null
      const [row] = await db
        .select(clinicPlaceColumns)
        .from(clinics)
        .where(eq(clinics.id, visit.clinicId))
      return row ?? null
    },

    /** The record of one visit, read inside the caller's transaction. */
    recordIn: async (tx: Db, id: string): Promise<RecordWithVet | null> => {
      const [row] = await recordSelect(tx).where(eq(visitRecords.appointmentId, id))
      return row ? withVet(row) : null
    },

    recordsOf: async (ids: readonly string[]): Promise<Map<string, RecordWithVet>> => {
      if (ids.length === 0) return new Map()
      const rows = await recordSelect(db).where(inArray(visitRecords.appointmentId, [...ids]))
      return new Map(rows.map((row) => [row.record.appointmentId, withVet(row)]))
    },

    /** The pet's earlier completed visits with what was written, newest first (the vet's view of its history). */
    historyOf: async (visit: VisitRow, limit = 5) => {
      const samePet = visit.petId
        ? eq(appointments.petId, visit.petId)
        : and(eq(appointments.userId, visit.userId ?? ''), sql`lower(${appointments.petName}) = ${visit.petName.toLowerCase()}`)
      return db
        .select({ date: appointments.date, serviceType: appointments.serviceType, findings: visitRecords.findings, diagnosisNotes: visitRecords.diagnosisNotes })
        .from(appointments)
        .innerJoin(visitRecords, eq(visitRecords.appointmentId, appointments.id))
        .where(and(samePet, ne(appointments.id, visit.id), eq(appointments.status, 'completed')))
        .orderBy(desc(appointments.startsAt))
        .limit(limit)
    },

    saveRecord: async (tx: Db, record: typeof visitRecords.$inferInsert): Promise<{ before: VisitRecordRow | null; after: VisitRecordRow }> => {
      const [before] = await tx.select().from(visitRecords).where(eq(visitRecords.appointmentId, record.appointmentId))
      const { appointmentId: _id, createdAt: _created, ...changes } = record
      const [after] = await tx
        .insert(visitRecords)
        .values(record)
        .onConflictDoUpdate({ target: visitRecords.appointmentId, set: changes })
        .returning()
      return { before: before ?? null, after: after as VisitRecordRow }
    },

    hasRecord: async (tx: Db, id: string): Promise<boolean> =>
      (await tx.select({ id: visitRecords.appointmentId }).from(visitRecords).where(eq(visitRecords.appointmentId, id)).limit(1)).length === 1,

    /** Vaccines given at completed visits of one pet, oldest first. */
    vaccinesOfPet: (petId: string) =>
      db
        .select({ appointmentId: appointments.id, date: appointments.date, vaccines: visitRecords.vaccines, vetId: visitRecords.vetId, vetName: users.displayName })
        .from(visitRecords)
        .innerJoin(appointments, eq(appointments.id, visitRecords.appointmentId))
        .leftJoin(users, eq(users.id, visitRecords.vetId))
        .where(and(eq(visitRecords.petId, petId), eq(appointments.status, 'completed')))
        .orderBy(asc(appointments.startsAt)),
  }
}
