import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emergencyHospitals } from '../../db/schema.ts'

export type HospitalRow = typeof emergencyHospitals.$inferSelect
export type NewHospital = typeof emergencyHospitals.$inferInsert
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function createHospitalsRepo(db: Db) {
  return {
    db,
    listAll: (): Promise<HospitalRow[]> => db.select().from(emergencyHospitals).orderBy(asc(emergencyHospitals.city), asc(emergencyHospitals.name)),
    listActive: (): Promise<HospitalRow[]> =>
      db.select().from(emergencyHospitals).where(eq(emergencyHospitals.active, true)).orderBy(asc(emergencyHospitals.city), asc(emergencyHospitals.name)),
    async lock(tx: Tx, id: string): Promise<HospitalRow | null> {
      const [row] = await tx.select().from(emergencyHospitals).where(eq(emergencyHospitals.id, id)).for('update')
      return row ?? null
    },
    async insert(tx: Tx, row: NewHospital): Promise<HospitalRow> {
      const [inserted] = await tx.insert(emergencyHospitals).values(row).returning()
      return inserted!
    },
    async update(tx: Tx, id: string, changes: Partial<NewHospital>): Promise<HospitalRow> {
      const [row] = await tx.update(emergencyHospitals).set(changes).where(eq(emergencyHospitals.id, id)).returning()
      return row!
    },
  }
}
export type HospitalsRepo = ReturnType<typeof createHospitalsRepo>
