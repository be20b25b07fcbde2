import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CardLinkDto, HealthPlanResponse, PetHealthResponse, PublicCardResponse } from '../../../core/contracts/health-record.ts'
import { addDays } from '../../../core/health/health-plan.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { HEALTH_REMINDER_JOB, QUEUE_HEALTH_REMINDERS_JOB, createHealthRecordService } from './service.ts'
import { createHealthRecordRepo } from './repo.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const OWNER = '9822600001'
const CAREGIVER = '9822600002'
const STRANGER = '9822600003'
const MINUTE = 60_000
// 22 Nov 2026, 11:30 am in India.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const TODAY = '2026-11-22'
const sms = capturingSms()
let t: TestApp
let owner: string
let caregiver: string
let stranger: string

const call = apiCaller(() => t.app)

async function addPuppy(weeksOld: number, name = 'Bruno'): Promise<string> {
  const response = await call('POST', '/api/pets', owner, { name, type: 'puppy', breed: 'Labrador', birthDate: addDays(TODAY, -weeksOld * 7) })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

async function plan(petId: string, cookie = owner) {
  const response = await call('GET', `/api/pets/${petId}/health-plan`, cookie)
  expect(response.statusCode).toBe(200)
  return HealthPlanResponse.parse(response.json()).items
}

beforeAll(async () => {
  t = await createTestApp({}, { clock, sms })
  await seedDatabase(t.database.db)
  clock.advance(MINUTE)
  owner = await signIn(t.app, sms, OWNER, 'Asha')
  clock.advance(MINUTE)
  caregiver = await signIn(t.app, sms, CAREGIVER, 'Ravi')
  clock.advance(MINUTE)
  stranger = await signIn(t.app, sms, STRANGER, 'Meera')
})

afterAll(async () => {
  await t.app.close()
})

beforeEach(() => sms.reset())

describe('the plan and the doses', () => {
  it("a puppy's plan lists its vaccines, worming and tick and flea prevention with their statuses", async () => {
    const petId = await addPuppy(7)
    const items = await plan(petId)
    expect(items.find((item) => item.key === 'vaccination:dhppi:1')).toMatchObject({ kind: 'vaccination', name: 'DHPPi dose 1', status: 'overdue', dueDate: addDays(TODAY, -7) })
    expect(items.find((item) => item.key === 'vaccination:rabies:1')).toMatchObject({ status: 'upcoming', dueDate: addDays(TODAY, 5 * 7) })
    expect(items.some((item) => item.kind === 'deworming')).toBe(true)
    expect(items.some((item) => item.kind === 'tick-flea')).toBe(true)
  })

  it('a recorded dose is done and the plan moves on from it', async () => {
    const petId = await addPuppy(7)
    const response = await call('POST', `/api/pets/${petId}/doses`, owner, { kind: 'vaccination', vaccine: 'dhppi', givenOn: addDays(TODAY, -2), batch: 'A123' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ vaccine: 'dhppi', batch: 'A123', verifiedByVet: false })
    const items = await plan(petId)
    expect(items.find((item) => item.key === 'vaccination:dhppi:1')).toMatchObject({ status: 'done', givenOn: addDays(TODAY, -2) })
    expect(items.find((item) => item.key === 'vaccination:dhppi:2')?.dueDate).toBe(addDays(TODAY, 19))
  })

  it.each([
    [{ kind: 'vaccination', givenOn: TODAY }, 'vaccine: is required for a vaccination'],
    [{ kind: 'vaccination', vaccine: 'fvrcp', givenOn: TODAY }, 'vaccine: is not given to a dog'],
    [{ kind: 'deworming', givenOn: '2026-13-01' }, 'givenOn: must be a date'],
    [{ kind: 'deworming', givenOn: addDays(TODAY, 1) }, 'givenOn: must not be in the future'],
    [{ kind: 'bath', givenOn: TODAY }, 'kind:'],
    [{ kind: 'deworming', givenOn: TODAY, batch: 'a\u0000b' }, 'batch:'],
  ])('a bad dose %j is a 400 naming the field', async (body, message) => {
    const petId = await addPuppy(7)
    const response = await call('POST', `/api/pets/${petId}/doses`, owner, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain(message)
  })

  it("a vet's doses land as verified, once per visit", async () => {
    const petId = await addPuppy(9)
    const service = createHealthRecordService({ repo: createHealthRecordRepo(t.database.db), clock, sms, siteOrigin: TEST_ORIGIN, sendJob: async () => {} })
    const visitId = randomUUID()
    const given = { petId, visitId, vaccines: [{ vaccine: 'dhppi' as const, name: 'Nobivac DHPPi', batch: 'B77', givenOn: TODAY, nextDueDate: addDays(TODAY, 21) }] }
    expect(await t.database.db.transaction((tx) => service.recordVetDoses(tx as never, given))).toHaveLength(1)
    expect(await service.recordVetDoses(t.database.db, given)).toHaveLength(0)
    const record = PetHealthResponse.parse((await call('GET', `/api/pets/${petId}/health`, owner)).json())
    expect(record.doses).toEqual([expect.objectContaining({ vaccine: 'dhppi', batch: 'B77', verifiedByVet: true, nextDueOn: addDays(TODAY, 21) })])
    expect(record.plan.find((item) => item.key === 'vaccination:dhppi:1')).toMatchObject({ status: 'done', verifiedByVet: true })
    expect(record.plan.find((item) => item.key === 'vaccination:dhppi:2')?.dueDate).toBe(addDays(TODAY, 21))
    // A vet's record cannot be taken back by the owner.
    expect((await call('DELETE', `/api/pets/${petId}/doses/${record.doses[0]?.id}`, owner)).statusCode).toBe(404)
  })

  it("another user's pet is not found, whatever the route", async () => {
    const petId = await addPuppy(7)
    for (const [method, url, body] of [
      ['GET', `/api/pets/${petId}/health-plan`],
      ['GET', `/api/pets/${petId}/health`],
      ['POST', `/api/pets/${petId}/doses`, { kind: 'deworming', givenOn: TODAY }],
      ['POST', `/api/pets/${petId}/card-links`, {}],
      ['POST', `/api/pets/${petId}/caregivers`, { phoneNumber: STRANGER, canEdit: true }],
    ] as const) {
      expect((await call(method, url, stranger, body)).statusCode).toBe(404)
    }
    expect((await call('GET', `/api/pets/${petId}/health-plan`)).statusCode).toBe(401)
  })
})

describe('caregivers', () => {
  it('a caregiver sees the pet, its plan and its upcoming visits; editing only when the owner allows; removal takes effect at once', async () => {
    const petId = await addPuppy(8, 'Coco')
    const invited = await call('POST', `/api/pets/${petId}/caregivers`, owner, { phoneNumber: '+91 98226 00002', canEdit: false })
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ phoneNumber: CAREGIVER, canEdit: false })

    expect((await call('GET', '/api/shared-pets', caregiver)).json()).toEqual([expect.objectContaining({ id: petId, name: 'Coco', canEdit: false })])
    const seen = PetHealthResponse.parse((await call('GET', `/api/pets/${petId}/health`, caregiver)).json())
    expect(seen).toMatchObject({ role: 'caregiver', canEdit: false, caregivers: [], cardLinks: [] })
    expect(seen.plan.length).toBeGreaterThan(0)
    expect((await call('POST', `/api/pets/${petId}/doses`, caregiver, { kind: 'deworming', givenOn: TODAY })).statusCode).toBe(403)
    // Only the owner shares the pet or its card.
    expect((await call('POST', `/api/pets/${petId}/card-links`, caregiver, {})).statusCode).toBe(403)
    expect((await call('POST', `/api/pets/${petId}/caregivers`, caregiver, { phoneNumber: STRANGER })).statusCode).toBe(403)

    // The caregiver books a visit for the shared pet, and it shows on the pet's record.
    const booked = await call('POST', '/api/appointments', caregiver, homeVisitBody(CAREGIVER, { existingPetId: petId, petName: 'Coco', appointmentDate: '2026-11-24', appointmentType: 'video', totalAmount: 149, address: undefined, city: undefined, pincode: undefined }))
    expect(booked.json().appointment).toMatchObject({ petName: 'Coco' })
    expect(booked.statusCode).toBe(201)
    const visits = PetHealthResponse.parse((await call('GET', `/api/pets/${petId}/health`, owner)).json()).upcomingVisits
    expect(visits).toEqual([expect.objectContaining({ date: '2026-11-24', time: '10:00' })])

    const again = await call('POST', `/api/pets/${petId}/caregivers`, owner, { phoneNumber: CAREGIVER, canEdit: true })
    expect(again.json()).toMatchObject({ id: invited.json().id, canEdit: true })
    expect((await call('POST', `/api/pets/${petId}/doses`, caregiver, { kind: 'deworming', givenOn: TODAY })).statusCode).toBe(201)

    expect((await call('DELETE', `/api/pets/${petId}/caregivers/${invited.json().id}`, owner)).statusCode).toBe(204)
    expect((await call('GET', `/api/pets/${petId}/health-plan`, caregiver)).statusCode).toBe(404)
    expect((await call('POST', `/api/pets/${petId}/doses`, caregiver, { kind: 'deworming', givenOn: TODAY })).statusCode).toBe(404)
    expect((await call('GET', '/api/shared-pets', caregiver)).json()).toEqual([])
  })

  it('a bad phone number is a 400 naming the field', async () => {
    const petId = await addPuppy(8)
    const response = await call('POST', `/api/pets/${petId}/caregivers`, owner, { phoneNumber: '12345', canEdit: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('phoneNumber')
  })
})

describe('the public card', () => {
  it('shows only the name, species, photo and doses; a revoked or unknown link is 404', async () => {
    const petId = await addPuppy(10, 'Sheru')
    await call('PUT', `/api/pets/${petId}`, owner, { name: 'Sheru', type: 'puppy', breed: 'Labrador', birthDate: addDays(TODAY, -70), notes: 'Allergic to chicken', weightKg: 6 })
    await call('POST', `/api/pets/${petId}/doses`, owner, { kind: 'vaccination', vaccine: 'dhppi', givenOn: addDays(TODAY, -3) })
    const created = await call('POST', `/api/pets/${petId}/card-links`, owner, {})
    expect(created.statusCode).toBe(201)
    const link = CardLinkDto.parse(created.json())
    expect(link.qrSvg).toMatch(/^<\?xml|^<svg/)
    const token = link.url.split('/card/')[1] as string
    // 192 bits in base64url: 32 characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)

    const card = await t.app.inject({ method: 'GET', url: `/api/cards/${token}` })
    expect(card.statusCode).toBe(200)
    expect(card.headers['x-robots-tag']).toContain('noindex')
    expect(Object.keys(card.json()).sort()).toEqual(['doses', 'name', 'photoUrl', 'species'])
    expect(PublicCardResponse.parse(card.json())).toMatchObject({ name: 'Sheru', species: 'dog', doses: [{ name: 'DHPPi', givenOn: addDays(TODAY, -3), verifiedByVet: false }] })
    expect(card.body).not.toMatch(/Allergic|Labrador|9822600001|Asha/)

    expect((await call('DELETE', `/api/pets/${petId}/card-links/${link.id}`, owner)).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/${token}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/${'A'.repeat(32)}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/cards/short' })).statusCode).toBe(400)
    expect((await call('DELETE', `/api/pets/${petId}/card-links/${link.id}`, owner)).statusCode).toBe(404)
  })

  it('gives each vaccine and treatment the next due date the plan gives it', async () => {
    const petId = await addPuppy(8, 'Bholu')
    for (const dose of [
      { kind: 'vaccination', vaccine: 'dhppi', givenOn: addDays(TODAY, -21) },
      { kind: 'vaccination', vaccine: 'dhppi', givenOn: TODAY },
      { kind: 'vaccination', vaccine: 'leptospirosis', givenOn: TODAY },
      { kind: 'deworming', givenOn: addDays(TODAY, -5) },
    ]) {
      expect((await call('POST', `/api/pets/${petId}/doses`, owner, dose)).statusCode).toBe(201)
    }
    const token = CardLinkDto.parse((await call('POST', `/api/pets/${petId}/card-links`, owner, {})).json()).url.split('/card/')[1] as string
    const card = PublicCardResponse.parse((await t.app.inject({ method: 'GET', url: `/api/cards/${token}` })).json())
    const items = await plan(petId)
    const planned = (kind: string, vaccine: string | null) =>
      items.filter((item) => item.kind === kind && item.vaccine === vaccine && item.status !== 'done').map((item) => item.dueDate).sort()[0]
    const dueOn = (name: string, givenOn: string) => card.doses.find((dose) => dose.name === name && dose.givenOn === givenOn)?.nextDueOn
    expect(dueOn('DHPPi', TODAY)).toBe(planned('vaccination', 'dhppi'))
    expect(dueOn('leptospirosis', TODAY)).toBe(planned('vaccination', 'leptospirosis'))
    expect(dueOn('Deworming', addDays(TODAY, -5))).toBe(planned('deworming', null))
    for (const date of [dueOn('DHPPi', TODAY), dueOn('leptospirosis', TODAY), dueOn('Deworming', addDays(TODAY, -5))]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The first DHPPi dose, followed by the second, had no date written with it.
    expect(dueOn('DHPPi', addDays(TODAY, -21))).toBeNull()
  })
})

describe('reminders', () => {
  it('are sent a week before, the day before and the day after, once each, and stop when the dose is recorded or reminders are off', async () => {
    clock.reset()
    const petId = await addPuppy(0, 'Tiny')
    const otherId = await addPuppy(0, 'Mini')
    expect((await call('PUT', `/api/pets/${otherId}/health-settings`, owner, { remindersOn: false })).statusCode).toBe(200)
    // The owner's pets of the tests above keep quiet too, so that the day's one message is about Tiny alone.
    for (const pet of (await call('GET', '/api/pets', owner)).json() as Array<{ id: string }>) {
      if (pet.id !== petId && pet.id !== otherId) expect((await call('PUT', `/api/pets/${pet.id}/health-settings`, owner, { remindersOn: false })).statusCode).toBe(200)
    }
    const run = async () => {
      await t.app.jobs.send(QUEUE_HEALTH_REMINDERS_JOB, {})
      await t.app.jobs.runDue(QUEUE_HEALTH_REMINDERS_JOB)
      await t.app.jobs.runDue(HEALTH_REMINDER_JOB)
    }
    const wormingText = () => sms.sent.filter((message) => message.to === OWNER && message.text.includes("Tiny's Deworming"))
    const day = 24 * 60 * MINUTE
    // Born today: first worming at 2 weeks (6 Dec); a week before is 29 Nov.
    clock.advance(7 * day)
    await run()
    expect(wormingText().map((message) => message.text)).toEqual([expect.stringContaining('is due in a week')])
    await run()
    expect(wormingText()).toHaveLength(1)
    expect(sms.sent.some((message) => message.text.includes('Mini'))).toBe(false)

    clock.advance(6 * day)
    await run()
    expect(wormingText().at(-1)?.text).toContain('is due tomorrow')
    clock.advance(2 * day)
    await run()
    expect(wormingText().at(-1)?.text).toContain('is now overdue')
    expect(wormingText()).toHaveLength(3)

    // Recorded: nothing more about it.
    await call('POST', `/api/pets/${petId}/doses`, owner, { kind: 'deworming', givenOn: '2026-12-07' })
    sms.reset()
    clock.advance(day)
    await run()
    expect(wormingText()).toHaveLength(0)
  })
})

describe('the account', () => {
  it("export includes the health record and deletion removes the person as a caregiver of others' pets", async () => {
    clock.advance(MINUTE)
    owner = await signIn(t.app, sms, OWNER, 'Asha')
    clock.advance(MINUTE)
    stranger = await signIn(t.app, sms, STRANGER, 'Meera')
    const petId = await addPuppy(8, 'Moti')
    await call('POST', `/api/pets/${petId}/doses`, owner, { kind: 'deworming', givenOn: TODAY })
    await call('POST', `/api/pets/${petId}/caregivers`, owner, { phoneNumber: STRANGER, canEdit: true })
    const exported = (await call('GET', '/api/account/export', owner)).json()
    expect(exported.healthRecords.find((record: { petId: string }) => record.petId === petId)).toMatchObject({
      doses: [expect.objectContaining({ kind: 'deworming' })],
      caregivers: [{ phoneNumber: STRANGER, canEdit: true }],
    })
    expect((await call('GET', '/api/account/export', stranger)).json().petsSharedWithMe).toEqual([expect.objectContaining({ id: petId })])

    expect((await call('DELETE', '/api/account', stranger)).statusCode).toBe(200)
    const record = PetHealthResponse.parse((await call('GET', `/api/pets/${petId}/health`, owner)).json())
    expect(record.caregivers).toEqual([])
  })
})
