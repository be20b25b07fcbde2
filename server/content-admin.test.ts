import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SHIPPED_MARKETING_CLAIMS } from '../content/home/marketing-claims.ts'
import { CatalogueListResponse } from '../core/contracts/catalogue.ts'
import {
  AdminFaqListResponse,
  AdminFaqResponse,
  AdminServiceListResponse,
  AdminServiceResponse,
  MarketingClaimsResponse,
  StartChatResponse,
  WhatsappSettingsResponse,
} from '../core/contracts/content-admin.ts'
import { FaqListResponse, LocalFaq } from '../core/contracts/faq.ts'
import { CreateOrderResponse } from '../core/contracts/payment.ts'
import { AuditListResponse } from '../core/contracts/staff.ts'
import { DEFAULT_WHATSAPP_MESSAGE } from '../core/site/whatsapp.ts'
import { TEST_ORIGIN, signIn } from '../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../tests/support/test-app.ts'
import { auditLog, faqs, paymentOrders, siteSettings } from './db/schema.ts'
import { seedDatabase } from './db/seed.ts'
import { apiCaller } from '../tests/support/api.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const CUSTOMER = '9876543210'
const CONFIGURED_WHATSAPP = '9876501234'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let admin: string

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

async function auditOf(entityType: string) {
  return AuditListResponse.parse((await call('GET', `/api/admin/audit?entityType=${entityType}`, admin)).json()).entries
}

async function adminFaqs() {
  return AdminFaqListResponse.parse((await call('GET', '/api/admin/faqs', admin)).json()).faqs
}

async function adminService(id: string) {
  const services = AdminServiceListResponse.parse((await call('GET', '/api/admin/services', admin)).json()).services
  const service = services.find((entry) => entry.id === id)
  if (!service) throw new Error(`no service ${id}`)
  return service
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN, WHATSAPP_NUMBER: CONFIGURED_WHATSAPP, LOG_LEVEL: 'error' }, { sms, clock })
  await seedDatabase(t.database.db)
  admin = await session(ADMIN, 'Meera')
  await call('POST', '/api/admin/staff', admin, { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'DL-12345', visitTypes: ['video'] })
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(() => {
  sms.reset()
})

describe('content admin: who may call it', () => {
  it('answers 401 signed out and 403 to a customer or a vet on every content admin route', async () => {
    const routes: Array<[Method, string]> = [
      ['GET', '/api/admin/faqs'],
      ['POST', '/api/admin/faqs'],
      ['PUT', '/api/admin/faqs/1'],
      ['DELETE', '/api/admin/faqs/1?version=999'],
      ['POST', '/api/admin/faqs/reorder'],
      ['GET', '/api/admin/services'],
      ['POST', '/api/admin/services'],
      ['PUT', '/api/admin/services/home-visit'],
      ['GET', '/api/admin/whatsapp'],
      ['PUT', '/api/admin/whatsapp'],
      ['GET', '/api/admin/marketing-claims'],
      ['PUT', '/api/admin/marketing-claims'],
    ]
    const customer = await session(CUSTOMER)
    const vet = await session(VET, 'Kavya')
    const before = (await t.database.db.select().from(auditLog)).length
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {}
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, vet, body)).statusCode, `${method} ${url} as a vet`).toBe(403)
      expect([401, 403], `${method} ${url} as an admin`).not.toContain((await call(method, url, admin, body)).statusCode)
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(before)
  })
})

describe('FAQs', () => {
  it('creates, edits, hides and deletes an FAQ; /api/faqs shows each change at once, and each is audited with before and after', async () => {
    const created = await call('POST', '/api/admin/faqs', admin, {
      slug: 'can-i-book-for-two-pets',
      question: 'Can I book one visit for two pets?',
      answer: 'Yes: add both pets to the booking and the vet sees them in one visit.',
      category: 'home-visits',
    })
    expect(created.statusCode).toBe(201)
    const faq = AdminFaqResponse.parse(created.json()).faq
    expect(faq).toMatchObject({ version: 1, published: true })
    const publicSlugs = async () => FaqListResponse.parse((await call('GET', '/api/faqs')).json()).map((entry) => entry.slug)
    expect(await publicSlugs()).toContain('can-i-book-for-two-pets')
    expect((await publicSlugs()).at(-1)).toBe('can-i-book-for-two-pets')

    const edited = AdminFaqResponse.parse((await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { answer: 'Yes, in one visit.', version: 1 })).json()).faq
    expect(edited).toMatchObject({ answer: 'Yes, in one visit.', version: 2 })
    const hidden = AdminFaqResponse.parse((await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { published: false, version: 2 })).json()).faq
    expect(hidden.version).toBe(3)
    expect(await publicSlugs()).not.toContain('can-i-book-for-two-pets')

    expect((await call('DELETE', `/api/admin/faqs/${faq.id}?version=2`, admin)).statusCode).toBe(409)
    expect((await call('DELETE', `/api/admin/faqs/${faq.id}?version=3`, admin)).statusCode).toBe(204)
    expect((await adminFaqs()).map((entry) => entry.id)).not.toContain(faq.id)

    const entries = (await auditOf('faq')).filter((entry) => entry.entityId === String(faq.id))
    expect(entries.map((entry) => entry.action).sort()).toEqual(['faq.create', 'faq.delete', 'faq.update', 'faq.update'])
    const firstEdit = entries.find((entry) => entry.action === 'faq.update' && (entry.after as { version: number }).version === 2)
    expect(firstEdit).toMatchObject({ actorId: ADMIN, before: { answer: faq.answer, version: 1 }, after: { answer: 'Yes, in one visit.', version: 2 } })
  })

  it('keeps an FAQ’s Hindi question and answer beside the English (both or neither), and the Hindi page shows them or the English marked as such', async () => {
    const created = await call('POST', '/api/admin/faqs', admin, {
      slug: 'can-the-vet-trim-nails',
      question: 'Can the vet trim my dog’s nails?',
      answer: 'Yes, during any home visit.',
      category: 'home-visits',
    })
    expect(created.statusCode).toBe(201)
    const faq = AdminFaqResponse.parse(created.json()).faq
    expect(faq).toMatchObject({ questionHi: null, answerHi: null })
    const hindiList = async () => {
      const response = await call('GET', '/api/faqs?lang=hi')
      expect(response.statusCode).toBe(200)
      return LocalFaq.array().parse(response.json())
    }
    const hindi = async () => (await hindiList()).find((entry) => entry.slug === faq.slug)
    const badLanguage = await call('GET', '/api/faqs?lang=fr')
    expect(badLanguage.statusCode).toBe(400)
    expect(badLanguage.json().error).toMatch(/^lang: /)
    expect(await hindi()).toMatchObject({ question: 'Can the vet trim my dog’s nails?', lang: 'en' })

    const half = await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { questionHi: 'क्या वेट नाख़ून काट सकते हैं?', version: 1 })
    expect(half.statusCode).toBe(400)
    expect(half.json().error).toMatch(/^answerHi: /)
    const long = await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { questionHi: 'क'.repeat(301), answerHi: 'हाँ।', version: 1 })
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toMatch(/^questionHi: /)
    const badPlaceholder = await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { questionHi: 'कितने का?', answerHi: '{nosuchfact}', version: 1 })
    expect(badPlaceholder.statusCode).toBe(400)
    expect(badPlaceholder.json().error).toMatch(/^answerHi: /)

    const saved = AdminFaqResponse.parse(
      (await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { questionHi: 'क्या वेट नाख़ून काट सकते हैं?', answerHi: 'हाँ, किसी भी होम विज़िट में; हमारी लाइन {supportHours} खुली है।', version: 1 })).json(),
    ).faq
    expect(saved).toMatchObject({ questionHi: 'क्या वेट नाख़ून काट सकते हैं?', version: 2 })
    const shown = await hindi()
    expect(shown?.lang).toBeUndefined()
    expect(shown?.answer).toMatch(/^हाँ, किसी भी होम विज़िट में; हमारी लाइन सुबह \d+ बजे से रात \d+ बजे तक खुली है।$/)
    // The public list stays English.
    expect(FaqListResponse.parse((await call('GET', '/api/faqs')).json()).find((entry) => entry.slug === faq.slug)?.question).toBe('Can the vet trim my dog’s nails?')

    const cleared = AdminFaqResponse.parse((await call('PUT', `/api/admin/faqs/${faq.id}`, admin, { questionHi: '', answerHi: null, version: 2 })).json()).faq
    expect(cleared).toMatchObject({ questionHi: null, answerHi: null })
    expect((await call('DELETE', `/api/admin/faqs/${faq.id}?version=3`, admin)).statusCode).toBe(204)
  })

  it('seeds the shipped FAQs with their Hindi text', async () => {
    const shipped = await adminFaqs()
    expect(shipped.find((entry) => entry.slug === 'how-much-does-a-home-visit-cost')).toMatchObject({ questionHi: 'एक विज़िट कितने की है?' })
    const hindi = LocalFaq.array().parse((await call('GET', '/api/faqs?lang=hi')).json())
    expect(hindi.filter((entry) => entry.lang === 'en').map((entry) => entry.slug)).toEqual([])
  })

  it('reorders the FAQs of a group within the places they held, and /api/faqs follows', async () => {
    const all = await adminFaqs()
    const counts = new Map<string, number>()
    for (const entry of all) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1)
    const category = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
    const group = all.filter((entry) => entry.category === category)
    expect(group.length).toBeGreaterThan(2)
    const reversed = [...group].reverse()
    const response = await call('POST', '/api/admin/faqs/reorder', admin, { order: reversed.map(({ id, version }) => ({ id, version })) })
    expect(response.statusCode).toBe(200)
    const publicGroup = FaqListResponse.parse((await call('GET', '/api/faqs')).json()).filter((entry) => entry.category === category)
    expect(publicGroup.map((entry) => entry.id)).toEqual(reversed.map((entry) => entry.id))
    const otherGroups = (await adminFaqs()).filter((entry) => entry.category !== category)
    const places = new Set(group.map((entry) => entry.sortOrder))
    for (const entry of AdminFaqListResponse.parse(response.json()).faqs.filter((faq) => faq.category === category)) {
      expect(places.has(entry.sortOrder)).toBe(true)
    }
    expect(otherGroups.every((entry) => entry.version === 1)).toBe(true)

    // The same order sent again names versions that are now stale for the moved FAQs.
    const stale = await call('POST', '/api/admin/faqs/reorder', admin, { order: group.map(({ id, version }) => ({ id, version })) })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' })
  })

  it('refuses a stale save with 409 and keeps the first admin’s change', async () => {
    const [faq] = await adminFaqs()
    const first = await call('PUT', `/api/admin/faqs/${faq!.id}`, admin, { question: 'Which areas do your vets visit at home?', version: faq!.version })
    expect(first.statusCode).toBe(200)
    const second = await call('PUT', `/api/admin/faqs/${faq!.id}`, admin, { question: 'A second admin’s question?', version: faq!.version })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ success: false, code: 'STALE_VERSION' })
    expect(second.json().error).toBe('version: Someone else saved a change to this FAQ after you opened it. Load their version, then make your change again.')
    expect((await adminFaqs()).find((entry) => entry.id === faq!.id)?.question).toBe('Which areas do your vets visit at home?')
  })

  it('names the field of bad input and writes nothing', async () => {
    const before = (await t.database.db.select().from(auditLog)).length
    const good = { slug: 'a-good-slug', question: 'A good question?', answer: 'An answer.', category: 'home-visits' }
    const cases: Array<[Method, string, unknown, string]> = [
      ['POST', '/api/admin/faqs', { ...good, slug: 'Not A Slug' }, 'slug'],
      ['POST', '/api/admin/faqs', { ...good, question: undefined }, 'question'],
      ['POST', '/api/admin/faqs', { ...good, answer: '   ' }, 'answer'],
      ['POST', '/api/admin/faqs', { ...good, question: 'Why\u0000?' }, 'question'],
      ['POST', '/api/admin/faqs', { ...good, category: 'Home visits' }, 'category'],
      ['POST', '/api/admin/faqs', { ...good, published: 'yes' }, 'published'],
      ['PUT', '/api/admin/faqs/1', { question: 'Fine question?' }, 'version'],
      ['PUT', '/api/admin/faqs/abc', { version: 1 }, 'id'],
      ['POST', '/api/admin/faqs/reorder', { order: [] }, 'order'],
      ['POST', '/api/admin/faqs/reorder', { order: [{ id: 1 }] }, 'order.0.version'],
    ]
    for (const [method, url, body, field] of cases) {
      const response = await call(method, url, admin, body)
      expect(response.statusCode, `${url} ${field}`).toBe(400)
      expect(response.json().error, `${url} ${field}`).toContain(field)
    }
    expect((await call('PUT', '/api/admin/faqs/999999', admin, { version: 1 })).statusCode).toBe(404)
    const [existing] = await adminFaqs()
    expect((await call('POST', '/api/admin/faqs', admin, { ...good, slug: existing!.slug })).statusCode).toBe(409)
    expect((await t.database.db.select().from(auditLog)).length).toBe(before)
  })
})

describe('services and prices', () => {
  let customer: string
  const order = (discountedPrice: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: customer, 'idempotency-key': key },
      payload: JSON.stringify({ amount: discountedPrice, currency: 'INR', services: [{ id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice, quantity: 1 }] }),
    })

  it('applies a new price to new carts and orders only: an order already created keeps its price', async () => {
    customer = await session(CUSTOMER)
    const grooming = await adminService('dog-grooming')
    const first = await order(grooming.discountedPrice, 'order-before-change')
    expect(first.statusCode).toBe(200)
    const firstOrderId = CreateOrderResponse.parse(first.json()).data.order_id

    const saved = await call('PUT', '/api/admin/services/dog-grooming', admin, { discountedPrice: 1099, version: grooming.version })
    expect(saved.statusCode).toBe(200)
    expect(AdminServiceResponse.parse(saved.json()).service).toMatchObject({ price: grooming.price, discountedPrice: 1099, version: grooming.version + 1 })

    // The public catalogue (pages, the cart) reads the new price at once.
    const listed = CatalogueListResponse.parse((await call('GET', '/api/services')).json())
    expect(listed.find((service) => service.id === 'dog-grooming')).toMatchObject({ discountedPrice: 1099 })
    // A cart priced at the old figure is refused; the new price is accepted.
    expect((await order(grooming.discountedPrice, 'order-at-old-price')).statusCode).toBe(400)
    const second = await order(1099, 'order-after-change')
    expect(second.statusCode).toBe(200)

    const [kept] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, firstOrderId))
    expect(kept).toMatchObject({ amountPaise: grooming.discountedPrice * 100 })
    expect(kept?.items).toEqual([expect.objectContaining({ id: 'dog-grooming', pricePaise: grooming.discountedPrice * 100 })])
    const [fresh] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, CreateOrderResponse.parse(second.json()).data.order_id))
    expect(fresh).toMatchObject({ amountPaise: 109_900 })

    const [entry] = (await auditOf('service')).filter((row) => row.entityId === 'dog-grooming')
    expect(entry).toMatchObject({ action: 'service.update', actorId: ADMIN, before: { pricePaise: grooming.discountedPrice * 100 }, after: { pricePaise: 109_900 } })
  })

  it('creates a service, hides it from the public catalogue when inactive, and refuses a stale save', async () => {
    const body = {
      id: 'cat-dental-check',
      title: 'Cat Dental Check',
      petType: 'cat',
      serviceType: 'checkup',
      description: 'A look at teeth and gums, with advice on cleaning at home.',
      price: 899,
      discountedPrice: 699,
    }
    const created = await call('POST', '/api/admin/services', admin, body)
    expect(created.statusCode).toBe(201)
    const service = AdminServiceResponse.parse(created.json()).service
    expect(service).toMatchObject({ active: true, version: 1 })
    expect((await call('POST', '/api/admin/services', admin, body)).statusCode).toBe(409)
    const publicIds = async () => CatalogueListResponse.parse((await call('GET', '/api/services')).json()).map((entry) => entry.id)
    expect(await publicIds()).toContain('cat-dental-check')

    expect((await call('PUT', '/api/admin/services/cat-dental-check', admin, { active: false, version: 1 })).statusCode).toBe(200)
    expect(await publicIds()).not.toContain('cat-dental-check')
    const stale = await call('PUT', '/api/admin/services/cat-dental-check', admin, { price: 999, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' })
    expect((await adminService('cat-dental-check')).price).toBe(899)
  })

  it('names the field of bad input and writes nothing', async () => {
    const before = (await t.database.db.select().from(auditLog)).length
    const { version } = await adminService('home-visit')
    const cases: Array<[unknown, string]> = [
      [{ price: 'a lot', version }, 'price'],
      [{ price: 999.5, version }, 'price'],
      [{ discountedPrice: 0, version }, 'discountedPrice'],
      [{ price: 500, discountedPrice: 600, version }, 'discountedPrice'],
      [{ discountedPrice: 5000, version }, 'discountedPrice'],
      [{ petType: 'rabbit', version }, 'petType'],
      [{ serviceType: 'massage', version }, 'serviceType'],
      [{ title: 'x', version }, 'title'],
      [{ active: 'no', version }, 'active'],
      [{ sortOrder: -1, version }, 'sortOrder'],
      [{ price: 999 }, 'version'],
    ]
    for (const [body, field] of cases) {
      const response = await call('PUT', '/api/admin/services/home-visit', admin, body)
      expect(response.statusCode, field).toBe(400)
      expect(response.json().error, field).toContain(field)
    }
    expect((await call('PUT', '/api/admin/services/Bad%20Id', admin, { version: 1 })).json().error).toContain('id')
    expect((await call('PUT', '/api/admin/services/no-such-service', admin, { version: 1 })).statusCode).toBe(404)
    expect((await t.database.db.select().from(auditLog)).length).toBe(before)
  })
})

describe('WhatsApp', () => {
  it('starts a chat with the configured number and the default message until an admin saves other ones', async () => {
    const response = await call('POST', '/api/whatsapp/start-chat', undefined, {})
    expect(response.statusCode).toBe(200)
    expect(StartChatResponse.parse(response.json()).chatLink).toBe(`https://wa.me/91${CONFIGURED_WHATSAPP}?text=${encodeURIComponent(DEFAULT_WHATSAPP_MESSAGE)}`)
    const settings = WhatsappSettingsResponse.parse((await call('GET', '/api/admin/whatsapp', admin)).json()).whatsapp
    expect(settings).toEqual({ number: CONFIGURED_WHATSAPP, message: DEFAULT_WHATSAPP_MESSAGE, version: 1 })
  })

  it('saves a new number and message, audited; the chat link follows; a stale save is refused', async () => {
    const saved = await call('PUT', '/api/admin/whatsapp', admin, { number: '+91 91234 56780', message: 'Hi! Question about my cat & dog?', version: 1 })
    expect(saved.statusCode).toBe(200)
    expect(WhatsappSettingsResponse.parse(saved.json()).whatsapp).toEqual({ number: '9123456780', message: 'Hi! Question about my cat & dog?', version: 2 })
    const link = StartChatResponse.parse((await call('POST', '/api/whatsapp/start-chat', undefined, {})).json()).chatLink
    expect(link).toBe('https://wa.me/919123456780?text=Hi!%20Question%20about%20my%20cat%20%26%20dog%3F')

    const stale = await call('PUT', '/api/admin/whatsapp', admin, { number: '9988776655', message: 'Hello', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' })
    expect(WhatsappSettingsResponse.parse((await call('GET', '/api/admin/whatsapp', admin)).json()).whatsapp.number).toBe('9123456780')

    const [entry] = await auditOf('site-setting')
    expect(entry).toMatchObject({
      action: 'whatsapp.update',
      actorId: ADMIN,
      before: { number: CONFIGURED_WHATSAPP, message: DEFAULT_WHATSAPP_MESSAGE },
      after: { number: '9123456780', message: 'Hi! Question about my cat & dog?' },
    })
  })

  it('names the field of bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{ number: '12345', message: 'Hello', version: 2 }, 'number'],
      [{ number: '9123456780', message: '', version: 2 }, 'message'],
      [{ number: '9123456780', message: 'x'.repeat(501), version: 2 }, 'message'],
      [{ number: '9123456780', message: 'Hello' }, 'version'],
    ]
    for (const [body, field] of cases) {
      const response = await call('PUT', '/api/admin/whatsapp', admin, body)
      expect(response.statusCode, field).toBe(400)
      expect(response.json().error, field).toContain(field)
    }
  })

  it('answers start-chat sent as the spec’s client sends it: a JSON content type and no body', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/whatsapp/start-chat', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' } })
    expect(bare.statusCode).toBe(200)
    expect(StartChatResponse.parse(bare.json()).chatLink).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/)
  })

  it('answers start-chat only as JSON from the site itself', async () => {
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/whatsapp/start-chat', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' })
    expect(crossSite.statusCode).toBe(403)
  })
})

describe('marketing claims', () => {
  it('are seeded with the spec’s words and their evidence, and saved with a version check', async () => {
    const current = MarketingClaimsResponse.parse((await call('GET', '/api/admin/marketing-claims', admin)).json()).marketingClaims
    // The figures ('1000+ pet owners', '4.5+ rating') are computed from the data, never stored as typed claims.
    expect(current.claims.map((claim) => claim.text)).toEqual(['5+ cities', 'Registered vets', 'Certified vets', 'No hidden fees'])
    expect(current.claims).toEqual(SHIPPED_MARKETING_CLAIMS)
    const claims = current.claims.filter((claim) => claim.text !== 'No hidden fees')
    const saved = await call('PUT', '/api/admin/marketing-claims', admin, { claims, version: current.version })
    expect(saved.statusCode).toBe(200)
    expect(MarketingClaimsResponse.parse(saved.json()).marketingClaims.claims).toHaveLength(3)
    expect((await call('PUT', '/api/admin/marketing-claims', admin, { claims, version: current.version })).statusCode).toBe(409)
    const bad = await call('PUT', '/api/admin/marketing-claims', admin, { claims: [{ text: '2000+ pet owners', evidence: '' }], version: current.version + 1 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('claims.0.evidence')
  })

  it('keep one row per key when the seed runs again', async () => {
    await seedDatabase(t.database.db, { whatsappNumber: CONFIGURED_WHATSAPP })
    await seedDatabase(t.database.db, { whatsappNumber: CONFIGURED_WHATSAPP })
    const rows = await t.database.db.select({ key: siteSettings.key, version: siteSettings.version }).from(siteSettings).orderBy(siteSettings.key)
    expect(rows).toEqual([
      { key: 'content-corrections', version: 1 },
      { key: 'marketing-claims', version: 2 },
      { key: 'whatsapp', version: 2 },
    ])
  })
})

describe('placeholders in content (security review F1, F2)', () => {
  const faqBody = (slug: string, answer: string) => ({ slug, question: `Question ${slug}?`, answer, category: 'home-visits' })
  const publicFaqs = async () => {
    const response = await call('GET', '/api/faqs')
    expect(response.statusCode).toBe(200)
    return FaqListResponse.parse(response.json())
  }

  it('refuses an FAQ that names an unknown fact with a 400 naming it, and keeps /api/faqs up', async () => {
    for (const [answer, unknown] of [
      ['Answer {nosuchfact}', '{nosuchfact}'],
      ['Call {suportPhone} today', '{suportPhone}'],
      ['It costs {price:no-such-service}.', '{price:no-such-service}'],
    ] as const) {
      const created = await call('POST', '/api/admin/faqs', admin, faqBody('a-typo', answer))
      expect(created.statusCode, answer).toBe(400)
      expect(created.json().error, answer).toBe(`answer: names an unknown fact: ${unknown}`)
    }
    const [first] = await adminFaqs()
    const edited = await call('PUT', `/api/admin/faqs/${first!.id}`, admin, { question: 'Is {nosuchfact} here?', version: first!.version })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().error).toContain('{nosuchfact}')
    expect((await publicFaqs()).map((faq) => faq.slug)).not.toContain('a-typo')
    const known = await call('POST', '/api/admin/faqs', admin, faqBody('support-number', 'Call {supportPhone}.'))
    expect(known.statusCode).toBe(201)
  })

  it('refuses to withdraw a service that an FAQ names (409 listing where), so /api/faqs never breaks', async () => {
    const service = { id: 'probe-service', title: 'Probe Service', petType: 'dog', serviceType: 'checkup', description: 'A service an FAQ names.', price: 500, discountedPrice: 400 }
    expect((await call('POST', '/api/admin/services', admin, service)).statusCode).toBe(201)
    expect((await call('POST', '/api/admin/faqs', admin, faqBody('probe-price', 'It costs {price:probe-service}.'))).statusCode).toBe(201)

    const withdrawn = await call('PUT', '/api/admin/services/probe-service', admin, { active: false, version: 1 })
    expect(withdrawn.statusCode).toBe(409)
    expect(withdrawn.json()).toMatchObject({ code: 'SERVICE_IN_USE' })
    expect(withdrawn.json().error).toContain('FAQ probe-price')
    expect((await adminService('probe-service')).active).toBe(true)
    expect((await publicFaqs()).find((faq) => faq.slug === 'probe-price')?.answer).toBe('It costs ₹400.')
    // Other changes to the service are still allowed.
    expect((await call('PUT', '/api/admin/services/probe-service', admin, { discountedPrice: 450, version: 1 })).statusCode).toBe(200)
  })

  it('shows an FAQ whose placeholder names no fact as typed and logs it, never a 500', async () => {
    await t.database.db.insert(faqs).values({ slug: 'saved-before-the-check', question: 'Old?', answer: 'Costs {price:long-gone} or call {supportPhone}.', category: 'home-visits', sortOrder: 9999 })
    const shown = (await publicFaqs()).find((faq) => faq.slug === 'saved-before-the-check')
    expect(shown?.answer).toBe('Costs {price:long-gone} or call {supportPhone}.')
    expect(t.logs.some((line) => line.includes('content names an unknown fact') && line.includes('{price:long-gone}'))).toBe(true)
  })
})
