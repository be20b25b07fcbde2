import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HospitalListResponse, HospitalResponse } from '../../../core/contracts/hospitals.ts'
import { AudioUploadResponse, MediaItemResponse } from '../../../core/contracts/media.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { auditLog } from '../../db/schema.ts'

/**
 * The lists behind what the pages claim (decision 0063): the checked 24-hour hospitals and the
 * media library, through the admin and vet API on a real database.
 */
const ADMIN = '9000000011'
const VET = '9811100011'
const MINUTE = 60_000
const clock = manualClock(new Date('2026-11-29T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let dataDir: string
const call = apiCaller(() => t.app)

async function session(phone: string, name = 'Asha') {
  clock.advance(MINUTE)
  return signIn(t.app, sms, phone, name)
}

const hospital = (overrides: Record<string, unknown> = {}) => ({
  name: 'Example Veterinary Hospital',
  address: 'Plot 7, Example Road, Sector 1',
  city: 'Delhi',
  phone: '011 2345 6789',
  lastVerifiedOn: '2026-11-28',
  verifiedBy: 'Meera (support)',
  ...overrides,
})

const TRANSCRIPT = 'Host: Welcome to Pet Talk. '.repeat(12)
const video = (overrides: Record<string, unknown> = {}) => ({
  kind: 'video',
  title: 'Checking your dog for ticks',
  summary: 'A two-minute check after the evening walk, ear to tail.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...overrides,
})

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-media-'))
  t = await createTestApp({ ADMIN_PHONES: ADMIN, DATA_DIR: dataDir }, { sms, clock })
})
afterAll(async () => {
  await t.app.close()
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  await t.database.db.execute(sql`truncate users, sessions, otp_challenges, otp_failures, staff_profiles, audit_log, emergency_hospitals, media_items cascade`)
  clock.reset()
  sms.reset()
})

describe('the checked 24-hour hospitals', () => {
  it('are the admins’ to add and edit, with the day and the person who checked each, audited', async () => {
    const admin = await session(ADMIN, 'Meera')
    const vet = await session(VET, 'Kavya')
    expect((await call('GET', '/api/admin/hospitals', vet)).statusCode).toBe(403)
    const created = await call('POST', '/api/admin/hospitals', admin, hospital())
    expect(created.statusCode, created.body).toBe(201)
    const saved = HospitalResponse.parse(created.json()).hospital
    expect(saved).toMatchObject({ phone: '01123456789', lastVerifiedOn: '2026-11-28', verifiedBy: 'Meera (support)', active: true, version: 1 })

    const hidden = await call('PUT', `/api/admin/hospitals/${saved.id}`, admin, { ...hospital({ active: false }), version: 1 })
    expect(hidden.json().hospital).toMatchObject({ active: false, version: 2 })
    expect((await call('PUT', `/api/admin/hospitals/${saved.id}`, admin, { ...hospital(), version: 1 })).statusCode).toBe(409)
    expect(HospitalListResponse.parse((await call('GET', '/api/admin/hospitals', admin)).json()).hospitals).toHaveLength(1)
    const audits = await t.database.db.select().from(auditLog)
    expect(audits.map((row) => row.action).sort()).toEqual(['hospital.create', 'hospital.update'])
  })

  it.each([
    [{ phone: '12345' }, 'phone'],
    [{ lastVerifiedOn: '28/11/2026' }, 'lastVerifiedOn'],
    [{ lastVerifiedOn: '2026-12-25' }, 'lastVerifiedOn'],
    [{ verifiedBy: '' }, 'verifiedBy'],
    [{ city: 'Mumbai' }, 'city'],
  ])('refuses %j with a 400 naming %s', async (overrides, field) => {
    const admin = await session(ADMIN, 'Meera')
    const response = await call('POST', '/api/admin/hospitals', admin, hospital(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(new RegExp(`^${field}`))
  })
})

describe('the media library', () => {
  it('publishes a health topic only after a vet whose registration was checked has reviewed it', async () => {
    const admin = await session(ADMIN, 'Meera')
    const staffed = await call('POST', '/api/admin/staff', admin, {
      name: 'Kavya Rao',
      phoneNumber: VET,
      role: 'vet',
      registrationNumber: 'DL-12345',
      registrationCouncil: 'Delhi Veterinary Council',
      visitTypes: ['video'],
    })
    expect(staffed.statusCode, staffed.body).toBe(201)
    const vet = await session(VET, 'Kavya')

    const refused = await call('POST', '/api/admin/media', admin, video({ status: 'published' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'NOT_REVIEWED' })
    const draft = MediaItemResponse.parse((await call('POST', '/api/admin/media', admin, video())).json()).item

    // Not until an admin has checked the vet's registration against the council's register.
    expect((await call('POST', `/api/vet/media/${draft.id}/review`, vet, { version: draft.version })).json()).toMatchObject({ code: 'NOT_A_REVIEWER' })
    expect((await call('POST', `/api/admin/staff/${VET}/registration-check`, admin)).statusCode).toBe(200)
    const reviewed = MediaItemResponse.parse((await call('POST', `/api/vet/media/${draft.id}/review`, vet, { version: draft.version })).json()).item
    expect(reviewed.review).toMatchObject({ reviewerName: 'Dr Kavya Rao', registrationNumber: 'DL-12345', council: 'Delhi Veterinary Council' })

    const published = await call('PUT', `/api/admin/media/${draft.id}`, admin, { ...video({ status: 'published' }), version: reviewed.version })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().item).toMatchObject({ status: 'published', publishedAt: expect.any(String) })

    // A new summary is not what the vet read: the review ends, and the item cannot stay published.
    const changed = await call('PUT', `/api/admin/media/${draft.id}`, admin, { ...video({ status: 'published', summary: 'Something the vet never read, about ticks.' }), version: reviewed.version + 1 })
    expect(changed.statusCode).toBe(409)
  })

  it.each([
    [video({ videoUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' }), 'videoUrl'],
    [video({ videoUrl: 'http://youtu.be/dQw4w9WgXcQ' }), 'videoUrl'],
    [{ ...video(), kind: 'podcast', videoUrl: null, audioUrl: '/uploads/evil.mp3', transcript: TRANSCRIPT }, 'audioUrl'],
    [{ ...video(), kind: 'podcast', videoUrl: null, audioUrl: `/uploads/${'a'.repeat(32)}.mp3`, transcript: 'Too short.' }, 'transcript'],
    [video({ title: 'Hi' }), 'title'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const admin = await session(ADMIN, 'Meera')
    const response = await call('POST', '/api/admin/media', admin, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(new RegExp(`^${field}`))
  })

  it('stores an episode’s audio by what its bytes are, serves it, and refuses anything else', async () => {
    const admin = await session(ADMIN, 'Meera')
    const upload = (body: Buffer, type = 'audio/mpeg') =>
      t.app.inject({ method: 'POST', url: '/api/admin/media/audio', headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': type }, payload: body })
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2048, 1)])
    const stored = await upload(mp3)
    expect(stored.statusCode, stored.body).toBe(201)
    const { url } = AudioUploadResponse.parse(stored.json())
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.mp3$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('audio/mpeg')
    expect(served.rawPayload.equals(mp3)).toBe(true)

    const notAudio = await upload(Buffer.from('<html>not audio</html>'))
    expect(notAudio.statusCode).toBe(400)
    expect(notAudio.json()).toMatchObject({ code: 'NOT_AUDIO' })

    const episode = await call('POST', '/api/admin/media', admin, { ...video(), kind: 'podcast', videoUrl: null, audioUrl: url, transcript: TRANSCRIPT, healthTopic: false, status: 'published' })
    expect(episode.statusCode, episode.body).toBe(201)
  })
})
