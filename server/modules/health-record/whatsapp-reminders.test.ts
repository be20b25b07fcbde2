import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../core/health/health-plan.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, capturingWhatsApp, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { createHealthRecordRepo } from './repo.ts'
import { HEALTH_REMINDER_JOB, type HealthDigest, QUEUE_HEALTH_REMINDERS_JOB, createHealthRecordService, digestJobKey } from './service.ts'

const ON_WHATSAPP = '9833350001'
const REFUSED = '9833350002'
const CHOSE_SMS = '9833350003'
const FLAKY = '9833350004'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
// 22 Nov 2026, 11:30 am in India.
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const TODAY = '2026-11-22'
const sms = capturingSms()
const whatsapp = capturingWhatsApp()
let t: TestApp
const cookies: Record<string, string> = {}
const pets: Record<string, string> = {}

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

async function run() {
  await t.app.jobs.send(QUEUE_HEALTH_REMINDERS_JOB, {})
  await t.app.jobs.runDue(QUEUE_HEALTH_REMINDERS_JOB)
  await t.app.jobs.runDue(HEALTH_REMINDER_JOB)
  // An SMS sent in place of a refused WhatsApp message is a job of its own.
  await t.app.jobs.runDue(HEALTH_REMINDER_JOB)
}

const smsAbout = (phone: string, name: string) => sms.sent.filter((message) => message.to === phone && message.text.includes(`${name}'s Deworming`))
const whatsappTo = (phone: string) => whatsapp.sent.filter((message) => message.to === phone)
const whatsappTried = (phone: string) => whatsapp.tried.filter((message) => message.to === phone)

beforeAll(async () => {
  t = await createTestApp({}, { clock, sms, whatsapp })
  for (const [phone, name] of [[ON_WHATSAPP, 'Tiny'], [REFUSED, 'Sheru'], [CHOSE_SMS, 'Golu'], [FLAKY, 'Coco']] as const) {
    clock.advance(MINUTE)
    cookies[phone] = await signIn(t.app, sms, phone, 'Asha')
    const pet = await call('POST', '/api/pets', cookies[phone], { name, type: 'puppy', breed: 'Indie', birthDate: TODAY })
    expect(pet.statusCode).toBe(201)
    pets[phone] = pet.json().id
  }
  whatsapp.failFor(REFUSED, 'permanent')
})

afterAll(async () => {
  await t.app.close()
})

describe('health reminders by WhatsApp', () => {
  it("go by WhatsApp once, fall back to one SMS when WhatsApp refuses, and go by SMS when the owner chose it", async () => {
    const profile = await call('GET', '/api/account/profile', cookies[CHOSE_SMS]!)
    // A WhatsApp sender is configured here, so the choice is offered (and may be turned on).
    expect(profile.json()).toMatchObject({ whatsappReminders: true, whatsappRemindersOffered: true })
    const chosen = await call('PUT', '/api/account/profile', cookies[CHOSE_SMS]!, { displayName: 'Asha', email: '', whatsappReminders: false })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toMatchObject({ whatsappReminders: false })
    // Leaving the field out keeps the choice.
    expect((await call('PUT', '/api/account/profile', cookies[CHOSE_SMS]!, { displayName: 'Asha K', email: '' })).json()).toMatchObject({ whatsappReminders: false })
    expect((await call('GET', '/api/account/export', cookies[CHOSE_SMS]!)).json()).toMatchObject({ profile: { displayName: 'Asha K', whatsappReminders: false } })
    const again = await call('PUT', '/api/account/profile', cookies[CHOSE_SMS]!, { displayName: 'Asha K', email: '', whatsappReminders: true })
    expect(again.json()).toMatchObject({ whatsappReminders: true, whatsappRemindersOffered: true })
    await call('PUT', '/api/account/profile', cookies[CHOSE_SMS]!, { displayName: 'Asha K', email: '', whatsappReminders: false })
    const bad = await call('PUT', '/api/account/profile', cookies[CHOSE_SMS]!, { displayName: 'Asha', email: '', whatsappReminders: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('whatsappReminders')

    // Born today: the first worming is at 2 weeks (6 Dec); a week before is 29 Nov.
    whatsapp.failFor(FLAKY, null)
    clock.advance(7 * DAY)
    await run()

    expect(whatsappTo(ON_WHATSAPP)).toEqual([
      {
        to: ON_WHATSAPP,
        template: 'pet_health_reminder',
        parameters: ['Tiny', 'Deworming', 'is due in a week', '6 December 2026', `http://localhost:3000/pet-profiles/${pets[ON_WHATSAPP]}`],
        text: expect.stringContaining("PetVaidya: Tiny's Deworming is due in a week (6 December 2026)."),
      },
    ])
    expect(smsAbout(ON_WHATSAPP, 'Tiny')).toEqual([])

    expect(whatsappTried(REFUSED)).toHaveLength(1)
    expect(whatsappTo(REFUSED)).toEqual([])
    expect(smsAbout(REFUSED, 'Sheru').map((message) => message.text)).toEqual([expect.stringContaining('is due in a week')])

    expect(whatsappTried(CHOSE_SMS)).toEqual([])
    expect(smsAbout(CHOSE_SMS, 'Golu')).toHaveLength(1)

    // Once each, whatever the number of runs.
    await run()
    await run()
    expect(whatsappTo(ON_WHATSAPP)).toHaveLength(1)
    expect(whatsappTried(REFUSED)).toHaveLength(1)
    expect(smsAbout(REFUSED, 'Sheru')).toHaveLength(1)
    expect(smsAbout(CHOSE_SMS, 'Golu')).toHaveLength(1)
    expect(whatsappTo(FLAKY)).toHaveLength(1)
    expect(smsAbout(FLAKY, 'Coco')).toEqual([])

    // Recorded before the day-before reminder: nothing more about it, on either channel.
    expect((await call('POST', `/api/pets/${pets[ON_WHATSAPP]}/doses`, cookies[ON_WHATSAPP]!, { kind: 'deworming', givenOn: addDays(TODAY, 7) })).statusCode).toBe(201)
    clock.advance(6 * DAY)
    await run()
    expect(whatsappTo(ON_WHATSAPP)).toHaveLength(1)
    expect(smsAbout(ON_WHATSAPP, 'Tiny')).toEqual([])
    expect(whatsappTo(FLAKY).at(-1)?.parameters[2]).toBe('is due tomorrow')
  })
})

describe('a reminder job meeting a WhatsApp failure', () => {
  it('retries a failure worth retrying, and on its last try queues the one SMS in its place; without WhatsApp it sends the SMS', async () => {
    const queued: Array<{ data: HealthDigest; key: string }> = []
    const base = {
      repo: createHealthRecordRepo(t.database.db),
      clock,
      sms,
      siteOrigin: 'http://localhost:3000',
      sendJob: async (_name: string, data: HealthDigest, options: { key: string }) => void queued.push({ data, key: options.key }),
      templates: { healthReminder: 'pet_health_reminder', registrationReminder: 'pet_registration_renewal' },
    }
    const service = createHealthRecordService({ ...base, whatsapp })
    whatsapp.failFor(FLAKY, 'transient')
    const planned = await call('GET', `/api/pets/${pets[FLAKY]}/health-plan`, cookies[FLAKY]!)
    const item = planned.json().items.find((candidate: { kind: string; status: string }) => candidate.kind === 'deworming' && candidate.status !== 'done')
    const reminder: HealthDigest = { owner: FLAKY, day: '2026-12-05', reminders: [{ petId: pets[FLAKY]!, itemKey: item.key, dueDate: item.dueDate, stage: 'day-before' }], detailsFor: [] }
    sms.reset()

    await expect(service.sendReminder(reminder, { last: false })).rejects.toThrow('no answer within 10 s')
    expect(queued).toEqual([])
    expect(smsAbout(FLAKY, 'Coco')).toEqual([])

    await service.sendReminder(reminder, { last: true })
    expect(queued).toEqual([{ data: { ...reminder, channel: 'sms' }, key: `${digestJobKey(reminder)}:sms` }])
    expect(smsAbout(FLAKY, 'Coco')).toEqual([])

    await service.sendReminder(queued[0]!.data)
    expect(smsAbout(FLAKY, 'Coco')).toHaveLength(1)

    // A registration's renewal has a template of its own.
    const renewal = { remindersOn: true, registrationNumber: 'MCD-2026-0412', registrationRenewsOn: '2026-12-12' }
    expect((await call('PUT', `/api/pets/${pets[ON_WHATSAPP]}/health-settings`, cookies[ON_WHATSAPP]!, renewal)).statusCode).toBe(200)
    await service.sendReminder({ owner: ON_WHATSAPP, day: '2026-12-13', reminders: [{ petId: pets[ON_WHATSAPP]!, itemKey: 'registration:renewal', dueDate: '2026-12-12', stage: 'week-before' }], detailsFor: [] })
    expect(whatsappTo(ON_WHATSAPP).at(-1)).toMatchObject({
      template: 'pet_registration_renewal',
      parameters: ['Tiny', 'is due in a week', '12 December 2026', `http://localhost:3000/pet-profiles/${pets[ON_WHATSAPP]}`],
      text: expect.stringContaining("Tiny's municipal registration renewal is due in a week"),
    })

    const triedBefore = whatsapp.tried.length
    await createHealthRecordService({ ...base, whatsapp: null }).sendReminder(reminder)
    expect(smsAbout(FLAKY, 'Coco')).toHaveLength(2)
    expect(whatsapp.tried.length).toBe(triedBefore)
  })
})
