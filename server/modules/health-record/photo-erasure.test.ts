import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeHttpServer } from '../../../tests/support/fake-http.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { ERASE_UPLOAD_JOB } from '../uploads/service.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const OWNER = '9833350101'
const EDITOR = '9833350102'
const LEAVING = '9833350103'
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let dataDir: string
const cookies: Record<string, string> = {}

const call = apiCaller(() => t.app)

async function upload(url: string, cookie: string): Promise<string> {
  const bytes = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
  const response = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'image/png' }, payload: bytes })
  expect(response.statusCode).toBe(201)
  const body = response.json<{ photoUrl?: string; cardPhotoUrl?: string }>()
  return (body.photoUrl ?? body.cardPhotoUrl)!
}

/** The files in the store that belong to the image at `url` (every size of it). */
async function filesOf(url: string): Promise<string[]> {
  const id = /\/uploads\/([a-f0-9]{32})-/.exec(url)![1]!
  return (await readdir(path.join(dataDir, 'uploads'))).filter((name) => name.startsWith(`${id}-`)).sort()
}

async function eraseDue() {
  await t.app.jobs.runDue(ERASE_UPLOAD_JOB)
}

async function addPet(cookie: string, name: string): Promise<string> {
  const response = await call('POST', '/api/pets', cookie, { name, type: 'dog', breed: 'Indie', birthDate: '2024-03-01' })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

async function addDose(cookie: string, petId: string): Promise<string> {
  const response = await call('POST', `/api/pets/${petId}/doses`, cookie, { kind: 'vaccination', vaccine: 'rabies', givenOn: '2026-11-01' })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-photo-erasure-'))
  t = await createTestApp({ DATA_DIR: dataDir }, { clock, sms })
  for (const phone of [OWNER, EDITOR, LEAVING]) {
    clock.advance(60_000)
    cookies[phone] = await signIn(t.app, sms, phone, 'Asha')
  }
})

afterAll(async () => {
  await t.app.close()
})

describe('photos taken off are erased from the store', () => {
  it("a pet's photo: replaced or removed, every size of the old one goes and is no longer served", async () => {
    const petId = await addPet(cookies[OWNER]!, 'Laddoo')
    expect((await call('POST', `/api/pets/${petId}/caregivers`, cookies[OWNER]!, { phoneNumber: EDITOR, canEdit: true })).statusCode).toBe(201)
    const first = await upload(`/api/pets/${petId}/photo`, cookies[OWNER]!)
    expect(await filesOf(first)).toHaveLength(2)

    const second = await upload(`/api/pets/${petId}/photo`, cookies[EDITOR]!)
    await eraseDue()
    expect(await filesOf(first)).toEqual([])
    expect((await call('GET', first)).statusCode).toBe(404)
    expect(await filesOf(second)).toHaveLength(2)
    expect((await call('GET', second)).statusCode).toBe(200)

    expect((await call('DELETE', `/api/pets/${petId}/photo`, cookies[OWNER]!)).statusCode).toBe(204)
    await eraseDue()
    expect(await filesOf(second)).toEqual([])
    expect((await call('GET', second)).statusCode).toBe(404)
    // Removing it again erases nothing more and fails nothing.
    expect((await call('DELETE', `/api/pets/${petId}/photo`, cookies[OWNER]!)).statusCode).toBe(204)
    await eraseDue()
  })

  it("a card page photo: removed, or gone with its dose, while the export lists only the photos that remain", async () => {
    const petId = await addPet(cookies[OWNER]!, 'Bijli')
    const kept = await addDose(cookies[OWNER]!, petId)
    const keptPhoto = await upload(`/api/pets/${petId}/doses/${kept}/card-photo`, cookies[OWNER]!)
    const removed = await addDose(cookies[OWNER]!, petId)
    const removedPhoto = await upload(`/api/pets/${petId}/doses/${removed}/card-photo`, cookies[OWNER]!)
    const deleted = await addDose(cookies[OWNER]!, petId)
    const deletedPhoto = await upload(`/api/pets/${petId}/doses/${deleted}/card-photo`, cookies[OWNER]!)
    expect(await filesOf(removedPhoto)).toHaveLength(1)

    expect((await call('DELETE', `/api/pets/${petId}/doses/${removed}/card-photo`, cookies[OWNER]!)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/pets/${petId}/doses/${deleted}`, cookies[OWNER]!)).statusCode).toBe(204)
    await eraseDue()
    expect(await filesOf(removedPhoto)).toEqual([])
    expect(await filesOf(deletedPhoto)).toEqual([])
    expect(await filesOf(keptPhoto)).toHaveLength(1)

    const exported = await call('GET', '/api/account/export', cookies[OWNER]!)
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain(keptPhoto)
    expect(exported.body).not.toContain(removedPhoto)
    expect(exported.body).not.toContain(deletedPhoto)
  })

  it("a deleted pet's photo and card page photos go with it; another pet's stay", async () => {
    const goneId = await addPet(cookies[OWNER]!, 'Moti')
    const stayId = await addPet(cookies[OWNER]!, 'Chiku')
    const petPhoto = await upload(`/api/pets/${goneId}/photo`, cookies[OWNER]!)
    const pagePhoto = await upload(`/api/pets/${goneId}/doses/${await addDose(cookies[OWNER]!, goneId)}/card-photo`, cookies[OWNER]!)
    const otherPhoto = await upload(`/api/pets/${stayId}/photo`, cookies[OWNER]!)

    expect((await call('DELETE', `/api/pets/${goneId}`, cookies[EDITOR]!)).statusCode).toBe(404)
    await eraseDue()
    expect(await filesOf(petPhoto)).toHaveLength(2)

    expect((await call('DELETE', `/api/pets/${goneId}`, cookies[OWNER]!)).statusCode).toBe(204)
    await eraseDue()
    expect(await filesOf(petPhoto)).toEqual([])
    expect(await filesOf(pagePhoto)).toEqual([])
    expect(await filesOf(otherPhoto)).toHaveLength(2)
  })

  it("a deleted account's photos go with it; other owners' stay", async () => {
    const petId = await addPet(cookies[LEAVING]!, 'Simba')
    const petPhoto = await upload(`/api/pets/${petId}/photo`, cookies[LEAVING]!)
    const pagePhoto = await upload(`/api/pets/${petId}/doses/${await addDose(cookies[LEAVING]!, petId)}/card-photo`, cookies[LEAVING]!)
    const othersId = await addPet(cookies[OWNER]!, 'Rani')
    const othersPhoto = await upload(`/api/pets/${othersId}/photo`, cookies[OWNER]!)

    expect((await call('DELETE', '/api/account', cookies[LEAVING]!)).statusCode).toBe(200)
    await eraseDue()
    expect(await filesOf(petPhoto)).toEqual([])
    expect(await filesOf(pagePhoto)).toEqual([])
    expect((await call('GET', petPhoto)).statusCode).toBe(404)
    expect(await filesOf(othersPhoto)).toHaveLength(2)
  })
})

describe('with the images in an S3-compatible store', () => {
  it("a deleted pet's photo is deleted from the bucket, every size of it", async () => {
    const objects = new Map<string, string>()
    const s3 = await fakeHttpServer((seen, response) => {
      if (seen.method === 'PUT') objects.set(seen.url, seen.body)
      if (seen.method === 'DELETE') objects.delete(seen.url)
      if (seen.method === 'GET' && !objects.has(seen.url)) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(seen.method === 'DELETE' ? 204 : 200, { 'content-type': 'image/webp' }).end(seen.method === 'GET' ? objects.get(seen.url) : undefined)
    })
    const bucketApp = await createTestApp(
      { UPLOAD_STORAGE: 's3', S3_ENDPOINT: s3.baseUrl, S3_BUCKET: 'petvaidya-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
      { clock, sms },
    )
    const main = t
    t = bucketApp
    try {
      const cookie = await signIn(t.app, sms, '9833350104', 'Asha')
      const petId = await addPet(cookie, 'Bholu')
      const photo = await upload(`/api/pets/${petId}/photo`, cookie)
      const id = /\/uploads\/([a-f0-9]{32})-/.exec(photo)![1]!
      const inBucket = () => [...objects.keys()].filter((key) => key.includes(id)).sort()
      expect(inBucket()).toEqual([`/petvaidya-media/uploads/${id}-192.webp`, `/petvaidya-media/uploads/${id}-480.webp`])
      expect((await call('DELETE', `/api/pets/${petId}`, cookie)).statusCode).toBe(204)
      await t.app.jobs.runDue(ERASE_UPLOAD_JOB)
      expect(inBucket()).toEqual([])
      expect((await call('GET', photo)).statusCode).toBe(404)
    } finally {
      t = main
      await bucketApp.app.close()
      await s3.close()
    }
  })
})
