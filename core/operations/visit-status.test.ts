import { describe, expect, it } from 'vitest'
import { OPEN_STATUSES, VISIT_STATUSES, type VisitStatus, assignRefusal, isOpenStatus, isOwnerChangeable, nextStatuses, ownerStatus, transitionRefusal, vetNextStatuses, vetTransitionRefusal } from './visit-status.ts'

const LEGAL: [VisitStatus, VisitStatus][] = [
  ['booked', 'confirmed'],
  ['booked', 'cancelled_by_clinic'],
  ['confirmed', 'vet_assigned'],
  ['confirmed', 'cancelled_by_clinic'],
  ['vet_assigned', 'on_the_way'],
  ['vet_assigned', 'no_show'],
  ['vet_assigned', 'cancelled_by_clinic'],
  ['on_the_way', 'in_progress'],
  ['on_the_way', 'no_show'],
  ['on_the_way', 'cancelled_by_clinic'],
  ['in_progress', 'completed'],
]
const isLegal = (from: VisitStatus, to: VisitStatus) => LEGAL.some(([a, b]) => a === from && b === to)
const ALL_PAIRS = VISIT_STATUSES.flatMap((from) => VISIT_STATUSES.map((to) => [from, to] as [VisitStatus, VisitStatus]))

describe('transitionRefusal', () => {
  it.each(LEGAL)('lets %s become %s', (from, to) => {
    expect(transitionRefusal({ from, to, reason: 'Vet unwell', hasVet: true })).toBeNull()
  })

  it.each(ALL_PAIRS.filter(([from, to]) => !isLegal(from, to)))('refuses %s -> %s, naming both states', (from, to) => {
    const refusal = transitionRefusal({ from, to, reason: 'Vet unwell', hasVet: true })
    expect(refusal?.refused).toBe('illegal')
    expect(refusal?.message).toContain(`(${from})`)
    expect(refusal?.message).toContain(`(${to})`)
  })

  it('wants a reason for a clinic cancellation', () => {
    expect(transitionRefusal({ from: 'confirmed', to: 'cancelled_by_clinic', reason: '  ', hasVet: false })?.refused).toBe('reason-required')
    expect(transitionRefusal({ from: 'confirmed', to: 'cancelled_by_clinic', hasVet: false })?.refused).toBe('reason-required')
  })

  it('wants a vet before vet_assigned', () => {
    expect(transitionRefusal({ from: 'confirmed', to: 'vet_assigned', hasVet: false })?.refused).toBe('vet-required')
  })
})

describe('nextStatuses and open statuses', () => {
  it('offers exactly the legal moves', () => {
    for (const from of VISIT_STATUSES) expect([...nextStatuses(from)].sort()).toEqual(LEGAL.filter(([a]) => a === from).map(([, b]) => b).sort())
  })

  it('counts a visit as holding its place until it ends', () => {
    expect(OPEN_STATUSES.every(isOpenStatus)).toBe(true)
    for (const ended of ['completed', 'no_show', 'cancelled', 'cancelled_by_clinic'] as const) {
      expect(isOpenStatus(ended)).toBe(false)
      expect(nextStatuses(ended)).toEqual([])
    }
  })
})

describe('assignRefusal', () => {
  it('assigns a confirmed visit and reassigns an assigned one, nothing else', () => {
    expect(assignRefusal('confirmed')).toBeNull()
    expect(assignRefusal('vet_assigned')).toBeNull()
    for (const status of VISIT_STATUSES.filter((candidate) => candidate !== 'confirmed' && candidate !== 'vet_assigned')) {
      expect(assignRefusal(status)).toContain(`(${status})`)
    }
  })
})

describe('the owner side', () => {
  it('lets the owner change a visit only until a vet is assigned', () => {
    expect(VISIT_STATUSES.filter(isOwnerChangeable)).toEqual(['booked', 'confirmed'])
  })

  it('shows open visits as booked and every ending but completion as cancelled', () => {
    expect(VISIT_STATUSES.map((status) => [status, ownerStatus(status)])).toEqual([
      ['booked', 'booked'],
      ['confirmed', 'booked'],
      ['vet_assigned', 'booked'],
      ['on_the_way', 'booked'],
      ['in_progress', 'booked'],
      ['completed', 'completed'],
      ['no_show', 'cancelled'],
      ['cancelled', 'cancelled'],
      ['cancelled_by_clinic', 'cancelled'],
    ])
  })
})

describe('the vet’s moves', () => {
  it('walks vet_assigned -> on_the_way -> in_progress -> completed, and no_show before the visit starts', () => {
    expect(vetNextStatuses('vet_assigned')).toEqual(['on_the_way', 'no_show'])
    expect(vetNextStatuses('on_the_way')).toEqual(['in_progress', 'no_show'])
    expect(vetNextStatuses('in_progress')).toEqual(['completed'])
    for (const status of ['booked', 'confirmed', 'completed', 'no_show', 'cancelled', 'cancelled_by_clinic'] as const) expect(vetNextStatuses(status)).toEqual([])
  })
  it('refuses a skipped step naming both states, and completing before the record is written', () => {
    expect(vetTransitionRefusal({ from: 'vet_assigned', to: 'completed', hasRecord: true })).toMatchObject({ refused: 'illegal', message: expect.stringContaining('(vet_assigned)') })
    expect(vetTransitionRefusal({ from: 'in_progress', to: 'completed', hasRecord: false })).toMatchObject({ refused: 'record-required' })
    expect(vetTransitionRefusal({ from: 'in_progress', to: 'completed', hasRecord: true })).toBeNull()
  })
})
