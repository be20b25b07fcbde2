import { desc, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authors, blogPosts } from '../../db/schema.ts'

export type BlogPostRow = typeof blogPosts.$inferSelect
export type AuthorRow = typeof authors.$inferSelect

export function createBlogRepo(db: Db) {
  return {
    listPosts: (): Promise<BlogPostRow[]> => db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt)),

    findPost: async (slug: string, id: number | null): Promise<BlogPostRow | null> => {
      const condition = id === null ? eq(blogPosts.slug, slug) : or(eq(blogPosts.slug, slug), eq(blogPosts.id, id))
      const [row] = await db.select().from(blogPosts).where(condition).limit(1)
      return row ?? null
    },

    listByCategory: (category: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(eq(blogPosts.category, category)).orderBy(desc(blogPosts.publishedAt)),

    listByAuthor: (authorId: string): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).where(eq(blogPosts.authorId, authorId)).orderBy(desc(blogPosts.publishedAt)),

    findAuthor: async (authorId: string): Promise<AuthorRow | null> => {
      const [row] = await db.select().from(authors).where(eq(authors.id, authorId)).limit(1)
      return row ?? null
    },
  }
}

export type BlogRepo = ReturnType<typeof createBlogRepo>
