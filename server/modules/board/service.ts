import { and, eq } from 'drizzle-orm'
import { isRecentSignIn } from '../../../core/auth/policy.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import { indiaDate } from '../../../core/booking/schedule.ts'
import type { BoardAppointment, BoardQuery } from '../../../core/contracts/board.ts'
import { type VisitStatus, assignRefusal, coverageRefusal, nextStatuses, transitionRefusal } from '../../../core/operations/visit-status.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Db } from '../../db/client.ts'
import { appointments, staffProfiles, users } from '../../db/schema.ts'
import { DomainError } from '../../http-errors.ts'
import type { AppointmentsRepo } from '../appointments/repo.ts'
import { writeAudit } from '../audit/repo.ts'
import type { BoardRepo, BoardRow } from './repo.ts'

const DAY_MS = 24 * 60 * 60_000
const STEP_UP_MESSAGE = 'Cancelling a paid visit refunds it: sign in again with a code (your last sign-in was over 10 minutes ago)'
const CHANGED_MESSAGE = 'This visit changed meanwhile. Please reload the board and try again.'

export type BoardActor = { userId: string; signedInAt: Date }

const rupees = (paise: number) => Math.round(paise) / 100

export function toBoardAppointment({ appointment: row, paidPaise, vetName }: BoardRow): BoardAppointment {
  const status = row.status as VisitStatus
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    status,
    nextStatuses: [...nextStatuses(status)],
    visitType: row.visitType as VisitType,
    serviceType: row.serviceType,
    city: row.city,
    owner: { name: row.ownerName, phone: row.phone },
    pet: { name: row.petName, type: row.petType, breed: row.petBreed },
    address: row.visitType === 'home' ? homeAddressLine(row) || null : null,
    amount: rupees(row.totalPaise),
    payment: { method: row.paymentId ? 'online' : 'at_visit', paid: rupees(paidPaise ?? 0) },
    vet: row.vetId ? { id: row.vetId, name: vetName ?? row.vetId } : null,
    cancelReason: row.cancelReason,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  }
}

/** A unique index refusing the write: which one, or null for any other failure. */
function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string })
  return cause.code === '23505' ? (cause.constraint ?? '') : null
}

export type BoardService = ReturnType<typeof createBoardService>

/** The appointments board (issue 11): the team's view of bookings, vets and statuses. */
export function createBoardService(deps: {
  db: Db
  repo: BoardRepo
  appointmentsRepo: AppointmentsRepo
  clock: Clock
  sendDueRefunds: () => Promise<void>
  /** Queues the owner's SMS of a status change (never rejects). */
  notifyStatus: (notice: { appointmentId: string; status: VisitStatus; changedAt: string }) => Promise<void>
}) {
  const { db, repo, clock } = deps

  async function load(tx: Db, id: string): Promise<BoardRow> {
    const row = await repo.find(tx, id)
    if (!row) throw new DomainError('NOT_FOUND', 'No appointment with this id')
    return row
  }

  const snapshot = (row: BoardRow['appointment']) => ({ status: row.status, vetId: row.vetId, cancelReason: row.cancelReason })

  return {
    async list(query: BoardQuery) {
      const today = indiaDate(clock.now())
      const from = query.from ?? today
      const to = query.to ?? indiaDate(new Date(Date.parse(`${from}T00:00:00Z`) + 6 * DAY_MS))
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 31 * DAY_MS) {
        throw new DomainError('VALIDATION_ERROR', 'to: The board shows at most 31 days at once')
      }
      const rows = await repo.list({ ...query, from, to })
      return { from, to, appointments: rows.map(toBoardAppointment) }
    },

    async assign(actor: BoardActor, id: string, vetId: string) {
      const now = clock.now()
      try {
        const assigned = await db.transaction(async (tx) => {
          const txDb = tx as unknown as Db
          const [vet] = await tx
            .select({ role: users.role, active: users.active, cities: staffProfiles.cities, visitTypes: staffProfiles.visitTypes })
            .from(users)
            .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
            .where(eq(users.id, vetId))
          if (!vet || vet.role !== 'vet' || !vet.active) throw new DomainError('CONFLICT', 'vetId: No active vet has this phone number', { code: 'NOT_A_VET' })
          const current = (await load(txDb, id)).appointment
          const refusal = assignRefusal(current.status as VisitStatus)
          if (refusal) throw new DomainError('CONFLICT', refusal, { code: 'ILLEGAL_TRANSITION' })
          const coverage = coverageRefusal({ visitType: current.visitType, city: current.city }, { cities: vet.cities ?? [], visitTypes: vet.visitTypes ?? [] })
          if (coverage) throw new DomainError('UNPROCESSABLE', `vetId: ${coverage.message}`, { code: coverage.code })
          const [updated] = await tx
            .update(appointments)
            .set({ vetId, status: 'vet_assigned', statusChangedAt: now, statusChangedBy: actor.userId, updatedAt: now })
            .where(and(eq(appointments.id, id), eq(appointments.status, current.status)))
            .returning()
          if (!updated) throw new DomainError('CONFLICT', CHANGED_MESSAGE, { code: 'STATUS_CHANGED' })
          await writeAudit(txDb, { actorId: actor.userId, action: 'appointment.assign', entityType: 'appointment', entityId: id, before: snapshot(current), after: snapshot(updated), at: now })
          return toBoardAppointment(await load(txDb, id))
        })
        await deps.notifyStatus({ appointmentId: id, status: 'vet_assigned', changedAt: now.toISOString() })
        return assigned
      } catch (error) {
        if (uniqueViolation(error) === 'appointments_vet_slot_idx') {
          throw new DomainError('CONFLICT', 'vetId: This vet already has a visit in this slot', { code: 'VET_SLOT_TAKEN' })
        }
        throw error
      }
    },

    async changeStatus(actor: BoardActor, id: string, change: { status: VisitStatus; reason?: string | undefined }) {
      const now = clock.now()
      const result = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const current = (await load(txDb, id)).appointment
        const from = current.status as VisitStatus
        const refusal = transitionRefusal({ from, to: change.status, reason: change.reason, hasVet: current.vetId !== null })
        if (refusal?.refused === 'illegal') throw new DomainError('CONFLICT', refusal.message, { code: 'ILLEGAL_TRANSITION' })
        if (refusal?.refused === 'vet-required') throw new DomainError('CONFLICT', refusal.message, { code: 'VET_REQUIRED' })
        if (refusal) throw new DomainError('VALIDATION_ERROR', refusal.message)
        const cancelling = change.status === 'cancelled_by_clinic'
        if (cancelling && current.paymentId && !isRecentSignIn(actor.signedInAt, now)) {
          throw new DomainError('FORBIDDEN', STEP_UP_MESSAGE, { code: 'STEP_UP_REQUIRED' })
        }
        const [updated] = await tx
          .update(appointments)
          .set({
            status: change.status,
            statusChangedAt: now,
            statusChangedBy: actor.userId,
            updatedAt: now,
            ...(cancelling ? { cancelReason: change.reason?.trim() ?? null, cancelledAt: now } : {}),
          })
          .where(and(eq(appointments.id, id), eq(appointments.status, from)))
          .returning()
        if (!updated) throw new DomainError('CONFLICT', CHANGED_MESSAGE, { code: 'STATUS_CHANGED' })
        // Ended before the visit: the place is freed and a paid booking refunded, as an owner's cancellation is.
        if (cancelling) await deps.appointmentsRepo.freePlaceAndRefund(txDb, updated, now)
        await writeAudit(txDb, { actorId: actor.userId, action: 'appointment.status', entityType: 'appointment', entityId: id, before: snapshot(current), after: snapshot(updated), at: now })
        return { appointment: toBoardAppointment(await load(txDb, id)), refund: cancelling && current.paymentId !== null }
      })
      if (result.refund) await deps.sendDueRefunds()
      await deps.notifyStatus({ appointmentId: id, status: change.status, changedAt: now.toISOString() })
      return result.appointment
    },
  }
}
