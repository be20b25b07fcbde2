import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const authors = pgTable('authors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  credentials: text('credentials').notNull(),
  bio: text('bio').notNull(),
  ...timestamps,
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    image: text('image'),
    category: text('category').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'restrict' }),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    check('blog_posts_views_non_negative', sql`${table.views} >= 0`),
    check('blog_posts_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('blog_posts_category_idx').on(table.category),
  ],
)
