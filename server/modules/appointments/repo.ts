import { randomUUID } from 'node:crypto'
import { TransactionRollbackError, and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { OPEN_STATUSES, OWNER_CHANGEABLE_STATUSES } from '../../../core/operations/visit-status.ts'
import type { Db } from '../../db/client.ts'
import { alias } from 'drizzle-orm/pg-core'
import { placeholderValuesOf, placeholdersForEachRowOf, rowWritten } from '../../db/insert-for-each-row.ts'
import { placeholderSql, prepared } from '../../db/prepared.ts'
import { appointments, clinics, memberships, paymentOrders, payments, pets, refunds, slotCounts, users } from '../../db/schema.ts'

const vets = alias(users, 'vets')
const placeholder = sql.placeholder

export type AppointmentRow = typeof appointments.$inferSelect
export type NewAppointment = typeof appointments.$inferInsert
/** A pet saved with its first booking: what the booking's statement writes of it. */
export type NewPet = Pick<typeof pets.$inferInsert, 'id' | 'userId' | 'name' | 'type' | 'breed'> & { createdAt: Date; updatedAt: Date }
export type PaymentRow = typeof payments.$inferSelect
/** A payment a booking names, with what its order paid for and whether it was refunded meanwhile. */
export type BookablePayment = PaymentRow & { flowType: string; items: unknown; refunded: boolean }
export type AppointmentWithPayment = AppointmentRow & {
  /** The clinic of a clinic visit, as it is named and reached today. */
  clinic: { name: string; address: string; phone: string; email: string | null } | null
  paidPaise: number
  providerPaymentId: string | null
  refund: { status: string; amountPaise: number } | null
  vetName: string | null }

/** A slot's places: per visit type, and per clinic for clinic visits (clinicId '' otherwise). */
export type SlotKey = { date: string; time: string; visitType: string; clinicId: string }

/** The slot key of a booked visit. */
export function slotOf(row: Pick<AppointmentRow, 'date' | 'time' | 'visitType' | 'clinicId'>): SlotKey {
  return { date: row.date, time: row.time, visitType: row.visitType, clinicId: row.visitType === 'clinic' ? (row.clinicId ?? '') : '' }
}

/**
 * What one account may hold, checked in the booking's own transaction: at most `perDay` upcoming
 * visits on a day (null: no limit, for staff booking for a customer) and one place per pet per
 * slot. `exceptId` is the appointment being moved.
 */
export type AccountLimits = { userId: string; perDay: number | null; pet: { id: string | null; name: string }; exceptId?: string; now: Date }

/** Why the account's own bookings refuse one more. */
export type AccountRefusal = { refused: 'daily-limit'; held: number } | { refused: 'pet-slot-taken'; petName: string }

export class AccountLimitError extends Error {
  readonly refusal: AccountRefusal
  constructor(refusal: AccountRefusal) {
    super(refusal.refused)
    this.refusal = refusal
    this.name = 'AccountLimitError'
  }
}

/** What a booking's transaction did. */
export type BookOutcome = { outcome: 'booked'; row: AppointmentRow } | { outcome: 'full' } | { outcome: 'made' }

export type AppointmentsRepo = ReturnType<typeof createAppointmentsRepo>

export function createAppointmentsRepo(db: Db) {
  /**
   * Takes one place in a slot in one statement; false when it is full. The upsert locks the
   * slot's row and compares its latest count, so racing bookings are counted one after another.
   */
  async function reserve(tx: Db, slot: SlotKey, capacity: number): Promise<boolean> {
    if (capacity < 1) return false
    const taken = await tx
      .insert(slotCounts)
      .values({ ...slot, capacity, booked: 1 })
      .onConflictDoUpdate({
        target: SLOT_KEY_COLUMNS,
        set: { capacity, booked: sql`${slotCounts.booked} + 1` },
        setWhere: lt(slotCounts.booked, capacity),
      })
      .returning({ booked: slotCounts.booked })
    return taken.length === 1
  }

  /**
   * The account's day in one read (decision 0051), built once and sent by name (decision 0077):
   * the pet's place in the slot, the visits held, and whether the booking `madeId` exists. A
   * value left out is null: no pet id, no booking looked for, no appointment being moved.
   */
  const accountDay = prepared(db, 'booking_account_day', (db) => {
    const sameDay = and(
      eq(appointments.date, placeholder('date')),
      inArray(appointments.status, OPEN_STATUSES),
      sql`${appointments.id} is distinct from ${placeholder('exceptId')}`,
    )
    const samePet = or(eq(appointments.petId, placeholder('petId')), sql`lower(trim(${appointments.petName})) = ${placeholder('petName')}`)
    return db
      .select({
        petInSlot: sql<string | null>`min(${appointments.petName}) filter (where ${and(sameDay, eq(appointments.time, placeholder('time')), samePet)})`,
        held: sql<number>`count(*) filter (where ${and(sameDay, gt(appointments.startsAt, placeholder('now')))})`.mapWith(Number),
        made: sql<boolean>`coalesce(bool_or(${eq(appointments.id, placeholder('madeId'))}), false)`,
      })
      .from(appointments)
      .where(and(eq(appointments.userId, placeholder('userId')), or(sameDay, eq(appointments.id, placeholder('madeId')))))
  })

  /**
   * Refuses a booking past the account's limits for the slot's day. The advisory lock serialises
   * the bookings of one account on one day, so parallel requests are counted one after another;
   * the day's bookings are then read in one statement (the pet's place in the slot, the visits
   * held). With `madeId`, the same statement says whether that booking already exists (a retry
   * whose first run booked, decision 0042): 'made' then, and nothing else is checked.
   */
  async function checkAccountLimits(tx: Db, slot: SlotKey, limits: AccountLimits, madeId?: string): Promise<{ made: boolean; refusal: AccountRefusal | null }> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${limits.userId}:${slot.date}`}))`)
    const [row] = await accountDay.in(tx).execute({
      userId: limits.userId,
      date: slot.date,
      time: slot.time,
      now: limits.now.toISOString(),
      petId: limits.pet.id,
      petName: limits.pet.name.trim().toLowerCase(),
      madeId: madeId ?? null,
      exceptId: limits.exceptId ?? null,
    })
    if (row?.made) return { made: true, refusal: null }
    if (row?.petInSlot) return { made: false, refusal: { refused: 'pet-slot-taken', petName: row.petInSlot } }
    const held = row?.held ?? 0
    return { made: false, refusal: limits.perDay !== null && held >= limits.perDay ? { refused: 'daily-limit', held } : null }
  }

  /**
   * One statement takes the place, saves a new pet and writes the booking, built once and sent by
   * name (decision 0077), with and without the pet. The place is taken by a conditional upsert:
   * its row lock counts racing bookings one after another, and a full slot returns no row, so the
   * booking, written once per row the place returned, is not written. A full slot is an answer,
   * not a failed statement (the check on the count stays, should anything else count past the
   * capacity). Only the booking's id comes back: the answer is made from the values written.
   */
  function bookingStatement(withPet: boolean) {
    return (db: Db) => {
      const place = db.$with(PLACE, { booked: sql<number>`booked` }).as(
        db
          .insert(slotCounts)
          .values({
            date: placeholder('slot.date'),
            time: placeholder('slot.time'),
            visitType: placeholder('slot.visitType'),
            clinicId: placeholder('slot.clinicId'),
            capacity: placeholder('slot.capacity'),
            booked: 1,
          })
          .onConflictDoUpdate({
            target: SLOT_KEY_COLUMNS,
            set: { capacity: placeholderSql('slot.capacity'), booked: sql`${slotCounts.booked} + 1` },
            setWhere: lt(slotCounts.booked, placeholder('slot.capacity')),
          })
          .returning({ booked: slotCounts.booked })
          .getSQL(),
      )
      const pet = db.$with('pet', { id: sql<string>`id` }).as(
        db
          .insert(pets)
          .values({
            id: placeholder('pet.id'),
            userId: placeholder('pet.userId'),
            name: placeholder('pet.name'),
            type: placeholder('pet.type'),
            breed: placeholder('pet.breed'),
            createdAt: placeholder('pet.createdAt'),
            updatedAt: placeholder('pet.updatedAt'),
          })
          .returning({ id: pets.id })
          .getSQL(),
      )
      return db
        .with(...(withPet ? [place, pet] : [place]))
        .insert(appointments)
        .select(placeholdersForEachRowOf(appointments, PLACE, 'appointment.'))
        .returning({ id: appointments.id })
    }
  }
  const bookWithoutPet = prepared(db, 'booking_write', bookingStatement(false))
  const bookWithPet = prepared(db, 'booking_write_with_pet', bookingStatement(true))

  /**
   * Cancels a booked appointment and frees its place; an online payment for it gets its full
   * refund recorded in the same transaction (decision 0015), for the payments job to send.
   * False when it was no longer booked.
   */
  async function cancelIn(tx: Db, userId: string, id: string, now: Date, from: readonly string[] = OWNER_CHANGEABLE_STATUSES): Promise<boolean> {
    const [row] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(appointments.id, id), eq(appointments.userId, userId), inArray(appointments.status, [...from])))
      .returning()
    if (!row) return false
    await freePlaceAndRefund(tx, row, now)
    return true
  }

  /**
   * For a visit that has just ended unvisited, in the caller's transaction: frees its place and
   * records the full refund of an online payment for the payments job to send (decision 0015).
   */
  async function freePlaceAndRefund(tx: Db, row: AppointmentRow, now: Date): Promise<void> {
    await release(tx, slotOf(row))
    // A free home visit of a membership comes back to it (decision 0036).
    if (row.membershipId && row.membershipBenefit === 'free_visit') {
      await tx
        .update(memberships)
        .set({ freeVisitsUsed: sql`greatest(${memberships.freeVisitsUsed} - 1, 0)`, updatedAt: now })
        .where(eq(memberships.id, row.membershipId))
    }
    if (row.paymentId) {
      const [payment] = await tx.select({ amountPaise: payments.amountPaise }).from(payments).where(eq(payments.id, row.paymentId))
      if (payment) {
        await tx
          .insert(refunds)
          .values({ id: randomUUID(), paymentId: row.paymentId, appointmentId: row.id, amountPaise: payment.amountPaise, nextAttemptAt: now, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: refunds.paymentId })
      }
    }
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
        vetName: vets.displayName,
        clinicName: clinics.name,
        clinicAddress: clinics.address,
        clinicPhone: clinics.phone,
        clinicEmail: clinics.email,
      })
      .from(appointments)
      .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
      .leftJoin(payments, eq(payments.id, appointments.paymentId))
      .leftJoin(refunds, eq(refunds.paymentId, appointments.paymentId))
      .leftJoin(vets, eq(vets.id, appointments.vetId))

  const flatten = (row: {
    appointment: AppointmentRow
    paidPaise: number
    providerPaymentId: string | null
    refundStatus: string | null
    refundPaise: number | null
    vetName: string | null
    clinicName: string | null
    clinicAddress: string | null
    clinicPhone: string | null
    clinicEmail: string | null
  }): AppointmentWithPayment => ({
    ...row.appointment,
    clinic:
      row.clinicName !== null && row.clinicAddress !== null
        ? { name: row.clinicName, address: row.clinicAddress, phone: row.clinicPhone ?? '', email: row.clinicEmail }
        : null,
    paidPaise: row.paidPaise,
    providerPaymentId: row.providerPaymentId,
    refund: row.refundStatus !== null && row.refundPaise !== null ? { status: row.refundStatus, amountPaise: row.refundPaise } : null,
    vetName: row.vetName,
  })

  return {
    bookedCounts: async (date: string, visitType: string, clinicId = ''): Promise<Map<string, number>> => {
      const rows = await db
        .select({ time: slotCounts.time, booked: slotCounts.booked })
        .from(slotCounts)
        .where(and(eq(slotCounts.date, date), eq(slotCounts.visitType, visitType), eq(slotCounts.clinicId, clinicId)))
      return new Map(rows.map((row) => [row.time, row.booked]))
    },

    findPaymentForUser: async (providerPaymentId: string, userId: string): Promise<BookablePayment | null> => {
      const [row] = await db
        .select({ payment: payments, flowType: paymentOrders.flowType, items: paymentOrders.items, refundId: refunds.id })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.userId, userId)))
      return row ? { ...row.payment, flowType: row.flowType, items: row.items, refunded: row.refundId !== null } : null
    },

    /**
     * Books in one transaction: the slot's place, the pet when it is new, the appointment, and
     * the payment's link. 'full' when the slot is full; nothing is written then. With
     * `madeCheck`, a booking that already has the appointment's id (a retry of a booking whose
     * answer was lost) is 'made', and nothing is written either.
     */
    book: (input: {
      slot: SlotKey
      capacity: number
      appointment: NewAppointment & { id: string }
      newPet: NewPet | null
      limits: AccountLimits
      /** The membership whose free home visit this booking uses, counted in the same transaction. */
      freeVisitOf?: string | null
      madeCheck?: boolean
    }): Promise<BookOutcome> =>
      uniqueConflicts(() => rolledBackAs<BookOutcome, BookOutcome>({ outcome: 'full' }, () => db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const checked = await checkAccountLimits(txDb, input.slot, input.limits, input.madeCheck ? input.appointment.id : undefined)
        if (checked.made) return { outcome: 'made' as const }
        if (checked.refusal) throw new AccountLimitError(checked.refusal)
        // The payment is linked first: its row lock makes parallel bookings reusing it wait,
        // then find it linked, before they take a place or write anything.
        if (input.appointment.paymentId) {
          const linked = await tx
            .update(payments)
            .set({ appointmentId: input.appointment.id })
            .where(and(eq(payments.id, input.appointment.paymentId), isNull(payments.appointmentId)))
            .returning({ id: payments.id })
          if (linked.length !== 1) throw new PaymentAlreadyUsedError()
          // A refund of an unbooked payment locks the payment's row before it is recorded: holding
          // that lock now, a refund recorded meanwhile is seen here, and this booking is undone.
          const [refunded] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, input.appointment.paymentId))
          if (refunded) throw new PaymentRefundedError()
        }
        if (input.capacity < 1) tx.rollback()
        if (input.freeVisitOf) {
          const counted = await tx
            .update(memberships)
            .set({ freeVisitsUsed: sql`${memberships.freeVisitsUsed} + 1`, updatedAt: input.limits.now })
            .where(
              and(
                eq(memberships.id, input.freeVisitOf),
                eq(memberships.status, 'active'),
                gt(memberships.expiresAt, input.limits.now),
                lt(memberships.freeVisitsUsed, memberships.freeHomeVisits),
              ),
            )
            .returning({ id: memberships.id })
          if (counted.length !== 1) throw new MembershipBenefitGoneError()
        }
        const row = rowWritten(appointments, input.appointment)
        const pet = input.newPet
        const [written] = await (pet ? bookWithPet : bookWithoutPet).in(txDb).execute({
          'slot.date': input.slot.date,
          'slot.time': input.slot.time,
          'slot.visitType': input.slot.visitType,
          'slot.clinicId': input.slot.clinicId,
          'slot.capacity': input.capacity,
          ...(pet
            ? { 'pet.id': pet.id, 'pet.userId': pet.userId, 'pet.name': pet.name, 'pet.type': pet.type, 'pet.breed': pet.breed, 'pet.createdAt': pet.createdAt, 'pet.updatedAt': pet.updatedAt }
            : {}),
          ...placeholderValuesOf(appointments, row, 'appointment.'),
        })
        // Full: the payment's link, the free visit counted and the new pet are undone with the rest.
        if (!written) tx.rollback()
        return { outcome: 'booked' as const, row }
      }))),

    find: async (userId: string, id: string): Promise<AppointmentWithPayment | null> => {
      const [row] = await selectWithPayment(db).where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
      return row ? flatten(row) : null
    },

    /** Any appointment by id, for the jobs that tell its owner of it (no user check: the job is the server's). */
    findById: async (id: string): Promise<AppointmentWithPayment | null> => {
      const [row] = await selectWithPayment(db).where(eq(appointments.id, id))
      return row ? flatten(row) : null
    },

    /** Open visits starting in [from, to), for queueing their reminders. */
    openStartingBetween: (from: Date, to: Date) =>
      db
        .select({ id: appointments.id, status: appointments.status, startsAt: appointments.startsAt, createdAt: appointments.createdAt })
        .from(appointments)
        .where(and(inArray(appointments.status, OPEN_STATUSES), gte(appointments.startsAt, from), lt(appointments.startsAt, to))),

    listForUser: async (userId: string): Promise<AppointmentWithPayment[]> =>
      (await selectWithPayment(db).where(eq(appointments.userId, userId)).orderBy(asc(appointments.startsAt))).map(flatten),

    /**
     * For an account being deleted, in the caller's transaction: its upcoming visits are cancelled
     * as the owner would cancel them (places freed, online payments' refunds recorded), then every
     * booking is kept for the accounts without the person's details.
     */
    cancelUpcomingAndDetach: async (tx: Db, userId: string, now: Date) => {
      const upcoming = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.userId, userId), inArray(appointments.status, OPEN_STATUSES), gt(appointments.startsAt, now)))
      for (const row of upcoming) await cancelIn(tx, userId, row.id, now, OPEN_STATUSES)
      await tx
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

    freePlaceAndRefund,

    /** Cancels a booked appointment through `cancelIn`, in a transaction of its own. */
    cancel: (userId: string, id: string, now: Date) => db.transaction((tx) => cancelIn(tx as unknown as Db, userId, id, now)),

    /** Moves a booked appointment to another slot: the new place is taken before the old one is freed. */
    reschedule: (input: { userId: string; id: string; from: SlotKey; to: SlotKey; startsAt: Date; capacity: number; now: Date; limits: AccountLimits }) =>
      rolledBackAs('changed' as const, () => db.transaction(async (tx) => {
        const txDb = tx as unknown as Db
        const { refusal } = await checkAccountLimits(txDb, input.to, input.limits)
        if (refusal) throw new AccountLimitError(refusal)
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
              inArray(appointments.status, OWNER_CHANGEABLE_STATUSES),
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

/** The free visit a booking was priced with was used or ended meanwhile. */
export class MembershipBenefitGoneError extends Error {
  constructor() {
    super('The membership benefit is no longer available')
    this.name = 'MembershipBenefitGoneError'
  }
}

export class PaymentAlreadyUsedError extends Error {
  constructor() {
    super('This payment is already linked to another booking')
    this.name = 'PaymentAlreadyUsedError'
  }
}

export class PaymentRefundedError extends Error {
  constructor() {
    super('This payment was refunded')
    this.name = 'PaymentRefundedError'
  }
}

/**
 * The unique index on a booking's payment refusing a second booking is the payment already used;
 * the appointment's own key refusing it is a booking with that id already made.
 */
async function uniqueConflicts(work: () => Promise<BookOutcome>): Promise<BookOutcome> {
  try {
    return await work()
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string })
    if (cause.code === '23505' && cause.constraint === 'appointments_payment_idx') throw new PaymentAlreadyUsedError()
    if (cause.code === '23505' && cause.constraint === 'appointments_pkey') return { outcome: 'made' }
    throw error
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

/** The WITH query of a booking's statement that takes its place in the slot. */
const PLACE = 'place'

const SLOT_KEY_COLUMNS = [slotCounts.date, slotCounts.time, slotCounts.visitType, slotCounts.clinicId]

function slotKey(slot: SlotKey) {
  return and(eq(slotCounts.date, slot.date), eq(slotCounts.time, slot.time), eq(slotCounts.visitType, slot.visitType), eq(slotCounts.clinicId, slot.clinicId))
}
