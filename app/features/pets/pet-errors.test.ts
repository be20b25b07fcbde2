import { createTranslator } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { PetBody } from '../../../core/contracts/booking.ts'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { petError } from './pet-errors.ts'

const english = createTranslator({ locale: 'en-IN', messages: MESSAGES.en, namespace: 'pets.errors' })
const hindi = createTranslator({ locale: 'hi', messages: MESSAGES.hi, namespace: 'pets.errors' })

/** What the form showed before it spoke Hindi: the contract's message, with the field's name before a 'must'. */
const FIELD_NAMES: Record<string, string> = { weightKg: 'Weight', birthDate: 'Birth date' }
const englishBefore = (field: string, message: string) => (FIELD_NAMES[field] && message.startsWith('must') ? `${FIELD_NAMES[field]} ${message}.` : message)

const valid = { name: 'Bruno', type: 'dog', breed: 'Beagle' }

describe('what the pet form says about a field', () => {
  it.each([
    [{ ...valid, name: '' }],
    [{ ...valid, type: '' }],
    [{ ...valid, breed: 'Persian' }],
    [{ ...valid, weightKg: Number.NaN }],
    [{ ...valid, weightKg: 0 }],
    [{ ...valid, weightKg: 151 }],
    [{ ...valid, birthDate: '2026-02-31' }],
    [{ ...valid, ageText: 'abc' }],
    [{ ...valid, ageText: '3' }],
    [{ ...valid, ageText: '0 years' }],
    [{ ...valid, ageText: '200 years' }],
    [{ ...valid, ageText: 'x'.repeat(31) }],
    [{ ...valid, name: 'Bru\nno' }],
  ])('is the contract’s own English, and Hindi on a Hindi page, for %o', (body) => {
    const parsed = PetBody.safeParse(body)
    expect(parsed.success).toBe(false)
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0])
      const { key, values } = petError(field, issue.message)
      expect(key).not.toBe('invalid')
      expect(english(key, values)).toBe(englishBefore(field, issue.message))
      expect(hindi(key, values)).toMatch(/[\u0900-\u097F]/)
    }
  })
})
