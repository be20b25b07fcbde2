import { countDistinct, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appointments, siteSettings } from '../../db/schema.ts'

export type SiteSettingRow = typeof siteSettings.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function createSiteSettingsRepo(db: Db) {
  return {
    db,

    find: async (key: string): Promise<SiteSettingRow | null> => {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1)
      return row ?? null
    },

    /** Distinct owners with at least one completed visit: the 'pet owners served' figure. */
    ownersServed: async (): Promise<number> => {
      const [row] = await db
        .select({ owners: countDistinct(appointments.userId) })
        .from(appointments)
        .where(eq(appointments.status, 'completed'))
      return Number(row?.owners ?? 0)
    },

    lock: async (tx: Tx, key: string): Promise<SiteSettingRow | null> => {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for('update')
      return row ?? null
    },

    /**
     * Stores `value` as version `expected + 1` when the stored version is still `expected` (or,
     * for version 1, when there is no row yet). Null when another save got there first.
     */
    saveIn: async (tx: Tx, key: string, value: unknown, expected: number, now: Date): Promise<SiteSettingRow | null> => {
      const [row] = await tx
        .insert(siteSettings)
        .values({ key, value, version: expected + 1, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, version: expected + 1, updatedAt: now }, setWhere: eq(siteSettings.version, expected) })
        .returning()
      return row ?? null
    },
  }
}

export type SiteSettingsRepo = ReturnType<typeof createSiteSettingsRepo>
