import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appointments, callMessages, petCaregivers, users } from '../../db/schema.ts'

export type CallVisitRow = {
  id: string
  visitType: string
  status: string
  userId: string | null
  vetId: string | null
  petId: string | null
  petName: string
  ownerName: string
  phone: string
  email: string
  date: string
  time: string
  startsAt: Date
  vetName: string | null
}
export type CallMessageRow = typeof callMessages.$inferSelect

export type VideoRepo = ReturnType<typeof createVideoRepo>

/** The call rooms of video visits: the visit as the room needs it, its call's times, its chat. */
export function createVideoRepo(db: Db) {
  return {
    findVisit: async (id: string): Promise<CallVisitRow | null> => {
      const [row] = await db
        .select({
          id: appointments.id,
          visitType: appointments.visitType,
          status: appointments.status,
          userId: appointments.userId,
          vetId: appointments.vetId,
          petId: appointments.petId,
          petName: appointments.petName,
          ownerName: appointments.ownerName,
          phone: appointments.phone,
          email: appointments.email,
          date: appointments.date,
          time: appointments.time,
          startsAt: appointments.startsAt,
          vetName: users.displayName,
        })
        .from(appointments)
        .leftJoin(users, eq(users.id, appointments.vetId))
        .where(eq(appointments.id, id))
        .limit(1)
      return row ?? null
    },

    /** Whether the owner shares this pet with the person (a caregiver, who may book for it too). */
    caresForPet: async (petId: string | null, personId: string): Promise<boolean> => {
      if (!petId) return false
      const [row] = await db
        .select({ id: petCaregivers.id })
        .from(petCaregivers)
        .where(and(eq(petCaregivers.petId, petId), eq(petCaregivers.phone, personId)))
        .limit(1)
      return row !== undefined
    },

    /** Both people are in the room: the call's start, kept from the first time only. */
    markStarted: (id: string, at: Date) =>
      db.update(appointments).set({ callStartedAt: at }).where(and(eq(appointments.id, id), isNull(appointments.callStartedAt))),

    /** Someone left a call that had started: its end and duration so far (a later rejoin moves them on). */
    markEnded: (id: string, at: Date) =>
      db
        .update(appointments)
        .set({ callEndedAt: at, callSeconds: sql`greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${appointments.callStartedAt}))))::int` })
        .where(and(eq(appointments.id, id), sql`${appointments.callStartedAt} is not null`)),

    callTimes: async (id: string) => {
      const [row] = await db
        .select({ startedAt: appointments.callStartedAt, endedAt: appointments.callEndedAt, seconds: appointments.callSeconds })
        .from(appointments)
        .where(eq(appointments.id, id))
      return row ?? null
    },

    addMessage: async (message: typeof callMessages.$inferInsert): Promise<CallMessageRow> => {
      const [row] = await db.insert(callMessages).values(message).returning()
      return row as CallMessageRow
    },

    messages: (appointmentId: string): Promise<CallMessageRow[]> =>
      db.select().from(callMessages).where(eq(callMessages.appointmentId, appointmentId)).orderBy(asc(callMessages.createdAt), asc(callMessages.id)),
  }
}
