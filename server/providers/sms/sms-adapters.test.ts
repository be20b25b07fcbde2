import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { type Seen, fakeHttpServer, json } from '../../../tests/support/fake-http.ts'
import { createMsg91SmsSender } from './msg91-sms.ts'
import { SmsDeliveryError } from './sms-sender.ts'
import { createTwilioSmsSender } from './twilio-sms.ts'

let close: (() => Promise<void>) | null = null

async function fakeProvider(answer: (seen: Seen, response: ServerResponse) => void) {
  const fake = await fakeHttpServer(answer)
  close = fake.close
  return fake
}

const message = { kind: 'code', to: '9876543210', code: '482913', text: '482913 is your PetVaidya verification code.' } as const

afterEach(async () => {
  await close?.()
  close = null
})

describe('MSG91 OTP adapter', () => {
  it('posts the code to the OTP API with the auth key header', async () => {
    const fake = await fakeProvider((_seen, response) => json(response, 200, { type: 'success', request_id: 'abc' }))
    await createMsg91SmsSender({ authKey: 'key-123', templateId: 'tmpl-9', baseUrl: fake.baseUrl }).send(message)
    expect(fake.seen).toHaveLength(1)
    const request = fake.seen[0] as Seen
    expect(request.method).toBe('POST')
    const url = new URL(request.url, fake.baseUrl)
    expect(url.pathname).toBe('/api/v5/otp')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ template_id: 'tmpl-9', mobile: '919876543210', otp: '482913' })
    expect(request.headers.authkey).toBe('key-123')
  })

  it.each([
    [401, { type: 'error', message: 'Invalid authkey' }],
    [200, { type: 'error', message: 'Template not approved' }],
    [500, 'not json'],
  ])('throws SmsDeliveryError on HTTP %i %j', async (status, body) => {
    const fake = await fakeProvider((_seen, response) => json(response, status, body))
    const sending = createMsg91SmsSender({ authKey: 'k', templateId: 't', baseUrl: fake.baseUrl }).send(message)
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError)
  })

  it('throws SmsDeliveryError when the provider is unreachable', async () => {
    const sending = createMsg91SmsSender({ authKey: 'k', templateId: 't', baseUrl: 'http://127.0.0.1:1' }).send(message)
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError)
  })

  it('sends a notice through the Flow API with its own template, never the OTP one', async () => {
    const notice = { kind: 'notice', to: '9876543210', text: 'PetVaidya: Dr. Kavya Rao is on the way.' } as const
    const fake = await fakeProvider((_seen, response) => json(response, 200, { type: 'success', message: 'queued' }))
    await createMsg91SmsSender({ authKey: 'key-123', templateId: 'otp-1', noticeTemplateId: 'flow-7', baseUrl: fake.baseUrl }).send(notice)
    const request = fake.seen[0] as Seen
    expect(new URL(request.url, fake.baseUrl).pathname).toBe('/api/v5/flow')
    expect(JSON.parse(request.body)).toEqual({ template_id: 'flow-7', short_url: '0', recipients: [{ mobiles: '919876543210', message: notice.text }] })
    const unconfigured = createMsg91SmsSender({ authKey: 'k', templateId: 'otp-1', baseUrl: fake.baseUrl }).send(notice)
    await expect(unconfigured).rejects.toThrow(/MSG91_NOTICE_TEMPLATE_ID/)
    expect(fake.seen).toHaveLength(1)
  })

  it('picks the template registered in the message language (decision 0076)', async () => {
    const fake = await fakeProvider((_seen, response) => json(response, 200, { type: 'success', message: 'queued' }))
    const options = { authKey: 'k', templateId: 'otp-en', templateIdHi: 'otp-hi', noticeTemplateId: 'flow-en', noticeTemplateIdHi: 'flow-hi', baseUrl: fake.baseUrl }
    const sender = createMsg91SmsSender(options)
    await sender.send({ kind: 'notice', to: '9876543210', text: 'PetVaidya: Bruno की होम विज़िट की बुकिंग पक्की हो गई है।', language: 'hi' })
    await sender.send({ kind: 'notice', to: '9876543210', text: 'PetVaidya: booked.', language: 'en' })
    await sender.send({ kind: 'notice', to: '9876543210', text: 'PetVaidya: booked.' })
    await sender.send({ ...message, language: 'hi' })
    await sender.send(message)
    const templates = fake.seen.map((request) => {
      const url = new URL(request.url, fake.baseUrl)
      return url.pathname === '/api/v5/flow' ? (JSON.parse(request.body) as { template_id: string }).template_id : url.searchParams.get('template_id')
    })
    expect(templates).toEqual(['flow-hi', 'flow-en', 'flow-en', 'otp-hi', 'otp-en'])
  })

  it('refuses a Hindi notice without a Hindi template, and sends a Hindi code through the English OTP template', async () => {
    const fake = await fakeProvider((_seen, response) => json(response, 200, { type: 'success', message: 'queued' }))
    const sender = createMsg91SmsSender({ authKey: 'k', templateId: 'otp-en', noticeTemplateId: 'flow-en', baseUrl: fake.baseUrl })
    await expect(sender.send({ kind: 'notice', to: '9876543210', text: 'PetVaidya: बुकिंग पक्की।', language: 'hi' })).rejects.toThrow(/MSG91_NOTICE_TEMPLATE_ID_HI/)
    expect(fake.seen).toHaveLength(0)
    await sender.send({ ...message, language: 'hi' })
    expect(new URL((fake.seen[0] as Seen).url, fake.baseUrl).searchParams.get('template_id')).toBe('otp-en')
  })
})

describe('Twilio adapter', () => {
  const options = { accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006' }

  it('posts a form-encoded message with basic auth', async () => {
    const fake = await fakeProvider((_seen, response) => json(response, 201, { sid: 'SM1', status: 'queued' }))
    await createTwilioSmsSender({ ...options, baseUrl: fake.baseUrl }).send(message)
    const request = fake.seen[0] as Seen
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`)
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: message.text,
    })
  })

  it('throws SmsDeliveryError with the provider message on an error answer', async () => {
    const fake = await fakeProvider((_seen, response) => json(response, 400, { code: 21211, message: "Invalid 'To' Phone Number" }))
    const sending = createTwilioSmsSender({ ...options, baseUrl: fake.baseUrl }).send(message)
    await expect(sending).rejects.toThrow(/21211/)
  })
})
