import { z } from 'zod'
import { isCalendarDate } from '../dates.ts'

export const CALENDAR_DATE_MESSAGE = 'must be a date as YYYY-MM-DD'

/**
 * The one schema for a calendar date in a body, query string or path: a real day in India written
 * YYYY-MM-DD (2026-02-30, 2026-13-01 and 9999-99-99 are refused with a 400 naming the field, never
 * sent to the database). The value stays the string, a day in India, never an instant.
 */
export function CalendarDate(message: string = CALENDAR_DATE_MESSAGE) {
  return z.string({ error: message }).refine(isCalendarDate, message)
}
