import { and, asc, count, desc, eq, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authors, blogPosts, blogSlugRedirects } from '../../db/schema.ts'

export type BlogPostRow = typeof blogPosts.$inferSelect
export type AuthorRow = typeof authors.$inferSelect

const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.id)]

/** On the site: published, and its publication date has come. */
const visibleAt = (now: Date, ...more: Array<SQL | undefined>) =>
  and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now), ...more)

/** The public side's reads: only posts on the site, as of `now`. */
export function createBlogRepo(db: Db) {
  return {
    listPosts: (now: Date): Promise<BlogPostRow[]> => db.select().from(blogPosts).where(visibleAt(now)).orderBy(...newestFirst),

    /** The same order as core/blog/listing.ts compareByViews. */
    listTopViewed: (now: Date, limit: number): Promise<BlogPostRow[]> =>
      db
        .select()
        .from(blogPosts)
        .where(visibleAt(now))
        .orderBy(desc(blogPosts.views), desc(blogPosts.publishedAt), asc(blogPosts.id))
        .limit(limit),

    listPage: (now: Date, options: { offset: number; limit: number; category?: string }): Promise<BlogPostRow[]> =>
      db
        .select()
        .from(blogPosts)
        .where(visibleAt(now, options.category === undefined ? undefined : eq(blogPosts.category, options.category)))
        .orderBy(...newestFirst)
        .limit(options.limit)
        .offset(options.offset),

    countPosts: async (now: Date, category?: string): Promise<number> => {
      const [row] = await db
        .select({ total: count() })
        .from(blogPosts)
        .where(visibleAt(now, category === undefined ? undefined : eq(blogPosts.category, category)))
      return row?.total ?? 0
    },

    listCategories: (now: Date): Promise<Array<{ category: string; count: number }>> =>
      db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(visibleAt(now))
        .groupBy(blogPosts.category)
        .orderBy(asc(blogPosts.category)),

    /** A post on the site by its slug, its id, or a slug it had before an admin changed it. */
    findPost: async (now: Date, slug: string, id: number | null): Promise<BlogPostRow | null> => {
      const condition = id === null ? eq(blogPosts.slug, slug) : or(eq(blogPosts.slug, slug), eq(blogPosts.id, id))
      const [row] = await db.select().from(blogPosts).where(visibleAt(now, condition)).limit(1)
      if (row) return row
      const [moved] = await db
        .select({ post: blogPosts })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
        .where(visibleAt(now, eq(blogSlugRedirects.oldSlug, slug)))
        .limit(1)
      return moved?.post ?? null
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

    listByCategory: (now: Date, category: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(visibleAt(now, eq(blogPosts.category, category))).orderBy(...newestFirst),

    listByAuthor: (now: Date, authorId: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(visibleAt(now, eq(blogPosts.authorId, authorId))).orderBy(...newestFirst),

    findAuthor: async (authorId: string): Promise<AuthorRow | null> => {
      const [row] = await db.select().from(authors).where(eq(authors.id, authorId)).limit(1)
      return row ?? null
    },
  }
}

export type BlogRepo = ReturnType<typeof createBlogRepo>
