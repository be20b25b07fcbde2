import { isRecentSignIn } from '../../../core/auth/policy.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import { type AuditQuery, type CreateStaffBody, type StaffDto, type UpdateStaffBody, staffRoleIssues } from '../../../core/contracts/staff.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { type AuditRepo, writeAudit } from '../audit/repo.ts'
import type { StaffRepo, StaffRow } from './repo.ts'

export type StaffActor = { userId: string; signedInAt: Date }

const STEP_UP_MESSAGE = 'For this change, sign in again with a code (your last sign-in was over 10 minutes ago)'

export function createStaffService(deps: {
  repo: StaffRepo
  audit: AuditRepo
  clock: Clock
  adminPhones: readonly string[]
  /** The cities of the service area (admins edit it, decision 0029); a vet covers only these. Absent: any known city. */
  servedCities?: () => Promise<readonly string[]>
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
    const role = fromConfiguration || row.role === 'admin' ? 'admin' : 'vet'
    return {
      id: row.id,
      name: row.displayName,
      phoneNumber: row.id,
      role,
      active: fromConfiguration || row.active,
      // A council registration is a vet's; one left on an admin from before is not theirs to show.
      registrationNumber: role === 'vet' ? row.registrationNumber : null,
      cities: row.cities ?? [],
      visitTypes: (row.visitTypes ?? []) as VisitType[],
      fromConfiguration,
    }
  }

  function requireStepUp(actor: StaffActor): void {
    if (!isRecentSignIn(actor.signedInAt, clock.now())) throw new DomainError('FORBIDDEN', STEP_UP_MESSAGE, { code: 'STEP_UP_REQUIRED' })
  }

  return {
    async list(): Promise<StaffDto[]> {
      return (await repo.list(adminPhones)).map(toDto)
    },

    /** Adds a vet or an admin (a new number, or a customer given a staff role); their sessions end. */
    async create(actor: StaffActor, body: CreateStaffBody): Promise<StaffDto> {
      requireStepUp(actor)
      await refuseUnservedCities(body.cities)
      const now = clock.now()
      return repo.db.transaction(async (tx) => {
        const existing = await repo.lockUser(tx, body.phoneNumber)
        if (adminPhones.includes(body.phoneNumber) || (existing && existing.role !== 'customer')) {
          throw new DomainError('CONFLICT', 'phoneNumber: This number is already on the staff; edit it instead', { code: 'STAFF_EXISTS' })
        }
        await repo.saveUser(tx, { id: body.phoneNumber, displayName: body.name, role: body.role, active: true }, now)
        await repo.saveProfile(
          tx,
          { userId: body.phoneNumber, registrationNumber: body.registrationNumber ?? null, cities: body.cities ?? [], visitTypes: body.visitTypes ?? [] },
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
        if (roleChanges || activeChanges) requireStepUp(actor)
        const role = body.role ?? before.role
        const registrationNumber = role === 'vet' && body.registrationNumber === undefined ? before.registrationNumber : (body.registrationNumber ?? null)
        const visitTypes = body.visitTypes ?? before.visitTypes
        // Visit types are checked when they or the role change, so deactivating an older vet saved without any still works.
        const issues = staffRoleIssues({ role, registrationNumber, visitTypes: body.visitTypes !== undefined || roleChanges ? visitTypes : undefined })
        if (issues.length > 0) throw new DomainError('VALIDATION_ERROR', issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
        await repo.saveUser(tx, { id, displayName: body.name ?? before.name, role, active: body.active ?? before.active }, now)
        await repo.saveProfile(tx, { userId: id, registrationNumber, cities: body.cities ?? before.cities, visitTypes }, now)
        if (roleChanges || activeChanges) await repo.endSessions(tx, id)
        const updated = await repo.lockUser(tx, id)
        if (!updated) throw new Error('staff member vanished')
        const after = toDto(updated)
        await writeAudit(tx, { actorId: actor.userId, action: 'staff.update', entityType: 'user', entityId: id, before, after, at: now })
        return after
      })
    },

    async auditEntries(query: AuditQuery) {
      return (await audit.list(query)).map((row) => ({ ...row, at: row.at.toISOString() }))
    },
  }
}
export type StaffService = ReturnType<typeof createStaffService>
