import { randomUUID } from 'node:crypto'
import { TransactionRollbackError, and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appointments, payments, pets, refunds, slotCounts } from '../../db/schema.ts'

export type AppointmentRow = typeof appointments.$inferSelect
export type NewAppointment = typeof appointments.$inferInsert
export type NewPet = typeof pets.$inferInsert
export type PaymentRow = typeof payments.$inferSelect
export type AppointmentWithPayment = AppointmentRow & {
  paidPaise: number
  providerPaymentId: string | null
  refund: { status: string; amountPaise: number } | null }

export type SlotKey = { date: string; time: string; visitType: string }

export type AppointmentsRepo = ReturnType<typeof createAppointmentsRepo>

export function createAppointmentsRepo(db: Db) {
  /** Takes one place in a slot; false when it is full. The row lock serialises racing bookings. */
  async function reserve(tx: Db, slot: SlotKey, capacity: number): Promise<boolean> {
    await tx.insert(slotCounts).values({ ...slot, capacity, booked: 0 }).onConflictDoNothing()
    const taken = await tx
      .update(slotCounts)
      .set({ capacity, booked: sql`${slotCounts.booked} + 1` })
      .where(and(slotKey(slot), lt(slotCounts.booked, capacity)))
      .returning({ booked: slotCounts.booked })
    return taken.length === 1
  }

  async function release(tx: Db, slot: SlotKey): Promise<void> {
    await tx
      .update(slotCounts)
      .set({ booked: sql`${slotCounts.booked} - 1` })
      .where(and(slotKey(slot), sql`${slotCounts.booked} > 0`))
  }

  const selectWithPayment = (tx: Db) =>
    tx
      .select({
        appointment: appointments,
        paidPaise: sql<number>`coalesce(${payments.amountPaise}, 0)`.mapWith(Number),
        providerPaymentId: payments.providerPaymentId,
        refundStatus: refunds.status,
        refundPaise: refunds.amountPaise,
      })
      .from(appointments)
      .leftJoin(payments, eq(payments.id, appointments.paymentId))
      .leftJoin(refunds, eq(refunds.paymentId, appointments.paymentId))

  const flatten = (row: {
    appointment: AppointmentRow
    paidPaise: number
    providerPaymentId: string | null
    refundStatus: string | null
    refundPaise: number | null
  }): AppointmentWithPayment => ({
    ...row.appointment,
    paidPaise: row.paidPaise,
    providerPaymentId: row.providerPaymentId,
    refund: row.refundStatus !== null && row.refundPaise !== null ? { status: row.refundStatus, amountPaise: row.refundPaise } : null,
  })

  return {
    bookedCounts: async (date: string, visitType: string): Promise<Map<string, number>> => {
      const rows = await db
        .select({ time: slotCounts.time, booked: slotCounts.booked })
        .from(slotCounts)
        .where(and(eq(slotCounts.date, date), eq(slotCounts.visitType, visitType)))
      return new Map(rows.map((row) => [row.time, row.booked]))
    },

    findPaymentForUser: async (providerPaymentId: string, userId: string): Promise<PaymentRow | null> => {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.userId, userId)))
      return row ?? null
    },

    /**
     * Books in one transaction: the slot's place, the pet when it is new, the appointment, and
     * the payment's link. Returns null when the slot is full; nothing is written then.
     */
    book: (input: { slot: SlotKey; capacity: number; appointment: NewAppointment; newPet: NewPet | null }): Promise<AppointmentRow | null> =>
      rolledBackAs(null, () => db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        if (!(await reserve(txDb, input.slot, input.capacity))) {
          tx.rollback()
        }
        if (input.newPet) await tx.insert(pets).values(input.newPet)
        const [row] = await tx.insert(appointments).values(input.appointment).returning()
        if (input.appointment.paymentId) {
          const linked = await tx
            .update(payments)
            .set({ appointmentId: input.appointment.id })
            .where(and(eq(payments.id, input.appointment.paymentId), isNull(payments.appointmentId)))
            .returning({ id: payments.id })
          if (linked.length !== 1) throw new PaymentAlreadyUsedError()
        }
        return row as AppointmentRow
      })),

    find: async (userId: string, id: string): Promise<AppointmentWithPayment | null> => {
      const [row] = await selectWithPayment(db).where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
      return row ? flatten(row) : null
    },

    listForUser: async (userId: string): Promise<AppointmentWithPayment[]> =>
      (await selectWithPayment(db).where(eq(appointments.userId, userId)).orderBy(asc(appointments.startsAt))).map(flatten),

    /** Keeps a deleted account's bookings for the accounts, without the person's details. */
    detachOwner: async (userId: string, now: Date) => {
      await db
        .update(appointments)
        .set({
          userId: null,
          petId: null,
          ownerName: 'Deleted account',
          phone: '',
          email: '',
          address: null,
          landmark: null,
          latitude: null,
          longitude: null,
          notes: '',
          updatedAt: now,
        })
        .where(eq(appointments.userId, userId))
    },

    /** Cancels a booked appointment and frees its place; false when it was no longer booked. */
    /**
     * Cancels a booked appointment and frees its place; an online payment for it gets its full
     * refund recorded in the same transaction (decision 0015), for the payments job to send.
     */
    cancel: (userId: string, id: string, now: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(appointments)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(appointments.id, id), eq(appointments.userId, userId), eq(appointments.status, 'booked')))
          .returning()
        if (!row) return false
        await release(tx as unknown as Db, { date: row.date, time: row.time, visitType: row.visitType })
        if (row.paymentId) {
          const [payment] = await tx.select({ amountPaise: payments.amountPaise }).from(payments).where(eq(payments.id, row.paymentId))
          if (payment) {
            await tx
              .insert(refunds)
              .values({ id: randomUUID(), paymentId: row.paymentId, appointmentId: row.id, amountPaise: payment.amountPaise, nextAttemptAt: now, createdAt: now, updatedAt: now })
              .onConflictDoNothing({ target: refunds.paymentId })
          }
        }
        return true
      }),

    /** Moves a booked appointment to another slot: the new place is taken before the old one is freed. */
    reschedule: (input: { userId: string; id: string; from: SlotKey; to: SlotKey; startsAt: Date; capacity: number; now: Date }) =>
      rolledBackAs('changed' as const, () => db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        if (!(await reserve(txDb, input.to, input.capacity))) return 'full' as const
        const [row] = await tx
          .update(appointments)
          .set({
            date: input.to.date,
            time: input.to.time,
            startsAt: input.startsAt,
            rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
            updatedAt: input.now,
          })
          .where(
            and(
              eq(appointments.id, input.id),
              eq(appointments.userId, input.userId),
              eq(appointments.status, 'booked'),
              eq(appointments.date, input.from.date),
              eq(appointments.time, input.from.time),
            ),
          )
          .returning()
        if (!row) tx.rollback()
        await release(txDb, input.from)
        return 'moved' as const
      })),
  }
}

export class PaymentAlreadyUsedError extends Error {
  constructor() {
    super('This payment is already linked to another booking')
    this.name = 'PaymentAlreadyUsedError'
  }
}

/** A transaction ended by tx.rollback() answers `value`; any other failure goes on up. */
async function rolledBackAs<T, R>(value: R, work: () => Promise<T>): Promise<T | R> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof TransactionRollbackError) return value
    throw error
  }
}

function slotKey(slot: SlotKey) {
  return and(eq(slotCounts.date, slot.date), eq(slotCounts.time, slot.time), eq(slotCounts.visitType, slot.visitType))
}
