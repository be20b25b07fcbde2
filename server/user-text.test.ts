import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anyUnicode, percentEncoded } from '../tests/support/any-unicode.ts'
import { homeVisitBody } from '../tests/support/booking.ts'
import { TEST_ORIGIN, signIn } from '../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../tests/support/test-app.ts'
import { seedDatabase } from './db/seed.ts'

/**
 * SECURITY.md, requests: text fields refuse U+0000, other control characters and lone surrogates
 * with a 400 naming the field, and no input ever produces a 5xx.
 */

const PHONE = '9876500021'
const sms = capturingSms()
const clock = manualClock()
let t: TestApp
let cookie = ''
let petId = ''
let addressId = ''
let appointmentId = ''

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN }

beforeAll(async () => {
  // A geocoder that answers, so that an accepted query is 200 rather than "no service configured" (503).
  const geocoder = { name: 'fixed', reverse: async () => ({ address: 'Sector 45', city: 'Gurgaon', pincode: '122003', suburb: 'Sector 45' }) }
  t = await createTestApp({}, { sms, clock, geocoder })
  await seedDatabase(t.database.db)
  cookie = await signIn(t.app, sms, PHONE)
  const send = (method: 'POST', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { ...json, cookie } })
  petId = (await send('POST', '/api/pets', { name: 'Bruno', type: 'dog', breed: 'Labrador' })).json().id
  addressId = (await send('POST', '/api/addresses', { addressLine1: 'H-12, Sector 45', city: 'Gurgaon', pincode: '122003' })).json().id
  appointmentId = (await send('POST', '/api/appointments', homeVisitBody(PHONE))).json().id
  expect({ petId, addressId, appointmentId }).toEqual({ petId: expect.any(String), addressId: expect.any(String), appointmentId: expect.any(String) })
})
afterAll(async () => {
  await t.app.close()
})

type Route = { method: 'POST' | 'PUT'; url: () => string; body: () => Record<string, unknown> }

const petBody = { name: 'Bruno', type: 'dog', breed: 'Labrador', birthDate: '2022-01-05', ageText: '3 years', weightKg: 20, notes: 'Calm' }
const addressBody = {
  addressLine1: 'H-12, Sector 45',
  addressLine2: 'Second floor',
  city: 'Gurgaon',
  state: 'Haryana',
  pincode: '122003',
  landmark: 'Near the park',
  tag: 'Home',
  isDefault: false,
}
const serviceLine = { id: 'general-checkup', title: 'General check-up', price: 799, discountedPrice: 799, quantity: 1 }
const appointmentDetails = { petOwnerName: 'Asha Verma', appointmentType: 'home', planId: 'basic' }

/** Every route that takes a body, with a body it accepts (or nearly). */
const ROUTES: Record<string, Route> = {
  'send-otp': { method: 'POST', url: () => '/api/auth/send-otp', body: () => ({ phoneNumber: '9876500022', firstName: 'Asha' }) },
  'verify-otp': { method: 'POST', url: () => '/api/auth/verify-otp', body: () => ({ phoneNumber: '9876500022', otp: '123456', firstName: 'Asha' }) },
  newsletter: { method: 'POST', url: () => '/api/newsletter/subscribe', body: () => ({ email: 'asha@example.in', firstName: 'Asha' }) },
  'create-order': {
    method: 'POST',
    url: () => '/api/payment/create-order',
    body: () => ({ amount: 799, currency: 'INR', services: [serviceLine], appointmentDetails }),
  },
  'verify-payment': {
    method: 'POST',
    url: () => '/api/payment/verify-payment',
    body: () => ({
      razorpay_payment_id: 'pay_ABCDEF123456',
      razorpay_order_id: 'order_ABCDEF123456',
      razorpay_signature: 'a'.repeat(64),
      services: [serviceLine],
      appointmentDetails,
    }),
  },
  'sandbox-authorize': { method: 'POST', url: () => '/api/payment/sandbox/authorize', body: () => ({ order_id: 'order_ABCDEF123456', outcome: 'success' }) },
  appointment: {
    method: 'POST',
    url: () => '/api/appointments',
    body: () =>
      homeVisitBody(PHONE, {
        appointmentTime: '11:00',
        notes: 'Limps a little',
        vaccinationPlan: { planId: 'basic', planName: 'Basic', planType: 'puppy', coverage: 'Core', vaccines: ['DHPP'] },
      }),
  },
  reschedule: { method: 'POST', url: () => `/api/appointments/${appointmentId}/reschedule`, body: () => ({ appointmentDate: '2026-11-24', appointmentTime: '12:00' }) },
  'new pet': { method: 'POST', url: () => '/api/pets', body: () => petBody },
  'pet edit': { method: 'PUT', url: () => `/api/pets/${petId}`, body: () => petBody },
  'new address': { method: 'POST', url: () => '/api/addresses', body: () => addressBody },
  'address edit': { method: 'PUT', url: () => `/api/addresses/${addressId}`, body: () => addressBody },
  profile: { method: 'PUT', url: () => '/api/account/profile', body: () => ({ displayName: 'Asha Verma', email: 'asha@example.in' }) },
}

/** The paths of every value in a body, nested objects and list items included. */
function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]))
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))
  return [prefix]
}

function withValue(body: Record<string, unknown>, path: Array<string | number>, value: string): Record<string, unknown> {
  const copy = structuredClone(body)
  let node: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1) as string | number] = value
  return copy
}

describe('arbitrary Unicode in every body field', () => {
  it.each(Object.keys(ROUTES))('%s: never answers 5xx', async (name) => {
    const route = ROUTES[name] as Route
    const paths = leafPaths(route.body())
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), anyUnicode, async (path, value) => {
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...json, cookie },
          payload: JSON.stringify(withValue(route.body(), path, value)),
        })
        expect(response.statusCode, `${path.join('.')} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500)
      }),
      { numRuns: 40 },
    )
  })
})

describe('arbitrary Unicode in path parameters and query strings', () => {
  const urls: Array<[string, 'GET' | 'POST' | 'DELETE', (text: string) => string]> = [
    ['slots date', 'GET', (text) => `/api/slots?date=${text}&visitType=home`],
    ['slots visit type', 'GET', (text) => `/api/slots?date=2026-11-23&visitType=${text}`],
    ['reverse geocode', 'GET', (text) => `/api/geocode/reverse?lat=${text}&lon=77.1`],
    ['pets of a user', 'GET', (text) => `/api/users/${text}/pets`],
    ['addresses of a user', 'GET', (text) => `/api/addresses/${text}`],
    ['an appointment', 'GET', (text) => `/api/appointments/${text}`],
    ['a calendar file', 'GET', (text) => `/api/appointments/${text}/calendar.ics`],
    ['a blog view', 'POST', (text) => `/api/blogs/${text}/views`],
    ['a pet', 'DELETE', (text) => `/api/pets/${text}`],
    ['a session', 'DELETE', (text) => `/api/account/sessions/${text}`],
  ]
  it.each(urls)('%s: never answers 5xx', async (_name, method, url) => {
    await fc.assert(
      fc.asyncProperty(anyUnicode, async (value) => {
        const response = await t.app.inject({ method, url: url(percentEncoded(value)), headers: { origin: TEST_ORIGIN, cookie } })
        expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500)
      }),
      { numRuns: 40 },
    )
  })
})

describe('a control character', () => {
  it.each([
    ['send-otp', 'firstName', 'As\u0000ha'],
    ['newsletter', 'firstName', 'Asha\u0007'],
    ['appointment', 'petOwnerName', 'Asha\u0000Verma'],
    ['appointment', 'address', 'H-12\nSector 45'],
    ['appointment', 'notes', 'broken \uD83D here'],
    ['new pet', 'name', 'Bru\u0000no'],
    ['new address', 'landmark', 'Near\u0000the park'],
    ['create-order', 'appointmentDetails', { petOwnerName: 'A\u0000' }],
    ['profile', 'displayName', 'a\u0000b'],
    ['profile', 'displayName', 'bell\u0007x'],
    ['profile', 'displayName', 'esc\u001b[31m'],
    ['profile', 'displayName', 'nl\nx'],
    ['profile', 'displayName', 'x\ud800y'],
    ['profile', 'email', 'asha\u0000@example.in'],
  ])('%s: %s gets a 400 that names the field', async (name, field, value) => {
    const route = ROUTES[name] as Route
    const response = await t.app.inject({
      method: route.method,
      url: route.url(),
      headers: { ...json, cookie },
      payload: JSON.stringify({ ...route.body(), [field]: value }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(response.json().error).toContain(field)
  })

  it('keeps line breaks and tabs in notes', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/pets/${petId}`,
      headers: { ...json, cookie },
      payload: { ...petBody, notes: 'Allergic to chicken.\n\tTakes a tablet daily.' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().notes).toBe('Allergic to chicken.\n\tTakes a tablet daily.')
  })

  it('in a query string or path parameter gets a 400 that names it', async () => {
    const slots = await t.app.inject({ method: 'GET', url: '/api/slots?date=2026-11-23%00&visitType=home' })
    expect(slots.statusCode).toBe(400)
    expect(slots.json().error).toContain('date')
    const pets = await t.app.inject({ method: 'GET', url: `/api/users/${PHONE}%00/pets`, headers: { cookie } })
    expect(pets.statusCode).toBe(400)
    expect(pets.json().error).toContain('userId')
    const views = await t.app.inject({ method: 'POST', url: '/api/blogs/some%00post/views', headers: { origin: TEST_ORIGIN } })
    expect(views.statusCode).toBe(400)
    expect(views.json().error).toContain('id')
  })
})
