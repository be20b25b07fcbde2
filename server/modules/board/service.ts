import { and, eq, inArray, ne } from 'drizzle-orm'
import { isRecentSignIn } from '../../../core/auth/policy.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import { indiaDate } from '../../../core/booking/schedule.ts'
import { visitClinicOf } from '../../../core/clinics/visit-clinic.ts'
import type { ClinicNoticeJob } from '../../../core/operations/clinic-notices.ts'
import type { BoardAppointment, BoardQuery } from '../../../core/contracts/board.ts'
import type { MembershipBenefitUsed } from '../../../core/membership/membership.ts'
import { boardDays, completedWithDue } from '../../../core/operations/board-days.ts'
import type { Bill } from '../../../core/payment/bill.ts'
import { type VisitPaid, paidByMethod } from '../../../core/payment/visit-payments.ts'
import type { VisitAhead } from '../../../core/contracts/staff.ts'
import { OPEN_STATUSES, type VisitStatus, assignRefusal, coverageRefusal, nextStatuses, transitionRefusal } from '../../../core/operations/visit-status.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Db } from '../../db/client.ts'
import { appointments, staffProfiles, users } from '../../db/schema.ts'
import { DomainError } from '../../http-errors.ts'
import type { AppointmentsRepo } from '../appointments/repo.ts'
import type { StatusNoticeJob } from '../appointments/owner-notices.ts'
import { writeAudit } from '../audit/repo.ts'
import type { BoardRepo, BoardRow } from './repo.ts'

const DAY_MS = 24 * 60 * 60_000
const STEP_UP_MESSAGE = 'Cancelling a paid visit refunds it: sign in again with a code (your last sign-in was over 10 minutes ago)'
const CHANGED_MESSAGE = 'This visit changed meanwhile. Please reload the board and try again.'

export type BoardActor = { userId: string; signedInAt: Date }

const rupees = (paise: number) => Math.round(paise) / 100

/** A visit's bill and what was paid on it (the collections module's), as the board reads them. */
export type BoardMoney = { bill: Pick<Bill, 'lines' | 'totalPaise' | 'duePaise'>; paid: VisitPaid }
type AppointmentRow = BoardRow['appointment']

/** The card of a visit: who, where, when, and its money (the bill, what was paid and how, what is due). */
export function toBoardAppointment({ appointment: row, vetName, clinic }: BoardRow, money: BoardMoney, nameOf: (userId: string) => string | null): BoardAppointment {
  const status = row.status as VisitStatus
  const { bill, paid } = money
  const saved = -bill.lines.filter((line) => line.source === 'membership').reduce((sum, line) => sum + line.amountPaise, 0)
  const benefit = row.membershipBenefit as MembershipBenefitUsed | null
  const payment = {
    method: row.paymentId ? ('online' as const) : ('at_visit' as const),
    paid: rupees(paid.onlinePaise + paid.doorPaise - paid.refundedPaise),
    due: rupees(bill.duePaise),
    refunded: rupees(paid.refundedPaise),
    paidBy: paidByMethod(paid.counted).map((entry) => ({ method: entry.method, amount: rupees(entry.amountPaise) })),
    membership: benefit ? { benefit, saved: rupees(Math.max(0, saved)) } : null,
    cashHeld: paid.cashHeld.map((cash) => ({ id: cash.heldBy, name: cash.heldBy ? nameOf(cash.heldBy) : null, amount: rupees(cash.amountPaise) })),
  }
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
    clinic: clinic ? visitClinicOf(clinic) : null,
    amount: rupees(bill.totalPaise),
    payment,
    completedWithDue: completedWithDue({ status, payment }),
    vet: row.vetId ? { id: row.vetId, name: vetName ?? row.vetId } : null,
    cancelReason: row.cancelReason,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    call: row.callStartedAt ? { startedAt: row.callStartedAt.toISOString(), endedAt: row.callEndedAt?.toISOString() ?? null, seconds: row.callSeconds } : null,
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
  /** Each visit's bill and payments (the collections module), read on the connection given. */
  billsOf: (conn: Db, visits: readonly AppointmentRow[]) => Promise<ReadonlyMap<string, BoardMoney>>
  /** Queues the owner's SMS of a status change (never rejects). */
  notifyStatus: (notice: StatusNoticeJob) => Promise<void>
  /** Tells the partner clinic of a clinic visit the team cancelled (never rejects). */
  notifyClinic?: (visit: { id: string; visitType: string }, job: ClinicNoticeJob) => Promise<void>
}) {
  const { db, repo, clock } = deps

  async function load(tx: Db, id: string): Promise<BoardRow> {
    const row = await repo.find(tx, id)
    if (!row) throw new DomainError('NOT_FOUND', 'No appointment with this id')
    return row
  }

  /** The cards of these rows, with their money and the names of who holds their cash, read on `conn`. */
  async function cards(conn: Db, rows: readonly BoardRow[]): Promise<BoardAppointment[]> {
    const money = await deps.billsOf(conn, rows.map((row) => row.appointment))
    const holders = [...new Set([...money.values()].flatMap(({ paid }) => paid.cashHeld.flatMap((cash) => (cash.heldBy ? [cash.heldBy] : []))))]
    const names = await repo.namesOf(conn, holders)
    return rows.map((row) => {
      const visitMoney = money.get(row.appointment.id)
      if (!visitMoney) throw new Error('bill not computed')
      return toBoardAppointment(row, visitMoney, (userId) => names.get(userId) ?? null)
    })
  }
  const card = async (conn: Db, row: BoardRow) => (await cards(conn, [row]))[0] as BoardAppointment

  const snapshot = (row: BoardRow['appointment']) => ({ status: row.status, vetId: row.vetId, cancelReason: row.cancelReason })

  return {
    /** A vet's visits from now on (open, or under way now): what deactivating them would leave without a vet. */
    async visitsAheadOf(tx: Db, vetId: string): Promise<VisitAhead[]> {
      const rows = await repo.visitsAheadOf(tx, vetId, clock.now())
      return rows.map((row) => ({
        id: row.id,
        date: row.date,
        slot: row.time,
        ownerFirstName: row.ownerName.trim().split(/\s+/)[0] ?? '',
        pet: { name: row.petName, type: row.petType },
        status: row.status as VisitStatus,
        visitType: row.visitType as VisitType,
      }))
    },

    /**
     * Takes a vet off the visits they hold that have not started, in the caller's transaction: a
     * visit with a vet goes back to confirmed, so the board shows it as needing one. Each is audited.
     */
    async unassignVetVisits(tx: Db, actorId: string, vetId: string, visitIds: readonly string[], now: Date): Promise<number> {
      if (visitIds.length === 0) return 0
      const before = await tx
        .select()
        .from(appointments)
        .where(and(inArray(appointments.id, [...visitIds]), eq(appointments.vetId, vetId), inArray(appointments.status, ['booked', 'confirmed', 'vet_assigned'])))
        .for('update')
      for (const current of before) {
        const status = current.status === 'vet_assigned' ? 'confirmed' : current.status
        const [updated] = await tx
          .update(appointments)
          .set({ vetId: null, status, statusChangedAt: now, statusChangedBy: actorId, updatedAt: now })
          .where(eq(appointments.id, current.id))
          .returning()
        if (!updated) continue
        await writeAudit(tx, { actorId, action: 'appointment.unassign', entityType: 'appointment', entityId: current.id, before: snapshot(current), after: snapshot(updated), at: now })
      }
      return before.length
    },

    async list(query: BoardQuery) {
      const today = indiaDate(clock.now())
      const from = query.from ?? today
      const to = query.to ?? indiaDate(new Date(Date.parse(`${from}T00:00:00Z`) + 6 * DAY_MS))
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 31 * DAY_MS) {
        throw new DomainError('VALIDATION_ERROR', 'to: The board shows at most 31 days at once')
      }
      const appointments = await cards(db, await repo.list({ ...query, from, to }))
      return { from, to, appointments, days: boardDays(appointments) }
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
            // Held until the visit is saved: a deactivation of this vet waits for it, and then sees it among the vet's visits.
            .for('share', { of: users })
          if (!vet || vet.role !== 'vet' || !vet.active) throw new DomainError('CONFLICT', 'vetId: No active vet has this phone number', { code: 'NOT_A_VET' })
          const loaded = await load(txDb, id)
          const current = loaded.appointment
          // The same vet again changes nothing: no write, no audit row, no message.
          if (current.vetId === vetId && current.status === 'vet_assigned') return { appointment: await card(txDb, loaded), changed: false, previousVetId: current.vetId }
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
          return { appointment: await card(txDb, await load(txDb, id)), changed: true, previousVetId: current.vetId }
        })
        if (assigned.changed) await deps.notifyStatus({ appointmentId: id, status: 'vet_assigned', changedAt: now.toISOString(), vetId, previousVetId: assigned.previousVetId })
        return assigned.appointment
      } catch (error) {
        if (uniqueViolation(error) === 'appointments_vet_slot_idx') {
          // Which visit holds the slot, so the admin can move one of the two without searching.
          const [wanted] = await db.select({ date: appointments.date, time: appointments.time }).from(appointments).where(eq(appointments.id, id))
          const [holder] = wanted
            ? await db
                .select({ petName: appointments.petName, ownerName: appointments.ownerName, city: appointments.city })
                .from(appointments)
                .where(and(eq(appointments.vetId, vetId), eq(appointments.date, wanted.date), eq(appointments.time, wanted.time), inArray(appointments.status, OPEN_STATUSES), ne(appointments.id, id)))
                .limit(1)
            : []
          const held = holder ? `: ${holder.petName} (${holder.ownerName}, ${holder.city})` : ''
          throw new DomainError('CONFLICT', `vetId: This vet already has a visit in this slot${held}`, { code: 'VET_SLOT_TAKEN' })
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
        return { appointment: await card(txDb, await load(txDb, id)), refund: cancelling && current.paymentId !== null, cancelling, visitType: current.visitType }
      })
      if (result.refund) await deps.sendDueRefunds()
      if (result.cancelling) await deps.notifyClinic?.({ id, visitType: result.visitType }, { appointmentId: id, cause: 'cancelled' })
      await deps.notifyStatus({ appointmentId: id, status: change.status, changedAt: now.toISOString() })
      return result.appointment
    },
  }
}
