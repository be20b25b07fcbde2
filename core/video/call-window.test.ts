import { describe, expect, it } from 'vitest'
import { callLinkOf, callPhase, callWindow, durationText, hasCallRoom, secondsUntil } from './call-window.ts'

const SLOT = new Date('2026-11-23T04:30:00.000Z') // 10:00 am India time

describe('the call window', () => {
  it('opens the configured minutes before the slot and closes an hour after it starts', () => {
    const window = callWindow(SLOT, 10)
    expect(window.opensAt.toISOString()).toBe('2026-11-23T04:20:00.000Z')
    expect(window.closesAt.toISOString()).toBe('2026-11-23T05:30:00.000Z')
    expect(callWindow(SLOT, 0).opensAt.toISOString()).toBe(SLOT.toISOString())
  })

  it.each([
    ['2026-11-23T04:19:59.999Z', 'waiting'],
    ['2026-11-23T04:20:00.000Z', 'open'],
    ['2026-11-23T05:29:59.999Z', 'open'],
    ['2026-11-23T05:30:00.000Z', 'ended'],
  ] as const)('at %s the room is %s', (now, phase) => {
    expect(callPhase(callWindow(SLOT, 10), new Date(now))).toBe(phase)
  })

  it('offers a room only for a video visit nobody cancelled', () => {
    expect(hasCallRoom({ visitType: 'video', status: 'vet_assigned' })).toBe(true)
    expect(hasCallRoom({ visitType: 'video', status: 'completed' })).toBe(true)
    expect(hasCallRoom({ visitType: 'home', status: 'vet_assigned' })).toBe(false)
    expect(hasCallRoom({ visitType: 'video', status: 'cancelled' })).toBe(false)
    expect(hasCallRoom({ visitType: 'video', status: 'cancelled_by_clinic' })).toBe(false)
    expect(hasCallRoom({ visitType: 'video', status: 'no_show' })).toBe(false)
  })

  it('counts down in whole seconds and reads them as hours, minutes and seconds', () => {
    expect(secondsUntil(new Date('2026-11-23T04:20:00.000Z'), new Date('2026-11-23T04:17:50.500Z'))).toBe(130)
    expect(secondsUntil(SLOT, new Date('2026-11-24T00:00:00Z'))).toBe(0)
    expect(durationText(130)).toBe('2 min 10 s')
    expect(durationText(3 * 3600 + 5 * 60 + 9)).toBe('3 h 05 min')
    expect(durationText(7)).toBe('7 s')
  })

  it('gives a video visit its room’s address and window, and other visits none', () => {
    const visit = { id: '5b1f8f0e-2d7c-4c1e-9a51-0c6f7d8e9a10', visitType: 'video', status: 'confirmed', startsAt: SLOT }
    expect(callLinkOf(visit, 10)).toEqual({ url: '/visits/5b1f8f0e-2d7c-4c1e-9a51-0c6f7d8e9a10/call', opensAt: '2026-11-23T04:20:00.000Z', closesAt: '2026-11-23T05:30:00.000Z' })
    expect(callLinkOf({ ...visit, visitType: 'clinic' }, 10)).toBeNull()
  })
})
