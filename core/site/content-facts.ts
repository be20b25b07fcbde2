/**
 * Facts that change (prices, contact details, hours) are never typed into content: content holds
 * a placeholder such as `{supportPhone}` or `{price:home-visit}`, and the page fills it in from
 * configuration and the catalogue when it is served. A test keeps literals out of content/.
 */
import { CLINICS } from '../booking/options.ts'
import { SLOT_TIMES } from '../booking/schedule.ts'
import { formatRupees } from '../money.ts'
import { type BusinessDetails, formatClockTime, formatPhone, formatSupportHours } from './business.ts'

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
}

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

/** 'from 9 am to 8 pm': the first and last start times of the booking slots. */
export function slotHoursText(): string {
  return `${formatClockTime(minutesOf(SLOT_TIMES[0]))} to ${formatClockTime(minutesOf(SLOT_TIMES[SLOT_TIMES.length - 1] as string))}`
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** 'two partner clinics, in Indirapuram (Ghaziabad) and Lajpat Nagar (New Delhi)', from the clinics that take bookings. */
export function partnerClinicsText(clinics: readonly { name: string; address: string }[] = CLINICS): string {
  const places = clinics.map((clinic) => {
    const area = clinic.name.split(', ').at(-1) ?? clinic.name
    const city = (clinic.address.split(', ').at(-1) ?? '').replace(/\s*\d{6}$/, '')
    return city ? `${area} (${city})` : area
  })
  const count = NUMBER_WORDS[clinics.length] ?? String(clinics.length)
  const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : (places[0] ?? '')
  return `${count} partner clinic${clinics.length === 1 ? '' : 's'}, in ${list}`
}

/** The lowest and highest price charged in the catalogue, as '₹149 - ₹8,499'; null when it is empty. */
export function priceRange(catalogue: readonly CataloguePrice[]): string | null {
  if (catalogue.length === 0) return null
  const prices = catalogue.map((service) => service.discountedPrice)
  return `${formatRupees(Math.min(...prices))} - ${formatRupees(Math.max(...prices))}`
}

const TOKEN = /\{([a-zA-Z]+)(?::([a-z0-9-]+))?\}/g

/** The value of one placeholder. */
function factValue(facts: ContentFacts, name: string, argument: string | undefined): string {
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
      return formatSupportHours(business.supportHours)
    case 'slotHours':
      return slotHoursText()
    case 'price':
      return formatRupees(service(argument).discountedPrice)
    case 'listPrice':
      return formatRupees(service(argument).price)
    case 'partnerClinics':
      return partnerClinicsText()
    case 'priceRange':
      return priceRange(facts.catalogue) ?? ''
    default:
      throw new UnknownFactError(argument ? `${name}:${argument}` : name)
  }
}

/** The text with each placeholder replaced by its fact; an unknown placeholder throws. */
export function fillFacts(text: string, facts: ContentFacts): string {
  return text.replace(TOKEN, (_match, name: string, argument: string | undefined) => factValue(facts, name, argument))
}

/** Every string inside `value` (objects and arrays, deeply) with its placeholders filled in. */
export function withFacts<T>(value: T, facts: ContentFacts): T {
  if (typeof value === 'string') return fillFacts(value, facts) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item, facts)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, facts)])) as T
  }
  return value
}
