import { and, eq } from 'drizzle-orm'
import { homeAddressLine } from '../../../core/booking/location.ts'
import { visitClinicOf } from '../../../core/clinics/visit-clinic.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import { indiaDate, visitDayLabel } from '../../../core/booking/schedule.ts'
import type { VetVisit, VisitRecordBody, VisitRecordDto } from '../../../core/contracts/visits.ts'
import { type VisitStatus, canWriteRecord, startsByCall, vetNextStatuses, vetTransitionRefusal, visitDayRefusal } from '../../../core/operations/visit-status.ts'
import { DEFAULT_CALL_OPENS_MINUTES_BEFORE, callLinkOf } from '../../../core/video/call-window.ts'
import type { Db } from '../../db/client.ts'
import { appointments } from '../../db/schema.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { RecordWithVet, VisitRow, VisitsRepo } from './repo.ts'
import { vaccineIdsOfName } from '../../../core/health/vaccine-names.ts'
import type { VaccineId } from '../../../core/health/vaccination-schedules.ts'
import { moneyDueMessage } from '../../../core/payment/messages.ts'

const DAY_MS = 24 * 60 * 60_000
const NOT_YOURS = 'No visit of yours has this id'

/** A status change the owner may be told of; queued after the change commits. */
export type StatusNotice = { appointmentId: string; status: VisitStatus; changedAt: string }

type StoredPrescription = VisitRecordDto['prescription']
type StoredVaccines = VisitRecordDto['vaccinesGiven']

export function toRecordDto(record: RecordWithVet): VisitRecordDto {
  return {
    findings: record.findings,
    diagnosisNotes: record.diagnosisNotes,
    prescription: record.prescription as StoredPrescription,
    vaccinesGiven: record.vaccines as StoredVaccines,
    advice: record.advice,
    followUpDate: record.followUpDate,
    vet: { name: record.vetName, registrationNumber: record.registrationNumber },
    writtenAt: record.updatedAt.toISOString(),
  }
}

/** A maps link for the vet: the pin when the owner shared one, else the written address. */
export function mapUrlOf(visit: Pick<VisitRow, 'visitType' | 'latitude' | 'longitude'>, address: string | null): string | null {
  if (visit.visitType !== 'home') return null
  const query = visit.latitude !== null && visit.longitude !== null ? `${visit.latitude},${visit.longitude}` : address
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null
}

/** One vaccine given at a completed visit, as the pet's health record will list it (vet-verified). */
export type VaccineGivenAtVisit = {
  appointmentId: string
  date: string
  name: string
  batch: string
  nextDueDate: string | null
  vet: { id: string; name: string }
}

export type VisitsService = ReturnType<typeof createVisitsService>

/** The vet's day and the visit record (issue 11, step 4). A vet reaches only visits assigned to them. */
/** Vaccines of the schedules given at a completed visit, for the pet's health record (vet-verified doses). */
export type VaccinesAtVisit = {
  petId: string
  visitId: string
  vetPhone: string
  vaccines: Array<{ vaccine: VaccineId; name: string; batch: string; nextDueDate: string | null; givenOn: string }>
}

export function createVisitsService(deps: {
  db: Db
  repo: VisitsRepo
  clock: Clock
  notifyStatus: (notice: StatusNotice) => Promise<void>
  /** Writes the vaccines of a completed visit into the pet's health record, in the same transaction. */
  recordVaccines?: (tx: Db, given: VaccinesAtVisit) => Promise<unknown>
  /** The visit's bill (collections): what is due, and the link of a visit completed to be paid by link. */
  money: {
    dueIn: (tx: Db, visitId: string) => Promise<number>
    payByLink: (vetId: string, visitId: string) => Promise<{ providerOrderId: string; amountPaise: number; url: string } | null>
    remindNextMorning: (visitId: string, completedAt: Date) => Promise<void>
  }
  /** Video visits: how many minutes before the slot the call room opens. */
  callOpensMinutes?: number
}) {
  const { db, repo, clock } = deps

  async function ownVisit(tx: Db, vetId: string, id: string): Promise<VisitRow> {
    const visit = await repo.findForVet(tx, vetId, id)
    if (!visit) throw new DomainError('NOT_FOUND', NOT_YOURS)
    return visit
  }

  async function toVetVisit(visit: VisitRow, record: RecordWithVet | undefined): Promise<VetVisit> {
    const address = visit.visitType === 'home' ? homeAddressLine(visit) || null : null
    const clinic = await repo.clinicOf(visit)
    return {
      id: visit.id,
      date: visit.date,
      time: visit.time,
      status: visit.status as VisitStatus,
      // 'On the way' is offered only on the visit's own day (the server refuses it on another).
      nextStatuses: vetNextStatuses(visit.status as VisitStatus).filter(
        (to) => !visitDayRefusal(to, visit.date, indiaDate(clock.now()), ''),
      ) as VetVisit['nextStatuses'],
      visitType: visit.visitType as VisitType,
      serviceType: visit.serviceType,
      owner: { name: visit.ownerName, phone: visit.phone },
      pet: { name: visit.petName, type: visit.petType, breed: visit.petBreed, notes: visit.notes },
      address,
      mapUrl: mapUrlOf(visit, address),
      clinic: clinic ? visitClinicOf(clinic) : null,
      record: record ? toRecordDto(record) : null,
      history: await repo.historyOf(visit),
      call: callLinkOf(visit, deps.callOpensMinutes ?? DEFAULT_CALL_OPENS_MINUTES_BEFORE),
    }
  }

  return {
    /** The vet's visits on `date` (default today) and the day after, in time order. */
    async day(vetId: string, date: string | undefined) {
      const first = date ?? indiaDate(clock.now())
      const second = indiaDate(new Date(Date.parse(`${first}T00:00:00Z`) + DAY_MS))
      const rows = await repo.listForVet(vetId, [first, second])
      const records = await repo.recordsOf(rows.map((row) => row.id))
      return { date: first, dates: [first, second], visits: await Promise.all(rows.map((row) => toVetVisit(row, records.get(row.id)))) }
    },

    /**
     * A vet's move of a visit. A visit is completed only with nothing due, unless the vet says the
     * owner will pay by link (`payByLink`): then a link for the amount due is open, and is sent
     * again the next morning if still unpaid.
     */
    async changeStatus(vetId: string, id: string, to: VisitStatus, options: { payByLink?: boolean } = {}) {
      const now = clock.now()
      let link: { providerOrderId: string; amountPaise: number; url: string } | null = null
      if (to === 'completed' && options.payByLink) {
        // The link is made (or reused) before the move, only for a move that is allowed; the move re-checks all of it.
        const current = await ownVisit(db, vetId, id)
        const allowed = !vetTransitionRefusal({ from: current.status as VisitStatus, to, hasRecord: await repo.hasRecord(db, id) })
        if (allowed) link = await deps.money.payByLink(vetId, id)
      }
      const updated = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const current = await ownVisit(txDb, vetId, id)
        const from = current.status as VisitStatus
        const refusal = vetTransitionRefusal({ from, to, hasRecord: await repo.hasRecord(txDb, id) })
        if (refusal?.refused === 'record-required') throw new DomainError('CONFLICT', refusal.message, { code: 'RECORD_REQUIRED' })
        if (refusal) throw new DomainError('CONFLICT', refusal.message, { code: 'ILLEGAL_TRANSITION' })
        const early = visitDayRefusal(to, current.date, indiaDate(now), visitDayLabel(current.date))
        if (early) throw new DomainError('CONFLICT', early, { code: 'NOT_VISIT_DAY' })
        if (to === 'completed') {
          const duePaise = await deps.money.dueIn(txDb, id)
          if (duePaise > 0 && link?.amountPaise !== duePaise) throw new DomainError('CONFLICT', moneyDueMessage(duePaise), { code: 'MONEY_DUE' })
        }
        const [row] = await tx
          .update(appointments)
          .set({ status: to, statusChangedAt: now, statusChangedBy: vetId, updatedAt: now })
          .where(and(eq(appointments.id, id), eq(appointments.vetId, vetId), eq(appointments.status, from)))
          .returning()
        if (!row) throw new DomainError('CONFLICT', 'This visit changed meanwhile. Please reload and try again.', { code: 'STATUS_CHANGED' })
        if (to === 'completed' && current.petId && deps.recordVaccines) {
          // The vaccines of the schedules the vet wrote down become the pet's vet-verified doses.
          const written = ((await repo.recordIn(txDb, id))?.vaccines ?? []) as StoredVaccines
          const vaccines = written.flatMap((given) =>
            vaccineIdsOfName(given.name).map((vaccine) => ({ vaccine, name: given.name, batch: given.batch, nextDueDate: given.nextDueDate, givenOn: current.date })),
          )
          if (vaccines.length > 0) await deps.recordVaccines(txDb, { petId: current.petId, visitId: id, vetPhone: vetId, vaccines })
        }
        const payByLink = link ? { payByLink: { providerOrderId: link.providerOrderId, amountPaise: link.amountPaise } } : {}
        await writeAudit(txDb, { actorId: vetId, action: 'visit.status', entityType: 'appointment', entityId: id, before: { status: from }, after: { status: to, ...payByLink }, at: now })
        return row
      })
      if (link) await deps.money.remindNextMorning(id, now)
      await deps.notifyStatus({ appointmentId: id, status: to, changedAt: now.toISOString() })
      const records = await repo.recordsOf([id])
      return toVetVisit(updated, records.get(id))
    },

    /**
     * The vet joined the video visit's call: the visit is in progress (from vet assigned or on the
     * way; no journey to make). Nothing changes for a visit already in progress or further on.
     */
    async startByCall(vetId: string, id: string): Promise<boolean> {
      const now = clock.now()
      const moved = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const current = await ownVisit(txDb, vetId, id)
        const from = current.status as VisitStatus
        if (!startsByCall(from)) return false
        const [row] = await tx
          .update(appointments)
          .set({ status: 'in_progress', statusChangedAt: now, statusChangedBy: vetId, updatedAt: now })
          .where(and(eq(appointments.id, id), eq(appointments.vetId, vetId), eq(appointments.status, from)))
          .returning({ id: appointments.id })
        if (!row) return false
        await writeAudit(txDb, { actorId: vetId, action: 'visit.status', entityType: 'appointment', entityId: id, before: { status: from }, after: { status: 'in_progress', by: 'call' }, at: now })
        return true
      })
      if (moved) await deps.notifyStatus({ appointmentId: id, status: 'in_progress', changedAt: now.toISOString() })
      return moved
    },

    async saveRecord(vetId: string, id: string, body: VisitRecordBody) {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const visit = await ownVisit(txDb, vetId, id)
        if (!canWriteRecord(visit.status as VisitStatus)) {
          throw new DomainError('CONFLICT', `The record is written once the visit is in progress (in_progress); this one is ${visit.status}`, { code: 'ILLEGAL_TRANSITION' })
        }
        const { before, after } = await repo.saveRecord(txDb, {
          appointmentId: id,
          vetId,
          petId: visit.petId,
          findings: body.findings,
          diagnosisNotes: body.diagnosisNotes,
          prescription: body.prescription,
          vaccines: body.vaccinesGiven.map((vaccine) => ({ name: vaccine.name, batch: vaccine.batch, nextDueDate: vaccine.nextDueDate ?? null })),
          advice: body.advice,
          followUpDate: body.followUpDate ?? null,
          createdAt: now,
          updatedAt: now,
        })
        const snapshot = (row: typeof after | null) => (row ? { ...row, createdAt: undefined, updatedAt: undefined } : null)
        await writeAudit(txDb, { actorId: vetId, action: 'visit.record', entityType: 'appointment', entityId: id, before: snapshot(before), after: snapshot(after), at: now })
      })
      const visit = await ownVisit(db, vetId, id)
      return toVetVisit(visit, (await repo.recordsOf([id])).get(id))
    },

    /** Records of these appointments, for the owner's view (the caller has checked they are the owner's). */
    async recordsFor(ids: readonly string[]): Promise<Map<string, VisitRecordDto>> {
      const records = await repo.recordsOf(ids)
      return new Map([...records].map(([id, record]) => [id, toRecordDto(record)]))
    },

    /**
     * Every vaccine given to a pet at a completed visit, oldest first: what a pet's health record
     * lists as vet-verified doses, with the vet who gave each.
     */
    async vaccinesGivenToPet(petId: string): Promise<VaccineGivenAtVisit[]> {
      const rows = await repo.vaccinesOfPet(petId)
      return rows.flatMap((row) =>
        (row.vaccines as StoredVaccines).map((vaccine) => ({
          appointmentId: row.appointmentId,
          date: row.date,
          name: vaccine.name,
          batch: vaccine.batch,
          nextDueDate: vaccine.nextDueDate,
          vet: { id: row.vetId, name: row.vetName ?? 'Vet' },
        })),
      )
    },
  }
}
