import { CITIES, cityPagePath } from '../../../core/site/cities.ts'
import { NEAR_ME_PAGE_CONTENT } from '../../near-me/pages.ts'
import { sitePageText } from './site-page.ts'

type CitySlug = (typeof CITIES)[number]['slug']
type PageWords = { title: string; heading: string; description: string; summary: string }

const pageWords = (path: string): PageWords => {
  const text = sitePageText(path)
  return { ...text, summary: text.description }
}

/** The near-me pages, by their path without the slash ('pet-clinic-near-me'). */
export const NEAR_ME_KEYS = [
  'services-near-me',
  'pet-clinic-near-me',
  'pet-hospital-near-me',
  'veterinarian-near-me',
  'pet-grooming-near-me',
  'pet-vaccination-near-me',
  'pet-health-checkup-near-me',
  'pet-lab-test-near-me',
  'dog-neuter-near-me',
  'dog-spaying-near-me',
  'cat-neuter-near-me',
  'cat-spaying-near-me',
] as const
export type NearMeKey = (typeof NEAR_ME_KEYS)[number]

/**
 * The city and near-me pages in a language other than English (decision 0080): the page's own
 * words (title, heading, description and a short summary) and the frame around the long
 * guidance, which stays in English. The English page renders its copy from content/cities and
 * content/near-me as before; these English words are the source for the translation.
 */
export default {
  cityNames: Object.fromEntries(CITIES.map((city) => [city.slug, city.name])) as Record<CitySlug, string>,
  cities: Object.fromEntries(CITIES.map((city) => [city.slug, pageWords(cityPagePath(city.slug))])) as Record<CitySlug, PageWords>,
  nearMe: Object.fromEntries(NEAR_ME_KEYS.filter((key) => NEAR_ME_PAGE_CONTENT[`/${key}`]).map((key) => [key, pageWords(`/${key}`)])) as Record<NearMeKey, PageWords>,
  hero: {
    cityEyebrow: 'Vet home visits in {city}',
    nearMeEyebrow: 'A vet near you in Delhi NCR',
    atAGlance: 'At a glance',
    highlights: {
      vet: 'A registered vet, at your home',
      prices: 'Every price shown before you book',
      pay: 'Pay online, or after the service',
      slots: 'Hourly slots from {hours}',
    },
    book: 'Book a vet visit',
    seePrices: 'See prices',
    callNow: 'Call us now',
  },
  prices: {
    heading: 'Prices',
    cityHeading: 'Popular in {city}',
    note: 'Pay online by UPI or card, or pay after the service.',
  },
  english: {
    heading: 'The full guide is in English',
    text: 'This page gives the essentials in Hindi. The detailed guidance below (local advice, seasons and answers to common questions) is for now in English only.',
    link: 'Read the full guide',
    sectionHeading: 'The full guide (in English)',
  },
  areas: {
    heading: 'Where our vets visit in {city}',
    intro: 'The localities are written as on your address.',
  },
  pincodes: {
    cityHeading: 'PIN codes we visit in {city}',
    cityIntro: 'Every PIN code below is in our home-visit area; the booking form checks yours as you type it.',
    heading: 'PIN codes we visit',
    intro: 'Open your city to see whether your PIN code and locality are covered.',
    count: '{city}: {count, plural, =1 {1 PIN code} other {# PIN codes}}',
    note: "PIN codes and localities from India Post's all-India PIN code directory. Not on the list? Book a video consultation, or call us from {hours}: we add areas as our team grows.",
  },
  offers: {
    heading: 'Book a service',
    book: 'Book',
  },
  hospitals: {
    heading: '24-hour hospitals',
    listLabel: 'Checked 24-hour hospitals',
    none: 'We list only 24-hour hospitals we have checked ourselves, and none is listed yet. Search a map for a 24-hour veterinary hospital near you now, before you need it, and call ahead on the way to make sure a vet is on duty.',
    checked: 'Checked open around the clock on {date} by {name}. Call ahead: hours and staff can change.',
  },
  review: {
    heading: 'Medical review and sources',
    reviewed: 'Medically reviewed by <person>{name}</person> (registration no. {registration}), on {date}.',
    notReviewed: 'Not yet reviewed by a vet.',
    notReviewedText: 'Written by our editorial team from the veterinary guidelines listed below. It is general advice and does not replace an examination.',
    nextDue: 'Next review due: {date}.',
    sources: 'Sources',
  },
  cityLinks: {
    label: 'City pages',
    nearby: 'Nearby cities',
    link: 'Vet in {city}',
    coveredHeading: 'Cities we cover',
  },
  band: {
    cityHeading: 'A vet at your door in {city}',
    heading: 'Book a vet near you',
    text: 'Pick a day and an hourly slot, and a registered vet comes to your home. Pay online, or after the service.',
    book: 'Book an appointment',
    call: 'Call {phone}',
  },
}
