import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authors, blogPosts, blogSlugRedirects } from '../../db/schema.ts'
import type { AuthorRow, BlogPostRow } from './repo.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type NewPost = typeof blogPosts.$inferInsert
export type NewAuthor = typeof authors.$inferInsert

/** The content admin's reads and writes of posts, their old slugs and authors. */
export function createBlogAdminRepo(db: Db) {
  return {
    db,

    listPosts: (): Promise<BlogPostRow[]> => db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id)),

    /** The slugs of the articles (drafts too) whose title, excerpt or text holds one of `texts`. */
    slugsHolding: async (texts: readonly string[]): Promise<string[]> =>
      (
        await db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(
            or(
              ...texts.flatMap((text) => [
                sql`strpos(${blogPosts.title}, ${text}) > 0`,
                sql`strpos(coalesce(${blogPosts.excerpt}, ''), ${text}) > 0`,
                sql`strpos(${blogPosts.content}, ${text}) > 0`,
              ]),
            ),
          )
          .orderBy(asc(blogPosts.slug))
      ).map((row) => row.slug),

    listRedirects: (): Promise<Array<{ oldSlug: string; postId: number }>> =>
      db.select({ oldSlug: blogSlugRedirects.oldSlug, postId: blogSlugRedirects.postId }).from(blogSlugRedirects).orderBy(asc(blogSlugRedirects.createdAt)),

    redirectsOf: async (tx: Tx | Db, postId: number): Promise<string[]> =>
      (await tx.select({ oldSlug: blogSlugRedirects.oldSlug }).from(blogSlugRedirects).where(eq(blogSlugRedirects.postId, postId)).orderBy(asc(blogSlugRedirects.createdAt))).map(
        (row) => row.oldSlug,
      ),

    lockPost: async (tx: Tx, id: number): Promise<BlogPostRow | null> => {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update')
      return row ?? null
    },

    /** Which post, if any, answers at `slug`: as its slug, or as one of its old slugs. */
    slugOwner: async (tx: Tx, slug: string): Promise<number | null> => {
      const [current] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug))
      if (current) return current.id
      const [old] = await tx.select({ id: blogSlugRedirects.postId }).from(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug))
      return old?.id ?? null
    },

    insertPost: async (tx: Tx, post: NewPost): Promise<BlogPostRow> => {
      const [row] = await tx.insert(blogPosts).values(post).returning()
      return row!
    },

    updatePost: async (tx: Tx, id: number, changes: Partial<NewPost>): Promise<BlogPostRow> => {
      const [row] = await tx.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning()
      return row!
    },

    deletePost: (tx: Tx, id: number) => tx.delete(blogPosts).where(eq(blogPosts.id, id)),

    /** The old slug answers with a redirect to the post; a slug given back to its post stops redirecting. */
    moveSlug: async (tx: Tx, postId: number, oldSlug: string, newSlug: string): Promise<void> => {
      await tx.delete(blogSlugRedirects).where(and(eq(blogSlugRedirects.oldSlug, newSlug), eq(blogSlugRedirects.postId, postId)))
      await tx.insert(blogSlugRedirects).values({ oldSlug, postId }).onConflictDoNothing()
    },

    /** Flags, once, every review older than `cutoff`; the number flagged. */
    flagReviewsBefore: async (cutoff: Date, now: Date): Promise<number> => {
      const rows = await db
        .update(blogPosts)
        .set({ reviewDueAt: now })
        .where(and(isNotNull(blogPosts.reviewedAt), lt(blogPosts.reviewedAt, cutoff), isNull(blogPosts.reviewDueAt)))
        .returning({ id: blogPosts.id })
      return rows.length
    },

    listAuthors: async (): Promise<Array<AuthorRow & { articles: number }>> => {
      const rows = await db.select().from(authors).orderBy(asc(authors.name))
      const counts = await db.select({ authorId: blogPosts.authorId, total: count() }).from(blogPosts).groupBy(blogPosts.authorId)
      const byAuthor = new Map(counts.map((row) => [row.authorId, row.total]))
      return rows.map((row) => ({ ...row, articles: byAuthor.get(row.id) ?? 0 }))
    },

    findAuthor: async (tx: Tx | Db, id: string): Promise<AuthorRow | null> => {
      const [row] = await tx.select().from(authors).where(eq(authors.id, id))
      return row ?? null
    },

    lockAuthor: async (tx: Tx, id: string): Promise<AuthorRow | null> => {
      const [row] = await tx.select().from(authors).where(eq(authors.id, id)).for('update')
      return row ?? null
    },

    insertAuthor: async (tx: Tx, author: NewAuthor): Promise<AuthorRow | null> => {
      const [row] = await tx.insert(authors).values(author).onConflictDoNothing().returning()
      return row ?? null
    },

    updateAuthor: async (tx: Tx, id: string, changes: Partial<NewAuthor>): Promise<AuthorRow> => {
      const [row] = await tx.update(authors).set(changes).where(eq(authors.id, id)).returning()
      return row!
    },

    articlesOf: async (tx: Tx, authorId: string, exceptPost?: number): Promise<number> => {
      const [row] = await tx
        .select({ total: count() })
        .from(blogPosts)
        .where(exceptPost === undefined ? eq(blogPosts.authorId, authorId) : and(eq(blogPosts.authorId, authorId), ne(blogPosts.id, exceptPost)))
      return row?.total ?? 0
    },

    deleteAuthor: (tx: Tx, id: string) => tx.delete(authors).where(eq(authors.id, id)),
  }
}

export type BlogAdminRepo = ReturnType<typeof createBlogAdminRepo>
