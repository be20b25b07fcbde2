import type { VisitType } from './options.ts'

/**
 * The notice a visit needs before it starts: a vet has to travel to a home visit, so it needs
 * `homeVisitNoticeMinutes` (HOME_VISIT_NOTICE_MINUTES, default 120); a clinic or video visit
 * `shortNoticeMinutes` (SHORT_NOTICE_MINUTES, default 30). The booking dialog shows a slot inside
 * it as unavailable, and the server refuses it with the message below.
 */
export type NoticePeriods = { homeVisitNoticeMinutes: number; shortNoticeMinutes: number }

export const DEFAULT_NOTICE_PERIODS: NoticePeriods = { homeVisitNoticeMinutes: 120, shortNoticeMinutes: 30 }

const MINUTE_MS = 60_000

export function noticeMinutesFor(visitType: VisitType, periods: NoticePeriods): number {
  return visitType === 'home' ? periods.homeVisitNoticeMinutes : periods.shortNoticeMinutes
}

/** Whether a slot starts too soon to be booked now (inside its visit type's notice period, or past). */
export function slotWithinNotice(input: { slotStart: Date; visitType: VisitType; now: Date } & NoticePeriods): boolean {
  return input.slotStart.getTime() - input.now.getTime() < noticeMinutesFor(input.visitType, input) * MINUTE_MS
}

/** '2 hours', '90 minutes', '1 hour': a notice period as the message says it. */
export function noticeWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

const VISIT_WORDS: Record<VisitType, string> = { home: 'A home visit', clinic: 'A clinic visit', video: 'A video consultation' }

/** The refusal of a slot inside the notice period, naming the rule. */
export function noticeRefusalMessage(visitType: VisitType, periods: NoticePeriods): string {
  return `${VISIT_WORDS[visitType]} needs at least ${noticeWords(noticeMinutesFor(visitType, periods))}' notice. Please choose a later time.`
}
