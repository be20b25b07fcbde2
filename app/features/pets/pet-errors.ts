import { AGE_REQUIRED, AGE_TOO_HIGH, AGE_UNREADABLE, AGE_ZERO } from '../../../core/assistant/age.ts'
import { BOOKING_MESSAGES } from '../../../core/booking/messages.ts'
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '../../../core/contracts/text.ts'
import type { Messages } from '../../../content/i18n/index.ts'

export type PetErrorKey = keyof Messages['pets']['errors']
export type PetError = { key: PetErrorKey; values?: Record<string, string | number> }

/** The contract's words (core) for what is wrong with a field, by the key of its message. */
const BY_MESSAGE: Record<string, PetErrorKey> = {
  [BOOKING_MESSAGES.petName]: 'petName',
  [BOOKING_MESSAGES.petType]: 'petType',
  [BOOKING_MESSAGES.petBreed]: 'petBreed',
  [AGE_REQUIRED]: 'ageRequired',
  [AGE_UNREADABLE]: 'ageUnreadable',
  [AGE_TOO_HIGH]: 'ageTooHigh',
  [AGE_ZERO]: 'ageZero',
  [LINE_BREAK_MESSAGE]: 'singleLine',
  [CONTROL_CHARACTER_MESSAGE]: 'controlCharacters',
}

/** The short 'must ...' messages of the contract that the form says with the field's name. */
const BY_FIELD: Record<string, PetErrorKey> = {
  'weightKg:must be a number': 'weightNumber',
  'weightKg:must be more than zero': 'weightPositive',
  'birthDate:must be a date (YYYY-MM-DD)': 'birthDateFormat',
}

/**
 * A problem the pet contract (PetBody) found in a field, as a message key of the pets namespace,
 * so that the form says it in the page's language; English reads as the contract and spec word it.
 */
export function petError(field: string, message: string): PetError {
  const known = BY_MESSAGE[message] ?? BY_FIELD[`${field}:${message}`]
  if (known) return { key: known }
  const max = /^must be at most (\d+)$/.exec(message)
  if (max && field === 'weightKg') return { key: 'weightMax', values: { max: Number(max[1]) } }
  const long = /^must be at most (\d+) characters$/.exec(message)
  if (long) return { key: 'tooLong', values: { max: Number(long[1]) } }
  const unit = /^Add a unit to (.+?): /.exec(message)
  if (unit) return { key: 'ageNeedsUnit', values: { value: unit[1] ?? '' } }
  return { key: 'invalid' }
}
