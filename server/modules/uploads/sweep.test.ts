import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCaller } from '../../../tests/support/api.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'
import { ERASE_UPLOAD_JOB, SWEEP_UPLOADS_JOB } from './service.ts'

const ADMIN = '9000000095'
const OWNER = '9833320201'
const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-11-22T06:00:00.000Z')
const clock = manualClock(start)
const sms = capturingSms()
const call = apiCaller(() => t.app)
let t: TestApp
let dataDir: string
let admin: string
let owner: string

const idOf = (url: string) => /\/uploads\/([a-f0-9]{32})-/.exec(url)![1]!
const storedIds = async () => new Set((await readdir(path.join(dataDir, 'uploads'))).filter((name) => !name.startsWith('.')).map((name) => name.slice(0, 32)))

async function image(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } }).jpeg().toBuffer()
}

async function post(url: string, cookie: string, bytes: Buffer) {
  const response = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'image/jpeg' }, payload: bytes })
  expect(response.statusCode).toBe(201)
  return response.json()
}

const cover = async (colour: string): Promise<string> => (await post('/api/admin/uploads?kind=cover', admin, await image(colour))).url

/** Dates every stored size of the images as stored at `at` (the sweep reads when each was stored). */
async function storedAt(at: Date, urls?: string[]) {
  const names = await readdir(path.join(dataDir, 'uploads'))
  const ids = urls?.map(idOf)
  for (const name of names) if (!ids || ids.includes(name.slice(0, 32))) await utimes(path.join(dataDir, 'uploads', name), at, at)
}

async function sweep(): Promise<void> {
  await t.app.jobs.send(SWEEP_UPLOADS_JOB, {})
  expect(await t.app.jobs.runDue(SWEEP_UPLOADS_JOB)).toBe(1)
  await t.app.jobs.runDue(ERASE_UPLOAD_JOB)
}

async function sweptIds(): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select entity_id as id from audit_log where action = 'upload.erase' and actor_id = 'system' and before->>'reason' = 'unreferenced' order by entity_id`,
  )
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id)
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-upload-sweep-'))
  t = await createTestApp({ ADMIN_PHONES: ADMIN, DATA_DIR: dataDir }, { clock, sms })
  await seedDatabase(t.database.db)
  clock.advance(60_000)
  admin = await signIn(t.app, sms, ADMIN, 'Admin')
  clock.advance(60_000)
  owner = await signIn(t.app, sms, OWNER, 'Owner')
})

afterAll(async () => {
  await t.app.close()
})

describe('the nightly sweep of the image store', () => {
  it('erases images nothing refers to after 30 days, keeping those a row or a recent change refers to, once each', async () => {
    const replaced = await cover('#264653')
    const current = await cover('#2a9d8f')
    const linked = await cover('#e9c46a')
    const abandoned = await cover('#f4a261')
    const created = await call('POST', '/api/admin/blogs', admin, {
      title: 'Ticks on your dog after a walk',
      slug: 'ticks-after-a-walk-sweep',
      category: 'dog-care',
      authorId: 'petvaidya-editorial-team',
      image: replaced,
      excerpt: 'What to look for after every walk in the monsoon.',
      content: `## Check every walk\n\nRun your fingers against the coat. [A larger picture](${linked.replace('-800', '-1600')}).`,
      status: 'published',
      publishedAt: '2026-11-20T10:00:00+05:30',
    })
    expect(created.statusCode).toBe(201)
    const article = created.json().article
    expect((await call('PUT', `/api/admin/blogs/${article.id}`, admin, { ...article, image: current, version: 1 })).statusCode).toBe(200)

    const clinic = (await call('GET', '/api/clinics?limit=1')).json().clinics[0]
    const clinicPhotos = `/api/admin/clinics/${clinic.id}/photos`
    const [takenOff] = (await post(clinicPhotos, admin, await image('#e76f51'))).photos
    const [onClinic] = (await post(clinicPhotos, admin, await image('#8ab17d'))).photos
    expect((await call('DELETE', `${clinicPhotos}?photo=${encodeURIComponent(takenOff)}`, admin)).statusCode).toBe(204)

    const petId = (await call('POST', '/api/pets', owner, { name: 'Sheru', type: 'dog', breed: 'Indie', birthDate: '2024-03-01' })).json().id
    const { photoUrl: petPhoto } = await post(`/api/pets/${petId}/photo`, owner, await image('#6d597a'))
    // Files no row refers to and whose erasure was never queued, as a crash before 0054 could leave.
    const leftover = `${randomBytes(16).toString('hex')}-480.webp`
    await writeFile(path.join(dataDir, 'uploads', leftover), 'webp bytes')

    await storedAt(new Date(start.getTime() - 40 * DAY))
    const young = await cover('#b56576')
    await storedAt(new Date(start.getTime() - 25 * DAY), [young])

    clock.advance(DAY)
    await sweep()
    expect(await sweptIds()).toEqual([idOf(abandoned), leftover.slice(0, 32)].sort())
    let stored = await storedIds()
    for (const gone of [abandoned, `/uploads/${leftover}`]) expect(stored.has(idOf(gone))).toBe(false)
    // The replaced cover and the clinic's removed photo stay while the change that replaced them is recent.
    for (const kept of [replaced, current, linked, takenOff, onClinic, petPhoto, young]) expect(stored.has(idOf(kept))).toBe(true)
    expect((await call('GET', abandoned)).statusCode).toBe(404)
    expect((await call('GET', current)).statusCode).toBe(200)

    clock.advance(30 * DAY)
    await sweep()
    expect(await sweptIds()).toEqual([idOf(abandoned), leftover.slice(0, 32), idOf(replaced), idOf(takenOff), idOf(young)].sort())
    stored = await storedIds()
    for (const gone of [replaced, takenOff, young]) expect(stored.has(idOf(gone))).toBe(false)
    for (const kept of [current, linked, onClinic, petPhoto]) expect(stored.has(idOf(kept))).toBe(true)

    // Nothing is swept, or recorded, twice.
    await sweep()
    expect(await sweptIds()).toHaveLength(5)
  })
})
