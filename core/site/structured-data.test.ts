import { describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from '../catalogue/services.ts'
import {
  faqPageJsonLd,
  jsonLdGraph,
  jsonLdTypes,
  offerCatalogJsonLd,
  serviceJsonLd,
  veterinaryCareJsonLd,
} from './structured-data.ts'

const origin = 'https://petvaidya.example/'
const [dose, rabies] = SERVICE_CATALOGUE.filter((service) => service.id.startsWith('dog-vaccination'))
const offers = [dose!, rabies!]

describe('JSON-LD', () => {
  it('describes a service with its offers at the price charged, in INR, and the business and cities behind it', () => {
    const node = serviceJsonLd({ origin, path: '/dog-vaccination', name: 'Dog vaccination', serviceType: 'Vaccination', description: 'd', offers })
    expect(node).toMatchObject({
      '@type': 'Service',
      url: 'https://petvaidya.example/dog-vaccination',
      provider: { '@type': 'VeterinaryCare', name: 'PetVaidya', url: 'https://petvaidya.example/' },
      offers: [
        { '@type': 'Offer', name: dose!.title, price: dose!.discountedPrice, priceCurrency: 'INR' },
        { '@type': 'Offer', name: rabies!.title, price: rabies!.discountedPrice, priceCurrency: 'INR' },
      ],
    })
    expect(node.areaServed).toEqual(['Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad'].map((name) => ({ '@type': 'City', name })))
  })

  it('lists the questions of a page as a FAQPage, word for word', () => {
    const node = faqPageJsonLd([{ question: 'Why?', answer: 'Because.' }])
    expect(node).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    })
  })

  it('describes a city as a VeterinaryCare serving the city and its localities', () => {
    const node = veterinaryCareJsonLd({
      origin,
      path: '/pet-clinic-noida-vet-home-visit',
      name: 'PetVaidya Noida',
      description: 'd',
      city: { name: 'Noida', region: 'Uttar Pradesh' },
      localities: ['Sector 50', 'Sector 137'],
      offers,
      openingHours: 'Mo-Su 09:00-20:00',
    })
    expect(node).toMatchObject({
      '@type': 'VeterinaryCare',
      address: { '@type': 'PostalAddress', addressLocality: 'Noida', addressRegion: 'Uttar Pradesh', addressCountry: 'IN' },
      areaServed: [
        { '@type': 'City', name: 'Noida' },
        { '@type': 'Place', name: 'Sector 50, Noida' },
        { '@type': 'Place', name: 'Sector 137, Noida' },
      ],
    })
    expect(node.makesOffer).toHaveLength(2)
  })

  it('puts several nodes in one graph and reads their types back', () => {
    const graph = jsonLdGraph([offerCatalogJsonLd({ origin, path: '/pricing', name: 'Prices', offers }), faqPageJsonLd([])])
    expect(graph['@context']).toBe('https://schema.org')
    expect(jsonLdTypes(graph)).toEqual(['OfferCatalog', 'FAQPage'])
    expect(jsonLdTypes({ '@type': 'VeterinaryCare' })).toEqual(['VeterinaryCare'])
  })
})
