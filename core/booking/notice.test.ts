import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTICE_PERIODS, noticeRefusalMessage, noticeWords, slotWithinNotice } from './notice.ts'
import { slotStart } from './schedule.ts'

// 08:48 in India on Sunday 29 Nov 2026.
const now = new Date('2026-11-29T03:18:00.000Z')
const within = (time: string, visitType: 'home' | 'clinic' | 'video', periods = DEFAULT_NOTICE_PERIODS) =>
  slotWithinNotice({ slotStart: slotStart('2026-11-29', time), visitType, now, ...periods })

describe('slotWithinNotice', () => {
  it.each([
    ['09:00', 'home', true],
    ['10:00', 'home', true],
    ['11:00', 'home', false],
    ['09:00', 'clinic', true],
    ['09:00', 'video', true],
    ['10:00', 'clinic', false],
    ['10:00', 'video', false],
    ['08:00', 'video', true],
  ] as const)('%s %s today is inside the notice: %s', (time, visitType, expected) => {
    expect(within(time, visitType)).toBe(expected)
  })

  it('counts to the minute: exactly the notice ahead is bookable, a minute less is not', () => {
    const periods = { homeVisitNoticeMinutes: 132, shortNoticeMinutes: 30 }
    expect(within('11:00', 'home', periods)).toBe(false)
    expect(within('11:00', 'home', { ...periods, homeVisitNoticeMinutes: 133 })).toBe(true)
  })

  it('with no notice configured, only a slot that has begun is refused', () => {
    const none = { homeVisitNoticeMinutes: 0, shortNoticeMinutes: 0 }
    expect(slotWithinNotice({ slotStart: now, visitType: 'home', now, ...none })).toBe(false)
    expect(slotWithinNotice({ slotStart: new Date(now.getTime() - 1), visitType: 'home', now, ...none })).toBe(true)
  })
})

describe('the refusal names the rule', () => {
  it.each([
    [120, '2 hours'],
    [60, '1 hour'],
    [90, '90 minutes'],
  ])('%i minutes read %s', (minutes, words) => expect(noticeWords(minutes)).toBe(words))

  it('says which visit type needs how much notice', () => {
    expect(noticeRefusalMessage('home', DEFAULT_NOTICE_PERIODS)).toBe("A home visit needs at least 2 hours' notice. Please choose a later time.")
    expect(noticeRefusalMessage('video', DEFAULT_NOTICE_PERIODS)).toBe("A video consultation needs at least 30 minutes' notice. Please choose a later time.")
  })
})
