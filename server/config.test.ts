import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, SITE_ORIGIN: 'http://localhost:3000', SMS_PROVIDER: 'log', PAGE_CACHE_SECONDS: 10, isProduction: false })
    expect(config.SMS_OUTBOX_FILE.endsWith('data/sms-outbox.jsonl')).toBe(true)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ SITE_ORIGIN: 'not a url' }, 'SITE_ORIGIN'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'msg91' }, 'MSG91_AUTH_KEY'],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' }, 'TWILIO_AUTH_TOKEN'],
    [{ NODE_ENV: 'production', SMS_PROVIDER: 'log' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ALLOW_LOCAL_PROVIDERS: '1', DEMO_DATA: '1' }, 'DEMO_DATA: is refused in production'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log' }, 'ALLOW_LOCAL_PROVIDERS'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' }, 'RAZORPAY_WEBHOOK_SECRET'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', PAYMENT_PROVIDER: 'sandbox' }, 'ALLOW_LOCAL_PROVIDERS'],
    [{ RAZORPAY_API_BASE_URL: 'api.razorpay.com' }, 'RAZORPAY_API_BASE_URL'],
    [{ PAGE_CACHE_SECONDS: '-1' }, 'PAGE_CACHE_SECONDS'],
    [{ PAGE_CACHE_SECONDS: 'ten' }, 'PAGE_CACHE_SECONDS'],
    [{ SUPPORT_PHONE: '12345' }, 'SUPPORT_PHONE'],
    [{ WHATSAPP_NUMBER: '+1 415 555 0100' }, 'WHATSAPP_NUMBER'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ SUPPORT_HOURS: '22:00-08:00' }, 'SUPPORT_HOURS'],
    [{ WHATSAPP_PROVIDER: 'telegram' }, 'WHATSAPP_PROVIDER'],
    [{ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 't' }, 'WHATSAPP_PHONE_NUMBER_ID'],
    [{ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_PHONE_NUMBER_ID: '1' }, 'WHATSAPP_TOKEN'],
    [{ WHATSAPP_TEMPLATE_HEALTH_REMINDER: 'Pet Reminder!' }, 'WHATSAPP_TEMPLATE_HEALTH_REMINDER'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), WHATSAPP_PROVIDER: 'log' }, 'WHATSAPP_PROVIDER: the local "log" provider is refused in production'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', RAZORPAY_KEY_ID: 'r', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }, 'SUPPORT_PHONE'],
  ])('stops on %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })

  it('sends no WhatsApp message by default, and takes the local outbox in production only with ALLOW_LOCAL_PROVIDERS', () => {
    expect(loadConfig({})).toMatchObject({ WHATSAPP_PROVIDER: 'none', WHATSAPP_API_BASE_URL: 'https://graph.facebook.com', WHATSAPP_API_VERSION: 'v21.0' })
    expect(loadConfig({}).WHATSAPP_OUTBOX_FILE.endsWith('data/whatsapp-outbox.jsonl')).toBe(true)
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ALLOW_LOCAL_PROVIDERS: '1' }
    expect(loadConfig({ ...production, WHATSAPP_PROVIDER: 'log' }).WHATSAPP_PROVIDER).toBe('log')
  })

  it('has sample data outside production by default, none in production, and lets development turn it off', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(true)
    expect(loadConfig({ DEMO_DATA: '0' }).DEMO_DATA).toBe(false)
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', ALLOW_LOCAL_PROVIDERS: '1' }
    expect(loadConfig(production).DEMO_DATA).toBe(false)
    expect(loadConfig({ ...production, DEMO_DATA: '0' }).DEMO_DATA).toBe(false)
  })

  it('opens video rooms 10 minutes early with STUN only by default, and needs both TURN settings together', () => {
    expect(loadConfig({}).video).toEqual({ opensMinutesBefore: 10, stunUrls: ['stun:stun.l.google.com:19302'], turnUrls: [], turnSecret: null })
    const turn = loadConfig({ VIDEO_ROOM_OPENS_MINUTES: '15', STUN_URLS: '', TURN_URLS: 'turn:turn.petvaidya.in:3478, turns:turn.petvaidya.in:5349', TURN_SECRET: 's'.repeat(32) })
    expect(turn.video).toEqual({ opensMinutesBefore: 15, stunUrls: [], turnUrls: ['turn:turn.petvaidya.in:3478', 'turns:turn.petvaidya.in:5349'], turnSecret: 's'.repeat(32) })
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.petvaidya.in:3478' })).toThrow('TURN_SECRET')
    expect(() => loadConfig({ TURN_SECRET: 's'.repeat(32) })).toThrow('TURN_URLS')
    expect(() => loadConfig({ TURN_URLS: 'https://turn.petvaidya.in', TURN_SECRET: 's'.repeat(32) })).toThrow('TURN_URLS')
    expect(() => loadConfig({ STUN_URLS: 'turn:x' })).toThrow('STUN_URLS')
    expect(() => loadConfig({ VIDEO_ROOM_OPENS_MINUTES: '-5' })).toThrow('VIDEO_ROOM_OPENS_MINUTES')
  })

  it('keeps uploads in the data directory by default, and needs the bucket and keys for S3', () => {
    expect(loadConfig({}).UPLOAD_STORAGE).toBe('local')
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow('S3_BUCKET')
    const s3 = loadConfig({ UPLOAD_STORAGE: 's3', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(s3).toMatchObject({ UPLOAD_STORAGE: 's3', S3_REGION: 'ap-south-1' })
  })

  it('uses the sandbox checkout outside production and Razorpay in production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox')
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      SUPPORT_PHONE: '098765-01234',
      SUPPORT_EMAIL: 'help@example.in',
    })
    expect(production.PAYMENT_PROVIDER).toBe('razorpay')
  })

  it('reads the business details once, in one shape: 10 digits and minutes after midnight', () => {
    const config = loadConfig({
      SUPPORT_PHONE: '+91 98100 12345',
      SUPPORT_EMAIL: 'help@example.in',
      SUPPORT_HOURS: '09:00-21:30',
      BUSINESS_LEGAL_NAME: ' Vaidya Pet Care LLP ',
      BUSINESS_ADDRESS: 'Plot 12, Sector 18, Gurugram 122015',
      BUSINESS_REGISTRATION: 'GSTIN 06ABCDE1234F1Z5',
    })
    expect(config.business).toEqual({
      supportPhone: '9810012345',
      supportEmail: 'help@example.in',
      whatsappNumber: '9810012345',
      supportHours: { opensAt: 540, closesAt: 1290 },
      // The receipts' header.
      legalName: 'Vaidya Pet Care LLP',
      address: 'Plot 12, Sector 18, Gurugram 122015',
      registration: 'GSTIN 06ABCDE1234F1Z5',
    })
    expect(loadConfig({ SUPPORT_PHONE: '9810012345', WHATSAPP_NUMBER: '0 98100 54321' }).business.whatsappNumber).toBe('9810054321')
  })

  it.each([
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 172.16.0.1 ,::1', ['10.0.0.0/8', '172.16.0.1', '::1']],
  ])('reads TRUST_PROXY=%j as hops or proxy addresses, never "everyone"', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it.each(['true', 'yes', 'loadbalancer.internal'])('refuses TRUST_PROXY=%s, naming the setting', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
  })

  it('parses the admin phones', () => {
    expect(loadConfig({ ADMIN_PHONES: '+91 98100 00001, 9810000002,junk' }).ADMIN_PHONES).toEqual(['9810000001', '9810000002'])
  })
})
