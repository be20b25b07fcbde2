import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-app.ts'
import type { Database } from '../../db/client.ts'
import { clinics } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { createClinicsRepo } from './repo.ts'
import { createClinicsService } from './service.ts'

/**
 * {partnerClinics} in the content names the clinics where a consultation can be booked. A sample
 * listing of the demo data is no partner (decision 0063): even where it is listed and mapped, no
 * page counts it.
 */
let database: Database
let service: ReturnType<typeof createClinicsService>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { demoData: true })
  const unused = () => {
    throw new Error('not used here')
  }
  service = createClinicsService({
    repo: createClinicsRepo(database.db, { samples: true }),
    pincodes: { place: unused },
    clock: { now: () => new Date('2026-11-22T06:00:00.000Z') },
    sms: { name: 'unused', send: unused },
    mailer: { name: 'unused', send: unused },
    logger: pino({ level: 'silent' }),
    siteOrigin: 'http://localhost:3000',
    sendJob: unused,
  })
})
afterAll(async () => {
  await database.close()
})

describe('partner clinics', () => {
  it('counts no sample clinic, though the sample clinics are live', async () => {
    const live = await createClinicsRepo(database.db, { samples: true }).listLive()
    expect(live.filter((clinic) => clinic.sample).length).toBeGreaterThan(0)
    expect(await service.partnerClinics()).toEqual([])
  })

  it('counts a live clinic of the business that takes consultations, and not one that does not', async () => {
    const base = {
      address: 'Plot 7, Sector 29, Gurugram 122001',
      locality: 'Sector 29',
      city: 'Gurgaon',
      pincode: '122001',
      latitude: 28.4691,
      longitude: 77.0646,
      phone: '9822400070',
      hours: {},
      status: 'live' as const,
      sample: false,
    }
    await database.db.insert(clinics).values([
      { ...base, id: 'clinic-real-sector-29', slug: 'paws-clinic-sector-29', name: 'Paws Clinic Sector 29', services: ['checkup', 'vaccination'] },
      { ...base, id: 'clinic-real-grooming', slug: 'groom-room-sector-29', name: 'Groom Room Sector 29', services: ['grooming'] },
    ])
    expect(await service.partnerClinics()).toEqual([{ name: 'Paws Clinic Sector 29', locality: 'Sector 29', city: 'Gurgaon' }])
  })
})
