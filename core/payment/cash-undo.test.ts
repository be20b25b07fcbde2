import { describe, expect, it } from 'vitest'
import { CASH_UNDO_WINDOW_MS, cashUndoOpen, cashUndoUntil } from './cash-undo.ts'

describe('the undo of cash recorded at the door', () => {
  const recorded = new Date('2026-11-29T03:00:00.000Z')

  it('is open for 10 minutes from the moment the cash was recorded, to the millisecond', () => {
    expect(CASH_UNDO_WINDOW_MS).toBe(600_000)
    expect(cashUndoUntil(recorded).toISOString()).toBe('2026-11-29T03:10:00.000Z')
    expect(cashUndoOpen(recorded, recorded)).toBe(true)
    expect(cashUndoOpen(recorded, new Date('2026-11-29T03:09:59.999Z'))).toBe(true)
    expect(cashUndoOpen(recorded, new Date('2026-11-29T03:10:00.000Z'))).toBe(true)
    expect(cashUndoOpen(recorded, new Date('2026-11-29T03:10:00.001Z'))).toBe(false)
    expect(cashUndoOpen(recorded, new Date('2026-11-30T03:00:00.000Z'))).toBe(false)
  })
})
