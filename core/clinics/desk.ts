/**
 * The clinic desk's days (decision 0072): a partner clinic sees its clinic visits from today on,
 * never the past, and at most DESK_MAX_DAYS at once. Pure: `today` is India's date, given.
 */
import { DESK_DEFAULT_DAYS, DESK_MAX_DAYS } from '../contracts/clinic-desk.ts'

const DAY_MS = 24 * 60 * 60_000

/** The date `days` after an ISO date ('2026-12-01' + 1 is '2026-12-02'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The dates the desk lists: from `from` (default today) for `days` days, inclusive of both ends.
 * A `from` before today gives null: the desk is for the visits still to come.
 */
export function deskWindow(today: string, from: string | undefined, days: number = DESK_DEFAULT_DAYS): { from: string; to: string } | null {
  const start = from ?? today
  if (start < today) return null
  const span = Math.min(Math.max(1, Math.trunc(days)), DESK_MAX_DAYS)
  return { from: start, to: addDays(start, span - 1) }
}

/** Visits grouped by date in the order given, each group labelled 'Today', 'Tomorrow' or by its date. */
export function deskDays<Visit extends { date: string }>(visits: readonly Visit[], today: string): Array<{ date: string; label: 'today' | 'tomorrow' | 'later'; visits: Visit[] }> {
  const groups = new Map<string, Visit[]>()
  for (const visit of visits) {
    const group = groups.get(visit.date)
    if (group) group.push(visit)
    else groups.set(visit.date, [visit])
  }
  const tomorrow = addDays(today, 1)
  return [...groups].map(([date, inGroup]) => ({ date, label: date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'later', visits: inGroup }))
}
