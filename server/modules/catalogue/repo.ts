import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { catalogueServices } from '../../db/schema.ts'

export type CatalogueRow = typeof catalogueServices.$inferSelect

export function createCatalogueRepo(db: Db) {
  return {
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
      const [row] = await db.update(catalogueServices).set({ ...prices, updatedAt: now }).where(eq(catalogueServices.id, id)).returning()
      return row ?? null
    },
  }
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>
