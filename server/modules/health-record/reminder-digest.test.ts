import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HealthPlanResponse } from '../../../core/contracts/health-record.ts'
import { addDays, reminderStageOn } from '../../../core/health/health-plan.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { HEALTH_REMINDER_JOB, QUEUE_HEALTH_REMINDERS_JOB } from './service.ts'

const OWNERS = ['9822700001', '9822700002', '9822700003'] as const
const NEW_OWNER = '9822700004'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
// Sunday 22 Nov 2026, 10:00 in India (REMINDER_HOUR).
const clock = manualClock(new Date('2026-11-22T04:30:00.000Z'))
const TODAY = '2026-11-22'
const sms = capturingSms()
let t: TestApp
const cookies: Record<string, string> = {}
const call = apiCaller(() => t.app)

async function run() {
  await t.app.jobs.send(QUEUE_HEALTH_REMINDERS_JOB, {})
  await t.app.jobs.runDue(QUEUE_HEALTH_REMINDERS_JOB)
  await t.app.jobs.runDue(HEALTH_REMINDER_JOB)
}

const smsTo = (phone: string) => sms.sent.filter((message) => message.to === phone)

function setClock(iso: string) {
  clock.advance(Date.parse(iso) - clock.now().getTime())
}

async function addPet(phone: string, name: string, type: 'puppy' | 'kitten' | 'dog', weeksOld: number, birthDate = addDays(TODAY, -weeksOld * 7)): Promise<string> {
  const response = await call('POST', '/api/pets', cookies[phone], { name, type, breed: type === 'kitten' ? 'Persian' : 'Indie', birthDate })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

/** The items of a pet's plan that call for a reminder today, as the job decides. */
async function dueToday(phone: string, petId: string): Promise<number> {
  const plan = HealthPlanResponse.parse((await call('GET', `/api/pets/${petId}/health-plan`, cookies[phone])).json())
  return plan.items.filter((item) => reminderStageOn(item, TODAY) !== null).length
}

beforeAll(async () => {
  t = await createTestApp({}, { clock, sms })
  await seedDatabase(t.database.db)
  for (const phone of [...OWNERS, NEW_OWNER]) {
    clock.advance(MINUTE)
    cookies[phone] = await signIn(t.app, sms, phone, 'Asha')
  }
})
afterAll(async () => {
  await t.app.close()
})

describe('health reminders as one message per owner per day', () => {
  it('sends three owners with ten due items one SMS each, and nothing more that day', async () => {
    let due = 0
    for (const [index, phone] of OWNERS.entries()) {
      for (const [name, type, weeks] of [
        [`Bruno ${index}`, 'puppy', 1],
        [`Coco ${index}`, 'puppy', 9],
        [`Misty ${index}`, 'kitten', 8],
      ] as const) {
        due += await dueToday(phone, await addPet(phone, name, type, weeks))
      }
    }
    expect(due).toBeGreaterThanOrEqual(10)
    sms.reset()
    await run()
    for (const phone of OWNERS) {
      expect(smsTo(phone)).toHaveLength(1)
      expect(smsTo(phone)[0]?.text).toMatch(/^PetVaidya health reminders: /)
    }
    expect(sms.sent).toHaveLength(OWNERS.length)
    // A second run that day, even with a new pet, sends nothing more.
    await addPet(OWNERS[0], 'Sheru', 'puppy', 9)
    await run()
    expect(sms.sent).toHaveLength(OWNERS.length)
  })

  it('asks once for the details of a pet a booking created, instead of making every dose due', async () => {
    const booked = await call('POST', '/api/appointments', cookies[NEW_OWNER], homeVisitBody(NEW_OWNER, { appointmentDate: addDays(TODAY, 1), petName: 'Tiger' }))
    expect(booked.statusCode, booked.body).toBe(201)
    sms.reset()
    await run()
    expect(smsTo(NEW_OWNER).map((message) => message.text)).toEqual([
      expect.stringMatching(/^PetVaidya: To remind you when Tiger's vaccines and worming are due, please add the birth date and the vaccines already given on http:\/\/localhost:3000\/pet-profiles\//),
    ])
    for (let day = 0; day < 3; day += 1) {
      clock.advance(DAY)
      await run()
    }
    expect(smsTo(NEW_OWNER)).toHaveLength(1)
  })

  it('waits for 09:00 when the job runs at night, and then says "today" for a date that came', async () => {
    // 22:00 in India on Sunday 6 December: Golu's first worming (2 weeks old) is due tomorrow.
    setClock('2026-12-06T16:30:00.000Z')
    cookies[NEW_OWNER] = await signIn(t.app, sms, NEW_OWNER, 'Asha')
    await addPet(NEW_OWNER, 'Golu', 'puppy', 2, '2026-11-23')
    sms.reset()
    await run()
    expect(sms.sent).toEqual([])
    const held = (await t.app.jobs.list({ state: 'pending', limit: 20 })).filter((job) => job.name === HEALTH_REMINDER_JOB)
    expect(held.map((job) => job.startAfter.toISOString())).toContain('2026-12-07T03:30:00.000Z')
    // The morning comes (the queue reads the database's clock, which the test moves by hand).
    setClock('2026-12-07T03:31:00.000Z')
    await t.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${HEALTH_REMINDER_JOB} and state = 'created'`)
    await t.app.jobs.runDue(HEALTH_REMINDER_JOB)
    expect(smsTo(NEW_OWNER).map((message) => message.text)).toEqual([expect.stringContaining("Golu's Deworming is due today (7 December 2026)")])
  })
})
