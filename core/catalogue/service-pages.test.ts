import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../site/pages.ts'
import { SERVICE_CATALOGUE } from './services.ts'
import { SERVICE_PAGE_OFFERS, serviceIdsForPage, servicesInOrder } from './service-pages.ts'

describe('service page offers', () => {
  const catalogueIds = new Set(SERVICE_CATALOGUE.map((service) => service.id))

  it('name only services that the catalogue has', () => {
    for (const ids of Object.values(SERVICE_PAGE_OFFERS)) {
      for (const id of ids) expect(catalogueIds, id).toContain(id)
    }
  })

  it('give every service page of the route table something to book', () => {
    const servicePages = SITE_PAGES.filter((page) => page.section === 'services')
    expect(servicePages.length).toBe(18)
    for (const page of servicePages) expect(serviceIdsForPage(page.path).length, page.path).toBeGreaterThan(0)
  })

  it('give every city and near-me page something to book', () => {
    const landingPages = SITE_PAGES.filter((page) => page.section === 'cities' || page.section === 'near-me')
    expect(landingPages.length).toBe(17)
    for (const page of landingPages) expect(serviceIdsForPage(page.path).length, page.path).toBeGreaterThan(0)
  })

  it('name each service once per page', () => {
    for (const [path, ids] of Object.entries(SERVICE_PAGE_OFFERS)) expect(new Set(ids).size, path).toBe(ids.length)
  })

  it('pick the catalogue services of a page in the order given, leaving out unknown ids', () => {
    const picked = servicesInOrder(SERVICE_CATALOGUE, ['video-consultation', 'no-such-service', 'home-visit'])
    expect(picked.map((service) => service.id)).toEqual(['video-consultation', 'home-visit'])
  })

  it('give other pages nothing', () => {
    expect(serviceIdsForPage('/about')).toEqual([])
  })
})
