import { asc } from 'drizzle-orm'
import type { ServiceAreaDistrict } from '../../../core/service-area/service-area.ts'
import type { Db } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { serviceAreaDistricts } from '../../db/schema.ts'

export type ServiceAreaRepo = ReturnType<typeof createServiceAreaRepo>

export function createServiceAreaRepo(db: Db) {
  // Read by every home visit booked: built once and sent by name (decision 0077).
  const area = prepared(db, 'service_area_list', (db) =>
    db
      .select({ citySlug: serviceAreaDistricts.citySlug, cityName: serviceAreaDistricts.cityName, state: serviceAreaDistricts.state, district: serviceAreaDistricts.district })
      .from(serviceAreaDistricts)
      .orderBy(asc(serviceAreaDistricts.sortOrder), asc(serviceAreaDistricts.district)),
  )
  return {
    list: (): Promise<ServiceAreaDistrict[]> => area.execute(),

    /** Replaces the whole area in the caller's transaction, keeping the given order. */
    replace: async (tx: Db, rows: readonly ServiceAreaDistrict[], now: Date): Promise<void> => {
      await tx.delete(serviceAreaDistricts)
      await tx.insert(serviceAreaDistricts).values(rows.map((row, index) => ({ ...row, sortOrder: (index + 1) * 10, createdAt: now, updatedAt: now })))
    },
  }
}
