import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { AdminArticleListResponse, AdminArticleResponse, AdminAuthorResponse, ReviewResponse, UploadResponse } from '../../../core/contracts/blog-admin.ts'
import { BlogPostDto } from '../../../core/contracts/blog.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { FLAG_STALE_REVIEWS_JOB } from '../../app.ts'
import { auditLog, blogPosts, staffProfiles } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const VET_WITHOUT_REGISTRATION = '9822222222'
const CUSTOMER = '9876543210'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-12-04T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let dataDir: string

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const call = apiCaller(() => t.app)

function upload(cookie: string, bytes: Buffer, contentType = 'application/octet-stream', kind = 'cover') {
  return t.app.inject({ method: 'POST', url: `/api/admin/uploads?kind=${kind}`, headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType }, payload: bytes })
}

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ticks on your dog after a walk',
  slug: 'ticks-after-a-walk',
  category: 'dog-care',
  authorId: 'petvaidya-editorial-team',
  image: null,
  excerpt: 'What to look for after every walk in the monsoon.',
  content: '## Check every walk\n\nRun your fingers against the coat, **slowly**, behind the ears and between the toes.',
  status: 'published',
  publishedAt: '2026-12-01T10:00:00+05:30',
  ...overrides,
})

async function addVet(admin: string, phoneNumber: string, registrationNumber?: string, options: { checked?: boolean } = {}) {
  const created = await call('POST', '/api/admin/staff', admin, {
    name: 'Kavya Rao',
    phoneNumber,
    role: 'vet',
    registrationNumber: registrationNumber ?? 'DL-12345',
    registrationCouncil: 'Delhi Veterinary Council',
    visitTypes: ['video'],
  })
  expect(created.statusCode).toBe(201)
  // An admin records checking the number against the council's register before the vet reviews.
  if (options.checked !== false) expect((await call('POST', `/api/admin/staff/${phoneNumber}/registration-check`, admin)).statusCode).toBe(200)
}

async function publicPost(slug: string) {
  return (await call('GET', '/api/blogs')).json<unknown[]>().map((post) => BlogPostDto.parse(post)).find((post) => post.slug === slug)
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-uploads-'))
  t = await createTestApp({ ADMIN_PHONES: ADMIN, DATA_DIR: dataDir }, { sms, clock })
})
afterAll(async () => {
  await t.app.close()
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate users, sessions, otp_challenges, otp_failures, staff_profiles, audit_log, blog_posts, blog_slug_redirects, authors cascade`)
  await seedDatabase(t.database.db)
  clock.reset()
  sms.reset()
})

describe('content admin: who may do what', () => {
  it('answers 401 signed out and 403 to a customer or a vet on every admin blog route, and 403 to a customer or an admin on the review', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET)
    const customer = await session(CUSTOMER)
    const vet = await session(VET, 'Kavya')
    const adminRoutes: Array<[Method, string]> = [
      ['GET', '/api/admin/blogs'],
      ['POST', '/api/admin/blogs'],
      ['PUT', '/api/admin/blogs/1'],
      ['DELETE', '/api/admin/blogs/1'],
      ['GET', '/api/admin/authors'],
      ['POST', '/api/admin/authors'],
      ['PUT', '/api/admin/authors/x'],
      ['DELETE', '/api/admin/authors/x'],
      ['POST', '/api/admin/uploads'],
    ]
    for (const [method, url] of adminRoutes) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, vet, {})).statusCode, `${method} ${url} as a vet`).toBe(403)
    }
    for (const [method, url] of [
      ['GET', '/api/vet/blog-reviews'],
      ['POST', '/api/vet/blog-reviews/1'],
    ] as Array<[Method, string]>) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url} signed out`).toBe(401)
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url} as a customer`).toBe(403)
      expect((await call(method, url, admin, {})).statusCode, `${method} ${url} as an admin`).toBe(403)
    }
    expect((await call('GET', '/api/vet/blog-reviews', vet)).statusCode).toBe(200)
  })
})

describe('content admin: articles', () => {
  it('creates a draft that stays off the site, publishes it, and audits both', async () => {
    const admin = await session(ADMIN, 'Meera')
    const created = await call('POST', '/api/admin/blogs', admin, article({ status: 'draft' }))
    expect(created.statusCode).toBe(201)
    const draft = AdminArticleResponse.parse(created.json()).article
    expect(draft).toMatchObject({ slug: 'ticks-after-a-walk', status: 'draft', version: 1, review: null })
    expect(await publicPost('ticks-after-a-walk')).toBeUndefined()
    expect((await call('GET', '/sitemap.xml')).body).not.toContain('ticks-after-a-walk')

    const published = await call('PUT', `/api/admin/blogs/${draft.id}`, admin, { ...article(), version: 1 })
    expect(published.statusCode).toBe(200)
    expect(AdminArticleResponse.parse(published.json()).article.version).toBe(2)
    expect(await publicPost('ticks-after-a-walk')).toMatchObject({ title: 'Ticks on your dog after a walk', review: null })
    expect((await call('GET', '/sitemap.xml')).body).toContain('/blogs/ticks-after-a-walk</loc>')

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(draft.id)))
    expect(audit.map((row) => row.action).sort()).toEqual(['blog.create', 'blog.update'])
    expect(audit.every((row) => row.actorId === ADMIN)).toBe(true)
  })

  it('keeps a post dated in the future off the site until its date', async () => {
    const admin = await session(ADMIN, 'Meera')
    await call('POST', '/api/admin/blogs', admin, article({ publishedAt: '2026-12-10T09:00:00+05:30' }))
    expect(await publicPost('ticks-after-a-walk')).toBeUndefined()
    clock.advance(7 * 24 * 60 * MINUTE)
    const page = await call('GET', '/api/blogs?perPage=50&page=1&category=dog-care')
    expect(page.json<Array<{ slug: string }>>().map((post) => post.slug)).toContain('ticks-after-a-walk')
  })

  it('names the field of every bad input with a 400, and never stores it', async () => {
    const admin = await session(ADMIN, 'Meera')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'Line\u0000break' }, 'title'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: undefined }, 'slug'],
      [{ category: 'Dog care' }, 'category'],
      [{ content: 'short' }, 'content'],
      [{ status: 'live' }, 'status'],
      [{ publishedAt: 'tomorrow' }, 'publishedAt'],
      [{ image: 'https://elsewhere.example/cat.jpg' }, 'image'],
      [{ image: '/uploads/../../etc/passwd' }, 'image'],
      [{ authorId: 'nobody-here' }, 'authorId'],
      [{ authorId: 'a\u0000b' }, 'authorId'],
      [{ authorId: 'petvaidya\u001b[31m' }, 'authorId'],
    ]
    for (const [change, field] of cases) {
      const answer = await call('POST', '/api/admin/blogs', admin, article(change))
      expect(answer.statusCode, JSON.stringify(change)).toBe(400)
      expect(answer.json<{ error: string }>().error, JSON.stringify(change)).toMatch(new RegExp(`^${field}: `))
    }
    const rows = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'ticks-after-a-walk'))
    expect(rows).toEqual([])
  })

  it('refuses a slug another article has or had, with 409', async () => {
    const admin = await session(ADMIN, 'Meera')
    const taken = await call('POST', '/api/admin/blogs', admin, article({ slug: BLOG_POSTS[0]!.slug }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN' })
  })

  it('answers 409 to a save made from an older version, and keeps the first save', async () => {
    const admin = await session(ADMIN, 'Meera')
    const { article: created } = AdminArticleResponse.parse((await call('POST', '/api/admin/blogs', admin, article())).json())
    const first = await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article({ title: 'First editor’s title' }), version: 1 })
    expect(first.statusCode).toBe(200)
    const second = await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article({ title: 'Second editor’s title' }), version: 1 })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION' })
    expect(second.json<{ error: string }>().error).toMatch(/Someone else saved this/)
    const list = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json())
    expect(list.articles.find((row) => row.id === created.id)?.title).toBe('First editor’s title')
    const staleDelete = await call('DELETE', `/api/admin/blogs/${created.id}`, admin, { version: 1 })
    expect(staleDelete.statusCode).toBe(409)
  })

  it('keeps the old slug answering: the API finds the post by it, and it cannot be taken by another article', async () => {
    const admin = await session(ADMIN, 'Meera')
    const { article: created } = AdminArticleResponse.parse((await call('POST', '/api/admin/blogs', admin, article())).json())
    const moved = await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article({ slug: 'ticks-on-dogs' }), version: 1 })
    expect(AdminArticleResponse.parse(moved.json()).article.oldSlugs).toEqual(['ticks-after-a-walk'])
    const view = await call('POST', '/api/blogs/ticks-after-a-walk/views')
    expect(view.statusCode).toBe(200)
    const other = await call('POST', '/api/admin/blogs', admin, article({ slug: 'ticks-after-a-walk', title: 'Another article on ticks' }))
    expect(other.statusCode).toBe(409)
    // Giving the post its old slug back ends that redirect rather than making a loop.
    const back = await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article(), version: 2 })
    expect(AdminArticleResponse.parse(back.json()).article.oldSlugs).toEqual(['ticks-on-dogs'])
  })

  it('shows a change on the public list at once: the lists kept in memory are forgotten', async () => {
    const admin = await session(ADMIN, 'Meera')
    const before = await call('GET', '/api/blogs')
    const target = BlogPostDto.parse(before.json<unknown[]>()[0])
    const list = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json())
    const row = list.articles.find((entry) => entry.id === target.id)!
    const changed = await call('PUT', `/api/admin/blogs/${row.id}`, admin, { ...row, title: 'A corrected title for this article', version: row.version })
    expect(changed.statusCode).toBe(200)
    expect((await publicPost(row.slug))?.title).toBe('A corrected title for this article')
  })
})

describe('content admin: authors', () => {
  it('adds a named author who is a staff vet, refuses one who is not staff, and refuses to delete an author with articles', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET)
    const created = await call('POST', '/api/admin/authors', admin, { id: 'dr-kavya-rao', name: 'Dr Kavya Rao', title: 'Veterinarian', bio: '', staffUserId: VET })
    expect(created.statusCode).toBe(201)
    expect(AdminAuthorResponse.parse(created.json()).author).toMatchObject({ id: 'dr-kavya-rao', staffUserId: VET, version: 1 })
    const notStaff = await call('POST', '/api/admin/authors', admin, { id: 'dr-x', name: 'Dr X', title: 'Veterinarian', staffUserId: CUSTOMER })
    expect(notStaff.statusCode).toBe(400)
    expect(notStaff.json<{ error: string }>().error).toMatch(/^staffUserId: /)
    const stale = await call('PUT', '/api/admin/authors/dr-kavya-rao', admin, { name: 'Dr Kavya Rao', title: 'Vet', version: 7 })
    expect(stale.statusCode).toBe(409)
    const withArticles = await call('DELETE', '/api/admin/authors/petvaidya-editorial-team', admin, { version: 1 })
    expect(withArticles.statusCode).toBe(409)
    const removed = await call('DELETE', '/api/admin/authors/dr-kavya-rao', admin, { version: 1 })
    expect(removed.statusCode).toBe(204)
  })
})

describe('medical review', () => {
  it('lets a registered vet mark the text they read reviewed; the article then names them and ends the review when the text changes', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET, 'DL-12345')
    const { article: created } = AdminArticleResponse.parse((await call('POST', '/api/admin/blogs', admin, article())).json())
    const vet = await session(VET, 'Kavya Rao')
    const stale = await call('POST', `/api/vet/blog-reviews/${created.id}`, vet, { version: 9 })
    expect(stale.statusCode).toBe(409)
    const reviewed = await call('POST', `/api/vet/blog-reviews/${created.id}`, vet, { version: 1 })
    expect(reviewed.statusCode).toBe(200)
    expect(ReviewResponse.parse(reviewed.json()).article.review).toEqual({
      reviewerName: 'Dr Kavya Rao',
      registrationNumber: 'DL-12345',
      council: 'Delhi Veterinary Council',
      reviewedAt: expect.stringMatching(/^2026-12-04T06:0\d:00\.000Z$/),
    })
    expect((await publicPost('ticks-after-a-walk'))?.review).toMatchObject({ reviewerName: 'Dr Kavya Rao', registrationNumber: 'DL-12345' })
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'blog.review'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actorId).toBe(VET)

    // An excerpt change keeps the review; a change to the text ends it.
    await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article({ excerpt: 'A new excerpt for the card.' }), version: 1 })
    expect((await publicPost('ticks-after-a-walk'))?.review).not.toBeNull()
    await call('PUT', `/api/admin/blogs/${created.id}`, admin, { ...article({ content: `${article().content}\n\nA new paragraph with more advice.` }), version: 2 })
    expect((await publicPost('ticks-after-a-walk'))?.review).toBeNull()
  })

  it('refuses a vet without a registration number on their staff record', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET_WITHOUT_REGISTRATION)
    const vet = await session(VET_WITHOUT_REGISTRATION, 'Ravi')
    // The staff form requires a number for a vet; a record from before that rule may lack one.
    await t.database.db.update(staffProfiles).set({ registrationNumber: null }).where(eq(staffProfiles.userId, VET_WITHOUT_REGISTRATION))
    const [post] = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json()).articles
    const refused = await call('POST', `/api/vet/blog-reviews/${post!.id}`, vet, { version: post!.version })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'NOT_A_REVIEWER' })
  })

  it('refuses a vet whose registration nobody has checked against the register, and one whose number changed since', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET, 'DL-12345', { checked: false })
    const vet = await session(VET, 'Kavya')
    const [post] = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json()).articles
    const unchecked = await call('POST', `/api/vet/blog-reviews/${post!.id}`, vet, { version: post!.version })
    expect(unchecked.statusCode).toBe(403)
    expect(unchecked.json()).toMatchObject({ code: 'NOT_A_REVIEWER' })

    const checked = await call('POST', `/api/admin/staff/${VET}/registration-check`, admin)
    expect(checked.json().staff.registrationCheck).toMatchObject({ checkedBy: ADMIN, checkedAt: expect.any(String) })
    // A new number must be checked again.
    const changed = await call('PUT', `/api/admin/staff/${VET}`, admin, { registrationNumber: 'DL-54321' })
    expect(changed.json().staff).toMatchObject({ registrationNumber: 'DL-54321', registrationCouncil: 'Delhi Veterinary Council', registrationCheck: null })
    expect((await call('POST', `/api/vet/blog-reviews/${post!.id}`, vet, { version: post!.version })).statusCode).toBe(403)
  })

  it('flags a review older than 12 months to the admins once, through the daily job', async () => {
    const admin = await session(ADMIN, 'Meera')
    await addVet(admin, VET)
    const vet = await session(VET, 'Kavya')
    const [post] = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json()).articles
    await call('POST', `/api/vet/blog-reviews/${post!.id}`, vet, { version: post!.version })
    await t.app.jobs.send(FLAG_STALE_REVIEWS_JOB, {})
    await t.app.jobs.runDue(FLAG_STALE_REVIEWS_JOB)
    const fresh = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', admin)).json()).articles
    expect(fresh.find((row) => row.id === post!.id)?.reviewDue).toBe(false)

    clock.advance(366 * 24 * 60 * MINUTE)
    const later = await session(ADMIN, 'Meera')
    await t.app.jobs.send(FLAG_STALE_REVIEWS_JOB, {})
    await t.app.jobs.runDue(FLAG_STALE_REVIEWS_JOB)
    const flagged = AdminArticleListResponse.parse((await call('GET', '/api/admin/blogs', later)).json()).articles
    expect(flagged.find((row) => row.id === post!.id)?.reviewDue).toBe(true)
    expect(flagged.filter((row) => row.reviewDue)).toHaveLength(1)
  })
})

describe('seed updates', () => {
  it('brings a shipped article no admin edited up to the shipped text, and never touches one an admin edited', async () => {
    const [first, second] = BLOG_POSTS
    await t.database.db.update(blogPosts).set({ content: 'Old seeded text that a correction replaced.', views: 42 }).where(eq(blogPosts.slug, first!.slug))
    await t.database.db
      .update(blogPosts)
      .set({ content: 'An admin’s own words.', adminEditedAt: new Date('2026-12-01T00:00:00Z') })
      .where(eq(blogPosts.slug, second!.slug))
    await seedDatabase(t.database.db)
    const [updated] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, first!.slug))
    const [kept] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, second!.slug))
    expect(updated!.content).toBe(first!.content)
    expect(updated!.views).toBe(42)
    expect(kept!.content).toBe('An admin’s own words.')
    const version = updated!.version
    await seedDatabase(t.database.db)
    const [again] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, first!.slug))
    expect(again!.version).toBe(version)
  })
})

describe('uploads', () => {
  const png = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a9d8f' } }).png().toBuffer()

  it('re-encodes a PNG sent under any name or type at the sizes pages use, without metadata, and serves it a year', async () => {
    const admin = await session(ADMIN, 'Meera')
    const withExif = await sharp(await png())
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'Taken at home in Gurgaon' } })
      .toBuffer()
    const answer = await upload(admin, withExif, 'image/png')
    expect(answer.statusCode).toBe(201)
    const stored = UploadResponse.parse(answer.json())
    expect(stored.variants.map((variant) => variant.width)).toEqual([400, 800, 1600])
    expect(stored.url).toMatch(/^\/uploads\/[a-f0-9]{32}-800\.webp$/)
    const served = await call('GET', stored.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 450 })
    expect(metadata.exif).toBeUndefined()
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload.create'))
    expect(audited).toHaveLength(1)
    expect(audited[0]!.actorId).toBe(ADMIN)
    const photo = UploadResponse.parse((await upload(admin, await png(), 'image/png', 'photo')).json())
    expect(photo.variants.map((variant) => variant.width)).toEqual([96, 192])
  })

  it('refuses a file that is not an image (400) or is over 5 MB (413), and stores nothing', async () => {
    const admin = await session(ADMIN, 'Meera')
    const before = await readdir(path.join(dataDir, 'uploads')).catch(() => [])
    const script = await upload(admin, Buffer.from('<script>alert(1)</script>'), 'image/jpeg')
    expect(script.statusCode).toBe(400)
    expect(script.json()).toMatchObject({ code: 'NOT_AN_IMAGE' })
    expect(script.json<{ error: string }>().error).toMatch(/^file: this is not a JPEG, PNG or WebP image/)
    const brokenJpeg = await upload(admin, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'image/jpeg')
    expect(brokenJpeg.statusCode).toBe(400)
    const huge = await upload(admin, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg')
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' })
    const html = await upload(admin, Buffer.from('<html></html>'), 'text/html')
    expect(html.statusCode).toBe(415)
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual(before)
    expect((await call('GET', '/uploads/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404)
  })
})
