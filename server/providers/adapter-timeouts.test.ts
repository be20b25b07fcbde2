import { type Server, type Socket, createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeServer, fakeHttpServer } from '../../tests/support/fake-http.ts'
import { ProviderUnavailableError } from './provider-error.ts'
import { s3ImageStore } from '../modules/uploads/s3-image-store.ts'
import { createGeoapifyGeocoder } from './geocode/geoapify-geocoder.ts'
import { GeocoderUnavailableError } from './geocode/geocoder.ts'
import { createSmtpMailer } from './mail/smtp-mailer.ts'
import { GatewayError } from './payments/payment-gateway.ts'
import { createRazorpayDoorGateway } from './payments/razorpay-door-gateway.ts'
import { createRazorpayGateway } from './payments/razorpay-gateway.ts'
import { createMsg91SmsSender } from './sms/msg91-sms.ts'
import { SmsDeliveryError } from './sms/sms-sender.ts'
import { createTwilioSmsSender } from './sms/twilio-sms.ts'
import { createCloudWhatsAppSender } from './whatsapp/cloud-whatsapp.ts'
import { WhatsAppDeliveryError } from './whatsapp/whatsapp-sender.ts'

/**
 * Every outside call has a time limit (issue 38): against a server that takes the request and
 * never answers, each adapter gives up within its limit with its own typed error, the one its
 * caller turns into a retry or a plain 503, and the error names no credential.
 */

const LIMIT_MS = 300
const SECRET = 'SECRET-credential-0042'

let silentHttp: FakeServer
let silentTcp: Server
let tcpPort = 0
const sockets = new Set<Socket>()

beforeAll(async () => {
  silentHttp = await fakeHttpServer(() => {
    // Takes the request and never answers.
  })
  // An SMTP server that accepts the connection and never sends its greeting.
  silentTcp = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => silentTcp.listen(0, '127.0.0.1', resolve))
  tcpPort = (silentTcp.address() as AddressInfo).port
})
afterAll(async () => {
  await silentHttp.close()
  for (const socket of sockets) socket.destroy()
  await new Promise<void>((resolve) => silentTcp.close(() => resolve()))
})

const image = `${'a'.repeat(32)}-400.webp`
const s3 = () => s3ImageStore({ endpoint: silentHttp.baseUrl, bucket: 'media', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET, timeoutMs: LIMIT_MS })
const razorpay = { keyId: 'rzp_test_abc', keySecret: SECRET, apiBaseUrl: '', timeoutMs: LIMIT_MS }

const calls: Array<[string, () => Promise<unknown>, new (...args: never[]) => Error]> = [
  ['MSG91 (a code)', () => createMsg91SmsSender({ authKey: SECRET, templateId: 't', baseUrl: silentHttp.baseUrl, timeoutMs: LIMIT_MS }).send({ kind: 'code', to: '9876543210', code: '123456', text: '123456' }), SmsDeliveryError],
  ['MSG91 (a notice)', () => createMsg91SmsSender({ authKey: SECRET, templateId: 't', noticeTemplateId: 'n', baseUrl: silentHttp.baseUrl, timeoutMs: LIMIT_MS }).send({ kind: 'notice', to: '9876543210', text: 'Hello' }), SmsDeliveryError],
  ['Twilio', () => createTwilioSmsSender({ accountSid: 'AC1', authToken: SECRET, from: '+10000000000', baseUrl: silentHttp.baseUrl, timeoutMs: LIMIT_MS }).send({ kind: 'notice', to: '9876543210', text: 'Hello' }), SmsDeliveryError],
  ['WhatsApp Cloud API', () => createCloudWhatsAppSender({ token: SECRET, phoneNumberId: '1', version: 'v21.0', baseUrl: silentHttp.baseUrl, timeoutMs: LIMIT_MS }).send({ to: '9876543210', template: 't', parameters: [], text: 'Hello' }), WhatsAppDeliveryError],
  ['SMTP', () => createSmtpMailer({ host: '127.0.0.1', port: tcpPort, secure: false, user: 'mailer', password: SECRET, from: 'a@petvaidya.in', timeoutMs: LIMIT_MS }).send({ to: 'asha@example.in', subject: 'Hello', text: 'Hello' }), Error],
  ['Razorpay orders', () => createRazorpayGateway({ ...razorpay, apiBaseUrl: silentHttp.baseUrl, webhookSecret: 'w', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' }).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }), GatewayError],
  ['Razorpay refunds', () => createRazorpayGateway({ ...razorpay, apiBaseUrl: silentHttp.baseUrl, webhookSecret: 'w', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' }).refundPayment({ providerPaymentId: 'pay_A', amountPaise: 100, idempotencyKey: 'k', notes: {} }), GatewayError],
  ['Razorpay QR codes', () => createRazorpayDoorGateway({ ...razorpay, apiBaseUrl: silentHttp.baseUrl }).qrPayments('qr_A'), GatewayError],
  ['Geoapify', () => createGeoapifyGeocoder({ apiKey: SECRET, baseUrl: silentHttp.baseUrl, timeoutMs: LIMIT_MS }).reverse(28.45, 77.02), GeocoderUnavailableError],
  ['S3 put', () => s3().put(image, Buffer.from('x'), 'image/webp'), ProviderUnavailableError],
  ['S3 get', () => s3().get(image), ProviderUnavailableError],
  ['S3 delete', () => s3().delete(image), ProviderUnavailableError],
  ['S3 list', async () => {
    for await (const _ of s3().list()) break
  }, ProviderUnavailableError],
]

describe('an outside service that never answers', () => {
  it.each(calls)('%s gives up within its limit with its typed error, naming no credential', async (_name, call, type) => {
    const started = performance.now()
    const error = await call().then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(performance.now() - started).toBeLessThan(LIMIT_MS * 2 + 1_500)
    expect(error).toBeInstanceOf(type)
    expect(String((error as Error).message)).not.toContain(SECRET)
    expect(JSON.stringify(error)).not.toContain(SECRET)
  })
})
