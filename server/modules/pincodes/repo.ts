import { asc } from 'drizzle-orm'
import type { ServiceAreaDistrict } from '../../../core/service-area/service-area.ts'
import type { Db } from '../../db/client.ts'
import { serviceAreaDistricts } from '../../db/schema.ts'

export type ServiceAreaRepo = ReturnType<typeof createServiceAreaRepo>

export function createServiceAreaRepo(db: Db) {
  return {
    list: (): Promise<ServiceAreaDistrict[]> =>
      db
        .select({ citySlug: serviceAreaDistricts.citySlug, cityName: serviceAreaDistricts.cityName, state: serviceAreaDistricts.state, district: serviceAreaDistricts.district })
        .from(serviceAreaDistricts)
        .orderBy(asc(serviceAreaDistricts.sortOrder), asc(serviceAreaDistricts.district)),
  }
}
