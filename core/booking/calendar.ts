/**
 * An iCalendar (RFC 5545) event for an appointment, for the confirmation e-mail and the
 * success page's 'Add to calendar'. Pure: the caller passes every value, `now` included.
 */

export type CalendarEvent = {
  uid: string
  startsAt: Date
  durationMinutes: number
  summary: string
  description: string
  location: string
  now: Date
  /** RFC 5545 SEQUENCE: 0 when booked, one more for each change (a move, the cancellation). */
  sequence: number
  /** A cancelled visit is served as METHOD:CANCEL with STATUS:CANCELLED (RFC 5546), so calendars remove it. */
  cancelled: boolean
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** The octets of one character in UTF-8. */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Folds a content line at 75 octets, continuing with CRLF and a space; never splits a character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const length = utf8Length(character.codePointAt(0) ?? 0)
    const limit = parts.length === 0 ? 75 : 74
    if (size + length > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += character
    size += length
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function appointmentIcs(event: CalendarEvent): string {
  const end = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PetVaidya//Appointments//EN',
    'CALSCALE:GREGORIAN',
    event.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Vet appointment in 1 hour', 'TRIGGER:-PT1H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
