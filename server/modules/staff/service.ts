import { isRecentSignIn } from '../../../core/auth/policy.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import {
  type AuditQuery,
  type CreateStaffBody,
  type StaffDto,
  type UpdateStaffBody,
  VET_COUNCILS,
  type VetCouncil,
  type VetHasVisitsError,
  type VisitAhead,
  staffRoleIssues,
} from '../../../core/contracts/staff.ts'
import type { Db } from '../../db/client.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { type AuditRepo, writeAudit } from '../audit/repo.ts'
import type { StaffRepo, StaffRow } from './repo.ts'

export type StaffActor = { userId: string; signedInAt: Date }

/** The board's side of a vet leaving: their visits ahead, and taking them off those visits (in the caller's transaction). */
export type VetVisits = {
  visitsAheadOf: (tx: Db, vetId: string) => Promise<VisitAhead[]>
  unassignVetVisits: (tx: Db, actorId: string, vetId: string, visitIds: readonly string[], now: Date) => Promise<number>
}

const UNDER_WAY: readonly string[] = ['on_the_way', 'in_progress']

function visitsText(count: number): string {
  return count === 1 ? '1 visit' : `${count} visits`
}

/** The refusal of a vet's deactivation while they hold visits ahead: the visits travel with it. */
function vetHasVisits(name: string, visits: VisitAhead[]): DomainError {
  const underWay = visits.filter((visit) => UNDER_WAY.includes(visit.status))
  const message =
    underWay.length > 0
      ? `${name} is on the way to or in a visit now; deactivate them once it ends, and reassign their other visits on the board`
      : `${name} has ${visitsText(visits.length)} ahead: reassign them on the board first, or confirm to leave ${visits.length === 1 ? 'it' : 'all ' + visits.length} without a vet`
  const details: Omit<VetHasVisitsError, 'code' | 'error'> = { visits, canUnassign: underWay.length === 0 }
  return new DomainError('CONFLICT', message, { code: 'VET_HAS_VISITS', details })
}

const STEP_UP_MESSAGE = 'For this change, sign in again with a code (your last sign-in was over 10 minutes ago)'

export function createStaffService(deps: {
  repo: StaffRepo
  audit: AuditRepo
  clock: Clock
  adminPhones: readonly string[]
  /** The cities of the service area (admins edit it, decision 0029); a vet covers only these. Absent: any known city. */
  servedCities?: () => Promise<readonly string[]>
  vetVisits: VetVisits
}) {
  const { repo, audit, clock, adminPhones } = deps

  /** A vet's cities must be cities the business serves: the same list the service area decides. */
  async function refuseUnservedCities(cities: readonly string[] | undefined): Promise<void> {
    if (!cities || cities.length === 0 || !deps.servedCities) return
    const served = await deps.servedCities()
    const index = cities.findIndex((city) => !served.includes(city))
    if (index >= 0) {
      throw new DomainError('VALIDATION_ERROR', `cities.${index}: ${cities[index]} is not in the service area (${served.join(', ')})`, { code: 'CITY_NOT_SERVED' })
    }
  }

  function toDto(row: StaffRow): StaffDto {
    const fromConfiguration = adminPhones.includes(row.id)
    const role = fromConfiguration || row.role === 'admin' ? 'admin' : row.role === 'clinic' ? 'clinic' : 'vet'
    return {
      id: row.id,
      name: row.displayName,
      phoneNumber: row.id,
      role,
      active: fromConfiguration || row.active,
      // A council registration is a vet's; one left on an admin from before is not theirs to show.
      registrationNumber: role === 'vet' ? row.registrationNumber : null,
      registrationCouncil: role === 'vet' && VET_COUNCILS.includes(row.registrationCouncil as VetCouncil) ? (row.registrationCouncil as VetCouncil) : null,
      registrationCheck:
        role === 'vet' && row.registrationCheckedBy && row.registrationCheckedAt
          ? { checkedBy: row.registrationCheckedBy, checkedAt: row.registrationCheckedAt.toISOString() }
          : null,
      cities: row.cities ?? [],
      visitTypes: (row.visitTypes ?? []) as VisitType[],
      clinic: role === 'clinic' && row.clinicId ? { id: row.clinicId, name: row.clinicName ?? row.clinicId } : null,
      fromConfiguration,
    }
  }

  /** A clinic desk's clinic must exist: a 400 naming clinicId otherwise, never a foreign-key failure. */
  async function refuseUnknownClinic(tx: Parameters<Parameters<StaffRepo['db']['transaction']>[0]>[0], clinicId: string | null): Promise<void> {
    if (clinicId && !(await repo.clinicExists(tx, clinicId))) throw new DomainError('VALIDATION_ERROR', 'clinicId: No clinic has this id')
  }

  function requireStepUp(actor: StaffActor): void {
    if (!isRecentSignIn(actor.signedInAt, clock.now())) throw new DomainError('FORBIDDEN', STEP_UP_MESSAGE, { code: 'STEP_UP_REQUIRED' })
  }

  return {
    async list(): Promise<StaffDto[]> {
      return (await repo.list(adminPhones)).map(toDto)
    },

    /** The clinics a clinic desk can be given. */
    clinicChoices: () => repo.clinicChoices(),

    /** Adds a vet, an admin or a clinic desk (a new number, or a customer given a staff role); their sessions end. */
    async create(actor: StaffActor, body: CreateStaffBody): Promise<StaffDto> {
      requireStepUp(actor)
      await refuseUnservedCities(body.cities)
      const now = clock.now()
      return repo.db.transaction(async (tx) => {
        const existing = await repo.lockUser(tx, body.phoneNumber)
        if (adminPhones.includes(body.phoneNumber) || (existing && existing.role !== 'customer')) {
          throw new DomainError('CONFLICT', 'phoneNumber: This number is already on the staff; edit it instead', { code: 'STAFF_EXISTS' })
        }
        const clinicId = body.role === 'clinic' ? (body.clinicId ?? null) : null
        await refuseUnknownClinic(tx, clinicId)
        await repo.saveUser(tx, { id: body.phoneNumber, displayName: body.name, role: body.role, active: true }, now)
        await repo.saveProfile(
          tx,
          {
            userId: body.phoneNumber,
            registrationNumber: body.registrationNumber ?? null,
            registrationCouncil: body.role === 'vet' ? (body.registrationCouncil ?? null) : null,
            cities: body.role === 'vet' ? (body.cities ?? []) : [],
            visitTypes: body.role === 'vet' ? (body.visitTypes ?? []) : [],
            clinicId,
          },
          now,
        )
        await repo.endSessions(tx, body.phoneNumber)
        const created = await repo.lockUser(tx, body.phoneNumber)
        if (!created) throw new Error('staff member vanished')
        const after = toDto(created)
        await writeAudit(tx, {
          actorId: actor.userId,
          action: 'staff.create',
          entityType: 'user',
          entityId: body.phoneNumber,
          before: existing ? { name: existing.displayName, role: existing.role } : null,
          after,
          at: now,
        })
        return after
      })
    },

    /** Edits a staff member; a change of role or a deactivation ends their sessions at once. */
    async update(actor: StaffActor, id: string, body: UpdateStaffBody): Promise<StaffDto> {
      await refuseUnservedCities(body.cities)
      const now = clock.now()
      return repo.db.transaction(async (tx) => {
        const current = await repo.lockUser(tx, id)
        if (!current || (current.role === 'customer' && !adminPhones.includes(id))) throw new DomainError('NOT_FOUND', 'No staff member with this id')
        const before = toDto(current)
        if (before.fromConfiguration) {
          throw new DomainError('CONFLICT', 'This admin is set by ADMIN_PHONES in the server configuration and cannot be edited here', { code: 'CONFIGURED_ADMIN' })
        }
        const roleChanges = body.role !== undefined && body.role !== before.role
        const activeChanges = body.active !== undefined && body.active !== before.active
        if ((roleChanges || activeChanges) && id === actor.userId) {
          throw new DomainError('CONFLICT', 'You cannot change your own role or deactivate yourself; ask another admin', { code: 'OWN_ACCOUNT' })
        }
        const role = body.role ?? before.role
        // A clinic desk keeps its clinic unless the edit names another; any other role holds none.
        const clinicId = role === 'clinic' ? (body.clinicId === undefined ? (before.clinic?.id ?? null) : body.clinicId) : null
        // A desk moved to another clinic must not keep reading the first one's bookings: like a role change.
        const clinicChanges = before.role === 'clinic' && role === 'clinic' && clinicId !== (before.clinic?.id ?? null)
        if (roleChanges || activeChanges || clinicChanges) requireStepUp(actor)
        const registrationNumber = role === 'vet' && body.registrationNumber === undefined ? before.registrationNumber : (body.registrationNumber ?? null)
        const visitTypes = body.visitTypes ?? before.visitTypes
        // Visit types are checked when they or the role change, so deactivating an older vet saved without any still works.
        const issues = staffRoleIssues({
          role,
          registrationNumber,
          visitTypes: body.visitTypes !== undefined || roleChanges ? visitTypes : undefined,
          clinicId: role === 'clinic' ? clinicId : (body.clinicId ?? null),
        })
        if (issues.length > 0) throw new DomainError('VALIDATION_ERROR', issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
        // A vet who stops being one (deactivated, or made an admin) leaves no visit with a vet who cannot do it.
        const active = body.active ?? before.active
        if (before.role === 'vet' && before.active && (!active || role !== 'vet')) {
          const visits = await deps.vetVisits.visitsAheadOf(tx as unknown as Db, id)
          if (visits.length > 0) {
            const underWay = visits.some((visit) => UNDER_WAY.includes(visit.status))
            if (underWay || body.unassignVisits !== visits.length) throw vetHasVisits(before.name, visits)
            await deps.vetVisits.unassignVetVisits(tx as unknown as Db, actor.userId, id, visits.map((visit) => visit.id), now)
          }
        }
        await repo.saveUser(tx, { id, displayName: body.name ?? before.name, role, active }, now)
        const registrationCouncil = role === 'vet' ? (body.registrationCouncil === undefined ? before.registrationCouncil : body.registrationCouncil) : null
        await refuseUnknownClinic(tx, clinicId)
        await repo.saveProfile(tx, { userId: id, registrationNumber, registrationCouncil, cities: body.cities ?? before.cities, visitTypes, clinicId }, now)
        if (roleChanges || activeChanges || clinicChanges) await repo.endSessions(tx, id)
        const updated = await repo.lockUser(tx, id)
        if (!updated) throw new Error('staff member vanished')
        const after = toDto(updated)
        await writeAudit(tx, { actorId: actor.userId, action: 'staff.update', entityType: 'user', entityId: id, before, after, at: now })
        return after
      })
    },

    /**
     * The admin says they checked a vet's registration number against the council's register (the
     * app cannot query it): who and when are recorded, and the vet can then review content.
     */
    async recordRegistrationCheck(actor: StaffActor, id: string): Promise<StaffDto> {
      const now = clock.now()
      return repo.db.transaction(async (tx) => {
        const current = await repo.lockUser(tx, id)
        if (!current || current.role !== 'vet') throw new DomainError('NOT_FOUND', 'No vet with this id')
        const before = toDto(current)
        if (!before.registrationNumber || !before.registrationCouncil) {
          throw new DomainError('VALIDATION_ERROR', 'registrationCouncil: record the registration number and its council before checking them', {
            code: 'REGISTRATION_INCOMPLETE',
          })
        }
        await repo.recordRegistrationCheck(tx, id, actor.userId, now)
        const updated = await repo.lockUser(tx, id)
        if (!updated) throw new Error('staff member vanished')
        const after = toDto(updated)
        await writeAudit(tx, { actorId: actor.userId, action: 'staff.registration-check', entityType: 'user', entityId: id, before, after, at: now })
        return after
      })
    },

    /** The log, each person named with their role now (an ADMIN_PHONES number is an admin whatever its row says). */
    async auditEntries(query: AuditQuery) {
      const person = (id: string, found: { name: string; role: string } | null) => {
        if (!found) return null
        const role = adminPhones.includes(id) ? 'admin' : found.role === 'vet' || found.role === 'admin' || found.role === 'clinic' ? found.role : 'customer'
        return { name: found.name, role } as const
      }
      return (await audit.list(query)).map((row) => ({
        ...row,
        actor: person(row.actorId, row.actor),
        subject: person(row.entityId, row.subject),
        at: row.at.toISOString(),
      }))
    },
  }
}
export type StaffService = ReturnType<typeof createStaffService>
