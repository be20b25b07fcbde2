import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UserText, isCleanText } from './text.ts'
import { anyUnicode } from '../../tests/support/any-unicode.ts'

describe('user-typed text', () => {
  it.each([
    ['Asha', true, true],
    ['नमस्ते 🐶', true, true],
    ['Flat 4B\nSector 21', false, true],
    ['tab\there', false, true],
    ['line\r\nbreak', false, true],
    ['nul\u0000', false, false],
    ['bell\u0007', false, false],
    ['escape\u001B[31m', false, false],
    ['delete\u007F', false, false],
    ['lone high \uD83D', false, false],
    ['lone low \uDC36 here', false, false],
    ['swapped \uDC36\uD83D', false, false],
  ])('%j: single line %s, multi-line %s', (value, singleLine, multiLine) => {
    expect(isCleanText(value)).toBe(singleLine)
    expect(isCleanText(value, { multiline: true })).toBe(multiLine)
  })

  it('accepts every string of well-formed characters without controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const clean = value.replace(/[\u0000-\u001F\u007F]/g, '')
        expect(isCleanText(clean)).toBe(true)
      }),
    )
  })

  it('refuses every string holding U+0000, wherever it is', () => {
    fc.assert(
      fc.property(anyUnicode, anyUnicode, (before, after) => {
        expect(isCleanText(`${before}\u0000${after}`, { multiline: true })).toBe(false)
      }),
    )
  })

  it('names the field in the error, and keeps the chained rules', () => {
    const schema = UserText({ error: 'firstName must be a string' }).trim().max(5)
    expect(schema.parse('  Asha ')).toBe('Asha')
    expect(schema.safeParse('A\u0000').error?.issues[0]?.message).toMatch(/control characters/)
    expect(schema.safeParse(4).error?.issues[0]?.message).toBe('firstName must be a string')
    expect(schema.safeParse('Ashwini').success).toBe(false)
  })
})
