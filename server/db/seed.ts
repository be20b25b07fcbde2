import { AUTHORS, BLOG_POSTS } from '../../content/blog/posts.ts'
import type { Db } from './client.ts'
import { authors, blogPosts } from './schema.ts'

/**
 * Inserts the shipped content where it is missing. Running it again changes nothing, and it
 * never overwrites a row an admin has edited.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (AUTHORS.length > 0) await tx.insert(authors).values([...AUTHORS]).onConflictDoNothing()
    if (BLOG_POSTS.length > 0) {
      await tx
        .insert(blogPosts)
        .values(BLOG_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
        .onConflictDoNothing({ target: blogPosts.slug })
    }
  })
}
