import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PetHealthResponse, PublicCardResponse } from '../../../core/contracts/health-record.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { apiCaller } from '../../../tests/support/api.ts'

const OWNER = '9822900001'
const EDITOR = '9822900002'
const VIEWER = '9822900003'
const STRANGER = '9822900004'
const clock = manualClock(new Date('2026-11-22T06:00:00.000Z'))
const sms = capturingSms()
let t: TestApp
let dataDir: string
const cookies: Record<string, string> = {}

const call = apiCaller(() => t.app)

function send(url: string, cookie: string | undefined, bytes: Buffer, contentType = 'image/png', origin = TEST_ORIGIN) {
  return t.app.inject({ method: 'POST', url, headers: { origin, ...(cookie ? { cookie } : {}), 'content-type': contentType }, payload: bytes })
}

const png = () => sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e9c46a' } }).png().toBuffer()
const stored = async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).filter((name) => !name.startsWith('.')).sort()

async function overview(petId: string, cookie = cookies.owner) {
  const response = await call('GET', `/api/pets/${petId}/health`, cookie)
  expect(response.statusCode).toBe(200)
  return PetHealthResponse.parse(response.json())
}

let petId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'petvaidya-pet-photos-'))
  t = await createTestApp({ DATA_DIR: dataDir }, { clock, sms })
  for (const [key, phone] of [['owner', OWNER], ['editor', EDITOR], ['viewer', VIEWER], ['stranger', STRANGER]] as const) {
    clock.advance(60_000)
    cookies[key] = await signIn(t.app, sms, phone, key)
  }
  const pet = await call('POST', '/api/pets', cookies.owner, { name: 'Laddoo', type: 'dog', breed: 'Indie', birthDate: '2024-03-01' })
  expect(pet.statusCode).toBe(201)
  petId = pet.json().id
  expect((await call('POST', `/api/pets/${petId}/caregivers`, cookies.owner, { phoneNumber: EDITOR, canEdit: true })).statusCode).toBe(201)
  expect((await call('POST', `/api/pets/${petId}/caregivers`, cookies.owner, { phoneNumber: VIEWER, canEdit: false })).statusCode).toBe(201)
})

afterAll(async () => {
  await t.app.close()
})

describe("a pet's photo", () => {
  it('is refused, and nothing is stored, for a stranger, a caregiver who may only view, no session, another site, bad bytes or a file over 5 MB', async () => {
    const before = await stored()
    const image = await png()
    expect((await send(`/api/pets/${petId}/photo`, cookies.stranger, image)).statusCode).toBe(404)
    expect((await send(`/api/pets/${petId}/photo`, cookies.viewer, image)).statusCode).toBe(403)
    expect((await send(`/api/pets/${petId}/photo`, undefined, image)).statusCode).toBe(401)
    expect((await send(`/api/pets/${petId}/photo`, cookies.owner, image, 'image/png', 'https://evil.example')).statusCode).toBe(403)
    const script = await send(`/api/pets/${petId}/photo`, cookies.owner, Buffer.from('<script>alert(1)</script>'), 'image/jpeg')
    expect(script.statusCode).toBe(400)
    expect(script.json()).toMatchObject({ code: 'NOT_AN_IMAGE' })
    expect(script.json<{ error: string }>().error).toMatch(/^file: /)
    const json = await call('POST', `/api/pets/${petId}/photo`, cookies.owner, { url: 'https://example.com/dog.jpg' })
    expect(json.statusCode).toBe(400)
    expect(json.json<{ error: string }>().error).toMatch(/^file: /)
    const huge = await send(`/api/pets/${petId}/photo`, cookies.owner, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg')
    expect(huge.statusCode).toBe(413)
    expect((await send(`/api/pets/${petId}/photo`, cookies.owner, Buffer.from('<html></html>'), 'text/html')).statusCode).toBe(415)
    expect(await stored()).toEqual(before)
    expect((await overview(petId)).pet.photoUrl).toBeNull()
  })

  it('is set by the owner or an editing caregiver, shown on the record and the public card, and removed', async () => {
    const link = await call('POST', `/api/pets/${petId}/card-links`, cookies.owner, {})
    const token = new URL(link.json<{ url: string }>().url).pathname.split('/').pop()!
    const card = async () => PublicCardResponse.parse((await call('GET', `/api/cards/${token}`)).json())
    expect((await card()).photoUrl).toBeNull()

    const byOwner = await send(`/api/pets/${petId}/photo`, cookies.owner, await png())
    expect(byOwner.statusCode).toBe(201)
    const photoUrl = byOwner.json<{ photoUrl: string }>().photoUrl
    expect(photoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-480\.webp$/)
    const served = await call('GET', photoUrl)
    expect(served.statusCode).toBe(200)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 })
    expect((await overview(petId)).pet.photoUrl).toBe(photoUrl)
    expect((await overview(petId, cookies.viewer)).pet.photoUrl).toBe(photoUrl)
    expect((await card()).photoUrl).toBe(photoUrl)

    const byEditor = await send(`/api/pets/${petId}/photo`, cookies.editor, await png(), 'application/octet-stream')
    expect(byEditor.statusCode).toBe(201)
    expect((await card()).photoUrl).toBe(byEditor.json<{ photoUrl: string }>().photoUrl)

    expect((await call('DELETE', `/api/pets/${petId}/photo`, cookies.viewer)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/pets/${petId}/photo`, cookies.owner)).statusCode).toBe(204)
    expect((await overview(petId)).pet.photoUrl).toBeNull()
    expect((await card()).photoUrl).toBeNull()
  })
})

describe("a photo of the vaccination card page on an owner's dose", () => {
  it('is kept with the dose for the owner and caregivers, never on the public card, and goes into the data export', async () => {
    const dose = await call('POST', `/api/pets/${petId}/doses`, cookies.owner, { kind: 'vaccination', vaccine: 'rabies', givenOn: '2026-11-01' })
    expect(dose.statusCode).toBe(201)
    const doseId = dose.json<{ id: string }>().id
    expect(dose.json()).toMatchObject({ cardPhotoUrl: null })

    const before = await stored()
    expect((await send(`/api/pets/${petId}/doses/${doseId}/card-photo`, cookies.viewer, await png())).statusCode).toBe(403)
    expect((await send(`/api/pets/${petId}/doses/${doseId}/card-photo`, cookies.stranger, await png())).statusCode).toBe(404)
    expect((await send(`/api/pets/${petId}/doses/00000000-0000-4000-8000-000000000000/card-photo`, cookies.owner, await png())).statusCode).toBe(404)
    expect((await send(`/api/pets/${petId}/doses/${doseId}/card-photo`, cookies.owner, Buffer.from('not an image'))).statusCode).toBe(400)
    expect(await stored()).toEqual(before)

    const attached = await send(`/api/pets/${petId}/doses/${doseId}/card-photo`, cookies.editor, await png())
    expect(attached.statusCode).toBe(201)
    const cardPhotoUrl = attached.json<{ cardPhotoUrl: string }>().cardPhotoUrl
    expect(cardPhotoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-1200\.webp$/)
    // A page is never cropped: the 900 x 1200 photo keeps its shape.
    expect(await sharp((await call('GET', cardPhotoUrl)).rawPayload).metadata()).toMatchObject({ width: 900, height: 1200 })
    expect((await overview(petId)).doses.find((row) => row.id === doseId)?.cardPhotoUrl).toBe(cardPhotoUrl)
    expect((await overview(petId, cookies.viewer)).doses.find((row) => row.id === doseId)?.cardPhotoUrl).toBe(cardPhotoUrl)

    const link = await call('POST', `/api/pets/${petId}/card-links`, cookies.owner, {})
    const token = new URL(link.json<{ url: string }>().url).pathname.split('/').pop()!
    expect(JSON.stringify((await call('GET', `/api/cards/${token}`)).json())).not.toContain(cardPhotoUrl)

    const exported = await call('GET', '/api/account/export', cookies.owner)
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain(cardPhotoUrl)

    expect((await call('DELETE', `/api/pets/${petId}/doses/${doseId}/card-photo`, cookies.owner)).statusCode).toBe(204)
    expect((await overview(petId)).doses.find((row) => row.id === doseId)?.cardPhotoUrl).toBeNull()
  })
})
