import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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

export const users = pgTable(
  'users',
  {
    /** The phone number's 10 digits (spec: userId is the phone number with every non-digit removed). */
    id: text('id').primaryKey(),
    displayName: text('display_name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (table) => [check('users_id_is_mobile', sql`${table.id} ~ '^[6-9][0-9]{9}$'`)],
)

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC of the code bound to this challenge and phone; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    /** Keyed hash of the client IP, for the per-IP send limit. */
    ipHash: text('ip_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_challenges_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.ipHash, table.createdAt),
    check('otp_challenges_attempts_range', sql`${table.failedAttempts} between 0 and 5`),
  ],
)

export const otpFailures = pgTable(
  'otp_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('otp_failures_phone_failed_idx').on(table.phone, table.failedAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end; the idle end is lastSeenAt plus the role's idle timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)
