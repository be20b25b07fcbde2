import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { addresses, users } from '../../db/schema.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
export type AddressesRepo = ReturnType<typeof createAddressesRepo>

/** Thrown inside the transaction so that it rolls back (the default flag of the others included). */
class AddressLimitReached extends Error {}

export function createAddressesRepo(db: Db) {
  /**
   * One user's address writes, one at a time: the user's row is locked first, so two saves that
   * both ask to be the default (or both add a twentieth address) run in turn instead of racing.
   * The default flag moves to the address written; the others lose it in the same transaction.
   */
  async function write<T>(
    userId: string,
    keepId: string,
    isDefault: boolean | null | undefined,
    change: (tx: Db) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
      if (isDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId)))
      }
      return change(tx as unknown as Db)
    })
  }

  const countOf = async (tx: Db, userId: string) =>
    (await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId))).length

  return {
    list: (userId: string) =>
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id)),

    /** The new address, or null when the user already has `limit` of them (nothing is written). */
    insert: (userId: string, id: string, values: AddressValues, now: Date, limit: number) =>
      write(userId, id, values.isDefault, async (tx) => {
        if ((await countOf(tx, userId)) >= limit) throw new AddressLimitReached()
        const [row] = await tx.insert(addresses).values({ ...values, id, userId, createdAt: now, updatedAt: now }).returning()
        return row as AddressRow
      }).catch((error: unknown) => {
        if (error instanceof AddressLimitReached) return null
        throw error
      }),

    update: (userId: string, id: string, values: AddressValues, now: Date) =>
      write(userId, id, values.isDefault, async (tx) => {
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
