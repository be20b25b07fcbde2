import { describe, expect, it } from 'vitest'
import { keystrokeDurations } from '../bench/event-timing.ts'

describe('the keystroke figures of the event-timing bench', () => {
  it('gives each keystroke its slowest key or input event, from its keydown to the next', () => {
    const durations = keystrokeDurations({
      keydowns: [1000, 1200, 1400],
      entries: [
        { name: 'keydown', startTime: 1000, duration: 40 },
        { name: 'input', startTime: 1002, duration: 32 },
        { name: 'keyup', startTime: 1050, duration: 56 },
        { name: 'input', startTime: 1401, duration: 24 },
        // Not a keystroke's event: a click after the last key is left out.
        { name: 'click', startTime: 1500, duration: 200 },
      ],
    })
    expect(durations).toEqual([56, 16, 24])
  })

  it('counts a keystroke none of whose events Event Timing reported as painted within its 16 ms threshold', () => {
    expect(keystrokeDurations({ keydowns: [10, 20], entries: [] })).toEqual([16, 16])
  })
})
