/**
 * Facts that change (prices, contact details, hours) are never typed into content: content holds
 * a placeholder such as `{supportPhone}` or `{price:home-visit}`, and the page fills it in from
 * configuration and the catalogue when it is served. A test keeps literals out of content/.
 */
import { SLOT_TIMES } from '../booking/schedule.ts'
import { formatRupees } from '../money.ts'
import { type BusinessDetails, formatClockTime, formatPhone, formatSupportHours, hindiClockTime } from './business.ts'
import type { Language } from '../i18n/language.ts'

/** A catalogue service's prices in rupees: list price and the price charged. */
export type CataloguePrice = { id: string; price: number; discountedPrice: number }

/** A Gold Membership plan's figures, from its row (decision 0036). */
export type PlanFact = {
  id: string
  price: number
  discountedPrice: number
  durationMonths: number
  freeHomeVisits: number
  serviceDiscountPercent: number
  referralDiscountPercent: number
  referrerCreditVisits: number
}

export type ContentFacts = {
  business: BusinessDetails
  catalogue: readonly CataloguePrice[]
  /** The plans on sale; content that names one ({planPrice:gold-annual}) needs it. */
  plans?: readonly PlanFact[]
  /** The live clinics where consultations can be booked; none (or not given): a sentence naming {partnerClinics} is left out. */
  clinics?: readonly ClinicFact[]
}

/** A live clinic as content names it. */
export type ClinicFact = { name: string; locality: string; city: string }

export class UnknownFactError extends Error {
  constructor(token: string) {
    super(`Content names an unknown fact: {${token}}`)
    this.name = 'UnknownFactError'
  }
}

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return hour * 60 + minute
}

/** '9 am to 8 pm' (in Hindi 'सुबह 9 बजे से रात 8 बजे तक'): the first and last start times of the booking slots. */
export function slotHoursText(language: Language = 'en'): string {
  const first = minutesOf(SLOT_TIMES[0])
  const last = minutesOf(SLOT_TIMES[SLOT_TIMES.length - 1] as string)
  if (language === 'hi') return `${hindiClockTime(first)} से ${hindiClockTime(last)} तक`
  return `${formatClockTime(first)} to ${formatClockTime(last)}`
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

const listOf = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))

/**
 * 'two partner clinics, in Indirapuram (Ghaziabad) and Lajpat Nagar (Delhi)', or for more than three
 * '12 partner clinics across Delhi, Gurgaon and Noida', from the live clinics; null when there are none.
 */
export function partnerClinicsText(clinics: readonly ClinicFact[]): string | null {
  if (clinics.length === 0) return null
  const count = NUMBER_WORDS[clinics.length] ?? String(clinics.length)
  const noun = `partner clinic${clinics.length === 1 ? '' : 's'}`
  if (clinics.length > 3) return `${count} ${noun} across ${listOf([...new Set(clinics.map((clinic) => clinic.city))].sort())}`
  return `${count} ${noun}, in ${listOf(clinics.map((clinic) => `${clinic.locality} (${clinic.city})`))}`
}

/** The lowest and highest price charged in the catalogue, as '₹149 - ₹8,499'; null when it is empty. */
export function priceRange(catalogue: readonly CataloguePrice[]): string | null {
  if (catalogue.length === 0) return null
  const prices = catalogue.map((service) => service.discountedPrice)
  return `${formatRupees(Math.min(...prices))} - ${formatRupees(Math.max(...prices))}`
}

/** Marks where a missing fact was, until its sentence is taken out. */
const MISSING = '\u0000'

const TOKEN = /\{([a-zA-Z]+)(?::([a-z0-9-]+))?\}/g

/** The value of one placeholder; null for a fact the business does not have (no live clinics). */
function factValue(facts: ContentFacts, name: string, argument: string | undefined, language: Language = 'en'): string | null {
  const { business } = facts
  const service = (id: string | undefined) => {
    const found = facts.catalogue.find((candidate) => candidate.id === id)
    if (!found) throw new UnknownFactError(`${name}:${id ?? ''}`)
    return found
  }
  const plan = (id: string | undefined) => {
    const found = facts.plans?.find((candidate) => candidate.id === id)
    if (!found) throw new UnknownFactError(`${name}:${id ?? ''}`)
    return found
  }
  switch (name) {
    case 'planPrice':
      return formatRupees(plan(argument).discountedPrice)
    case 'planListPrice':
      return formatRupees(plan(argument).price)
    case 'planFreeVisits':
      return String(plan(argument).freeHomeVisits)
    case 'planDiscount':
      return `${plan(argument).serviceDiscountPercent}%`
    case 'referralDiscount':
      return `${plan(argument).referralDiscountPercent}%`
    case 'referrerCredit':
      return String(plan(argument).referrerCreditVisits)
    case 'supportPhone':
      return formatPhone(business.supportPhone)
    case 'supportEmail':
      return business.supportEmail
    case 'whatsappNumber':
      return formatPhone(business.whatsappNumber)
    case 'supportHours':
      return formatSupportHours(business.supportHours, language)
    case 'slotHours':
      return slotHoursText(language)
    case 'price':
      return formatRupees(service(argument).discountedPrice)
    case 'listPrice':
      return formatRupees(service(argument).price)
    case 'partnerClinics':
      return partnerClinicsText(facts.clinics ?? [])
    case 'priceRange':
      return priceRange(facts.catalogue) ?? ''
    default:
      throw new UnknownFactError(argument ? `${name}:${argument}` : name)
  }
}

/** Told of a placeholder that names no fact, when the text is shown as typed instead. */
export type BrokenFactReport = (error: UnknownFactError) => void

/**
 * The text with each placeholder replaced by its fact. A sentence naming a fact the business does
 * not have is left out whole, so no page claims what is not there. An unknown placeholder throws;
 * with `onUnknown`, the text is kept as typed (placeholders and all) and the error is reported, so
 * a page shows a typo rather than failing.
 */
export function fillFacts(text: string, facts: ContentFacts, onUnknown?: BrokenFactReport, language: Language = 'en'): string {
  let missing = false
  let filled: string
  try {
    filled = text.replace(TOKEN, (_match, name: string, argument: string | undefined) => {
      const value = factValue(facts, name, argument, language)
      if (value === null) missing = true
      return value ?? MISSING
    })
  } catch (error) {
    if (!onUnknown || !(error instanceof UnknownFactError)) throw error
    onUnknown(error)
    return text
  }
  if (!missing) return filled
  // Sentences with the space after each (split keeps the separators), without those that lack a fact.
  const parts = filled.split(/((?<=[.!?।])\s+)/)
  let kept = ''
  for (let index = 0; index < parts.length; index += 2) {
    if (!(parts[index] ?? '').includes(MISSING)) kept += (parts[index] ?? '') + (parts[index + 1] ?? '')
  }
  return kept.trimEnd()
}

/** Every string inside `value` (objects and arrays, deeply) with its placeholders filled in. */
export function withFacts<T>(value: T, facts: ContentFacts, onUnknown?: BrokenFactReport, language: Language = 'en'): T {
  if (typeof value === 'string') return fillFacts(value, facts, onUnknown, language) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item, facts, onUnknown, language)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, facts, onUnknown, language)])) as T
  }
  return value
}

/** The placeholders of `text` that name no fact ('{nosuchfact}', '{price:no-such-service}'), each once. */
export function unknownFacts(text: string, facts: ContentFacts): string[] {
  const unknown = new Set<string>()
  for (const [placeholder, name, argument] of text.matchAll(TOKEN)) {
    try {
      factValue(facts, name as string, argument)
    } catch (error) {
      if (!(error instanceof UnknownFactError)) throw error
      unknown.add(placeholder)
    }
  }
  return [...unknown]
}

/** The placeholders that name one catalogue service: its price and its list price. */
export function servicePlaceholders(serviceId: string): string[] {
  return [`{price:${serviceId}}`, `{listPrice:${serviceId}}`]
}
