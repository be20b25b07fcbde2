import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { newsletterSubscribers } from '../../db/schema.ts'

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect

export type Subscription = { email: string; firstName: string | null; consentText: string; consentedAt: Date }

export function createNewsletterRepo(db: Db) {
  return {
    /**
     * One row per address, whatever the race: a repeat leaves the row as it was, except that an
     * address that had unsubscribed is subscribed again with the new consent.
     */
    subscribe: async (subscription: Subscription): Promise<'created' | 'existing'> => {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ ...subscription, createdAt: subscription.consentedAt, updatedAt: subscription.consentedAt })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id })
      if (inserted.length > 0) return 'created'
      await db
        .update(newsletterSubscribers)
        .set({
          unsubscribedAt: null,
          consentText: subscription.consentText,
          consentedAt: subscription.consentedAt,
          firstName: sql`coalesce(${subscription.firstName}, ${newsletterSubscribers.firstName})`,
          updatedAt: subscription.consentedAt,
        })
        .where(and(eq(newsletterSubscribers.email, subscription.email), isNotNull(newsletterSubscribers.unsubscribedAt)))
      return 'existing'
    },

    findByEmail: async (email: string): Promise<NewsletterSubscriberRow | null> => {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1)
      return row ?? null
    },
  }
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>
