import path from 'node:path'
import { z } from 'zod'
import { normalizeIndianMobile } from '../core/phone.ts'
import { parseSupportHours } from '../core/site/business.ts'

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true')

const PROXY_ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/

/**
 * Which proxies may name the client in X-Forwarded-For: off (0 or empty), a number of hops in
 * front of the server (1 = one load balancer: the last address it appends is the client), or a
 * comma-separated list of proxy addresses or CIDR ranges. Never "trust everyone": the leftmost
 * value is whatever the client wrote.
 */
const proxyTrust = z
  .string()
  .default('')
  .transform((value, context): false | number | string[] => {
    const text = value.trim()
    if (text === '' || text === '0' || text === 'false') return false
    if (/^\d+$/.test(text)) return Number(text)
    const addresses = text.split(',').map((entry) => entry.trim()).filter(Boolean)
    if (addresses.length > 0 && addresses.every((entry) => PROXY_ADDRESS.test(entry))) return addresses
    context.addIssue({ code: 'custom', message: 'must be 0, a number of proxy hops (1 behind one load balancer) or a comma-separated list of proxy addresses' })
    return z.NEVER
  })

const phoneList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.replace(/\D/g, '').slice(-10))
      .filter((entry) => entry.length === 10),
  )

/** A business phone number: any way people write an Indian mobile, kept as its 10 digits. */
const businessPhone = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined
    const digits = normalizeIndianMobile(value)
    if (!digits) context.addIssue({ code: 'custom', message: 'must be an Indian mobile number such as +91 98765 01234' })
    return digits ?? undefined
  })

/** Used outside production when the operator has not set the business's own details. */
const EXAMPLE_BUSINESS = { phone: '9876501234', email: 'care@petvaidya.in' }

/** A comma-separated list of ICE server URLs of one scheme family ('stun' or 'turn'). */
function iceUrlList(schemes: RegExp, example: string, fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const urls = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      const wrong = urls.find((url) => !schemes.test(url))
      if (wrong) context.addIssue({ code: 'custom', message: `must be a comma-separated list of URLs such as ${example} ("${wrong}" is not one)` })
      return urls
    })
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SITE_ORIGIN: z.url().default('http://localhost:3000'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: proxyTrust,
    SEED: booleanFlag.default(true),
    /** Sample clinics and sample reviews for development (decision 0063): on outside production unless set, refused in production. */
    DEMO_DATA: z.enum(['0', '1', 'true', 'false', '']).default(''),
    JOB_WORKERS: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60000).default(25000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(30000).default(5000),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PHONES: phoneList,
    ALLOW_LOCAL_PROVIDERS: booleanFlag,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_PROVIDER: z.enum(['log', 'msg91', 'twilio']).optional().or(z.literal('').transform(() => undefined)),
    SMS_OUTBOX_FILE: optionalText,
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    /** The OTP template registered in Hindi (DLT registers each language's text apart, decision 0076); English's is used without it. */
    MSG91_TEMPLATE_ID_HI: optionalText,
    /** The DLT-approved Flow template for notices and reminders (one variable, `message`). */
    MSG91_NOTICE_TEMPLATE_ID: optionalText,
    /** The same Flow template registered in Hindi; without it, a Hindi notice on MSG91 is refused and its job parked. */
    MSG91_NOTICE_TEMPLATE_ID_HI: optionalText,
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    /** Reminders by WhatsApp (decision 0050): none (SMS only), log (a local outbox) or cloud (Meta's WhatsApp Business Cloud API). */
    WHATSAPP_PROVIDER: z.enum(['none', 'log', 'cloud']).default('none').or(z.literal('').transform(() => 'none' as const)),
    WHATSAPP_OUTBOX_FILE: optionalText,
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v21.0').default('v21.0'),
    /** Approved templates (language en): a dose's reminder ({{1}} pet, {{2}} dose, {{3}} when, {{4}} date, {{5}} link)... */
    WHATSAPP_TEMPLATE_HEALTH_REMINDER: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)').default('pet_health_reminder'),
    /** ...and a registration's renewal ({{1}} pet, {{2}} when, {{3}} date, {{4}} link). */
    WHATSAPP_TEMPLATE_REGISTRATION_REMINDER: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)')
      .default('pet_registration_renewal'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional().or(z.literal('').transform(() => undefined)),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_BASE_URL: z.url().default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    PAYMENT_SANDBOX_WEBHOOK_SECRET: optionalText,
    SLOT_CAPACITY_HOME: z.coerce.number().int().min(1).max(100).default(3),
    SLOT_CAPACITY_CLINIC: z.coerce.number().int().min(1).max(100).default(4),
    SLOT_CAPACITY_VIDEO: z.coerce.number().int().min(1).max(100).default(6),
    BOOKINGS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).max(100).default(4),
    /** Days after which a payment for services not booked is refunded in full (the owner hears of it by SMS a day before). */
    UNBOOKED_REFUND_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** Places of each slot only Gold members with priority slots may book (one place is always left for everyone). */
    SLOT_PLACES_HELD_FOR_MEMBERS: z.coerce.number().int().min(0).max(10).default(1),
    /** The hour (India time, 9-20) at which each owner's one health-reminder message of the day is sent. */
    REMINDER_HOUR: z.coerce.number().int().min(9, 'must be 9-20: no reminder goes out between 21:00 and 09:00').max(20, 'must be 9-20: no reminder goes out between 21:00 and 09:00').default(10),
    /** The notice a home visit needs (a vet has to travel), and a clinic or video visit: slots inside it are not offered. */
    HOME_VISIT_NOTICE_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(120),
    SHORT_NOTICE_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(30),
    GEOAPIFY_API_KEY: optionalText,
    GEOAPIFY_BASE_URL: z.url().default('https://api.geoapify.com'),
    UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional().or(z.literal('').transform(() => undefined)),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('ap-south-1'),
    /** The longest one request to the S3-compatible store may take, in milliseconds. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** The map tiles of /find-clinics-map ({z}/{x}/{y} in the URL) and the credit they require. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https:\/\/\S+\{z\}\S*\{x\}\S*\{y\}/, 'must be an https URL with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
    MAIL_PROVIDER: z.enum(['log', 'smtp']).optional().or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('PetVaidya <bookings@petvaidya.in>'),
    MAIL_OUTBOX_FILE: optionalText,
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    SMTP_SECURE: booleanFlag,
    /** Video visits (issue 33): the call room opens this many minutes before the slot. */
    VIDEO_ROOM_OPENS_MINUTES: z.coerce.number().int().min(0).max(2880).default(10),
    /** STUN servers given to the browsers (empty: none, only local addresses). */
    STUN_URLS: iceUrlList(/^stuns?:[^\s,]+$/, 'stun:stun.l.google.com:19302', 'stun:stun.l.google.com:19302'),
    /** TURN servers (coturn with use-auth-secret), used with time-limited credentials minted from TURN_SECRET. */
    TURN_URLS: iceUrlList(/^turns?:[^\s,]+$/, 'turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349', ''),
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
    SUPPORT_PHONE: businessPhone,
    /** Printed on receipts: the registered name, address and registration (GSTIN, or the firm's registration). */
    BUSINESS_LEGAL_NAME: z.string().trim().min(1).max(200).default('PetVaidya Veterinary Services'),
    BUSINESS_ADDRESS: z.string().trim().min(1).max(400).default('Sector 44, Gurugram, Haryana 122003'),
    BUSINESS_REGISTRATION: optionalText,
    SUPPORT_EMAIL: z.email('must be an e-mail address').optional().or(z.literal('').transform(() => undefined)),
    WHATSAPP_NUMBER: businessPhone,
    SUPPORT_HOURS: z
      .string()
      .default('08:00-22:00')
      .transform((value, context) => {
        const hours = parseSupportHours(value)
        if (!hours) context.addIssue({ code: 'custom', message: 'must be opening and closing times such as 08:00-22:00' })
        return hours ?? { opensAt: 0, closesAt: 0 }
      }),
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR)
    const isProduction = env.NODE_ENV === 'production'
    return {
      ...env,
      DATA_DIR: dataDir,
      isProduction,
      DEMO_DATA: env.DEMO_DATA === '' ? !isProduction : env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
      SMS_PROVIDER: env.SMS_PROVIDER ?? (isProduction ? 'msg91' : 'log'),
      SMS_OUTBOX_FILE: path.resolve(env.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl')),
      WHATSAPP_OUTBOX_FILE: path.resolve(env.WHATSAPP_OUTBOX_FILE ?? path.join(dataDir, 'whatsapp-outbox.jsonl')),
      PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (isProduction ? 'razorpay' : 'sandbox'),
      MAIL_PROVIDER: env.MAIL_PROVIDER ?? (env.SMTP_HOST ? 'smtp' : 'log'),
      MAIL_OUTBOX_FILE: path.resolve(env.MAIL_OUTBOX_FILE ?? path.join(dataDir, 'mail-outbox.jsonl')),
      /** The call rooms of video visits: when they open, and the ICE servers (TURN only with its secret). */
      video: { opensMinutesBefore: env.VIDEO_ROOM_OPENS_MINUTES, stunUrls: env.STUN_URLS, turnUrls: env.TURN_URLS, turnSecret: env.TURN_SECRET ?? null },
      slotCapacity: { home: env.SLOT_CAPACITY_HOME, clinic: env.SLOT_CAPACITY_CLINIC, video: env.SLOT_CAPACITY_VIDEO },
      noticePeriods: { homeVisitNoticeMinutes: env.HOME_VISIT_NOTICE_MINUTES, shortNoticeMinutes: env.SHORT_NOTICE_MINUTES },
      /** The business's contact details, as every page, e-mail and SMS shows them. */
      business: {
        supportPhone: env.SUPPORT_PHONE ?? EXAMPLE_BUSINESS.phone,
        supportEmail: env.SUPPORT_EMAIL ?? EXAMPLE_BUSINESS.email,
        whatsappNumber: env.WHATSAPP_NUMBER ?? env.SUPPORT_PHONE ?? EXAMPLE_BUSINESS.phone,
        supportHours: env.SUPPORT_HOURS,
        legalName: env.BUSINESS_LEGAL_NAME,
        address: env.BUSINESS_ADDRESS,
        registration: env.BUSINESS_REGISTRATION ?? null,
      },
    }
  })
  .superRefine((config, context) => {
    const problem = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message })
    if (config.SHUTDOWN_DRAIN_MS >= config.SHUTDOWN_TIMEOUT_MS) problem('SHUTDOWN_DRAIN_MS', 'must be shorter than SHUTDOWN_TIMEOUT_MS')
    if (config.isProduction && !config.AUTH_SECRET) problem('AUTH_SECRET', 'is required in production')
    if (config.isProduction && config.DEMO_DATA) problem('DEMO_DATA', 'is refused in production: sample clinics and reviews are for development only')
    if (config.isProduction && config.SMS_PROVIDER === 'log' && !config.ALLOW_LOCAL_PROVIDERS) {
      problem('SMS_PROVIDER', 'the local "log" provider is refused in production unless ALLOW_LOCAL_PROVIDERS=1')
    }
    if (config.isProduction && config.WHATSAPP_PROVIDER === 'log' && !config.ALLOW_LOCAL_PROVIDERS) {
      problem('WHATSAPP_PROVIDER', 'the local "log" provider is refused in production unless ALLOW_LOCAL_PROVIDERS=1')
    }
    if (config.WHATSAPP_PROVIDER === 'cloud') {
      if (!config.WHATSAPP_TOKEN) problem('WHATSAPP_TOKEN', 'is required when WHATSAPP_PROVIDER=cloud')
      if (!config.WHATSAPP_PHONE_NUMBER_ID) problem('WHATSAPP_PHONE_NUMBER_ID', 'is required when WHATSAPP_PROVIDER=cloud')
    }
    if (config.isProduction && config.PAYMENT_PROVIDER === 'sandbox' && !config.ALLOW_LOCAL_PROVIDERS) {
      problem('PAYMENT_PROVIDER', 'the local "sandbox" provider is refused in production unless ALLOW_LOCAL_PROVIDERS=1')
    }
    if (config.isProduction && !config.ALLOW_LOCAL_PROVIDERS) {
      for (const field of ['SUPPORT_PHONE', 'SUPPORT_EMAIL'] as const) {
        if (!config[field]) problem(field, 'is required in production: it is shown on every page, e-mail and SMS')
      }
    }
    if (config.PAYMENT_PROVIDER === 'razorpay') {
      if (!config.RAZORPAY_KEY_ID) problem('RAZORPAY_KEY_ID', 'is required when PAYMENT_PROVIDER=razorpay')
      if (!config.RAZORPAY_KEY_SECRET) problem('RAZORPAY_KEY_SECRET', 'is required when PAYMENT_PROVIDER=razorpay')
      if (!config.RAZORPAY_WEBHOOK_SECRET) problem('RAZORPAY_WEBHOOK_SECRET', 'is required when PAYMENT_PROVIDER=razorpay')
    }
    if (config.UPLOAD_STORAGE === 's3') {
      for (const field of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!config[field]) problem(field, 'is required when UPLOAD_STORAGE=s3')
      }
    }
    if (config.TURN_URLS.length > 0 && !config.TURN_SECRET) problem('TURN_SECRET', 'is required when TURN_URLS is set (the static-auth-secret of coturn)')
    if (config.TURN_SECRET && config.TURN_URLS.length === 0) problem('TURN_URLS', 'is required when TURN_SECRET is set')
    if (config.MAIL_PROVIDER === 'smtp' && !config.SMTP_HOST) problem('SMTP_HOST', 'is required when MAIL_PROVIDER=smtp')
    if (config.SMS_PROVIDER === 'msg91') {
      if (!config.MSG91_AUTH_KEY) problem('MSG91_AUTH_KEY', 'is required when SMS_PROVIDER=msg91')
      if (!config.MSG91_TEMPLATE_ID) problem('MSG91_TEMPLATE_ID', 'is required when SMS_PROVIDER=msg91')
    }
    if (config.SMS_PROVIDER === 'twilio') {
      if (!config.TWILIO_ACCOUNT_SID) problem('TWILIO_ACCOUNT_SID', 'is required when SMS_PROVIDER=twilio')
      if (!config.TWILIO_AUTH_TOKEN) problem('TWILIO_AUTH_TOKEN', 'is required when SMS_PROVIDER=twilio')
      if (!config.TWILIO_FROM) problem('TWILIO_FROM', 'is required when SMS_PROVIDER=twilio')
    }
  })

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`))
  }
  return parsed.data
}
