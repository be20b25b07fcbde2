import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clinicApplications, clinics, clinicsVersion, favoriteClinics } from '../../db/schema.ts'

export type ClinicRow = typeof clinics.$inferSelect
export type NewClinic = typeof clinics.$inferInsert
export type ApplicationRow = typeof clinicApplications.$inferSelect
export type NewApplication = typeof clinicApplications.$inferInsert
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type ClinicsRepo = ReturnType<typeof createClinicsRepo>

/** `samples`: whether sample listings count as live (DEMO_DATA; never in production, so never bookable there). */
/** A clinic's place and phone, as a visit's card and the vet's day show them (decision 0072). */
export const clinicPlaceColumns = {
  id: clinics.id,
  name: clinics.name,
  address: clinics.address,
  locality: clinics.locality,
  city: clinics.city,
  pincode: clinics.pincode,
  phone: clinics.phone,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
}

export function createClinicsRepo(db: Db, options: { samples: boolean } = { samples: true }) {
  const live = options.samples ? eq(clinics.status, 'live') : and(eq(clinics.status, 'live'), eq(clinics.sample, false))!
  return {
    db,

    /** Bumped by the database at every change to the clinics: the key of the search's kept copy. */
    async liveVersion(): Promise<number> {
      const [row] = await db.select({ version: clinicsVersion.version }).from(clinicsVersion).where(eq(clinicsVersion.id, 1))
      return row?.version ?? -1
    },

    /** Sets a live clinic's photos; null when there is no such live clinic. */
    async setPhotos(id: string, photos: string[], now: Date): Promise<ClinicRow | null> {
      const [row] = await db.update(clinics).set({ photos, updatedAt: now }).where(and(eq(clinics.id, id), live)).returning()
      return row ?? null
    },

    listLive: (): Promise<ClinicRow[]> => db.select().from(clinics).where(live).orderBy(asc(clinics.name)),

    async findLiveBySlug(slug: string): Promise<ClinicRow | null> {
      const [row] = await db.select().from(clinics).where(and(eq(clinics.slug, slug), live))
      return row ?? null
    },

    async findLive(id: string): Promise<ClinicRow | null> {
      const [row] = await db.select().from(clinics).where(and(eq(clinics.id, id), live))
      return row ?? null
    },

    async slugTaken(tx: Tx, slug: string): Promise<boolean> {
      const [row] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug))
      return row !== undefined
    },

    async insertClinic(tx: Tx, row: NewClinic): Promise<ClinicRow> {
      const [inserted] = await tx.insert(clinics).values(row).returning()
      return inserted!
    },

    // --- favourites ---

    favorites: (userId: string): Promise<ClinicRow[]> =>
      db
        .select({ clinic: clinics })
        .from(favoriteClinics)
        .innerJoin(clinics, eq(clinics.id, favoriteClinics.clinicId))
        .where(and(eq(favoriteClinics.userId, userId), live))
        .orderBy(desc(favoriteClinics.createdAt))
        .then((rows) => rows.map((row) => row.clinic)),

    async addFavorite(userId: string, clinicId: string, now: Date): Promise<void> {
      await db.insert(favoriteClinics).values({ userId, clinicId, createdAt: now }).onConflictDoNothing()
    },

    async removeFavorite(userId: string, clinicId: string): Promise<void> {
      await db.delete(favoriteClinics).where(and(eq(favoriteClinics.userId, userId), eq(favoriteClinics.clinicId, clinicId)))
    },

    // --- applications ---

    async insertApplication(tx: Tx, row: NewApplication): Promise<ApplicationRow> {
      const [inserted] = await tx.insert(clinicApplications).values(row).returning()
      return inserted!
    },

    /** The applicant's open application (pending or changes requested), locked for the caller's transaction. */
    async lockOpenApplication(tx: Tx, applicantId: string): Promise<ApplicationRow | null> {
      const [row] = await tx
        .select()
        .from(clinicApplications)
        .where(and(eq(clinicApplications.applicantId, applicantId), inArray(clinicApplications.status, ['pending', 'changes_requested'])))
        .for('update')
      return row ?? null
    },

    async lockApplication(tx: Tx, id: string): Promise<ApplicationRow | null> {
      const [row] = await tx.select().from(clinicApplications).where(eq(clinicApplications.id, id)).for('update')
      return row ?? null
    },

    async findApplication(id: string): Promise<ApplicationRow | null> {
      const [row] = await db.select().from(clinicApplications).where(eq(clinicApplications.id, id))
      return row ?? null
    },

    async updateApplication(tx: Tx, id: string, changes: Partial<NewApplication>): Promise<ApplicationRow> {
      const [row] = await tx.update(clinicApplications).set(changes).where(eq(clinicApplications.id, id)).returning()
      return row!
    },

    applicationsOf: (applicantId: string): Promise<ApplicationRow[]> =>
      db.select().from(clinicApplications).where(eq(clinicApplications.applicantId, applicantId)).orderBy(desc(clinicApplications.createdAt)),

    listApplications: (status: string | undefined): Promise<ApplicationRow[]> =>
      db
        .select()
        .from(clinicApplications)
        .where(status ? eq(clinicApplications.status, status) : undefined)
        .orderBy(sql`case when ${clinicApplications.status} = 'pending' then 0 else 1 end`, asc(clinicApplications.createdAt))
        .limit(200),

    async slugOf(clinicId: string | null): Promise<string | null> {
      if (!clinicId) return null
      const [row] = await db.select({ slug: clinics.slug }).from(clinics).where(eq(clinics.id, clinicId))
      return row?.slug ?? null
    },
  }
}
