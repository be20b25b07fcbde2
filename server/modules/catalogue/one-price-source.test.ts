import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogueListResponse } from '../../../core/contracts/catalogue.ts'
import { CreateAppointmentResponse } from '../../../core/contracts/booking.ts'
import { visitCharge } from '../../../core/booking/pricing.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { loader as homeLoader } from '../../../app/routes/home.tsx'
import { serverContext } from '../../../app/lib/server-context.ts'
import { seedDatabase } from '../../db/seed.ts'
import { createBlogRepo } from '../blog/repo.ts'
import { createBlogService } from '../blog/service.ts'
import { createFaqRepo } from '../faq/repo.ts'
import { createFaqService } from '../faq/service.ts'
import { createServiceAreaRepo } from '../pincodes/repo.ts'
import { createPincodesService } from '../pincodes/service.ts'
import { createCatalogueRepo } from './repo.ts'
import { createCatalogueService } from './service.ts'

const PHONE = '9876543210'
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({}, { clock, sms })
  await seedDatabase(t.database.db)
})
afterAll(async () => {
  await t.app.close()
})

const business = { supportPhone: '9876501234', supportEmail: 'help@example.in', whatsappNumber: '9876501234', supportHours: { opensAt: 480, closesAt: 1320 } }

/** The home page's loader, given the same services the page renderer hands it. */
async function homePage() {
  const catalogue = createCatalogueService(createCatalogueRepo(t.database.db))
  const contentFacts = async () => ({ business, catalogue: await catalogue.listServices() })
  const context = new RouterContextProvider()
  context.set(serverContext, {
    siteOrigin: TEST_ORIGIN,
    gtmId: null,
    locationLookup: false,
    mapTiles: { url: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'Example' },
    sessionCookie: false,
    stylesheetText: () => '',
    nonce: 'n',
    testPages: false,
    demoData: false,
    isAdmin: async () => false,
    vaccinationCard: async () => null,
    staffRole: async () => null,
    callRoom: async () => ({ signedIn: false }),
    business,
    businessDetails: async () => business,
    marketingClaims: async () => [],
    contentFacts,
    reportBrokenFact: (error) => expect.unreachable(error.message),
    services: { blog: createBlogService(createBlogRepo(t.database.db), clock), catalogue, faq: createFaqService(createFaqRepo(t.database.db), contentFacts, (error) => expect.unreachable(error.message)),
      pincodes: createPincodesService(createServiceAreaRepo(t.database.db), { db: t.database.db, clock: { now: () => new Date() }, onAreaChanged: () => undefined }),
      // The home page asks nothing of the clinics.
      clinics: { search: () => Promise.reject(new Error('unused')), detail: () => Promise.reject(new Error('unused')) },
      membership: { listPlans: async () => [] },
      hospitals: { listVerified: async () => [] },
      media: { listPublished: async () => [] },
    },
  })
  return homeLoader({ context, request: new Request(`${TEST_ORIGIN}/`), params: {}, url: new URL(`${TEST_ORIGIN}/`) } as never)
}

describe('one price source', () => {
  it('a price changed through the catalogue service is the price on the home page, in the booking wizard’s catalogue, and the price charged', async () => {
    const catalogue = createCatalogueService(createCatalogueRepo(t.database.db))
    expect(await catalogue.updatePrices('home-visit', { price: 1099, discountedPrice: 849 }, clock.now())).toMatchObject({ price: 1099, discountedPrice: 849 })
    expect(await catalogue.updatePrices('dog-lab-tick-fever', { price: 9999, discountedPrice: 9499 }, clock.now())).not.toBeNull()

    const home = await homePage()
    expect(home.visitPrices.find((entry) => entry.visitType === 'home')).toMatchObject({ price: 849, listPrice: 1099 })
    expect(home.priceRange).toBe('₹149 - ₹9,499')

    // The booking wizard reads the visit charge of an empty cart from this list.
    const listed = CatalogueListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/services' })).json())
    expect(visitCharge(listed, 'home')).toMatchObject({ price: 1099, discountedPrice: 849 })

    const cookie = await signIn(t.app, sms, PHONE)
    const post = (totalAmount: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie, 'idempotency-key': key },
        payload: JSON.stringify(homeVisitBody(PHONE, { totalAmount })),
      })
    const stale = await post(799, 'price-source-old')
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' })
    const booked = await post(849, 'price-source-new')
    expect(booked.statusCode).toBe(201)
    expect(CreateAppointmentResponse.parse(booked.json())).toBeTruthy()
  })

  it('refuses a price charged above the list price, naming the field', async () => {
    const catalogue = createCatalogueService(createCatalogueRepo(t.database.db))
    await expect(catalogue.updatePrices('home-visit', { price: 500, discountedPrice: 600 }, clock.now())).rejects.toThrow('discountedPrice')
    expect(await catalogue.updatePrices('no-such-service', { price: 500, discountedPrice: 400 }, clock.now())).toBeNull()
  })
})
