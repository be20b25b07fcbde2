import { mkdtemp, readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { type Seen, fakeHttpServer, json } from '../../../tests/support/fake-http.ts'
import { createCloudWhatsAppSender } from './cloud-whatsapp.ts'
import { createLogWhatsAppSender } from './log-whatsapp.ts'
import { WhatsAppDeliveryError } from './whatsapp-sender.ts'

let close: (() => Promise<void>) | null = null

async function fakeGraph(answer: (seen: Seen, response: ServerResponse) => void) {
  const fake = await fakeHttpServer(answer)
  close = fake.close
  return fake
}

const message = {
  to: '9833350001',
  template: 'pet_health_reminder',
  parameters: ['Bruno', 'Anti-rabies', 'is due in a week', 'Tuesday, 1 December 2026', 'http://localhost:3000/pet-profiles/p1'],
  text: "PetVaidya: Bruno's Anti-rabies is due in a week (Tuesday, 1 December 2026).",
}
const options = { token: 'EAAG-token', phoneNumberId: '106540352242922', version: 'v21.0' }

afterEach(async () => {
  await close?.()
  close = null
})

describe('WhatsApp Business Cloud API adapter', () => {
  it('posts a template message with its body parameters, in English, with the bearer token', async () => {
    const fake = await fakeGraph((_seen, response) => json(response, 200, { messaging_product: 'whatsapp', contacts: [{ wa_id: '919833350001' }], messages: [{ id: 'wamid.HBgM' }] }))
    await createCloudWhatsAppSender({ ...options, baseUrl: `${fake.baseUrl}/` }).send(message)
    expect(fake.seen).toHaveLength(1)
    const request = fake.seen[0] as Seen
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v21.0/106540352242922/messages')
    expect(request.headers.authorization).toBe('Bearer EAAG-token')
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919833350001',
      type: 'template',
      template: {
        name: 'pet_health_reminder',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    })
  })

  it.each([
    [400, { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } }, /HTTP 400: 132001 \(#132001\) Template name does not exist/],
    [401, { error: { message: 'Invalid OAuth access token.', code: 190 } }, /HTTP 401: 190 Invalid OAuth access token/],
    [403, 'not json', /HTTP 403: unexpected response/],
  ])('refuses permanently on HTTP %i, quoting the reason', async (status, body, reason) => {
    const fake = await fakeGraph((_seen, response) => json(response, status, body))
    const error = await createCloudWhatsAppSender({ ...options, baseUrl: fake.baseUrl }).send(message).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WhatsAppDeliveryError)
    expect((error as WhatsAppDeliveryError).permanent).toBe(true)
    expect((error as Error).message).toMatch(reason)
    expect((error as Error).message).not.toContain('EAAG-token')
  })

  it.each([
    [429, { error: { message: 'Rate limit hit', code: 130429 } }],
    [500, { error: { message: 'Something went wrong', code: 1 } }],
    [200, { messaging_product: 'whatsapp' }],
  ])('fails for another try on HTTP %i %j', async (status, body) => {
    const fake = await fakeGraph((_seen, response) => json(response, status, body))
    const error = await createCloudWhatsAppSender({ ...options, baseUrl: fake.baseUrl }).send(message).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WhatsAppDeliveryError)
    expect((error as WhatsAppDeliveryError).permanent).toBe(false)
  })

  it('gives up on a provider that does not answer in time, saying so, for another try', async () => {
    const fake = await fakeGraph(() => {
      // Never answers.
    })
    const error = await createCloudWhatsAppSender({ ...options, baseUrl: fake.baseUrl, timeoutMs: 200 }).send(message).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WhatsAppDeliveryError)
    expect((error as WhatsAppDeliveryError).permanent).toBe(false)
    expect((error as Error).message).toBe('whatsapp-cloud: no answer within 0.2 s')
  })

  it('fails for another try when the provider is unreachable', async () => {
    const error = await createCloudWhatsAppSender({ ...options, baseUrl: 'http://127.0.0.1:1' }).send(message).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WhatsAppDeliveryError)
    expect((error as WhatsAppDeliveryError).permanent).toBe(false)
  })
})

describe('the local WhatsApp outbox', () => {
  it('appends each message as one JSON line', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'petvaidya-whatsapp-')), 'nested', 'outbox.jsonl')
    const sender = createLogWhatsAppSender(outbox, pino({ level: 'silent' }), { now: () => new Date('2026-11-24T03:30:00.000Z') })
    await sender.send(message)
    await sender.send({ ...message, to: '9833350002' })
    const lines = (await readFile(outbox, 'utf8')).trim().split('\n').map((line) => JSON.parse(line))
    expect(lines).toEqual([
      { to: '9833350001', template: 'pet_health_reminder', parameters: message.parameters, text: message.text, at: '2026-11-24T03:30:00.000Z' },
      expect.objectContaining({ to: '9833350002' }),
    ])
  })
})
