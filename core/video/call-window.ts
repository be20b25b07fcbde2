/**
 * When a video visit's call room is open (issue 33): from `opensMinutesBefore` minutes before the
 * slot until an hour after it starts. Pure: the caller passes the slot's start and `now`.
 */
export const CALL_OPEN_AFTER_START_MINUTES = 60
export const DEFAULT_CALL_OPENS_MINUTES_BEFORE = 10

const MINUTE_MS = 60_000

export type CallWindow = { opensAt: Date; closesAt: Date }
export type CallPhase = 'waiting' | 'open' | 'ended'

export function callWindow(startsAt: Date, opensMinutesBefore: number): CallWindow {
  return {
    opensAt: new Date(startsAt.getTime() - opensMinutesBefore * MINUTE_MS),
    closesAt: new Date(startsAt.getTime() + CALL_OPEN_AFTER_START_MINUTES * MINUTE_MS),
  }
}

/** Before the window: waiting; inside it (opening instant included): open; from its close: ended. */
export function callPhase(window: CallWindow, now: Date): CallPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'waiting'
  if (now.getTime() < window.closesAt.getTime()) return 'open'
  return 'ended'
}

/** The statuses of a video visit whose room is still offered: an open visit, or one just completed. */
const ROOM_STATUSES = ['booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed'] as const

/** Whether a visit has a call room at all: a video visit that nobody cancelled or marked a no-show. */
export function hasCallRoom(visit: { visitType: string; status: string }): boolean {
  return visit.visitType === 'video' && (ROOM_STATUSES as readonly string[]).includes(visit.status)
}

/** The room's address on the site. */
export function callPath(visitId: string): string {
  return `/visits/${visitId}/call`
}

/** Whole seconds from `now` to `at` (never negative), for the waiting page's countdown. */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000))
}

/** "1 h 05 min", "4 min 09 s", "12 s": the countdown, and a call's duration. */
export function durationText(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  if (hours > 0) return `${hours} h ${pad(minutes)} min`
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`
  return `${seconds} s`
}

/** A visit's call room as the APIs give it: its address and window, or null when it has none. */
export function callLinkOf(
  visit: { id: string; visitType: string; status: string; startsAt: Date },
  opensMinutesBefore: number,
): { url: string; opensAt: string; closesAt: string } | null {
  if (!hasCallRoom(visit)) return null
  const window = callWindow(visit.startsAt, opensMinutesBefore)
  return { url: callPath(visit.id), opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() }
}
