import { describe, expect, it } from 'vitest'
import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS, reconnectDelayMs } from './reconnect.ts'

describe('reconnectDelayMs', () => {
  it('waits 1 s after the first drop, then doubles', () => {
    expect([0, 1, 2, 3, 4].map((tries) => reconnectDelayMs(tries, 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000])
  })

  it('never waits longer than 16 s, however long the phone is out of coverage', () => {
    expect(reconnectDelayMs(5, 1)).toBe(RECONNECT_MAX_DELAY_MS)
    expect(reconnectDelayMs(500, 1)).toBe(RECONNECT_MAX_DELAY_MS)
  })

  it('spreads the tries of many rooms over the last quarter of the wait', () => {
    expect(reconnectDelayMs(0, 0)).toBe(RECONNECT_FIRST_DELAY_MS * 0.75)
    expect(reconnectDelayMs(2, 0.5)).toBe(3_500)
    // Out-of-range jitter and tries are held to their bounds.
    expect(reconnectDelayMs(-3, 7)).toBe(RECONNECT_FIRST_DELAY_MS)
    expect(reconnectDelayMs(1.7, -1)).toBe(1_500)
  })
})
