import type { APIRequestContext } from '@playwright/test'
import { formatRupees } from '../../app/lib/rupees.ts'
import type { CatalogueServiceDto } from '../../core/contracts/catalogue.ts'
import { serviceIdsForPage } from '../../core/catalogue/service-pages.ts'
import { type SitePage, SITE_PAGES } from '../../core/site/pages.ts'
import { CITY_PAGE_CONTENT } from '../../content/cities/pages.ts'
import { NEAR_ME_PAGE_CONTENT } from '../../content/near-me/pages.ts'
import { SERVICES_OVERVIEW } from '../../content/services/overview.ts'
import { SERVICE_PAGE_CONTENT } from '../../content/services/pages.ts'
import { PRICING } from '../../content/services/pricing.ts'
import { type ClinicFact, type ContentFacts, withFacts } from '../../core/site/content-facts.ts'
import { loadConfig } from '../../server/config.ts'
import { decodeEntities, elementTexts, headOf, linkHrefs, metaContent } from '../support/served-html.ts'
import { E2E_BUSINESS } from './business.ts'
import { type Page, expect, test } from './fixtures.ts'
import { gotoHydrated } from './navigation.ts'
import { screenshot } from './screenshot.ts'

/**
 * The service, pricing, city and near-me pages as the server sends them (no script runs): the
 * heading, the copy, the catalogue's prices and the JSON-LD are all in the first HTML. Then a
 * few of them in the browser: axe, Add to cart, Book, and screenshots at 375 and 1280 px.
 */

type JsonLdNode = Record<string, unknown>

const FAMILY_MODULES = new Set(['service', 'services-overview', 'pricing', 'city', 'near-me'])
const familyPages = SITE_PAGES.filter((page) => FAMILY_MODULES.has(page.module))

/**
 * Content as the server serves it: its placeholders ({supportHours}, {price:id}, ...) filled in
 * from the same facts: the e2e server's business settings and its catalogue.
 */
async function asServed<T>(request: APIRequestContext, content: T): Promise<T> {
  const env = { SUPPORT_PHONE: E2E_BUSINESS.phoneInput, SUPPORT_EMAIL: E2E_BUSINESS.email, WHATSAPP_NUMBER: E2E_BUSINESS.whatsappInput, SUPPORT_HOURS: E2E_BUSINESS.hoursInput }
  const facts: ContentFacts = { business: loadConfig(env).business, catalogue: await catalogueOf(request), clinics: await partnerClinicsOf(request) }
  return withFacts(content, facts)
}

/**
 * The live clinics content calls partner clinics: those taking consultations, never a sample
 * listing, in the server's order (by name). A journey may have approved one by now.
 */
async function partnerClinicsOf(request: APIRequestContext): Promise<ClinicFact[]> {
  const response = await request.get('/api/clinics?limit=100')
  expect(response.status()).toBe(200)
  const { clinics } = (await response.json()) as { clinics: (ClinicFact & { sample: boolean; services: string[] })[] }
  return clinics
    .filter((clinic) => !clinic.sample && clinic.services.includes('checkup'))
    .map(({ name, locality, city }) => ({ name, locality, city }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

async function catalogueOf(request: APIRequestContext): Promise<CatalogueServiceDto[]> {
  const response = await request.get('/api/services')
  expect(response.status()).toBe(200)
  return (await response.json()) as CatalogueServiceDto[]
}

async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = headOf(html)
  const body = html.slice(html.indexOf('</head>'))
  const text = decodeEntities(body.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as JsonLdNode,
  )
  return { html, head, body, text, jsonLd }
}

function graphNodes(documents: readonly JsonLdNode[]): JsonLdNode[] {
  return documents.flatMap((document) => (Array.isArray(document['@graph']) ? (document['@graph'] as JsonLdNode[]) : [document]))
}

function nodeOfType(documents: readonly JsonLdNode[], type: string): JsonLdNode {
  const node = graphNodes(documents).find((candidate) => candidate['@type'] === type)
  expect(node, `a JSON-LD ${type}`).toBeTruthy()
  return node ?? {}
}

function expectPrices(text: string, services: readonly CatalogueServiceDto[]): void {
  for (const service of services) {
    expect(text, `${service.title}'s price`).toContain(formatRupees(service.discountedPrice))
    expect(text, `${service.title}'s list price`).toContain(formatRupees(service.price))
  }
}

function offersOf(catalogue: readonly CatalogueServiceDto[], page: SitePage): CatalogueServiceDto[] {
  return serviceIdsForPage(page.path).flatMap((id) => catalogue.filter((service) => service.id === id))
}

function expectFaqs(text: string, documents: readonly JsonLdNode[], faqs: readonly { question: string; answer: string }[]): void {
  expect(faqs.length).toBeGreaterThanOrEqual(4)
  for (const faq of faqs) {
    expect(text).toContain(faq.question)
    expect(text).toContain(faq.answer)
  }
  const faqPage = nodeOfType(documents, 'FAQPage')
  expect((faqPage.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(faqs.map((faq) => faq.question))
}

test.describe('served HTML of the service pages', () => {
  for (const page of SITE_PAGES.filter((candidate) => candidate.module === 'service')) {
    test(`${page.path} has its heading, copy, catalogue prices, FAQs and Service JSON-LD`, async ({ request }) => {
      const copy = SERVICE_PAGE_CONTENT[page.path]
      if (!copy) throw new Error(`No copy for ${page.path}`)
      const content = await asServed(request, copy)
      const catalogue = await catalogueOf(request)
      const served = await servedPage(request, page.path)

      expect(elementTexts(served.html, 'h1')).toEqual([page.heading])
      expect(served.text).toContain(content.lead)
      expect(served.text).toContain(content.about.heading)
      for (const item of content.included.items) expect(served.text).toContain(item)
      for (const step of content.steps.steps) expect(served.text).toContain(step.title)
      if (content.schedule) for (const dose of content.schedule.doses) expect(served.text).toContain(dose.age)

      const offers = offersOf(catalogue, page)
      expect(offers.length).toBeGreaterThan(0)
      expectPrices(served.text, offers)
      expect(served.body).toContain(`aria-label="Add to cart: ${offers[0]?.title.replace(/&/g, '&amp;')}"`)

      const service = nodeOfType(served.jsonLd, 'Service')
      expect(service.offers).toEqual(
        offers.map((offer) => expect.objectContaining({ '@type': 'Offer', name: offer.title, price: offer.discountedPrice, priceCurrency: 'INR' })),
      )
      expectFaqs(served.text, served.jsonLd, content.faqs)
    })
  }

  test('/services links to every service page and shows the visit charges', async ({ request }) => {
    const catalogue = await catalogueOf(request)
    const served = await servedPage(request, '/services')
    expect(elementTexts(served.html, 'h1')).toEqual(['Veterinary services for dogs and cats'])
    for (const group of SERVICES_OVERVIEW.groups) expect(served.text).toContain(group.title)
    for (const page of SITE_PAGES.filter((candidate) => candidate.module === 'service')) {
      expect(served.body, page.path).toContain(`href="${page.path}"`)
    }
    expectPrices(served.text, catalogue.filter((service) => service.petType === 'any'))
    expect(nodeOfType(served.jsonLd, 'OfferCatalog').itemListElement).toHaveLength(catalogue.length)
    expectFaqs(served.text, served.jsonLd, (await asServed(request, SERVICES_OVERVIEW)).faqs)
  })

  test('/pricing lists every catalogue service with both prices, the visit charges, no hidden fees and payment', async ({ request }) => {
    const catalogue = await catalogueOf(request)
    const served = await servedPage(request, '/pricing')
    expect(elementTexts(served.html, 'h1')).toEqual(['Transparent prices in rupees'])
    const rows = [...served.body.matchAll(/<tr[^>]*data-service-id="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)]
    expect(rows.map((row) => row[1]).sort()).toEqual(catalogue.map((service) => service.id).sort())
    for (const [, id, row] of rows) {
      const service = catalogue.find((candidate) => candidate.id === id)
      const rowText = decodeEntities((row ?? '').replace(/<[^>]+>/g, ' '))
      expect(rowText).toContain(service?.title)
      expect(rowText).toContain(formatRupees(service?.discountedPrice ?? -1))
      expect(rowText).toContain(formatRupees(service?.price ?? -1))
    }
    for (const [id, price, listPrice] of [['home-visit', 799, 999], ['clinic-consultation', 499, 699], ['video-consultation', 149, 199]] as const) {
      expect(catalogue.find((service) => service.id === id)).toMatchObject({ price: listPrice, discountedPrice: price })
    }
    expect(served.text).toContain(PRICING.fees.noHiddenFees.heading)
    expect(served.text).toContain(PRICING.fees.payment.heading)
    expect(served.text).toMatch(/UPI/)
    expect(nodeOfType(served.jsonLd, 'OfferCatalog').itemListElement).toHaveLength(catalogue.length)
    expectFaqs(served.text, served.jsonLd, (await asServed(request, PRICING)).faqs)
  })
})

test.describe('served HTML of the city pages', () => {
  for (const page of SITE_PAGES.filter((candidate) => candidate.module === 'city')) {
    test(`${page.path} has its own localities, local rules, seasons, prices, FAQs and VeterinaryCare JSON-LD`, async ({ request }) => {
      const content = await asServed(request, CITY_PAGE_CONTENT[page.path])
      if (!content) throw new Error(`No copy for ${page.path}`)
      const catalogue = await catalogueOf(request)
      const served = await servedPage(request, page.path)

      expect(elementTexts(served.html, 'h1')).toEqual([page.heading])
      expect(served.text).toContain(content.lead)
      const localities = content.areas.groups.flatMap((group) => group.localities)
      for (const locality of localities) expect(served.text).toContain(locality)
      for (const row of content.responseTimes.rows) expect(served.text).toContain(row.value)
      for (const section of content.localFacts.sections) expect(served.text).toContain(section.heading)
      for (const risk of content.seasons.risks) expect(served.text).toContain(risk.advice)
      for (const other of SITE_PAGES.filter((candidate) => candidate.module === 'city' && candidate.path !== page.path)) {
        expect(served.body, other.path).toContain(`href="${other.path}"`)
      }
      const offers = offersOf(catalogue, page)
      expectPrices(served.text, offers)

      const business = nodeOfType(served.jsonLd, 'VeterinaryCare')
      const areas = business.areaServed as { '@type': string; name: string }[]
      expect(areas[0]).toEqual({ '@type': 'City', name: content.officialName ?? content.name })
      expect(areas.filter((area) => area['@type'] === 'Place')).toHaveLength(localities.length)
      expect(business.address).toMatchObject({ addressRegion: content.region, addressCountry: 'IN' })
      expect((business.makesOffer as { price: number }[]).map((offer) => offer.price)).toEqual(offers.map((offer) => offer.discountedPrice))
      expectFaqs(served.text, served.jsonLd, content.faqs)
    })
  }
})

test.describe('served HTML of the near-me pages', () => {
  const cityPaths = SITE_PAGES.filter((candidate) => candidate.module === 'city').map((candidate) => candidate.path)
  for (const page of SITE_PAGES.filter((candidate) => candidate.module === 'near-me')) {
    test(`${page.path} has what to look for, which care suits, the cities, prices, FAQs and Service JSON-LD`, async ({ request }) => {
      const content = await asServed(request, NEAR_ME_PAGE_CONTENT[page.path])
      if (!content) throw new Error(`No copy for ${page.path}`)
      const catalogue = await catalogueOf(request)
      const served = await servedPage(request, page.path)

      expect(elementTexts(served.html, 'h1')).toEqual([page.heading])
      expect(served.text).toContain(content.lead)
      for (const item of content.lookFor.items) expect(served.text).toContain(item)
      for (const option of content.choice.options) expect(served.text).toContain(option.title)
      expect(served.text).toMatch(/hospital/i)
      for (const path of cityPaths) expect(served.body, path).toContain(`href="${path}"`)
      const offers = offersOf(catalogue, page)
      expectPrices(served.text, offers)
      expect(served.body).toContain(`aria-label="Add to cart: ${offers[0]?.title.replace(/&/g, '&amp;')}"`)

      const service = nodeOfType(served.jsonLd, 'Service')
      expect((service.areaServed as { name: string }[]).map((area) => area.name)).toEqual(['Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad'])
      expect((service.offers as { price: number }[]).map((offer) => offer.price)).toEqual(offers.map((offer) => offer.discountedPrice))
      expectFaqs(served.text, served.jsonLd, content.faqs)
    })
  }
})

test('every service, city and near-me page has its own title, description and canonical link', async ({ request, baseURL }) => {
  expect(familyPages.length).toBe(35)
  const seen = { title: new Map<string, string>(), description: new Map<string, string>(), canonical: new Map<string, string>() }
  for (const page of familyPages) {
    const { head } = await servedPage(request, page.path)
    const tags = {
      title: elementTexts(head, 'title')[0] ?? '',
      description: metaContent(head, 'description') ?? '',
      canonical: linkHrefs(head, 'canonical')[0] ?? '',
    }
    expect(tags.canonical).toBe(`${baseURL}${page.path}`)
    expect(tags.description.length, `${page.path} description`).toBeGreaterThan(50)
    for (const key of ['title', 'description', 'canonical'] as const) {
      expect(seen[key].get(tags[key]), `${page.path} shares its ${key} with`).toBeUndefined()
      seen[key].set(tags[key], page.path)
    }
  }
})

async function cartCount(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, / })
}

test('Add to cart on a service page updates the cart count in the header', async ({ page }) => {
  await gotoHydrated(page, '/services/dog-vaccination')
  await expect(await cartCount(page)).toHaveAccessibleName('Cart, 0 items')
  await page.getByRole('button', { name: 'Add to cart: Dog Core Vaccine (DHPPi+L)' }).click()
  await expect(await cartCount(page)).toHaveAccessibleName('Cart, 1 item')
  await page.getByRole('button', { name: 'Add to cart: Dog Anti-Rabies Vaccine' }).click()
  await expect(await cartCount(page)).toHaveAccessibleName('Cart, 2 items')
})

test('Book on a service page opens the booking dialog', async ({ page }) => {
  await gotoHydrated(page, '/dog-grooming')
  await page.getByRole('button', { name: 'Book a vet visit' }).click()
  await expect(page.getByRole('dialog', { name: /Book/ })).toBeVisible()
})

const WIDTHS = [375, 1280] as const

test.describe('screenshots', () => {
  const SHOTS = [
    { name: 'dog-vaccination', path: '/dog-vaccination' },
    { name: 'city-gurgaon', path: '/pet-clinic-gurgaon-vet-home-visit' },
    { name: 'pet-vaccination-near-me', path: '/pet-vaccination-near-me' },
    { name: 'pricing', path: '/pricing' },
  ]
  for (const width of WIDTHS) {
    for (const shot of SHOTS) {
      test(`${shot.path} at ${width}px fits the screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await gotoHydrated(page, shot.path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBe(0)
        await screenshot(page, { path: `test-results/screenshots/service-pages/${shot.name}-${width}.png`, fullPage: true })
      })
    }
  }
})
