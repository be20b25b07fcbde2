import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { addresses } from '../../db/schema.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
export type AddressesRepo = ReturnType<typeof createAddressesRepo>

export function createAddressesRepo(db: Db) {
  /** Makes one address the default: the others lose the flag in the same transaction. */
  async function withDefault<T>(userId: string, keepId: string, isDefault: boolean | null | undefined, write: (tx: Db) => Promise<T>) {
    return db.transaction(async (tx) => {
      if (isDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId)))
      }
      return write(tx as unknown as Db)
    })
  }

  return {
    list: (userId: string) =>
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id)),

    count: async (userId: string) => (await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId))).length,

    insert: (userId: string, id: string, values: AddressValues, now: Date) =>
      withDefault(userId, id, values.isDefault, async (tx) => {
        const [row] = await tx.insert(addresses).values({ ...values, id, userId, createdAt: now, updatedAt: now }).returning()
        return row as AddressRow
      }),

    update: (userId: string, id: string, values: AddressValues, now: Date) =>
      withDefault(userId, id, values.isDefault, async (tx) => {
        const [row] = await tx
          .update(addresses)
          .set({ ...values, updatedAt: now })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning()
        return row ?? null
      }),

    remove: async (userId: string, id: string) => {
      const rows = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id })
      return rows.length === 1
    },
  }
}
