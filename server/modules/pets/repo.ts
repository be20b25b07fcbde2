import { and, asc, eq, exists, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { petCaregivers, pets } from '../../db/schema.ts'

export type PetRow = typeof pets.$inferSelect
export type PetValues = Omit<typeof pets.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
export type PetsRepo = ReturnType<typeof createPetsRepo>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function createPetsRepo(db: Db) {
  return {
    list: (userId: string) => db.select().from(pets).where(eq(pets.userId, userId)).orderBy(asc(pets.createdAt), asc(pets.id)),

    find: async (userId: string, id: string): Promise<PetRow | null> => {
      const [row] = await db.select().from(pets).where(and(eq(pets.id, id), eq(pets.userId, userId)))
      return row ?? null
    },

    /** The user's own pet, or one its owner shares with them (a caregiver books for it too). */
    findBookable: async (userId: string, id: string): Promise<PetRow | null> => {
      const shared = db
        .select({ id: petCaregivers.id })
        .from(petCaregivers)
        .where(and(eq(petCaregivers.petId, pets.id), eq(petCaregivers.phone, userId)))
      const [row] = await db.select().from(pets).where(and(eq(pets.id, id), or(eq(pets.userId, userId), exists(shared))))
      return row ?? null
    },

    insert: async (userId: string, id: string, values: PetValues, now: Date): Promise<PetRow> => {
      const [row] = await db.insert(pets).values({ ...values, id, userId, createdAt: now, updatedAt: now }).returning()
      return row as PetRow
    },

    update: async (userId: string, id: string, values: PetValues, now: Date): Promise<PetRow | null> => {
      const [row] = await db
        .update(pets)
        .set({ ...values, updatedAt: now })
        .where(and(eq(pets.id, id), eq(pets.userId, userId)))
        .returning()
      return row ?? null
    },

    /** Deletes the user's own pet, with `alongside` run first in the same transaction; false when there is no such pet. */
    remove: (userId: string, id: string, alongside: (tx: Tx) => Promise<void>): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [mine] = await tx.select({ id: pets.id }).from(pets).where(and(eq(pets.id, id), eq(pets.userId, userId))).for('update')
        if (!mine) return false
        await alongside(tx)
        await tx.delete(pets).where(eq(pets.id, id))
        return true
      }),
  }
}
