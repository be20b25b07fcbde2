/**
 * Indian mobile numbers, as people type and paste them: '+91 98765 43210', '098765-43210',
 * '(+91) 98765.43210'. One normaliser for every phone field and for the server.
 */

export const PHONE_DIGITS = 10

/** Spaces, dashes, dots, brackets and a leading plus: what contacts and messages put in a number. */
const SEPARATORS = /[\s\-.()\u00a0\u2010-\u2015]/g

/** The country and trunk prefixes dropped when what remains is a 10-digit number. */
const PREFIXES = ['0091', '91', '0'] as const

/** The number's digits with separators and any +91, 91 or 0 prefix removed; null when it holds anything else. */
export function phoneDigits(input: string): string | null {
  const compact = input.replace(SEPARATORS, '')
  if (!/^\+?\d*$/.test(compact)) return null
  let digits = compact.replace(/^\+/, '')
  for (const prefix of PREFIXES) {
    if (digits.length > PHONE_DIGITS && digits.startsWith(prefix) && digits.length - prefix.length >= PHONE_DIGITS) {
      digits = digits.slice(prefix.length)
    }
  }
  return digits
}

/** Indian mobile numbers: 10 digits starting 6-9, with any +91, 91 or 0 prefix stripped. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = phoneDigits(input)
  return digits !== null && /^[6-9]\d{9}$/.test(digits) ? digits : null
}

/** Why a typed number is not an Indian mobile: too short or long, or a first digit other than 6-9. */
export type PhoneProblem = 'length' | 'firstDigit'

export function phoneProblem(input: string): PhoneProblem | null {
  const digits = phoneDigits(input)
  if (digits === null || digits.length !== PHONE_DIGITS) return 'length'
  return /^[6-9]/.test(digits) ? null : 'firstDigit'
}

/**
 * What a phone field holds after a keystroke or a paste: the number's own digits, at most ten, so
 * a pasted '+91 98765 43210' becomes '9876543210' instead of being cut short before its digits.
 */
export function phoneFieldValue(input: string): string {
  // Typed key by key with its country code, '+91 98765' stays as typed until all its digits are in;
  // then it becomes the ten digits like a pasted number (each keystroke sees what the last one left).
  if (/^\+\d{0,11}$/.test(input.replace(SEPARATORS, ''))) return input.slice(0, 20)
  const digits = phoneDigits(input) ?? input.replace(/\D/g, '')
  return digits.slice(0, PHONE_DIGITS)
}

/** '+91 98765 43210': how a number is shown to a person. */
export function formatIndianMobile(phone: string): string {
  const digits = phoneDigits(phone) ?? phone
  return digits.length === PHONE_DIGITS ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone
}

/** `98XXXXXX10`: the first two and last two digits of a 10-digit number, for logs. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 6) return 'X'.repeat(digits.length)
  return `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`
}

/** Masks every run of 10 to 12 digits in a text (URLs in logs, for instance). */
export function maskPhonesInText(text: string): string {
  return text.replace(/\d{10,12}/g, (run) => maskPhone(run))
}
