import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SlotsResponse } from '../../../core/contracts/booking.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { homeVisitBody } from '../../../tests/support/booking.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'

const PHONE = '9876543301'
// 08:48 in India on Sunday 29 Nov 2026.
const clock = manualClock(new Date('2026-11-29T03:18:00.000Z'))
const TODAY = '2026-11-29'
const sms = capturingSms()
let t: TestApp
let cookie: string
const call = apiCaller(() => t.app)

beforeAll(async () => {
  t = await createTestApp({ HOME_VISIT_NOTICE_MINUTES: '120', SHORT_NOTICE_MINUTES: '30' }, { sms, clock })
  await seedDatabase(t.database.db)
  cookie = await signIn(t.app, sms, PHONE)
})
afterAll(async () => {
  await t.app.close()
})

const slotsOf = async (visitType: string) => {
  const response = await call('GET', `/api/slots?date=${TODAY}&visitType=${visitType}`, cookie)
  expect(response.statusCode).toBe(200)
  return Object.fromEntries(SlotsResponse.parse(response.json()).slots.map((slot) => [slot.time, slot.reason]))
}

describe('the notice a visit needs', () => {
  it('shows the slots inside it as unavailable: two hours for a home visit, 30 minutes for video', async () => {
    expect(await slotsOf('home')).toMatchObject({ '09:00': 'notice', '10:00': 'notice', '11:00': null })
    expect(await slotsOf('video')).toMatchObject({ '09:00': 'notice', '10:00': null })
  })

  it('refuses a home visit inside it with 422 naming the rule, and books one past it', async () => {
    const soon = await call('POST', '/api/appointments', cookie, homeVisitBody(PHONE, { appointmentDate: TODAY, appointmentTime: '10:00' }))
    expect(soon.statusCode).toBe(422)
    expect(soon.json()).toMatchObject({ code: 'SHORT_NOTICE', error: "appointmentTime: A home visit needs at least 2 hours' notice. Please choose a later time." })
    const later = await call('POST', '/api/appointments', cookie, homeVisitBody(PHONE, { appointmentDate: TODAY, appointmentTime: '11:00' }))
    expect(later.statusCode, later.body).toBe(201)
  })

  it('refuses a move into it too', async () => {
    const booked = await call('POST', '/api/appointments', cookie, homeVisitBody(PHONE, { appointmentDate: '2026-11-30', appointmentTime: '12:00', petName: 'Sheru' }))
    expect(booked.statusCode, booked.body).toBe(201)
    const moved = await call('POST', `/api/appointments/${booked.json().id}/reschedule`, cookie, { appointmentDate: TODAY, appointmentTime: '10:00' })
    expect(moved.statusCode).toBe(422)
    expect(moved.json().code).toBe('SHORT_NOTICE')
  })
})
