import { eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clinics, sessions, staffProfiles, users } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type StaffRow = {
  id: string
  displayName: string
  role: string
  active: boolean
  registrationNumber: string | null
  registrationCouncil: string | null
  registrationCheckedBy: string | null
  registrationCheckedAt: Date | null
  cities: string[] | null
  visitTypes: string[] | null
  clinicId: string | null
  clinicName: string | null
}

const staffColumns = {
  id: users.id,
  displayName: users.displayName,
  role: users.role,
  active: users.active,
  registrationNumber: staffProfiles.registrationNumber,
  registrationCouncil: staffProfiles.registrationCouncil,
  registrationCheckedBy: staffProfiles.registrationCheckedBy,
  registrationCheckedAt: staffProfiles.registrationCheckedAt,
  cities: staffProfiles.cities,
  visitTypes: staffProfiles.visitTypes,
  clinicId: staffProfiles.clinicId,
  clinicName: clinics.name,
}

export function createStaffRepo(db: Db) {
  return {
    db,

    list: (configuredAdmins: readonly string[]): Promise<StaffRow[]> =>
      db
        .select(staffColumns)
        .from(users)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .leftJoin(clinics, eq(clinics.id, staffProfiles.clinicId))
        .where(configuredAdmins.length ? or(ne(users.role, 'customer'), inArray(users.id, [...configuredAdmins])) : ne(users.role, 'customer'))
        .orderBy(users.role, users.displayName),

    /** The user and their staff profile, the row locked until the transaction ends. */
    lockUser: async (tx: Tx, id: string): Promise<StaffRow | null> => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${id} for update`)
      const [row] = await tx
        .select(staffColumns)
        .from(users)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .leftJoin(clinics, eq(clinics.id, staffProfiles.clinicId))
        .where(eq(users.id, id))
      return row ?? null
    },

    saveUser: async (tx: Tx, user: { id: string; displayName: string; role: string; active: boolean }, now: Date) => {
      await tx
        .insert(users)
        .values({ ...user, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: users.id, set: { displayName: user.displayName, role: user.role, active: user.active, updatedAt: now } })
    },

    /** Saves the profile; a registration number or council that changed needs checking again, so its check is cleared. */
    saveProfile: async (
      tx: Tx,
      profile: { userId: string; registrationNumber: string | null; registrationCouncil: string | null; cities: string[]; visitTypes: string[]; clinicId: string | null },
      now: Date,
    ) => {
      const unchanged = sql`(${staffProfiles.registrationNumber}, ${staffProfiles.registrationCouncil}) is not distinct from (excluded.registration_number, excluded.registration_council)`
      await tx
        .insert(staffProfiles)
        .values({ ...profile, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: staffProfiles.userId,
          set: {
            registrationNumber: profile.registrationNumber,
            registrationCouncil: profile.registrationCouncil,
            registrationCheckedBy: sql`case when ${unchanged} then ${staffProfiles.registrationCheckedBy} else null end`,
            registrationCheckedAt: sql`case when ${unchanged} then ${staffProfiles.registrationCheckedAt} else null end`,
            cities: profile.cities,
            visitTypes: profile.visitTypes,
            clinicId: profile.clinicId,
            updatedAt: now,
          },
        })
    },

    /** Records who checked the registration against the council's register, and when. */
    recordRegistrationCheck: async (tx: Tx, userId: string, checkedBy: string, now: Date) => {
      await tx.update(staffProfiles).set({ registrationCheckedBy: checkedBy, registrationCheckedAt: now, updatedAt: now }).where(eq(staffProfiles.userId, userId))
    },

    /** Every clinic, by city and name, for choosing a clinic desk's clinic. */
    clinicChoices: async () =>
      (await db.select({ id: clinics.id, name: clinics.name, city: clinics.city, status: clinics.status }).from(clinics).orderBy(clinics.city, clinics.name)).map(
        ({ status, ...clinic }) => ({ ...clinic, live: status === 'live' }),
      ),

    /** Whether a clinic with this id exists (live or hidden): a clinic desk is given one of them. */
    clinicExists: async (tx: Tx, clinicId: string): Promise<boolean> => (await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId)).limit(1)).length === 1,

    /** Ends every session of a user at once (a role change or deactivation). */
    endSessions: async (tx: Tx, userId: string): Promise<number> =>
      (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,
  }
}
export type StaffRepo = ReturnType<typeof createStaffRepo>
