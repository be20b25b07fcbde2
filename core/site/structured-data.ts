/**
 * schema.org JSON-LD for the service, city and near-me pages: plain objects built from the
 * page's copy and the catalogue's prices, which the route's meta puts in the head.
 */
import { BRAND } from '../brand.ts'
import { CITIES } from './cities.ts'

export type JsonLd = Record<string, unknown>

/** A catalogue service as the pages receive it; prices in whole rupees. */
export type PricedService = { id: string; title: string; price: number; discountedPrice: number }

export type FaqEntry = { question: string; answer: string }

/** The business's telephone and e-mail as the pages show them (from configuration). */
export type ContactJsonLd = { telephone: string; email: string }

const SCHEMA = 'https://schema.org'

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path === '/' ? '/' : path}`
}

/** The business behind every page. */
export function providerJsonLd(origin: string, contact?: ContactJsonLd): JsonLd {
  return { '@type': 'VeterinaryCare', name: BRAND, url: absolute(origin, '/'), ...contact }
}

/** The five cities of Delhi NCR that the product serves. */
export function citiesServed(): JsonLd[] {
  return CITIES.map((city) => ({ '@type': 'City', name: city.name }))
}

/** An offer at the price charged, in rupees. */
export function offerJsonLd(service: PricedService, url: string): JsonLd {
  return {
    '@type': 'Offer',
    name: service.title,
    price: service.discountedPrice,
    priceCurrency: 'INR',
    url,
    availability: `${SCHEMA}/InStock`,
  }
}

type ServiceInput = {
  origin: string
  path: string
  name: string
  serviceType: string
  description: string
  offers: readonly PricedService[]
  areaServed?: readonly JsonLd[]
  contact?: ContactJsonLd
}

/** A `Service` with its offers in INR, provided by the business across its cities. */
export function serviceJsonLd(input: ServiceInput): JsonLd {
  const url = absolute(input.origin, input.path)
  return {
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url,
    provider: providerJsonLd(input.origin, input.contact),
    areaServed: input.areaServed ?? citiesServed(),
    offers: input.offers.map((service) => offerJsonLd(service, url)),
  }
}

/** A `FAQPage` of the questions shown on the page, word for word. */
export function faqPageJsonLd(faqs: readonly FaqEntry[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

type VeterinaryCareInput = {
  origin: string
  path: string
  name: string
  description: string
  city: { name: string; region: string }
  /** Localities visited in the city. */
  localities: readonly string[]
  offers: readonly PricedService[]
  openingHours: string
  contact?: ContactJsonLd
}

/** The business as a `VeterinaryCare` of one city, with the city and its localities as the areas served. */
export function veterinaryCareJsonLd(input: VeterinaryCareInput): JsonLd {
  const url = absolute(input.origin, input.path)
  return {
    '@type': 'VeterinaryCare',
    name: input.name,
    description: input.description,
    url,
    ...input.contact,
    openingHours: input.openingHours,
    address: { '@type': 'PostalAddress', addressLocality: input.city.name, addressRegion: input.city.region, addressCountry: 'IN' },
    areaServed: [
      { '@type': 'City', name: input.city.name },
      ...input.localities.map((locality) => ({ '@type': 'Place', name: `${locality}, ${input.city.name}` })),
    ],
    makesOffer: input.offers.map((service) => offerJsonLd(service, url)),
  }
}

/** An `OfferCatalog` of services at the prices charged. */
export function offerCatalogJsonLd(input: { origin: string; path: string; name: string; offers: readonly PricedService[]; contact?: ContactJsonLd }): JsonLd {
  const url = absolute(input.origin, input.path)
  return {
    '@type': 'OfferCatalog',
    name: input.name,
    url,
    itemListElement: input.offers.map((service) => ({
      ...offerJsonLd(service, url),
      itemOffered: { '@type': 'Service', name: service.title, provider: providerJsonLd(input.origin, input.contact) },
    })),
  }
}

/** Several nodes in one JSON-LD script. */
export function jsonLdGraph(nodes: readonly JsonLd[]): JsonLd {
  return { '@context': SCHEMA, '@graph': nodes }
}

/** The `@type` of every node of a JSON-LD document, for checks. */
export function jsonLdTypes(document: JsonLd): string[] {
  const graph = document['@graph']
  const nodes = Array.isArray(graph) ? (graph as JsonLd[]) : [document]
  return nodes.map((node) => String(node['@type']))
}

// --- articles and breadcrumbs ---

export type Crumb = { name: string; path: string }

/** A BreadcrumbList from the home page down to the current page; the last crumb is the page itself. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  }
}

export type ArticleFacts = {
  type: 'BlogPosting' | 'Article'
  path: string
  headline: string
  description: string
  image: string | null
  datePublished: string
  section?: string
  wordCount?: number
  /** An organisation (the editorial team) or a named person; never a person without a record. */
  author: { name: string; path: string; jobTitle: string; kind?: 'Person' | 'Organization' } | null
  publisher: string
  /** The vet's review, when there is one: schema.org reviewedBy and lastReviewed. */
  review?: { reviewerName: string; registrationNumber: string; reviewedAt: string } | null
}

export function articleJsonLd(origin: string, facts: ArticleFacts): Record<string, unknown> {
  const url = absolute(origin, facts.path)
  return {
    '@type': facts.type,
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: facts.headline,
    description: facts.description,
    ...(facts.image ? { image: facts.image.startsWith('/') ? absolute(origin, facts.image) : facts.image } : {}),
    datePublished: facts.datePublished,
    inLanguage: 'en-IN',
    ...(facts.section ? { articleSection: facts.section } : {}),
    ...(facts.wordCount ? { wordCount: facts.wordCount } : {}),
    ...(facts.author
      ? {
          author:
            facts.author.kind === 'Organization'
              ? { '@type': 'Organization', name: facts.author.name, url: absolute(origin, facts.author.path) }
              : { '@type': 'Person', name: facts.author.name, jobTitle: facts.author.jobTitle, url: absolute(origin, facts.author.path) },
        }
      : {}),
    ...(facts.review
      ? {
          reviewedBy: { '@type': 'Person', name: facts.review.reviewerName, identifier: facts.review.registrationNumber, jobTitle: 'Veterinarian' },
          lastReviewed: facts.review.reviewedAt,
        }
      : {}),
    publisher: { '@type': 'Organization', name: facts.publisher, url: absolute(origin, '/') },
  }
}


const CLINIC_REGIONS: Record<string, string> = { Delhi: 'Delhi', Gurgaon: 'Haryana', Faridabad: 'Haryana', Noida: 'Uttar Pradesh', Ghaziabad: 'Uttar Pradesh' }

/** A partner clinic's own page: where it is, when it opens, how to call it. */
export function clinicJsonLd(input: {
  origin: string
  path: string
  name: string
  description: string
  address: string
  locality: string
  city: string
  pincode: string
  latitude: number
  longitude: number
  telephone: string
  openingHours: readonly string[]
  services: readonly string[]
}): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'VeterinaryCare',
    name: input.name,
    description: input.description,
    url: absolute(input.origin, input.path),
    telephone: `+91${input.telephone}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address,
      addressLocality: input.locality,
      addressRegion: CLINIC_REGIONS[input.city] ?? input.city,
      postalCode: input.pincode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude },
    openingHours: [...input.openingHours],
    availableService: input.services.map((name) => ({ '@type': 'MedicalProcedure', name })),
  }
}

// --- the media library (decision 0063) ---

/** A published item of the media library, as /videos and /podcasts show it. */
export type MediaJsonLdInput = {
  id: string
  title: string
  summary: string
  publishedAt: string
  durationMinutes: number | null
  transcript: string
  /** Videos: the video's page, its player and its still (when its site gives one). */
  video?: { watchUrl: string; embedUrl: string; thumbnailUrl: string | null }
  /** Podcast episodes: the uploaded audio's path. */
  audioPath?: string
}

const isoDuration = (minutes: number | null) => (minutes ? { duration: `PT${minutes}M` } : {})

/** One VideoObject per published video. */
export function videoObjectJsonLd(origin: string, item: MediaJsonLdInput): JsonLd {
  return {
    '@type': 'VideoObject',
    '@id': `${absolute(origin, '/videos')}#${item.id}`,
    name: item.title,
    description: item.summary,
    uploadDate: item.publishedAt,
    ...(item.video?.thumbnailUrl ? { thumbnailUrl: item.video.thumbnailUrl } : {}),
    ...(item.video ? { url: item.video.watchUrl, embedUrl: item.video.embedUrl } : {}),
    ...isoDuration(item.durationMinutes),
    ...(item.transcript ? { transcript: item.transcript } : {}),
    publisher: { '@type': 'Organization', name: BRAND, url: absolute(origin, '/') },
  }
}

/** One PodcastEpisode per published episode, with its audio and transcript. */
export function podcastEpisodeJsonLd(origin: string, item: MediaJsonLdInput): JsonLd {
  return {
    '@type': 'PodcastEpisode',
    '@id': `${absolute(origin, '/podcasts')}#${item.id}`,
    url: `${absolute(origin, '/podcasts')}#${item.id}`,
    name: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    ...isoDuration(item.durationMinutes),
    associatedMedia: {
      '@type': 'AudioObject',
      ...(item.audioPath ? { contentUrl: absolute(origin, item.audioPath) } : {}),
      transcript: item.transcript,
    },
    partOfSeries: { '@type': 'PodcastSeries', name: `Pet Talk by ${BRAND}`, url: absolute(origin, '/podcasts') },
  }
}
