import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { catalogueServices } from '../../db/schema.ts'

export type CatalogueRow = typeof catalogueServices.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type NewCatalogueRow = Omit<typeof catalogueServices.$inferInsert, 'version' | 'createdAt' | 'updatedAt'>
export type CatalogueChanges = Partial<Omit<NewCatalogueRow, 'id'>>

/** The most lines an order carries (its contract's limit; a booking's is 20): up to this many ids are read by a prepared statement. */
const MAX_LINES_PREPARED = 50

/** Services are booked and put in carts; medicines and consumables are not (decision 0072). */
const bookable = eq(catalogueServices.kind, 'service')

export function createCatalogueRepo(db: Db) {
  // Every booking and order prices its lines from here: built once and sent by name (decision
  // 0077), one statement per number of ids, since `id in ($1, ..., $n)` is planned once where
  // `id = any($1)` is planned afresh for every run.
  const byCount = new Map<number, ReturnType<typeof activeByIds>>()
  const activeByIds = (count: number) =>
    prepared(db, `catalogue_active_by_${count}_ids`, (db) =>
      db
        .select()
        .from(catalogueServices)
        .where(and(inArray(catalogueServices.id, Array.from({ length: count }, (_, index) => sql.placeholder(`id${index}`))), eq(catalogueServices.active, true), bookable)),
    )
  function findActiveByIds(ids: readonly string[]): Promise<CatalogueRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    if (ids.length > MAX_LINES_PREPARED) {
      return db.select().from(catalogueServices).where(and(inArray(catalogueServices.id, [...ids]), eq(catalogueServices.active, true), bookable))
    }
    let statement = byCount.get(ids.length)
    if (!statement) {
      statement = activeByIds(ids.length)
      byCount.set(ids.length, statement)
    }
    return statement.execute(Object.fromEntries(ids.map((id, index) => [`id${index}`, id])))
  }

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

    /** The active bookable services (never a medicine or consumable: those are billed at a visit only). */
    listActive: () =>
      db
        .select()
        .from(catalogueServices)
        .where(and(eq(catalogueServices.active, true), bookable))
        .orderBy(asc(catalogueServices.sortOrder), asc(catalogueServices.id)),

    /** Every active item a vet may bill at a visit: services, medicines and consumables. */
    listBillable: () =>
      db
        .select()
        .from(catalogueServices)
        .where(eq(catalogueServices.active, true))
        .orderBy(asc(catalogueServices.sortOrder), asc(catalogueServices.id)),

    findActive: async (id: string) => {
      const [row] = await db
        .select()
        .from(catalogueServices)
        .where(and(eq(catalogueServices.id, id), eq(catalogueServices.active, true), bookable))
      return row ?? null
    },

    findActiveByIds,

    updatePrices: async (id: string, prices: { listPricePaise: number; pricePaise: number }, now: Date) => {
      const [row] = await db.update(catalogueServices).set({ ...prices, version: sql`${catalogueServices.version} + 1`, updatedAt: now }).where(eq(catalogueServices.id, id)).returning()
      return row ?? null
    },
  }
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>
