import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueServices } from '../../db/schema.ts'

export type CatalogueRow = typeof catalogueServices.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type NewCatalogueRow = Omit<typeof catalogueServices.$inferInsert, 'version' | 'createdAt' | 'updatedAt'>
export type CatalogueChanges = Partial<Omit<NewCatalogueRow, 'id'>>

export function createCatalogueRepo(db: Db) {
  return {
    db,

    /** Every service, active or not, for the admin page. */
    listAll: () => db.select().from(catalogueServices).orderBy(asc(catalogueServices.sortOrder), asc(catalogueServices.id)),

    /** The row, locked until the transaction ends, so that a version check and its write are one step. */
    lockById: async (tx: Tx, id: string): Promise<CatalogueRow | null> => {
      const [row] = await tx.select().from(catalogueServices).where(eq(catalogueServices.id, id)).for('update')
      return row ?? null
    },

    lastSortOrder: async (tx: Tx): Promise<number> => {
      const [row] = await tx.select({ last: max(catalogueServices.sortOrder) }).from(catalogueServices)
      return row?.last ?? 0
    },

    insertIn: async (tx: Tx, values: NewCatalogueRow, now: Date): Promise<CatalogueRow | null> => {
      const [row] = await tx
        .insert(catalogueServices)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: catalogueServices.id })
        .returning()
      return row ?? null
    },

    /** Writes the changes and raises the version by one. */
    saveIn: async (tx: Tx, current: CatalogueRow, changes: CatalogueChanges, now: Date): Promise<CatalogueRow> => {
      const [row] = await tx
        .update(catalogueServices)
        .set({ ...changes, version: current.version + 1, updatedAt: now })
        .where(eq(catalogueServices.id, current.id))
        .returning()
      if (!row) throw new Error('service update returned no row')
      return row
    },

    listActive: () =>
      db
        .select()
        .from(catalogueServices)
        .where(eq(catalogueServices.active, true))
        .orderBy(asc(catalogueServices.sortOrder), asc(catalogueServices.id)),

    findActive: async (id: string) => {
      const [row] = await db
        .select()
        .from(catalogueServices)
        .where(and(eq(catalogueServices.id, id), eq(catalogueServices.active, true)))
      return row ?? null
    },

    findActiveByIds: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(catalogueServices)
            .where(and(inArray(catalogueServices.id, [...ids]), eq(catalogueServices.active, true))),

    updatePrices: async (id: string, prices: { listPricePaise: number; pricePaise: number }, now: Date) => {
      const [row] = await db.update(catalogueServices).set({ ...prices, version: sql`${catalogueServices.version} + 1`, updatedAt: now }).where(eq(catalogueServices.id, id)).returning()
      return row ?? null
    },
  }
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>
