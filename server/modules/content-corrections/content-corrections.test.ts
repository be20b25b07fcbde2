import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { FAQS } from '../../../content/faq/faqs.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../../content/home/marketing-claims.ts'
import { PendingCorrectionsResponse } from '../../../core/contracts/content-corrections.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp } from '../../../tests/support/test-app.ts'
import { blogPosts, faqs, siteSettings } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { MARKETING_CLAIMS_KEY } from '../site-settings/service.ts'
import { CORRECTIONS_KEY } from './service.ts'

/**
 * The corrections of the veterinary review reach a database seeded before them (decision 0064):
 * the seed replaces the shipped rows no admin has edited, and lists the edited ones for an admin.
 */
const ADMIN = '9000000001'
const CUSTOMER = '9876543210'
const sms = capturingSms()
const call = apiCaller(() => t.app)
let t: TestApp
let admin = ''
let customer = ''

const KITTEN = BLOG_POSTS.find((post) => post.slug === 'your-kitten-s-first-weeks-at-home-a-practical-guide')!
const SIGNS = BLOG_POSTS.find((post) => post.slug === 'signs-your-cat-is-unwell-quiet-clues-cat-parents-should-not-miss')!
const DOG_FAQ = FAQS.find((faq) => faq.slug === 'which-vaccines-does-my-dog-need')!
const SAFE_FAQ = FAQS.find((faq) => faq.slug === 'is-it-safe-to-vaccinate-at-home')!
const BEFORE = new Date('2026-11-20T06:00:00.000Z')
const OLD_KITTEN_TEXT = 'Call a vet the same day if your kitten strains in the litter tray, or has laboured breathing.'
const OLD_CLAIMS = { claims: [{ text: '1000+ pet owners', evidence: 'Typed in.' }] }

/** A database as the previous release left it: the shipped texts before the corrections, two of them edited by an admin. */
async function asBeforeTheCorrections() {
  await seedDatabase(t.database.db)
  const db = t.database.db
  await db.delete(siteSettings).where(eq(siteSettings.key, CORRECTIONS_KEY))
  await db.update(blogPosts).set({ content: OLD_KITTEN_TEXT }).where(eq(blogPosts.slug, KITTEN.slug))
  await db.update(blogPosts).set({ content: `${OLD_KITTEN_TEXT} Edited by the team.`, adminEditedAt: BEFORE }).where(eq(blogPosts.slug, SIGNS.slug))
  await db.update(faqs).set({ answer: 'Most vets here add leptospirosis.' }).where(eq(faqs.slug, DOG_FAQ.slug))
  await db.update(faqs).set({ answer: 'Stay for a few minutes afterwards.', version: 2, updatedAt: BEFORE }).where(eq(faqs.slug, SAFE_FAQ.slug))
  await db.update(siteSettings).set({ value: OLD_CLAIMS, version: 1 }).where(eq(siteSettings.key, MARKETING_CLAIMS_KEY))
}

async function corrections(cookie: string) {
  const response = await call('GET', '/api/admin/content-corrections', cookie)
  expect(response.statusCode).toBe(200)
  return PendingCorrectionsResponse.parse(response.json()).corrections
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN }, { sms })
})
afterAll(async () => {
  await t.app.close()
})

describe('the corrections of the shipped health content on an installed site', () => {
  it('lists nothing on a fresh database: nothing was edited before the corrections', async () => {
    await seedDatabase(t.database.db)
    admin = await signIn(t.app, sms, ADMIN)
    customer = await signIn(t.app, sms, CUSTOMER)
    expect(await corrections(admin)).toEqual([])
  })

  it('replaces the articles, FAQs and claims no admin edited, and keeps the edited ones', async () => {
    await asBeforeTheCorrections()
    await seedDatabase(t.database.db)
    const posts = await t.database.db.select().from(blogPosts).where(inArray(blogPosts.slug, [KITTEN.slug, SIGNS.slug]))
    expect(posts.find((post) => post.slug === KITTEN.slug)?.content).toBe(KITTEN.content)
    expect(posts.find((post) => post.slug === SIGNS.slug)?.content).toBe(`${OLD_KITTEN_TEXT} Edited by the team.`)
    const rows = await t.database.db.select().from(faqs).where(inArray(faqs.slug, [DOG_FAQ.slug, SAFE_FAQ.slug]))
    expect(rows.find((row) => row.slug === DOG_FAQ.slug)?.answer).toBe(DOG_FAQ.answer)
    expect(rows.find((row) => row.slug === SAFE_FAQ.slug)?.answer).toBe('Stay for a few minutes afterwards.')
    const [claims] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, MARKETING_CLAIMS_KEY))
    expect(claims?.value).toEqual({ claims: SHIPPED_MARKETING_CLAIMS })
  })

  it('lists the rows an admin edited before the corrections for an admin to review, and only for an admin', async () => {
    const listed = await corrections(admin)
    expect(listed.map(({ kind, key, editPath }) => ({ kind, key, editPath }))).toEqual([
      { kind: 'article', key: SIGNS.slug, editPath: '/admin/blogs' },
      { kind: 'faq', key: SAFE_FAQ.slug, editPath: '/admin/faqs' },
    ])
    expect(listed[0]?.editedAt).toBe(BEFORE.toISOString())
    expect((await call('GET', '/api/admin/content-corrections', customer)).statusCode).toBe(403)
  })

  it('lists claims an admin saved before the corrections, and drops a row once an admin saves it again', async () => {
    await t.database.db.update(siteSettings).set({ value: OLD_CLAIMS, version: 2, updatedAt: BEFORE }).where(eq(siteSettings.key, MARKETING_CLAIMS_KEY))
    await seedDatabase(t.database.db)
    expect((await corrections(admin)).map((row) => row.kind)).toEqual(['article', 'claims', 'faq'])
    await t.database.db.update(faqs).set({ version: 3, updatedAt: new Date(Date.now() + 60_000) }).where(eq(faqs.slug, SAFE_FAQ.slug))
    expect((await corrections(admin)).map((row) => row.kind)).toEqual(['article', 'claims'])
  })

  it('keeps the day the corrections arrived: a second start does not move it', async () => {
    const read = async () => (await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, CORRECTIONS_KEY)))[0]?.value
    const first = await read()
    await seedDatabase(t.database.db)
    expect(await read()).toEqual(first)
  })
})
