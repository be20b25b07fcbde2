import { describe, expect, it } from 'vitest'
import { appointmentIcs, escapeText, foldLine } from './calendar.ts'

describe('appointmentIcs', () => {
  const event = {
    uid: 'a1b2@petvaidya',
    startsAt: new Date('2026-11-25T04:30:00Z'),
    durationMinutes: 60,
    summary: 'Vet home visit for Bruno',
    description: 'Vaccination, Labrador; bring the vaccination card',
    location: 'H-12, Sector 45, Gurgaon 122003',
    now: new Date('2026-11-23T10:00:00.123Z'),
    sequence: 0,
    cancelled: false,
  }
  const ics = appointmentIcs(event)

  it('is one VEVENT with UTC start and end an hour apart, CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20261125T043000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261125T053000Z\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261123T100000Z\r\n')
    expect(ics).toContain('\r\nUID:a1b2@petvaidya\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('publishes a booked visit as version 0, confirmed, with a reminder', () => {
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n')
    expect(ics).toContain('\r\nSEQUENCE:0\r\n')
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n')
    expect(ics).toContain('\r\nBEGIN:VALARM\r\n')
  })

  it('carries the version of a moved visit, so calendars replace the old time', () => {
    expect(appointmentIcs({ ...event, sequence: 2 })).toContain('\r\nSEQUENCE:2\r\n')
  })

  it('cancels a cancelled visit (RFC 5546 METHOD:CANCEL, RFC 5545 STATUS:CANCELLED), without a reminder', () => {
    const cancelled = appointmentIcs({ ...event, sequence: 1, cancelled: true })
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n')
    expect(cancelled).toContain('\r\nSEQUENCE:1\r\n')
    expect(cancelled).toContain('\r\nUID:a1b2@petvaidya\r\n')
    expect(cancelled).not.toContain('VALARM')
    expect(cancelled).not.toContain('METHOD:PUBLISH')
  })

  it('escapes commas and semicolons in text values', () => {
    expect(ics).toContain('LOCATION:H-12\\, Sector 45\\, Gurgaon 122003')
    expect(ics).toContain('DESCRIPTION:Vaccination\\, Labrador\\; bring the vaccination card')
  })
})

describe('text helpers', () => {
  it('escape backslashes and newlines', () => {
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc')
  })

  it('fold long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'₹'.repeat(40)}`)
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'₹'.repeat(40)}`)
  })
})
