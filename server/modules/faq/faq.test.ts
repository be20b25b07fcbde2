import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAQS } from '../../../content/faq/faqs.ts'
import { FaqListResponse } from '../../../core/contracts/faq.ts'
import { type TestApp, createTestApp } from '../../../tests/support/test-app.ts'
import { faqs } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { createFaqRepo } from './repo.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.app.close()
})

const listFaqs = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/faqs' })
  expect(response.statusCode).toBe(200)
  return FaqListResponse.parse(response.json())
}

describe('GET /api/faqs', () => {
  it('is empty before the seed and lists every shipped FAQ, in the content file’s order, after it', async () => {
    expect(await listFaqs()).toEqual([])
    await seedDatabase(t.database.db)
    const faqs = await listFaqs()
    expect(faqs.map((faq) => faq.slug)).toEqual(FAQS.map((faq) => faq.slug))
    expect(faqs[0]).toMatchObject({ question: FAQS[0]!.question, answer: FAQS[0]!.answer, category: FAQS[0]!.category })
  })

  it('fills prices, hours and contact details into the answers from the catalogue and configuration', async () => {
    const faqs = await listFaqs()
    const answer = (slug: string) => faqs.find((faq) => faq.slug === slug)?.answer ?? ''
    expect(answer('how-much-does-a-home-visit-cost')).toContain('A vet home visit costs ₹799 (list price ₹999)')
    expect(answer('what-time-slots-are-available')).toContain('every day from 8 am to 10 pm')
    expect(answer('how-do-i-delete-my-account')).toContain('+91 98765 01234')
    expect(JSON.stringify(faqs)).not.toMatch(/\{[a-zA-Z]+(:[a-z0-9-]+)?\}/)
  })

  it('keeps one row per FAQ, and an admin’s edit, when the seed runs again', async () => {
    const repo = createFaqRepo(t.database.db)
    const [first] = await repo.listAll()
    await repo.update(first!.id, { answer: 'Edited by the team.' }, new Date())
    await seedDatabase(t.database.db)
    await seedDatabase(t.database.db)
    const faqs = await listFaqs()
    expect(faqs).toHaveLength(FAQS.length)
    expect(faqs[0]?.answer).toBe('Edited by the team.')
  })

  it('gives a shipped FAQ no one has edited the shipped text again, so a correction reaches an older database', async () => {
    const shipped = FAQS[1]!
    // As a database seeded before a correction holds it.
    await t.database.db.update(faqs).set({ answer: 'An older answer, since corrected.' }).where(eq(faqs.slug, shipped.slug))
    await seedDatabase(t.database.db)
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.slug, shipped.slug))
    expect(row?.answer).toBe(shipped.answer)
    expect(row?.version).toBe(1)
  })

  it('lists only published FAQs, ordered by sort order', async () => {
    const repo = createFaqRepo(t.database.db)
    const all = await repo.listAll()
    const hidden = all[1]!
    await repo.update(hidden.id, { published: false }, new Date())
    const moved = await repo.create({ slug: 'a-new-first-question', question: 'A new first question?', answer: 'Yes.', category: 'home-visits', sortOrder: 1, published: true })
    await repo.create({ slug: 'a-draft', question: 'A draft?', answer: 'Not yet.', category: 'home-visits', sortOrder: 0, published: false })

    const faqs = await listFaqs()
    expect(faqs.map((faq) => faq.slug)).not.toContain(hidden.slug)
    expect(faqs.map((faq) => faq.slug)).not.toContain('a-draft')
    expect(faqs[0]?.slug).toBe(moved.slug)
    const orders = faqs.map((faq) => faq.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))

    expect(await repo.remove(moved.id)).toBe(true)
    expect((await listFaqs()).map((faq) => faq.slug)).not.toContain(moved.slug)
  })

  it('is refused by the database when a question is blank or a slug is malformed', async () => {
    const repo = createFaqRepo(t.database.db)
    await expect(repo.create({ slug: 'blank', question: '  ', answer: 'x', category: 'home-visits', sortOrder: 5 })).rejects.toThrow()
    await expect(repo.create({ slug: 'Not A Slug', question: 'Q?', answer: 'x', category: 'home-visits', sortOrder: 5 })).rejects.toThrow()
  })
})
