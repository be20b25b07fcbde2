import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appointments, healthRemindersSent, petCardLinks, petCaregivers, petDoses, pets, users } from '../../db/schema.ts'

export type DoseRow = typeof petDoses.$inferSelect
export type DoseValues = typeof petDoses.$inferInsert
export type PetRow = typeof pets.$inferSelect
export type HealthRecordRepo = ReturnType<typeof createHealthRecordRepo>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

const OPEN_VISITS = ['booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress']

export function createHealthRecordRepo(db: Db) {
  return {
    /** The pet with the signed-in user's part in it: its owner, a caregiver, or nothing (null). */
    async access(userId: string, petId: string): Promise<{ pet: PetRow; caregiver: { canEdit: boolean } | null } | null> {
      const [row] = await db
        .select({ pet: pets, canEdit: petCaregivers.canEdit, caregiverId: petCaregivers.id })
        .from(pets)
        .leftJoin(petCaregivers, and(eq(petCaregivers.petId, pets.id), eq(petCaregivers.phone, userId)))
        .where(and(eq(pets.id, petId), or(eq(pets.userId, userId), sql`${petCaregivers.id} is not null`)))
      if (!row) return null
      return { pet: row.pet, caregiver: row.pet.userId === userId ? null : { canEdit: row.canEdit ?? false } }
    },

    doses: (petId: string, tx: Db = db) => tx.select().from(petDoses).where(eq(petDoses.petId, petId)).orderBy(asc(petDoses.givenOn), asc(petDoses.createdAt)),

    insertDoses: async (values: DoseValues[], tx: Db = db): Promise<DoseRow[]> =>
      values.length === 0 ? [] : tx.insert(petDoses).values(values).onConflictDoNothing().returning(),

    /** Runs `work` in one transaction: a photo taken off and the record of its erasure commit together. */
    inTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** Deletes a dose the owner entered, giving its card page photo; null when there is no such dose. */
    deleteOwnerDose: async (tx: Executor, petId: string, id: string): Promise<{ cardPhotoUrl: string | null } | null> => {
      const [row] = await tx
        .delete(petDoses)
        .where(and(eq(petDoses.id, id), eq(petDoses.petId, petId), eq(petDoses.source, 'owner')))
        .returning({ cardPhotoUrl: petDoses.cardPhotoUrl })
      return row ?? null
    },

    /** Sets (or clears) the pet's photo, giving the one it replaces, read under the row's lock; null when the pet is gone. */
    setPhoto: async (tx: Executor, petId: string, photoUrl: string | null, now: Date): Promise<{ replaced: string | null } | null> => {
      const [before] = await tx.select({ photoUrl: pets.photoUrl }).from(pets).where(eq(pets.id, petId)).for('update')
      if (!before) return null
      await tx.update(pets).set({ photoUrl, updatedAt: now }).where(eq(pets.id, petId))
      return { replaced: before.photoUrl }
    },

    /**
     * Sets (or clears) the card page photo of a dose the owner entered, giving the one it replaces;
     * null when there is no such dose.
     */
    setDoseCardPhoto: async (tx: Executor, petId: string, id: string, cardPhotoUrl: string | null): Promise<{ replaced: string | null } | null> => {
      const mine = and(eq(petDoses.id, id), eq(petDoses.petId, petId), eq(petDoses.source, 'owner'))
      const [before] = await tx.select({ cardPhotoUrl: petDoses.cardPhotoUrl }).from(petDoses).where(mine).for('update')
      if (!before) return null
      await tx.update(petDoses).set({ cardPhotoUrl }).where(mine)
      return { replaced: before.cardPhotoUrl }
    },

    /**
     * The photos kept with a user's own pets (all, or the one named): their own and those of their
     * vaccination card pages, read under the rows' locks so that none is set until the caller's
     * transaction ends (a new dose waits too: its foreign key needs the pet's row).
     */
    lockPhotosOfOwnPets: async (tx: Executor, userId: string, petId?: string): Promise<Array<{ url: string; petId: string; doseId?: string }>> => {
      const own = await tx
        .select({ petId: pets.id, url: pets.photoUrl })
        .from(pets)
        .where(and(eq(pets.userId, userId), petId ? eq(pets.id, petId) : undefined))
        .orderBy(asc(pets.id))
        .for('update')
      if (own.length === 0) return []
      const pages = await tx
        .select({ petId: petDoses.petId, doseId: petDoses.id, url: petDoses.cardPhotoUrl })
        .from(petDoses)
        .where(inArray(petDoses.petId, own.map((row) => row.petId)))
        .orderBy(asc(petDoses.id))
        .for('update')
      return [
        ...own.flatMap((row) => (row.url ? [{ url: row.url, petId: row.petId }] : [])),
        ...pages.flatMap((row) => (row.url ? [{ url: row.url, petId: row.petId, doseId: row.doseId }] : [])),
      ]
    },

    updateSettings: (petId: string, values: Pick<PetRow, 'healthRemindersOn' | 'registrationNumber' | 'registrationRenewsOn'>, now: Date) =>
      db.update(pets).set({ ...values, updatedAt: now }).where(eq(pets.id, petId)),

    upcomingVisits: (petId: string, now: Date) =>
      db
        .select({ date: appointments.date, time: appointments.time, visitType: appointments.visitType, serviceType: appointments.serviceType })
        .from(appointments)
        .where(and(eq(appointments.petId, petId), inArray(appointments.status, OPEN_VISITS), gt(appointments.startsAt, now)))
        .orderBy(asc(appointments.startsAt)),

    insertCardLink: (values: typeof petCardLinks.$inferInsert) => db.insert(petCardLinks).values(values),

    openCardLinks: (petId: string) =>
      db
        .select({ id: petCardLinks.id, createdAt: petCardLinks.createdAt })
        .from(petCardLinks)
        .where(and(eq(petCardLinks.petId, petId), isNull(petCardLinks.revokedAt)))
        .orderBy(asc(petCardLinks.createdAt)),

    revokeCardLink: async (petId: string, id: string, now: Date): Promise<boolean> => {
      const rows = await db
        .update(petCardLinks)
        .set({ revokedAt: now })
        .where(and(eq(petCardLinks.id, id), eq(petCardLinks.petId, petId), isNull(petCardLinks.revokedAt)))
        .returning({ id: petCardLinks.id })
      return rows.length === 1
    },

    petOfCardToken: async (tokenHash: string): Promise<PetRow | null> => {
      const [row] = await db
        .select({ pet: pets })
        .from(petCardLinks)
        .innerJoin(pets, eq(pets.id, petCardLinks.petId))
        .where(and(eq(petCardLinks.tokenHash, tokenHash), isNull(petCardLinks.revokedAt)))
      return row?.pet ?? null
    },

    caregivers: (petId: string) => db.select().from(petCaregivers).where(eq(petCaregivers.petId, petId)).orderBy(asc(petCaregivers.createdAt)),

    upsertCaregiver: async (values: typeof petCaregivers.$inferInsert) => {
      const [row] = await db
        .insert(petCaregivers)
        .values(values)
        .onConflictDoUpdate({ target: [petCaregivers.petId, petCaregivers.phone], set: { canEdit: values.canEdit } })
        .returning()
      return row as typeof petCaregivers.$inferSelect
    },

    removeCaregiver: async (petId: string, id: string): Promise<boolean> => {
      const rows = await db
        .delete(petCaregivers)
        .where(and(eq(petCaregivers.id, id), eq(petCaregivers.petId, petId)))
        .returning({ id: petCaregivers.id })
      return rows.length === 1
    },

    sharedWith: (phone: string) =>
      db
        .select({ id: pets.id, name: pets.name, type: pets.type, breed: pets.breed, canEdit: petCaregivers.canEdit })
        .from(petCaregivers)
        .innerJoin(pets, eq(pets.id, petCaregivers.petId))
        .where(eq(petCaregivers.phone, phone))
        .orderBy(asc(pets.name)),

    /** A deleted account stops being anyone's caregiver. */
    removeCaregiverEverywhere: (phone: string, tx: Db = db) => tx.delete(petCaregivers).where(eq(petCaregivers.phone, phone)),

    /** Pets whose reminders are on, in pages by id. */
    remindablePets: (afterId: string | null, limit: number) =>
      db
        .select()
        .from(pets)
        .where(and(eq(pets.healthRemindersOn, true), afterId ? gt(pets.id, afterId) : undefined))
        .orderBy(asc(pets.id))
        .limit(limit),

    petById: async (petId: string): Promise<PetRow | null> => {
      const [row] = await db.select().from(pets).where(eq(pets.id, petId))
      return row ?? null
    },

    /** Whether the owner takes reminders by WhatsApp (their account setting; on unless turned off). */
    ownerWantsWhatsApp: async (userId: string): Promise<boolean> => {
      const [row] = await db.select({ whatsappReminders: users.whatsappReminders }).from(users).where(eq(users.id, userId))
      return row?.whatsappReminders ?? false
    },

    /** Whether any reminder of the owner's pets was claimed since an instant (their digest of the day went). */
    ownerRemindedSince: async (userId: string, since: Date): Promise<boolean> => {
      const rows = await db
        .select({ petId: healthRemindersSent.petId })
        .from(healthRemindersSent)
        .innerJoin(pets, eq(pets.id, healthRemindersSent.petId))
        .where(and(eq(pets.userId, userId), gte(healthRemindersSent.sentAt, since)))
        .limit(1)
      return rows.length > 0
    },

    /** Claims one reminder; false when it was claimed before (it is sent once). */
    claimReminder: async (values: typeof healthRemindersSent.$inferInsert): Promise<boolean> => {
      const rows = await db.insert(healthRemindersSent).values(values).onConflictDoNothing().returning({ petId: healthRemindersSent.petId })
      return rows.length === 1
    },
  }
}
