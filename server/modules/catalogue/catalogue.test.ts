import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_CATALOGUE } from '../../../core/catalogue/services.ts'
import { CatalogueListResponse } from '../../../core/contracts/catalogue.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { catalogueServices } from '../../db/schema.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})

describe('GET /api/services', () => {
  it('lists every seeded service with its list and discounted price in rupees', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/services' })
    expect(response.statusCode).toBe(200)
    const services = CatalogueListResponse.parse(response.json())
    expect(services.map((service) => service.id)).toEqual(SERVICE_CATALOGUE.map((service) => service.id))
    expect(services.find((service) => service.id === 'home-visit')).toMatchObject({ price: 999, discountedPrice: 799 })
  })

  it('keeps an edited price when the seed runs again', async () => {
    await t.database.db.update(catalogueServices).set({ pricePaise: 69_900 }).where(eqId('home-visit'))
    await seedDatabase(t.database.db)
    const services = CatalogueListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/services' })).json())
    expect(services.find((service) => service.id === 'home-visit')?.discountedPrice).toBe(699)
  })

  it('leaves out a service that is no longer offered', async () => {
    await t.database.db.update(catalogueServices).set({ active: false }).where(eqId('cat-spay'))
    const services = CatalogueListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/services' })).json())
    expect(services.map((service) => service.id)).not.toContain('cat-spay')
  })
})

describe('the catalogue table', () => {
  it('refuses a charged price above the list price', async () => {
    await expect(
      t.database.db.update(catalogueServices).set({ pricePaise: 1_000_000 }).where(eqId('dog-grooming')),
    ).rejects.toThrow()
  })
})

describe('the seeded catalogue', () => {
  it('never charges more than the list price and covers both dogs and cats', () => {
    for (const service of SERVICE_CATALOGUE) expect(service.discountedPrice).toBeLessThanOrEqual(service.price)
    const kinds = new Set(SERVICE_CATALOGUE.map((service) => service.petType))
    expect([...kinds].sort()).toEqual(['any', 'cat', 'dog'])
  })
})

function eqId(id: string) {
  return eq(catalogueServices.id, id)
}
