import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { faqs } from '../../db/schema.ts'

export type FaqRow = typeof faqs.$inferSelect
export type NewFaqRow = Pick<typeof faqs.$inferInsert, 'slug' | 'question' | 'answer' | 'category' | 'sortOrder' | 'published'>
export type FaqChanges = Partial<Omit<NewFaqRow, 'slug'>>

const inOrder = [asc(faqs.sortOrder), asc(faqs.id)] as const

/** The FAQ table. The admin functions (all, create, update, remove) serve the later admin page. */
export function createFaqRepo(db: Db) {
  return {
    listPublished: (): Promise<FaqRow[]> => db.select().from(faqs).where(eq(faqs.published, true)).orderBy(...inOrder),

    listAll: (): Promise<FaqRow[]> => db.select().from(faqs).orderBy(...inOrder),

    findById: async (id: number): Promise<FaqRow | null> => {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1)
      return row ?? null
    },

    create: async (values: NewFaqRow): Promise<FaqRow> => {
      const [row] = await db.insert(faqs).values(values).returning()
      if (!row) throw new Error('FAQ insert returned no row')
      return row
    },

    update: async (id: number, changes: FaqChanges, now: Date): Promise<FaqRow | null> => {
      const [row] = await db
        .update(faqs)
        .set({ ...changes, updatedAt: now })
        .where(eq(faqs.id, id))
        .returning()
      return row ?? null
    },

    remove: async (id: number): Promise<boolean> => {
      const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })
      return deleted.length > 0
    },
  }
}

export type FaqRepo = ReturnType<typeof createFaqRepo>
