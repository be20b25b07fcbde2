import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCaller } from '../../../tests/support/api.ts'
import { type FakeServer, fakeHttpServer } from '../../../tests/support/fake-http.ts'
import { jobRows } from '../../../tests/support/jobs.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { PROVIDER_UNAVAILABLE } from '../../plugins/errors.ts'
import { ERASE_UPLOAD_JOB } from './service.ts'

/**
 * The photo store (S3) taking requests and never answering: an upload and a photo answer 503 with
 * a plain sentence after S3_TIMEOUT_MS (no hang, no 500, nothing of the store's failure), the log
 * names the store and the failure without its credentials, and an erasure is tried again later.
 */

const OWNER = '9833350131'
const SECRET = 'S3-SECRET-never-logged'
const sms = capturingSms()
const clock = manualClock()
let t: TestApp
let silent: FakeServer
let cookie = ''

const call = apiCaller(() => t.app)

beforeAll(async () => {
  silent = await fakeHttpServer(() => {
    // Takes the request and never answers.
  })
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: silent.baseUrl,
      S3_BUCKET: 'petvaidya-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_TIMEOUT_MS: '300',
    },
    { sms, clock },
  )
  cookie = await signIn(t.app, sms, OWNER, 'Asha')
})
afterAll(async () => {
  await t.app.close()
  await silent.close()
})

function expectPlain503(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBe(503)
  expect(JSON.parse(response.body)).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', error: PROVIDER_UNAVAILABLE, message: PROVIDER_UNAVAILABLE })
  expect(response.headers['retry-after']).toBeDefined()
  expect(response.body).not.toMatch(/s3|timeout|answer within/i)
}

describe('with a photo store that never answers', () => {
  it("answers an owner's photo upload with 503 in a plain sentence, within the store's time limit", async () => {
    const pet = await call('POST', '/api/pets', cookie, { name: 'Bholu', type: 'dog', breed: 'Indie' })
    expect(pet.statusCode).toBe(201)
    const bytes = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2a9d8f' } }).png().toBuffer()
    const started = performance.now()
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.json().id}/photo`,
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'image/png' },
      payload: bytes,
    })
    expect(performance.now() - started).toBeLessThan(5_000)
    expectPlain503(response)
    const logged = t.logs.join('\n')
    expect(logged).toContain('outside service unavailable')
    expect(logged).toContain('no answer within 0.3 s')
    expect(logged).not.toContain(SECRET)
  })

  it('answers a photo with 503, not 500', async () => {
    expectPlain503(await call('GET', `/uploads/${'b'.repeat(32)}-480.webp`))
  })

  it('tries an erasure again later', async () => {
    await t.app.jobs.send(ERASE_UPLOAD_JOB, { url: `/uploads/${'c'.repeat(32)}-480.webp` }, { key: 'erase:timeout-test' })
    await t.app.jobs.runDue(ERASE_UPLOAD_JOB)
    expect((await jobRows(t.database, ERASE_UPLOAD_JOB)).map((job) => job.state)).toEqual(['retry'])
  })
})
