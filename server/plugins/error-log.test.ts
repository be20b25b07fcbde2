import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, signIn } from '../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp } from '../../tests/support/test-app.ts'
import { seedDatabase } from '../db/seed.ts'
import { tableOfQuery } from './request-log.ts'

/** SECURITY.md, operations: a failed query logs its class, code and table, never the values it carried. */

const PHONE = '9876500031'
const NAME = 'Meera Kapoor'
const ADDRESS = 'Flat 7, Lotus Residency'
const LANDMARK = 'Opposite the Gurudwara'
const sms = capturingSms()
let t: TestApp
let cookie = ''

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { sms })
  // The service area, so that the address is one vets visit and reaches the database.
  await seedDatabase(t.database.db)
  cookie = await signIn(t.app, sms, PHONE, 'Meera')
})
afterAll(async () => {
  await t.app.close()
})

describe('a failed query in the log', () => {
  it('names the error class, its code and the table, and none of the person’s data', async () => {
    // Every new address now fails in the database, as a broken disk or a bad migration would.
    await t.database.db.execute(sql`ALTER TABLE addresses ADD CONSTRAINT refuse_every_row CHECK (false) NOT VALID`)
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
        payload: { addressLine1: ADDRESS, city: 'Gurgaon', pincode: '122003', landmark: LANDMARK, tag: NAME },
      })
      expect(response.statusCode).toBe(500)
      const failure = t.logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error')
      expect(failure?.err).toMatchObject({ code: '23514', table: 'addresses', constraint: 'refuse_every_row' })
      expect(failure?.err.type).toMatch(/Error$/)
      const log = t.logs.join('\n')
      for (const personal of [NAME, ADDRESS, LANDMARK, 'Lotus', PHONE, '122003']) expect(log).not.toContain(personal)
    } finally {
      await t.database.db.execute(sql`ALTER TABLE addresses DROP CONSTRAINT refuse_every_row`)
    }
  })

  it.each([
    ['insert into "addresses" ("id", "user_id") values ($1, $2)', 'addresses'],
    ['update "pets" set "name" = $1 where "pets"."id" = $2', 'pets'],
    ['delete from "sessions" where "sessions"."id" = $1', 'sessions'],
    ['select "id" from "appointments" where "appointments"."user_id" = $1', 'appointments'],
  ])('reads the table of %s', (query, table) => {
    expect(tableOfQuery(query)).toBe(table)
  })
})
