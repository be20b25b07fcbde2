import { describe, expect, it } from 'vitest'
import { maskPhone, maskPhonesInText, normalizeIndianMobile } from './phone.ts'

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['5876543210', null],
    ['987654321', null],
    ['98765432101', null],
    ['', null],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected)
  })
})

describe('masking', () => {
  it('keeps the first two and last two digits', () => {
    expect(maskPhone('9810000010')).toBe('98XXXXXX10')
  })
  it('masks numbers inside text', () => {
    expect(maskPhonesInText('/api/addresses/9876543210?x=1')).toBe('/api/addresses/98XXXXXX10?x=1')
  })
})
