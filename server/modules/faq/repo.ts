import { asc, eq, inArray, max, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { faqs } from '../../db/schema.ts'

export type FaqRow = typeof faqs.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type NewFaqRow = Pick<typeof faqs.$inferInsert, 'slug' | 'question' | 'answer' | 'questionHi' | 'answerHi' | 'category' | 'sortOrder' | 'published'>
export type FaqChanges = Partial<Omit<NewFaqRow, 'slug'>>

const inOrder = [asc(faqs.sortOrder), asc(faqs.id)] as const

/** The FAQ table. The admin functions (all, create, update, remove) serve the admin page. */
export function createFaqRepo(db: Db) {
  return {
    db,

    /** The rows, locked until the transaction ends, so that a version check and its write are one step. */
    lockByIds: (tx: Tx, ids: readonly number[]): Promise<FaqRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : tx.select().from(faqs).where(inArray(faqs.id, [...ids])).for('update'),

    /** The slugs of the FAQs (published or not) whose question or answer holds one of `texts`. */
    slugsHolding: async (texts: readonly string[]): Promise<string[]> =>
      (
        await db
          .select({ slug: faqs.slug })
          .from(faqs)
          .where(or(...texts.flatMap((text) => [sql`strpos(${faqs.question}, ${text}) > 0`, sql`strpos(${faqs.answer}, ${text}) > 0`])))
          .orderBy(...inOrder)
      ).map((row) => row.slug),

    findBySlug: async (tx: Tx, slug: string): Promise<FaqRow | null> => {
      const [row] = await tx.select().from(faqs).where(eq(faqs.slug, slug)).limit(1)
      return row ?? null
    },

    lastSortOrder: async (tx: Tx): Promise<number> => {
      const [row] = await tx.select({ last: max(faqs.sortOrder) }).from(faqs)
      return row?.last ?? 0
    },

    insertIn: async (tx: Tx, values: NewFaqRow, now: Date): Promise<FaqRow> => {
      const [row] = await tx.insert(faqs).values({ ...values, createdAt: now, updatedAt: now }).returning()
      if (!row) throw new Error('FAQ insert returned no row')
      return row
    },

    /** Writes the changes and raises the version by one. */
    saveIn: async (tx: Tx, current: FaqRow, changes: FaqChanges, now: Date): Promise<FaqRow> => {
      const [row] = await tx
        .update(faqs)
        .set({ ...changes, version: current.version + 1, updatedAt: now })
        .where(eq(faqs.id, current.id))
        .returning()
      if (!row) throw new Error('FAQ update returned no row')
      return row
    },

    removeIn: async (tx: Tx, id: number): Promise<void> => {
      await tx.delete(faqs).where(eq(faqs.id, id))
    },

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
        // Any edit raises the version: the seed then leaves the row to the team (seed.ts).
        .set({ ...changes, version: sql`${faqs.version} + 1`, updatedAt: now })
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
