import { asc, count, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authors, blogPosts } from '../../db/schema.ts'

export type BlogPostRow = typeof blogPosts.$inferSelect
export type AuthorRow = typeof authors.$inferSelect

const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.id)]

export function createBlogRepo(db: Db) {
  return {
    listPosts: (): Promise<BlogPostRow[]> => db.select().from(blogPosts).orderBy(...newestFirst),

    /** The same order as core/blog/listing.ts compareByViews. */
    listTopViewed: (limit: number): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).orderBy(desc(blogPosts.views), desc(blogPosts.publishedAt), asc(blogPosts.id)).limit(limit),

    listPage: (options: { offset: number; limit: number; category?: string }): Promise<BlogPostRow[]> => {
      const query = db.select().from(blogPosts)
      const filtered = options.category === undefined ? query : query.where(eq(blogPosts.category, options.category))
      return filtered.orderBy(...newestFirst).limit(options.limit).offset(options.offset)
    },

    countPosts: async (category?: string): Promise<number> => {
      const query = db.select({ total: count() }).from(blogPosts)
      const [row] = await (category === undefined ? query : query.where(eq(blogPosts.category, category)))
      return row?.total ?? 0
    },

    listCategories: (): Promise<Array<{ category: string; count: number }>> =>
      db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .groupBy(blogPosts.category)
        .orderBy(asc(blogPosts.category)),

    findPost: async (slug: string, id: number | null): Promise<BlogPostRow | null> => {
      const condition = id === null ? eq(blogPosts.slug, slug) : or(eq(blogPosts.slug, slug), eq(blogPosts.id, id))
      const [row] = await db.select().from(blogPosts).where(condition).limit(1)
      return row ?? null
    },

    /** One more view, counted by the database itself so that concurrent views all count. */
    incrementViews: async (id: number): Promise<number | null> => {
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(eq(blogPosts.id, id))
        .returning({ views: blogPosts.views })
      return row?.views ?? null
    },

    listByCategory: (category: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(eq(blogPosts.category, category)).orderBy(...newestFirst),

    listByAuthor: (authorId: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(eq(blogPosts.authorId, authorId)).orderBy(...newestFirst),

    findAuthor: async (authorId: string): Promise<AuthorRow | null> => {
      const [row] = await db.select().from(authors).where(eq(authors.id, authorId)).limit(1)
      return row ?? null
    },
  }
}

export type BlogRepo = ReturnType<typeof createBlogRepo>
