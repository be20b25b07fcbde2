import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClinicDto, ClinicsResponse } from '../../../core/contracts/clinics.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { seedDatabase } from '../../db/seed.ts'

const ADMIN = '9822900011'
const OWNER = '9822900012'
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let dataDir: string
let admin: string
let owner: string

const send = (url: string, cookie: string, bytes: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType }, payload: bytes })
const stored = async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).filter((name) => !name.startsWith('.')).sort()

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-clinic-photos-'))
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

describe('clinic photos', () => {
  it('sample clinics have none; an admin adds some, the page and the cards show the newest, and they come off one by one or all at once', async () => {
    const list = ClinicsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/clinics?limit=50' })).json())
    expect(list.clinics.every((clinic) => clinic.photo === null)).toBe(true)
    const clinic = list.clinics[0]!
    const url = `/api/admin/clinics/${clinic.id}/photos`
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#264653' } }).jpeg().toBuffer()

    const before = await stored()
    expect((await send(url, owner, jpeg)).statusCode).toBe(403)
    expect((await send(url, admin, Buffer.from('not a photo'))).statusCode).toBe(400)
    expect((await send(`/api/admin/clinics/no-such-clinic/photos`, admin, jpeg)).statusCode).toBe(404)
    expect((await send(url, admin, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]))).statusCode).toBe(413)
    expect(await stored()).toEqual(before)

    const added = await send(url, admin, jpeg)
    expect(added.statusCode).toBe(201)
    const photo = added.json<{ photos: string[] }>().photos[0]!
    expect(photo).toMatch(/^\/uploads\/[a-f0-9]{32}-800\.webp$/)
    const detail = ClinicDto.parse((await t.app.inject({ method: 'GET', url: `/api/clinics/${clinic.slug}` })).json().clinic)
    expect(detail.photos).toEqual([photo])
    const again = ClinicsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/clinics?limit=50' })).json())
    expect(again.clinics.find((row) => row.id === clinic.id)?.photo).toBe(photo)

    const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#e9c46a' } }).png().toBuffer()
    const second = (await send(url, admin, png, 'image/png')).json<{ photos: string[] }>().photos
    expect(second).toHaveLength(2)
    expect(second[1]).toBe(photo)
    const remove = (query: string, cookie = admin) => t.app.inject({ method: 'DELETE', url: `${url}${query}`, headers: { origin: TEST_ORIGIN, cookie } })
    expect((await remove(`?photo=${encodeURIComponent(photo)}`, owner)).statusCode).toBe(403)
    expect((await remove('?photo=%2Fuploads%2Fnot-this-clinics.webp')).statusCode).toBe(404)
    expect((await remove('?photo=%00')).json()).toMatchObject({ success: false, error: expect.stringContaining('photo') })
    expect((await remove(`?photo=${encodeURIComponent(photo)}`)).statusCode).toBe(204)
    expect(ClinicDto.parse((await t.app.inject({ method: 'GET', url: `/api/clinics/${clinic.slug}` })).json().clinic).photos).toEqual([second[0]])

    expect((await t.app.inject({ method: 'DELETE', url, headers: { origin: TEST_ORIGIN, cookie: admin } })).statusCode).toBe(204)
    expect(ClinicDto.parse((await t.app.inject({ method: 'GET', url: `/api/clinics/${clinic.slug}` })).json().clinic).photos).toEqual([])
  })
})
