import { eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, staffProfiles, users } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type StaffRow = {
  id: string
  displayName: string
  role: string
  active: boolean
  registrationNumber: string | null
  cities: string[] | null
  visitTypes: string[] | null
}

const staffColumns = {
  id: users.id,
  displayName: users.displayName,
  role: users.role,
  active: users.active,
  registrationNumber: staffProfiles.registrationNumber,
  cities: staffProfiles.cities,
  visitTypes: staffProfiles.visitTypes,
}

export function createStaffRepo(db: Db) {
  return {
    db,

    list: (configuredAdmins: readonly string[]): Promise<StaffRow[]> =>
      db
        .select(staffColumns)
        .from(users)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(configuredAdmins.length ? or(ne(users.role, 'customer'), inArray(users.id, [...configuredAdmins])) : ne(users.role, 'customer'))
        .orderBy(users.role, users.displayName),

    /** The user and their staff profile, the row locked until the transaction ends. */
    lockUser: async (tx: Tx, id: string): Promise<StaffRow | null> => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${id} for update`)
      const [row] = await tx.select(staffColumns).from(users).leftJoin(staffProfiles, eq(staffProfiles.userId, users.id)).where(eq(users.id, id))
      return row ?? null
    },

    saveUser: async (tx: Tx, user: { id: string; displayName: string; role: string; active: boolean }, now: Date) => {
      await tx
        .insert(users)
        .values({ ...user, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: users.id, set: { displayName: user.displayName, role: user.role, active: user.active, updatedAt: now } })
    },

    saveProfile: async (tx: Tx, profile: { userId: string; registrationNumber: string | null; cities: string[]; visitTypes: string[] }, now: Date) => {
      await tx
        .insert(staffProfiles)
        .values({ ...profile, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: staffProfiles.userId,
          set: { registrationNumber: profile.registrationNumber, cities: profile.cities, visitTypes: profile.visitTypes, updatedAt: now },
        })
    },

    /** Ends every session of a user at once (a role change or deactivation). */
    endSessions: async (tx: Tx, userId: string): Promise<number> =>
      (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,
  }
}
export type StaffRepo = ReturnType<typeof createStaffRepo>
