import { describe, expect, it } from 'vitest'
import { formatClockTime, formatPhone, formatSupportHours, gstinIn, parseSupportHours, telHref, whatsappHref } from './business.ts'

describe('business details', () => {
  it('shows a phone number one way, and links to it', () => {
    expect(formatPhone('9876501234')).toBe('+91 98765 01234')
    expect(telHref('9876501234')).toBe('tel:+919876501234')
    expect(whatsappHref('9876501234')).toBe('https://wa.me/919876501234')
  })

  it.each([
    ['08:00-22:00', { opensAt: 480, closesAt: 1320 }],
    ['9:30 - 18:00', { opensAt: 570, closesAt: 1080 }],
    ['00:00-24:00', { opensAt: 0, closesAt: 1440 }],
    ['22:00-08:00', null],
    ['8 am to 10 pm', null],
    ['25:00-26:00', null],
    ['08:00-08:00', null],
  ])('reads the support hours %s', (text, expected) => {
    expect(parseSupportHours(text)).toEqual(expected)
  })

  it.each([
    [480, '8 am'],
    [1320, '10 pm'],
    [570, '9:30 am'],
    [720, '12 noon'],
    [780, '1 pm'],
    [1440, 'midnight'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatClockTime(minutes)).toBe(text)
  })

  it('writes the hours as a range', () => {
    expect(formatSupportHours({ opensAt: 480, closesAt: 1320 })).toBe('8 am to 10 pm')
    expect(formatSupportHours({ opensAt: 480, closesAt: 1320 }, 'hi')).toBe('सुबह 8 बजे से रात 10 बजे तक')
    expect(formatSupportHours({ opensAt: 570, closesAt: 1080 }, 'hi')).toBe('सुबह 9:30 बजे से शाम 6 बजे तक')
    expect(formatSupportHours({ opensAt: 720, closesAt: 1440 }, 'hi')).toBe('दोपहर 12 बजे से रात 12 बजे तक')
  })
})

describe('the GSTIN in the business registration', () => {
  it('is found alone or inside the text, in capitals, and is null when the text has none', () => {
    expect(gstinIn('06ABCDE1234F1Z5')).toBe('06ABCDE1234F1Z5')
    expect(gstinIn('GSTIN 06abcde1234f1z5')).toBe('06ABCDE1234F1Z5')
    expect(gstinIn('Udyam HR-05-0012345')).toBeNull()
    expect(gstinIn('06ABCDE1234F1Y5')).toBeNull()
    expect(gstinIn(null)).toBeNull()
    expect(gstinIn('')).toBeNull()
  })
})
