import { indiaDate } from '../../../core/booking/schedule.ts'
import { type CreateHospitalBody, type HospitalDto, type UpdateHospitalBody, isRecentlyVerified } from '../../../core/contracts/hospitals.ts'
import { DomainError, staleVersionError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { HospitalRow, HospitalsRepo } from './repo.ts'

function toDto(row: HospitalRow): HospitalDto {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    phone: row.phone,
    lastVerifiedOn: row.lastVerifiedOn,
    verifiedBy: row.verifiedBy,
    active: row.active,
    version: row.version,
  }
}

/**
 * The admin-kept list of 24-hour hospitals (decision 0063). Pages show only active rows whose
 * check is recent; every change is audited and drops the rendered pages.
 */
export function createHospitalsService(deps: { repo: HospitalsRepo; clock: Clock; changed: () => void }) {
  const { repo, clock, changed } = deps
  return {
    listAll: async (): Promise<HospitalDto[]> => (await repo.listAll()).map(toDto),

    /** What readers see: active hospitals checked within the last HOSPITAL_VERIFICATION_DAYS. */
    async listVerified(): Promise<HospitalDto[]> {
      const today = indiaDate(clock.now())
      return (await repo.listActive()).filter((row) => isRecentlyVerified(row.lastVerifiedOn, today)).map(toDto)
    },

    async create(actorId: string, body: CreateHospitalBody): Promise<HospitalDto> {
      const now = clock.now()
      if (body.lastVerifiedOn > indiaDate(now)) throw new DomainError('VALIDATION_ERROR', 'lastVerifiedOn: a check cannot be dated in the future')
      const row = await repo.db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, { ...body, createdAt: now, updatedAt: now })
        await writeAudit(tx, { actorId, action: 'hospital.create', entityType: 'emergency_hospital', entityId: inserted.id, before: null, after: toDto(inserted), at: now })
        return inserted
      })
      changed()
      return toDto(row)
    },

    async update(actorId: string, id: string, body: UpdateHospitalBody): Promise<HospitalDto> {
      const now = clock.now()
      if (body.lastVerifiedOn > indiaDate(now)) throw new DomainError('VALIDATION_ERROR', 'lastVerifiedOn: a check cannot be dated in the future')
      const { version, ...changes } = body
      const row = await repo.db.transaction(async (tx) => {
        const current = await repo.lock(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No hospital with this id')
        if (current.version !== version) throw staleVersionError('this hospital')
        const updated = await repo.update(tx, id, { ...changes, version: version + 1, updatedAt: now })
        await writeAudit(tx, { actorId, action: 'hospital.update', entityType: 'emergency_hospital', entityId: id, before: toDto(current), after: toDto(updated), at: now })
        return updated
      })
      changed()
      return toDto(row)
    },
  }
}
export type HospitalsService = ReturnType<typeof createHospitalsService>
