/**
 * Cash recorded at the door by a mis-tap can be undone (issue 36): within 10 minutes of being
 * recorded, by the vet who recorded it or an admin, with a reason; never once it is deposited.
 */

/** How long after it is recorded cash can be undone. */
export const CASH_UNDO_WINDOW_MS = 10 * 60_000

/** The reason an undo needs, in characters. */
export const UNDO_REASON_MIN = 3
export const UNDO_REASON_MAX = 200

/** The last instant cash recorded at `recordedAt` can be undone. */
export function cashUndoUntil(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + CASH_UNDO_WINDOW_MS)
}

/** True while cash recorded at `recordedAt` can still be undone at `now` (10 minutes to the millisecond included). */
export function cashUndoOpen(recordedAt: Date, now: Date): boolean {
  return now.getTime() <= cashUndoUntil(recordedAt).getTime()
}
