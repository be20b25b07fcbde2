import { isOpenStatus, type VisitStatus } from './visit-status.ts'

const HOUR_MS = 60 * 60_000

/** The owner's reminders: the day before and two hours before the visit. */
export const REMINDERS = [
  { kind: 'day_before', beforeMs: 24 * HOUR_MS },
  { kind: 'two_hours', beforeMs: 2 * HOUR_MS },
] as const
export type ReminderKind = (typeof REMINDERS)[number]['kind']

/** How far ahead the scan queues reminders: each is queued once it falls inside this window. */
export const REMINDER_LOOKAHEAD_MS = 48 * HOUR_MS

export type ReminderVisit = { id: string; status: VisitStatus; startsAt: Date; createdAt: Date }

/**
 * The reminders a visit should get, each with when it is due. A reminder whose moment came before
 * the booking was made is not sent (a visit booked for this evening gets no 'tomorrow' message);
 * a cancelled or ended visit gets none.
 */
export function remindersOf(visit: ReminderVisit, now: Date): Array<{ kind: ReminderKind; dueAt: Date }> {
  if (!isOpenStatus(visit.status) || visit.startsAt.getTime() <= now.getTime()) return []
  return REMINDERS.map((reminder) => ({ kind: reminder.kind, dueAt: new Date(visit.startsAt.getTime() - reminder.beforeMs) })).filter(
    (reminder) => reminder.dueAt.getTime() > visit.createdAt.getTime(),
  )
}

/**
 * Whether a queued reminder still goes out when its moment comes: the visit is still open, at the
 * time the reminder was queued for (a moved visit has its own reminders), and not yet begun.
 */
export function reminderStillDue(visit: Pick<ReminderVisit, 'status' | 'startsAt'>, queuedFor: Date, now: Date): boolean {
  return isOpenStatus(visit.status) && visit.startsAt.getTime() === queuedFor.getTime() && now.getTime() < visit.startsAt.getTime()
}

/** Names one reminder of one visit at one time: queued twice, it is still one job. */
export function reminderKey(visitId: string, kind: ReminderKind, startsAt: Date): string {
  return `${visitId}:${kind}:${startsAt.toISOString()}`
}
