import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
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
const FAILING = '9833320101'
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

/** The erase jobs queued for an image, in any state. */
async function eraseJobsOf(url: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${ERASE_UPLOAD_JOB} and data->>'url' = ${url}`)
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
}

/** The audit log's record of an image's erasure, if any. */
async function erasureOf(url: string) {
  const id = /\/uploads\/([a-f0-9]{32})-/.exec(url)![1]!
  const result = await t.database.db.execute(
    sql`select actor_id as "actorId", entity_type as "entityType", before, after from audit_log where action = 'upload.erase' and entity_id = ${id}`,
  )
  return (result as unknown as { rows: Array<{ actorId: string; entityType: string; before: Record<string, string>; after: unknown }> }).rows
}

/**
 * Makes the database refuse a statement on one table, as a failure in the middle of a deletion
 * would: deleting the row with the given id, or queueing any job.
 */
async function refuse(what: { deleting: 'pets' | 'users'; id: string } | { queueing: true }): Promise<() => Promise<void>> {
  const [table, event, condition] = 'deleting' in what ? [what.deleting, 'delete', `old.id::text = '${what.id}'`] : ['pgboss.job', 'insert', 'true']
  await t.database.db.execute(
    sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$
      begin if ${condition} then raise exception 'refused for the test'; end if; return null; end $$`),
  )
  await t.database.db.execute(sql.raw(`create trigger refuse_for_test before ${event} on ${table} for each row execute function refuse_for_test()`))
  return async () => {
    await t.database.db.execute(sql.raw(`drop trigger refuse_for_test on ${table}`))
    await t.database.db.execute(sql.raw('drop function refuse_for_test()'))
  }
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
  for (const phone of [OWNER, EDITOR, LEAVING, FAILING]) {
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
    // No cache between here and the owner may keep it once it is removed (security review F12).
    for (const name of await filesOf(second)) expect((await call('GET', `/uploads/${name}`)).headers['cache-control'], name).toBe('private, no-cache')

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
    expect((await call('GET', removedPhoto)).headers['cache-control']).toBe('private, no-cache')

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

describe("a photo's erasure is recorded and queued in the transaction that takes it off", () => {
  it('a deletion that fails queues and records nothing, one whose erasure cannot be queued does not happen, and the one that commits has every job and audit row', async () => {
    const petId = await addPet(cookies[FAILING]!, 'Tommy')
    const petPhoto = await upload(`/api/pets/${petId}/photo`, cookies[FAILING]!)
    const doseId = await addDose(cookies[FAILING]!, petId)
    const pagePhoto = await upload(`/api/pets/${petId}/doses/${doseId}/card-photo`, cookies[FAILING]!)

    const failures = [
      { refused: { deleting: 'pets', id: petId }, url: `/api/pets/${petId}` },
      { refused: { deleting: 'users', id: FAILING }, url: '/api/account' },
      // As if the process stopped after the deletion and before its jobs: neither may happen alone.
      { refused: { queueing: true }, url: `/api/pets/${petId}` },
      { refused: { queueing: true }, url: '/api/account' },
      { refused: { queueing: true }, url: `/api/pets/${petId}/photo` },
      { refused: { queueing: true }, url: `/api/pets/${petId}/doses/${doseId}` },
    ] as const
    for (const { refused, url } of failures) {
      const allow = await refuse(refused)
      try {
        expect((await call('DELETE', url, cookies[FAILING]!)).statusCode).toBe(500)
      } finally {
        await allow()
      }
      for (const photo of [petPhoto, pagePhoto]) {
        expect(await eraseJobsOf(photo)).toBe(0)
        expect(await erasureOf(photo)).toEqual([])
      }
    }
    await eraseDue()
    expect(await filesOf(petPhoto)).toHaveLength(2)
    const kept = await call('GET', `/api/pets/${petId}/health`, cookies[FAILING]!)
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({ pet: { photoUrl: petPhoto }, doses: [{ id: doseId, cardPhotoUrl: pagePhoto }] })

    expect((await call('DELETE', '/api/account', cookies[FAILING]!)).statusCode).toBe(200)
    expect(await eraseJobsOf(petPhoto)).toBe(1)
    expect(await eraseJobsOf(pagePhoto)).toBe(1)
    expect(await erasureOf(petPhoto)).toEqual([{ actorId: FAILING, entityType: 'upload', before: { url: petPhoto, petId, reason: 'account-deleted' }, after: null }])
    expect(await erasureOf(pagePhoto)).toEqual([{ actorId: FAILING, entityType: 'upload', before: { url: pagePhoto, petId, doseId, reason: 'account-deleted' }, after: null }])
    await eraseDue()
    expect(await filesOf(petPhoto)).toEqual([])
    expect(await filesOf(pagePhoto)).toEqual([])
  })

  it('each photo replaced, removed or deleted with its dose or pet is in the audit log: who, which rows held it, and why', async () => {
    const petId = await addPet(cookies[OWNER]!, 'Golu')
    expect((await call('POST', `/api/pets/${petId}/caregivers`, cookies[OWNER]!, { phoneNumber: EDITOR, canEdit: true })).statusCode).toBe(201)
    const first = await upload(`/api/pets/${petId}/photo`, cookies[OWNER]!)
    const second = await upload(`/api/pets/${petId}/photo`, cookies[EDITOR]!)
    expect((await call('DELETE', `/api/pets/${petId}/photo`, cookies[OWNER]!)).statusCode).toBe(204)
    const pageDose = await addDose(cookies[OWNER]!, petId)
    const page = await upload(`/api/pets/${petId}/doses/${pageDose}/card-photo`, cookies[OWNER]!)
    expect((await call('DELETE', `/api/pets/${petId}/doses/${pageDose}/card-photo`, cookies[OWNER]!)).statusCode).toBe(204)
    const goneDose = await addDose(cookies[OWNER]!, petId)
    const gonePage = await upload(`/api/pets/${petId}/doses/${goneDose}/card-photo`, cookies[OWNER]!)
    expect((await call('DELETE', `/api/pets/${petId}/doses/${goneDose}`, cookies[EDITOR]!)).statusCode).toBe(204)
    const last = await upload(`/api/pets/${petId}/photo`, cookies[OWNER]!)
    expect((await call('DELETE', `/api/pets/${petId}`, cookies[OWNER]!)).statusCode).toBe(204)

    const record = async (url: string) => (await erasureOf(url)).map((row) => ({ actorId: row.actorId, ...row.before }))
    expect(await record(first)).toEqual([{ actorId: EDITOR, url: first, petId, reason: 'replaced' }])
    expect(await record(second)).toEqual([{ actorId: OWNER, url: second, petId, reason: 'removed' }])
    expect(await record(page)).toEqual([{ actorId: OWNER, url: page, petId, doseId: pageDose, reason: 'removed' }])
    expect(await record(gonePage)).toEqual([{ actorId: EDITOR, url: gonePage, petId, doseId: goneDose, reason: 'dose-deleted' }])
    expect(await record(last)).toEqual([{ actorId: OWNER, url: last, petId, reason: 'pet-deleted' }])
    for (const url of [first, second, page, gonePage, last]) expect(await eraseJobsOf(url)).toBe(1)
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
