import { describe, expect, it } from 'vitest'
import { doorLinkExpireBy, doorQrCloseBy, endOfIndiaDay, startOfIndiaDay } from './door-times.ts'

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
})
