import { describe, expect, it } from 'vitest'
import { formatIndianMobile, maskPhone, maskPhonesInText, normalizeIndianMobile, phoneFieldValue, phoneProblem } from './phone.ts'

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    ['98765.43210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['+91\u00a098765\u00a043210', '9876543210'],
    ['9100000000', '9100000000'],
    ['5876543210', null],
    ['0123456789', null],
    ['987654321', null],
    ['98765432101', null],
    ['98765 4321x', null],
    ['+91 58765 43210', null],
    ['', null],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected)
  })
})

describe('phoneFieldValue', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765', '98765'],
    ['9', '9'],
    ['+9', '+9'],
    ['98765432109876', '9876543210'],
    ['abc', ''],
  ])('%j shows %j', (input, expected) => {
    expect(phoneFieldValue(input)).toBe(expected)
  })
  it('gives the ten digits when +91 98765 43210 is typed key by key, each key added to what the field shows', () => {
    let shown = ''
    for (const key of '+91 98765 43210') shown = phoneFieldValue(shown + key)
    expect(shown).toBe('9876543210')
    shown = ''
    for (const key of '098765 43210') shown = phoneFieldValue(shown + key)
    expect(shown).toBe('9876543210')
  })
})

describe('phoneProblem', () => {
  it.each([
    ['9876543210', null],
    ['+91 98765 43210', null],
    ['5876543210', 'firstDigit'],
    ['0000000000', 'firstDigit'],
    ['98765', 'length'],
    ['', 'length'],
  ])('%j is %j', (input, expected) => {
    expect(phoneProblem(input)).toBe(expected)
  })
})

describe('formatIndianMobile', () => {
  it('groups five and five after +91', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210')
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210')
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
