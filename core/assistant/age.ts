/**
 * Reads an age typed as free text ('2 years', '6 months', '3 weeks', '1.5 yrs', '2 saal',
 * '2 years 3 months') into weeks, or says clearly why it cannot.
 */
export type AgeReading = { ok: true; weeks: number } | { ok: false; message: string }

export const AGE_REQUIRED = 'Please enter the age'
export const AGE_UNREADABLE = "Enter the age as a number and a unit, like '2 years', '6 months' or '3 weeks'"
export const AGE_NEEDS_UNIT = (value: string) => `Add a unit to ${value}: '${value} years', '${value} months' or '${value} weeks'`
export const AGE_TOO_HIGH = 'That age looks too high for a pet. Enter it in years, like 12 years'
export const AGE_ZERO = "Enter an age above zero, like '3 days' or '2 weeks'"

const UNITS: readonly [RegExp, number][] = [
  [/^(y|yr|yrs|year|years|saal|sal|varsh|वर्ष|साल)$/, 52],
  [/^(m|mo|mos|mon|mnth|mnths|month|months|mahina|mahine|mahinay|maheene|महीना|महीने)$/, 52 / 12],
  [/^(w|wk|wks|week|weeks|hafta|hafte|हफ्ता|हफ्ते)$/, 1],
  [/^(d|day|days|din|दिन)$/, 1 / 7],
]

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, half: 0.5 }

/** Thirty years is beyond any dog or cat; parrots are the long-lived exception the form accepts. */
const MAX_WEEKS = 80 * 52

export function parseAge(input: string): AgeReading {
  const text = input.trim().toLowerCase().replace(/(\d),(\d)/g, '$1.$2').replace(/\band\b|,|&|old|age/g, ' ')
  if (!text) return { ok: false, message: AGE_REQUIRED }
  const tokens = text.replace(/(\d)([a-zअ-ह])/g, '$1 $2').split(/\s+/).filter(Boolean)
  let weeks = 0
  let index = 0
  let parts = 0
  while (index < tokens.length) {
    const token = tokens[index] as string
    const number = /^\d+(\.\d+)?$/.test(token) ? Number(token) : WORDS[token]
    if (number === undefined) return { ok: false, message: AGE_UNREADABLE }
    const unit = tokens[index + 1]
    if (unit === undefined) return { ok: false, message: parts === 0 ? AGE_NEEDS_UNIT(token) : AGE_UNREADABLE }
    const factor = UNITS.find(([pattern]) => pattern.test(unit))?.[1]
    if (factor === undefined) return { ok: false, message: AGE_UNREADABLE }
    weeks += number * factor
    parts += 1
    index += 2
  }
  if (weeks <= 0) return { ok: false, message: AGE_ZERO }
  if (weeks > MAX_WEEKS) return { ok: false, message: AGE_TOO_HIGH }
  return { ok: true, weeks }
}

/**
 * Puppies up to six months (AAHA Canine Life Stage Guidelines) and kittens up to a year (AAHA/AAFP
 * Feline Life Stage Guidelines): a 6-month-old cat is a kitten. Their thresholds for 'go now' are
 * lower; under four weeks they cannot yet keep themselves warm.
 */
export const YOUNG_UNTIL_WEEKS = { dog: 26, cat: 52 } as const
export const NEWBORN_UNTIL_WEEKS = 4
/** Months are 52/12 weeks: six of them must not fall a rounding error past 26 weeks. */
const ROUNDING = 1e-9

export type YoungStage = 'newborn' | 'young' | 'grown'

/** Words around an age that the form would refuse but that do not change it: '2 weeks maybe', 'about 3 months'. */
const HEDGES = /\b(maybe|approx|approximately|about|around|roughly|nearly|almost|lagbhag|karib|kareeb|just|only|aprox|apprx)\b|[~+?]+|\.(?!\d)/g

/** The age as the assistant reads it: as the form does, else without the hedging words around it. */
export function readAgeLoosely(input: string): AgeReading {
  const strict = parseAge(input)
  return strict.ok ? strict : parseAge(input.toLowerCase().replace(HEDGES, ' '))
}

/** Whether a dog or cat of this typed age is a newborn, a puppy or kitten, or grown; other pets are grown. */
export function youngStage(category: string, age: string): YoungStage {
  if (category !== 'dog' && category !== 'cat') return 'grown'
  const reading = readAgeLoosely(age)
  if (!reading.ok) return 'grown'
  if (reading.weeks < NEWBORN_UNTIL_WEEKS) return 'newborn'
  const limit = YOUNG_UNTIL_WEEKS[category]
  return (category === 'dog' ? reading.weeks <= limit + ROUNDING : reading.weeks < limit - ROUNDING) ? 'young' : 'grown'
}
