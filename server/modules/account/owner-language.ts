import { eq } from 'drizzle-orm'
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../../core/i18n/language.ts'
import type { Db } from '../../db/client.ts'
import { appointments, users } from '../../db/schema.ts'

export type OwnerLanguage = ReturnType<typeof createOwnerLanguage>

/**
 * The language of an owner's SMS and e-mails (decision 0076): the profile's choice, English until
 * the owner makes one. Each message reads it when it is sent, so a job queued before the owner
 * switched speaks the new language; a visit whose account is gone is told in English.
 */
export function createOwnerLanguage(db: Db) {
  const of = (row: { language: string } | undefined): Language => (row && isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE)

  return {
    async ofUser(userId: string | null): Promise<Language> {
      if (!userId) return DEFAULT_LANGUAGE
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1)
      return of(row)
    },

    /** The language of the account that booked a visit. */
    async ofVisit(appointmentId: string): Promise<Language> {
      const [row] = await db
        .select({ language: users.language })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .where(eq(appointments.id, appointmentId))
        .limit(1)
      return of(row)
    },

    /** The owner's choice, from the profile page or the language switch. */
    async choose(userId: string, language: Language, now: Date): Promise<void> {
      await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId))
    },
  }
}
