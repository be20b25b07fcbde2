/** An author of blog posts, as seeded into the authors table. */
export type SeedAuthor = { id: string; name: string; credentials: string; bio: string }

/**
 * A blog post as seeded into the blog_posts table. `content` is plain text: paragraphs are
 * separated by a blank line, and a paragraph starting with '## ' is a section heading (that is
 * all app/routes/blog-post.tsx renders; no other markdown).
 */
export type SeedPost = {
  slug: string
  title: string
  image: string | null
  category: string
  excerpt: string
  content: string
  authorId: string
  views: number
  publishedAt: string
}
