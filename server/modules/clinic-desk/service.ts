import { indiaDate } from '../../../core/booking/schedule.ts'
import { deskWindow } from '../../../core/clinics/desk.ts'
import type { DeskQuery, DeskResponse, DeskVisit } from '../../../core/contracts/clinic-desk.ts'
import type { VisitStatus } from '../../../core/operations/visit-status.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { ClinicDeskRepo, DeskRow } from './repo.ts'

function toDeskVisit({ appointment: row, vetName }: DeskRow): DeskVisit {
  const lines = Array.isArray(row.services) ? (row.services as Array<{ title?: unknown }>) : []
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    status: row.status as VisitStatus,
    serviceType: row.serviceType,
    services: lines.map((line) => (typeof line.title === 'string' ? line.title : '')).filter(Boolean),
    pet: { name: row.petName, type: row.petType, breed: row.petBreed },
    owner: { name: row.ownerName, phone: row.phone },
    notes: row.notes,
    vet: row.vetId ? { name: vetName ?? 'A PetVaidya vet' } : null,
    cancelReason: row.cancelReason,
  }
}

export type ClinicDeskService = ReturnType<typeof createClinicDeskService>

/**
 * A partner clinic's desk (decision 0072): the clinic visits booked at its one clinic, today's and
 * those ahead. Every read is scoped by the desk's clinic, read from the database on each request,
 * so a visit of another clinic is not found and a desk moved to another clinic sees only that one.
 */
export function createClinicDeskService(deps: { repo: ClinicDeskRepo; clock: Clock }) {
  const { repo, clock } = deps

  async function clinicOf(userId: string) {
    const clinic = await repo.clinicOfDesk(userId)
    if (!clinic) throw new DomainError('FORBIDDEN', 'This account is not given a clinic; ask the PetVaidya team')
    return clinic
  }

  return {
    async visits(userId: string, query: DeskQuery): Promise<DeskResponse> {
      const clinic = await clinicOf(userId)
      const today = indiaDate(clock.now())
      const window = deskWindow(today, query.from, query.days)
      if (!window) throw new DomainError('VALIDATION_ERROR', 'from: The clinic desk shows today and the days ahead')
      const { from, to } = window
      const rows = await repo.visitsBetween(clinic.id, from, to)
      return { clinic, today, from, to, visits: rows.map(toDeskVisit) }
    },

    async visit(userId: string, id: string): Promise<DeskVisit> {
      const clinic = await clinicOf(userId)
      const row = await repo.visitAt(clinic.id, id)
      if (!row) throw new DomainError('NOT_FOUND', 'No visit at your clinic has this id')
      return toDeskVisit(row)
    },
  }
}
