import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mediaItems } from '../../db/schema.ts'

export type MediaRow = typeof mediaItems.$inferSelect
export type NewMedia = typeof mediaItems.$inferInsert
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function createMediaRepo(db: Db) {
  return {
    db,
    listAll: (): Promise<MediaRow[]> => db.select().from(mediaItems).orderBy(desc(mediaItems.updatedAt)),
    listPublished: (kind: string): Promise<MediaRow[]> =>
      db
        .select()
        .from(mediaItems)
        .where(and(eq(mediaItems.kind, kind), eq(mediaItems.status, 'published')))
        .orderBy(desc(mediaItems.publishedAt)),
    async lock(tx: Tx, id: string): Promise<MediaRow | null> {
      const [row] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update')
      return row ?? null
    },
    async insert(tx: Tx, row: NewMedia): Promise<MediaRow> {
      const [inserted] = await tx.insert(mediaItems).values(row).returning()
      return inserted!
    },
    async update(tx: Tx, id: string, changes: Partial<NewMedia>): Promise<MediaRow> {
      const [row] = await tx.update(mediaItems).set(changes).where(eq(mediaItems.id, id)).returning()
      return row!
    },
  }
}
export type MediaRepo = ReturnType<typeof createMediaRepo>
