import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { appointments, clinics, staffProfiles, users } from '../../db/schema.ts'

const vets = alias(users, 'vets')

export type DeskRow = { appointment: typeof appointments.$inferSelect; vetName: string | null }

export type ClinicDeskRepo = ReturnType<typeof createClinicDeskRepo>

/** The clinic desk's reads: the desk's own clinic, and the clinic visits booked there. */
export function createClinicDeskRepo(db: Db) {
  const visitsSelect = () =>
    db.select({ appointment: appointments, vetName: vets.displayName }).from(appointments).leftJoin(vets, eq(vets.id, appointments.vetId))
  const atClinic = (clinicId: string) => and(eq(appointments.visitType, 'clinic'), eq(appointments.clinicId, clinicId))

  return {
    /** The clinic an active clinic-desk user works for, or null (no such user, another role, or no clinic). */
    clinicOfDesk: async (userId: string) => {
      const [row] = await db
        .select({ id: clinics.id, name: clinics.name, address: clinics.address, phone: clinics.phone })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .innerJoin(clinics, eq(clinics.id, staffProfiles.clinicId))
        .where(and(eq(users.id, userId), eq(users.role, 'clinic'), eq(users.active, true)))
      return row ?? null
    },

    /** The clinic's visits from `from` to `to` (India dates, inclusive), in time order. */
    visitsBetween: (clinicId: string, from: string, to: string): Promise<DeskRow[]> =>
      visitsSelect()
        .where(and(atClinic(clinicId), gte(appointments.date, from), lte(appointments.date, to)))
        .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.createdAt))
        .limit(1000),

    /** One visit, only when it is a clinic visit at this clinic: another clinic's visit is not found. */
    visitAt: async (clinicId: string, id: string): Promise<DeskRow | null> => (await visitsSelect().where(and(eq(appointments.id, id), atClinic(clinicId))).limit(1))[0] ?? null,
  }
}
