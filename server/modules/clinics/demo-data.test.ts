import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHIPPED_MARKETING_CLAIMS } from '../../../content/home/marketing-claims.ts'
import { MARKETING_CLAIMS } from '../../../core/brand.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'
import { clinics, siteSettings } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'

/**
 * Sample data is for development only (decision 0063): a site run without DEMO_DATA (production)
 * shows, lists, maps and books none of the sample clinics, even on a database an earlier release
 * seeded with them, and its seed inserts none and takes the typed-in figures off the claims.
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: '0' })
  // A database seeded by an earlier release: sample clinics (one invented 24-hour hospital among
  // them) and the spec's typed-in figures among the claims.
  await seedDatabase(t.database.db, { demoData: true })
  await t.database.db.insert(clinics).values({
    id: 'clinic-saket-emergency',
    slug: 'saket-pet-emergency-24x7',
    name: 'Saket Pet Emergency 24x7',
    address: 'A-3, Press Enclave Marg, Saket, New Delhi 110017',
    locality: 'Saket',
    city: 'Delhi',
    pincode: '110017',
    latitude: 28.5245,
    longitude: 77.2066,
    phone: '6000000108',
    services: ['emergency'],
    hours: {},
    open24x7: true,
    status: 'live',
    sample: true,
  })
  await t.database.db
    .update(siteSettings)
    .set({ value: { claims: MARKETING_CLAIMS.map((text) => ({ text, evidence: 'shipped' })) } })
    .where(eq(siteSettings.key, 'marketing-claims'))
  await seedDatabase(t.database.db, { demoData: false })
})
afterAll(async () => {
  await t.app.close()
})

describe('without DEMO_DATA', () => {
  it('lists no sample clinic, answers 404 for one, and books none', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/clinics' })
    expect(list.json()).toMatchObject({ total: 0, clinics: [] })
    expect((await t.app.inject({ method: 'GET', url: '/api/clinics/petvaidya-partner-clinic-lajpat-nagar' })).statusCode).toBe(404)
    const slots = await t.app.inject({ method: 'GET', url: '/api/slots?date=2026-12-10&visitType=clinic&clinicId=clinic-delhi-lajpat-nagar' })
    expect(slots.statusCode).toBe(400)
    expect(slots.json().error).toMatch(/^clinicId: /)
  })

  it('puts no clinic page in the sitemap', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(sitemap).toContain('/clinics/register')
    expect(sitemap).not.toMatch(/\/clinics\/(?!register<)/)
  })

  it('hides the invented 24-hour hospital of earlier sample data, and takes the typed-in figures off claims no admin saved', async () => {
    const [hospital] = await t.database.db.select().from(clinics).where(eq(clinics.id, 'clinic-saket-emergency'))
    expect(hospital?.status).toBe('hidden')
    const [claims] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'marketing-claims'))
    expect(claims?.value).toEqual({ claims: SHIPPED_MARKETING_CLAIMS })
    expect(JSON.stringify(claims?.value)).not.toMatch(/1000\+|4\.5\+/)
  })

  it('inserts no sample clinic into a fresh database', async () => {
    const fresh = await createTestApp({ DEMO_DATA: '0' })
    try {
      await seedDatabase(fresh.database.db, { demoData: false })
      expect(await fresh.database.db.select().from(clinics)).toEqual([])
    } finally {
      await fresh.app.close()
    }
  })
})
