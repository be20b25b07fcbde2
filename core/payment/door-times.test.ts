import { describe, expect, it } from 'vitest'
import { doorCollectionStillOpen, doorLinkExpireBy, doorQrCloseBy, endOfIndiaDay, startOfIndiaDay } from './door-times.ts'

describe('the close times of door QR codes and links (Asia/Kolkata)', () => {
  it('closes a QR code at the end of the visit’s day in India', () => {
    expect(endOfIndiaDay('2026-11-23').toISOString()).toBe('2026-11-23T18:29:59.000Z')
    expect(doorQrCloseBy('2026-11-23', new Date('2026-11-23T04:30:00Z')).toISOString()).toBe('2026-11-23T18:29:59.000Z')
  })

  it('uses today when the visit’s day has passed, and keeps a late QR open 15 minutes', () => {
    expect(doorQrCloseBy('2026-11-22', new Date('2026-11-23T04:30:00Z')).toISOString()).toBe('2026-11-23T18:29:59.000Z')
    // 23:55 in India is 18:25 UTC.
    expect(doorQrCloseBy('2026-11-23', new Date('2026-11-23T18:25:00Z')).toISOString()).toBe('2026-11-23T18:40:00.000Z')
  })

  it('expires a link at the end of the next day, across a month end', () => {
    expect(doorLinkExpireBy('2026-11-30', new Date('2026-11-30T10:00:00Z')).toISOString()).toBe('2026-12-01T18:29:59.000Z')
    // 00:30 on 1 December in India is still 30 November in UTC.
    expect(doorLinkExpireBy('2026-11-30', new Date('2026-11-30T19:00:00Z')).toISOString()).toBe('2026-12-02T18:29:59.000Z')
  })

  it('starts the India day at 18:30 UTC the day before', () => {
    expect(startOfIndiaDay(new Date('2026-11-23T19:00:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z')
    expect(startOfIndiaDay(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z')
  })

  it('shows a QR code again only while it has 10 minutes left, and a link until 10 minutes before the next day ends', () => {
    // Made at 10:00 in India for today's visit: the QR code closes at 23:59:59 India time (18:29:59 UTC).
    const made = new Date('2026-11-23T04:30:00Z')
    expect(doorCollectionStillOpen('upi_qr', '2026-11-23', made, new Date('2026-11-23T18:19:00Z'))).toBe(true)
    expect(doorCollectionStillOpen('upi_qr', '2026-11-23', made, new Date('2026-11-23T18:20:00Z'))).toBe(false)
    // The next morning in India it is closed; the link of the same visit is still open.
    expect(doorCollectionStillOpen('upi_qr', '2026-11-23', made, new Date('2026-11-24T03:00:00Z'))).toBe(false)
    expect(doorCollectionStillOpen('payment_link', '2026-11-23', made, new Date('2026-11-24T03:00:00Z'))).toBe(true)
    expect(doorCollectionStillOpen('payment_link', '2026-11-23', made, new Date('2026-11-24T18:25:00Z'))).toBe(false)
  })
})
