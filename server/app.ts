import { randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerAccountRoutes } from './modules/account/routes.ts'
import { createOwnerLanguage } from './modules/account/owner-language.ts'
import { createAccountService } from './modules/account/service.ts'
import { type AppointmentChange, CHANGE_MAIL_JOB, CHANGE_SMS_JOB } from './modules/appointments/notifications.ts'
import { createAuthRepo } from './modules/auth/repo.ts'
import { registerAuthRoutes } from './modules/auth/routes.ts'
import { createAuthService } from './modules/auth/service.ts'
import { registerSeoRoutes } from './modules/seo/routes.ts'
import { createBlogRepo } from './modules/blog/repo.ts'
import { registerBlogRoutes } from './modules/blog/routes.ts'
import { createCatalogueRepo } from './modules/catalogue/repo.ts'
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts'
import { createCatalogueService } from './modules/catalogue/service.ts'
import { createBlogService } from './modules/blog/service.ts'
import { createBlogAdminRepo } from './modules/blog/admin-repo.ts'
import { blogAdminRoutes, blogReviewRoutes } from './modules/blog/admin-routes.ts'
import { createBlogAdminService } from './modules/blog/admin-service.ts'
import { localImageStore } from './modules/uploads/image-store.ts'
import { s3ImageStore } from './modules/uploads/s3-image-store.ts'
import { UPLOAD_CONTENT_TYPES, UPLOAD_ROUTE, registerUploadFiles, uploadAdminRoutes } from './modules/uploads/routes.ts'
import { ERASE_UPLOAD_JOB, type EraseUpload, SWEEP_UPLOADS_JOB, createUploadService } from './modules/uploads/service.ts'
import { createUploadsRepo } from './modules/uploads/repo.ts'
import { registerHealthRoutes } from './modules/health/routes.ts'
import { registerCsrfGuard } from './plugins/csrf.ts'
import { isApiRoute } from './plugins/matched-route.ts'
import { frameworkErrorHandler, registerApiNotFound, registerErrorHandling } from './plugins/errors.ts'
import { createPageCache } from './plugins/page-cache.ts'
import type { CachedPage } from './plugins/cached-page.ts'
import { createCompressedBodies } from './plugins/compressed-body.ts'
import { registerPageRenderer } from './plugins/react-router.ts'
import { loggerOptions, registerRequestLog, requestIdFor } from './plugins/request-log.ts'
import { memoryCounterStore, redisCounterStore, registerRateLimits } from './plugins/rate-limit.ts'
import { type CspOptions, applySecurityHeaders, contentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers.ts'
import { createSessionGuards } from './plugins/session.ts'
import { type StaffRole, refuseStaffRoutesOutsidePlugin, registerStaffRoutes, roleOfSessionUser } from './plugins/staff-routes.ts'
import { type Clock, systemClock } from './providers/clock.ts'
import { createSmsSender } from './providers/sms/create-sms-sender.ts'
import type { SmsSender } from './providers/sms/sms-sender.ts'
import { createWhatsAppSender } from './providers/whatsapp/create-whatsapp-sender.ts'
import type { WhatsAppSender } from './providers/whatsapp/whatsapp-sender.ts'
import { builtStylesheetReader, registerStaticFiles } from './plugins/static-files.ts'
import { createIdempotency } from './plugins/idempotency.ts'
import { createPaymentsRepo } from './modules/payments/repo.ts'
import { WEBHOOK_PATH, registerPaymentRoutes, registerSandboxCheckoutRoutes } from './modules/payments/routes.ts'
import { PARKED_WEBHOOK_JOB, type ParkedWebhook, QUEUE_REFUNDS_JOB, QUEUE_UNBOOKED_REFUNDS_JOB, SEND_REFUND_JOB, UNBOOKED_NOTICE_JOB, type UnbookedNoticeJob, createPaymentsService } from './modules/payments/service.ts'
import { type JobQueue, createJobQueue } from './modules/jobs/queue.ts'
import { createAuditRepo, writeAudit } from './modules/audit/repo.ts'
import { createStaffRepo } from './modules/staff/repo.ts'
import { staffRoutes } from './modules/staff/routes.ts'
import { createStaffService } from './modules/staff/service.ts'
import { createPaymentGateway, isSandbox } from './providers/payments/create-payment-gateway.ts'
import type { PaymentGateway } from './providers/payments/payment-gateway.ts'
import { createAddressesRepo } from './modules/addresses/repo.ts'
import { registerAddressRoutes } from './modules/addresses/routes.ts'
import { createAddressesService } from './modules/addresses/service.ts'
import { createAppointmentsRepo } from './modules/appointments/repo.ts'
import { createBoardRepo } from './modules/board/repo.ts'
import { boardRoutes } from './modules/board/routes.ts'
import { createBoardService } from './modules/board/service.ts'
import { QUEUE_REMINDERS_JOB, REMINDER_JOB, type ReminderJob, STATUS_SMS_JOB, type StatusNoticeJob, createOwnerNotices } from './modules/appointments/owner-notices.ts'
import { jobRoutes } from './modules/jobs/routes.ts'
import { createVisitsRepo } from './modules/visits/repo.ts'
import { visitRoutes } from './modules/visits/routes.ts'
import { type VisitsService, createVisitsService } from './modules/visits/service.ts'
import { registerAppointmentRoutes } from './modules/appointments/routes.ts'
import { adminBillRoutes, collectionRoutes, localDoorPageUrl, registerLocalDoorRoutes, registerReceiptRoutes } from './modules/collections/routes.ts'
import { DOOR_CLOSE_DAY_JOB, DOOR_CLOSE_PAID_JOB, DOOR_RECONCILE_JOB, createDoorCollections } from './modules/collections/door.ts'
import { createRazorpayDoorGateway } from './providers/payments/razorpay-door-gateway.ts'
import { createSandboxDoorGateway } from './providers/payments/sandbox-door-gateway.ts'
import { createSandboxDoorRecords } from './providers/payments/sandbox-door-records.ts'
import { ISSUE_MISSING_RECEIPTS_JOB, PAYMENT_LINK_SMS_JOB, PAY_BY_LINK_REMINDER_JOB, type PayByLinkReminderJob, type PaymentLinkSmsJob, RECEIPT_MAIL_JOB, RECEIPT_SMS_JOB, type ReceiptJob, createCollectionsService } from './modules/collections/service.ts'
import { type BookingConfirmationJob, CONFIRMATION_MAIL_JOB, CONFIRMATION_SMS_JOB, createAppointmentsService } from './modules/appointments/service.ts'
import { createServiceAreaRepo } from './modules/pincodes/repo.ts'
import { registerPincodeRoutes } from './modules/pincodes/routes.ts'
import { serviceAreaRoutes } from './modules/pincodes/admin-routes.ts'
import { createPincodesService } from './modules/pincodes/service.ts'
import { createClinicsRepo } from './modules/clinics/repo.ts'
import { createHospitalsRepo } from './modules/hospitals/repo.ts'
import { hospitalAdminRoutes } from './modules/hospitals/routes.ts'
import { createHospitalsService } from './modules/hospitals/service.ts'
import { createMediaRepo } from './modules/media/repo.ts'
import { MEDIA_AUDIO_ROUTE, mediaAdminRoutes, mediaReviewRoutes } from './modules/media/routes.ts'
import { createMediaService } from './modules/media/service.ts'
import { AUDIO_CONTENT_TYPES } from '../core/contracts/media.ts'
import { CLINIC_PHOTO_ROUTE, clinicAdminRoutes, clinicPhotoAdminRoutes, registerClinicRoutes } from './modules/clinics/routes.ts'
import { APPLICATION_NOTICE_JOB, type ApplicationNotice, createClinicsService } from './modules/clinics/service.ts'
import { createPetsRepo } from './modules/pets/repo.ts'
import { registerPetRoutes } from './modules/pets/routes.ts'
import { createPetsService } from './modules/pets/service.ts'
import { createHealthRecordRepo } from './modules/health-record/repo.ts'
import { PET_PHOTO_ROUTES, registerHealthRecordRoutes } from './modules/health-record/routes.ts'
import { HEALTH_REMINDER_JOB, type HealthDigest, QUEUE_HEALTH_REMINDERS_JOB, createHealthRecordService, qrSvg } from './modules/health-record/service.ts'
import { createGeoapifyGeocoder } from './providers/geocode/geoapify-geocoder.ts'
import { type Geocoder, noGeocoder } from './providers/geocode/geocoder.ts'
import { createMailer } from './providers/mail/create-mailer.ts'
import type { Mailer } from './providers/mail/mailer.ts'
import { createFaqRepo } from './modules/faq/repo.ts'
import { createContentCorrections } from './modules/content-corrections/service.ts'
import { contentCorrectionRoutes } from './modules/content-corrections/routes.ts'
import { registerFaqRoutes } from './modules/faq/routes.ts'
import { createFaqService } from './modules/faq/service.ts'
import { createFaqAdminService } from './modules/faq/admin.ts'
import { faqAdminRoutes } from './modules/faq/routes.ts'
import { createCatalogueAdminService } from './modules/catalogue/admin.ts'
import { catalogueAdminRoutes, vetCatalogueRoutes } from './modules/catalogue/routes.ts'
import { CLINIC_NOTICE_MAIL_JOB, CLINIC_NOTICE_SMS_JOB, createClinicNotices } from './modules/appointments/clinic-notices.ts'
import type { ClinicNoticeJob } from '../core/operations/clinic-notices.ts'
import { createClinicDeskRepo } from './modules/clinic-desk/repo.ts'
import { createClinicDeskService } from './modules/clinic-desk/service.ts'
import { clinicDeskRoutes } from './modules/clinic-desk/routes.ts'
import { createSiteSettingsRepo } from './modules/site-settings/repo.ts'
import { createSiteSettingsService, defaultSettings } from './modules/site-settings/service.ts'
import { registerWhatsappRoutes, siteSettingsAdminRoutes } from './modules/site-settings/routes.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../content/home/marketing-claims.ts'
import { createNewsletterRepo } from './modules/newsletter/repo.ts'
import { registerNewsletterRoutes } from './modules/newsletter/routes.ts'
import { registerAssistantRoutes } from './modules/assistant/routes.ts'
import { createNewsletterService } from './modules/newsletter/service.ts'
import { createMembershipRepo } from './modules/membership/repo.ts'
import { membershipAdminRoutes, registerMembershipRoutes } from './modules/membership/routes.ts'
import {
  ACTIVATE_MEMBERSHIPS_JOB,
  QUEUE_RENEWAL_REMINDERS_JOB,
  type RenewalReminder,
  SEND_RENEWAL_REMINDER_JOB,
  createMembershipService,
} from './modules/membership/service.ts'
import { type ContentFacts, type UnknownFactError, servicePlaceholders } from '../core/site/content-facts.ts'
import { createVideoRepo } from './modules/video/repo.ts'
import { ROOM_OPEN_MAIL_JOB, ROOM_OPEN_SMS_JOB, type RoomOpenJob, createCallNotices } from './modules/video/notices.ts'
import { createVideoService } from './modules/video/service.ts'
import { type SignalRelay, memoryRelay, postgresRelay, redisRelay } from './modules/video/relay.ts'
import { createSignallingHub } from './modules/video/signalling.ts'
import { CALL_PHOTO_ROUTE, registerVideoRoutes } from './modules/video/routes.ts'
import { formatPhone, gstinIn } from '../core/site/business.ts'

export const BODY_LIMIT_BYTES = 64 * 1024
/** The daily check that flags medical reviews older than 12 months to the admins. */
export const FLAG_STALE_REVIEWS_JOB = 'blog.flag-stale-reviews'
/** How long shutdown waits for jobs being worked (a refund being sent) before closing the database. */
const JOB_SHUTDOWN_WAIT_MS = 5_000
/** Distinct URLs the page cache keeps at most (about 70 KB each). */
export const PAGE_CACHE_ENTRIES = 300

export type AppDeps = {
  database: Database
  /** The React Router server build and its client files; absent in API-only tests. */
  pages?: { build: ServerBuild; clientDir: string } | null
  /** A pino destination for tests that read the logs. */
  logStream?: NodeJS.WritableStream
  clock?: Clock
  /** Replaces the configured SMS provider (tests). */
  sms?: SmsSender
  /** Replaces the configured WhatsApp provider (tests); null sends no WhatsApp message. */
  whatsapp?: WhatsAppSender | null
  /** The secret behind OTP hashes when AUTH_SECRET is unset (main.ts keeps one in DATA_DIR). */
  authSecret?: string
  /** Replaces the configured payment provider (tests). */
  paymentGateway?: PaymentGateway
  /** Replaces the configured mail provider (tests). */
  mailer?: Mailer
  /** Replaces the configured geocoder (tests). */
  geocoder?: Geocoder
  /** Filled with every route as it is registered (the route fuzz test walks them all). */
  routeTable?: Array<{ method: string; url: string }>
  /** Extra staff routes, registered inside the role's plugin like the real ones (tests). */
  staffRoutes?: Partial<Record<StaffRole, (staff: FastifyInstance) => void>>
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function of the hop: Fastify takes a
 * bare number as "trust no one", and one hop must mean the address the load balancer appended.
 */
export function proxyTrust(setting: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return setting
}

export type App = FastifyInstance & {
  beginShutdown(): void
  /** Deletes expired OTP records and ended sessions; a job every hour, and at start-up. */
  runHousekeeping(): Promise<void>
  /** The background jobs in the database (decision 0021). */
  jobs: JobQueue
  /** Queues the reminders of visits coming up; the cron job runs it every five minutes. */
  queueReminders(): Promise<number>
  /** The vet's side: a pet's vaccines given at completed visits, for other modules. */
  visits: VisitsService
}

export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const logger = loggerOptions(config.LOG_LEVEL)
  const secret = config.AUTH_SECRET ?? deps.authSecret ?? randomBytes(32).toString('hex')
  const gateway = deps.paymentGateway ?? createPaymentGateway(config, secret)
  const tagManager = config.GTM_ID
  const csp: CspOptions = {
    isProduction: config.isProduction,
    scriptHosts: [...(tagManager ? ['https://www.googletagmanager.com'] : []), ...gateway.checkoutHosts.scriptHosts],
    connectHosts: [...(tagManager ? ['https://www.google-analytics.com'] : []), ...gateway.checkoutHosts.connectHosts],
    frameHosts: [...(tagManager ? ['https://www.googletagmanager.com'] : []), ...gateway.checkoutHosts.frameHosts],
    // The provider's checkout opens pop-ups (bank pages, UPI apps) that must keep their opener.
    allowPopups: gateway.checkoutHosts.scriptHosts.length > 0,
  }
  const app = Fastify({
    frameworkErrors: frameworkErrorHandler((request, reply) => applySecurityHeaders(request, reply, csp)),
    logger: deps.logStream && logger && typeof logger === 'object' ? { ...logger, stream: deps.logStream } : logger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  })

  let shuttingDown = false

  refuseStaffRoutesOutsidePlugin(app)
  const routeTable = deps.routeTable
  if (routeTable) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeTable.push({ method, url: route.url ?? route.path })
    })
  }
  registerRequestLog(app)
  registerSecurityHeaders(app, csp)
  registerCsrfGuard(app, {
    siteOrigin: config.SITE_ORIGIN,
    exemptRoutes: [WEBHOOK_PATH],
    fileRoutes: { routes: [UPLOAD_ROUTE, CLINIC_PHOTO_ROUTE, CALL_PHOTO_ROUTE, ...PET_PHOTO_ROUTES, MEDIA_AUDIO_ROUTE], contentTypes: [...UPLOAD_CONTENT_TYPES, ...AUDIO_CONTENT_TYPES] },
  })
  registerErrorHandling(app)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })

  app.addHook('onSend', async (request, reply, payload) => {
    // Once shutdown has begun, keep-alive connections close after their response.
    if (shuttingDown) reply.header('Connection', 'close')
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store')
    }
    return payload
  })

  await app.register(cookie)

  const clock = deps.clock ?? systemClock
  registerRateLimits(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    writesPerMinute: config.RATE_LIMIT_WRITES_PER_MINUTE,
    store: config.REDIS_URL
      ? await redisCounterStore(config.REDIS_URL, (error) => app.log.warn({ err: error }, 'Redis error'))
      : memoryCounterStore(),
    clock,
    exemptRoutes: [WEBHOOK_PATH],
  })
  const blog = createBlogService(createBlogRepo(deps.database.db), clock)
  const catalogue = createCatalogueService(createCatalogueRepo(deps.database.db))
  const sms = deps.sms ?? createSmsSender(config, app.log, clock)
  const whatsapp = deps.whatsapp === undefined ? createWhatsAppSender(config, app.log, clock) : deps.whatsapp
  const authRepo = createAuthRepo(deps.database.db)
  const auth = createAuthService({
    repo: authRepo,
    sms,
    clock,
    secret,
    adminPhones: config.ADMIN_PHONES,
    whatsappOffered: whatsapp !== null,
    logger: app.log,
  })
  const guards = createSessionGuards(auth, { isProduction: config.isProduction })
  const idempotency = createIdempotency(deps.database.db, clock)
  const jobs = createJobQueue({
    connection: deps.database.queue,
    logger: app.log,
    workers: config.JOB_WORKERS,
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    db: deps.database.db,
  })
  const mailer = deps.mailer ?? createMailer(config, app.log, clock)
  const membership = createMembershipService({
    repo: createMembershipRepo(deps.database.db),
    clock,
    mailer,
    sms,
    logger: app.log,
    supportPhone: formatPhone(config.business.supportPhone),
    siteOrigin: config.SITE_ORIGIN,
    sendJob: jobs.send,
    // The collections service is made below; the welcome of a new member links its numbered receipt.
    receiptOfOrder: (orderId) => collections.receiptOfOrder(orderId),
    plansChanged: () => contentChanged(),
  })
  // A paid membership order left without its membership (a crash in between) is started here;
  // renewal reminders go by SMS 15 and 3 days before expiry, each once (decision 0036).
  jobs.define(ACTIVATE_MEMBERSHIPS_JOB, { retryDelaySeconds: 60, cron: '*/5 * * * *', handler: async () => void (await membership.activatePending()) })
  jobs.define(QUEUE_RENEWAL_REMINDERS_JOB, { retryDelaySeconds: 300, cron: '0 10 * * *', handler: async () => void (await membership.queueRenewalReminders()) })
  jobs.define<RenewalReminder>(SEND_RENEWAL_REMINDER_JOB, { retryDelaySeconds: 300, handler: (reminder) => membership.sendRenewalReminder(reminder) })
  const paymentsRepo = createPaymentsRepo(deps.database.db)
  // Money at the door (issue 22): the bill of a visit, QR codes, links and cash, receipts.
  // UPI QR codes and payment links at the provider: Razorpay's QR Codes and Payment Links APIs, or
  // the local provider's signed pages (decision 0046).
  const sandboxDoor = isSandbox(gateway) ? createSandboxDoorGateway(localDoorPageUrl(gateway, config.SITE_ORIGIN), createSandboxDoorRecords(deps.database.db)) : null
  const doorGateway =
    sandboxDoor ??
    createRazorpayDoorGateway({ keyId: config.RAZORPAY_KEY_ID ?? '', keySecret: config.RAZORPAY_KEY_SECRET ?? '', apiBaseUrl: config.RAZORPAY_API_BASE_URL })
  // The language of each owner's SMS and e-mails, read when the message is sent (decision 0076).
  const ownerLanguage = createOwnerLanguage(deps.database.db)
  const collections = createCollectionsService({
    db: deps.database.db,
    clock,
    collectAtDoor: (input) => door.collector(input),
    sendDueRefunds: () => void sendDueRefunds(),
    paidInCash: (providerPaymentId) => door.paidInCash(providerPaymentId),
    memberDiscountPercentOf: async (userId) => (await membership.benefitsFor(userId))?.benefits.serviceDiscountPercent ?? 0,
    sms,
    mailer,
    sendJob: jobs.send,
    logger: app.log,
    siteOrigin: config.SITE_ORIGIN,
    receiptLinkSecret: secret,
    business: config.business,
    ownerLanguage,
  })
  const door = createDoorCollections({ db: deps.database.db, clock, door: doorGateway, collections, logger: app.log, siteOrigin: config.SITE_ORIGIN, sendJob: jobs.send })
  // Once a visit is paid its other QR codes and links are closed at the provider (a job, retried);
  // every 10 minutes the provider is asked about open ones (a lost webhook), and after midnight the
  // day's QR codes still open are closed.
  jobs.define<{ providerPaymentId: string }>(DOOR_CLOSE_PAID_JOB, { retryDelaySeconds: 30, handler: async (data) => void (await door.closeAfterPayment(data.providerPaymentId)) })
  jobs.define(DOOR_RECONCILE_JOB, { retryDelaySeconds: 60, cron: '*/10 * * * *', handler: async () => void (await door.reconcile()) })
  jobs.define(DOOR_CLOSE_DAY_JOB, { retryDelaySeconds: 5 * 60, cron: '5 0 * * *', handler: async () => void (await door.closeEarlierDays()) })
  // A payment link's SMS to the owner, and the morning reminder of a visit completed to be paid by link.
  jobs.define<PaymentLinkSmsJob>(PAYMENT_LINK_SMS_JOB, { retryDelaySeconds: 60, handler: (job) => collections.deliverLinkSms(job) })
  jobs.define<PayByLinkReminderJob>(PAY_BY_LINK_REMINDER_JOB, { retryDelaySeconds: 5 * 60, handler: (job) => collections.remindPayByLink(job) })
  // Each receipt is sent to its owner once by SMS (its link) and once by e-mail when the account has one.
  jobs.define<ReceiptJob>(RECEIPT_SMS_JOB, { retryDelaySeconds: 60, handler: (job) => collections.deliverReceiptSms(job) })
  jobs.define<ReceiptJob>(RECEIPT_MAIL_JOB, { retryDelaySeconds: 60, handler: (job) => collections.deliverReceiptMail(job) })
  jobs.define(ISSUE_MISSING_RECEIPTS_JOB, { retryDelaySeconds: 300, cron: '*/10 * * * *', handler: async () => void (await collections.issueMissingReceipts()) })
  const payments = createPaymentsService({
    repo: paymentsRepo,
    catalogue,
    gateway,
    clock,
    logger: app.log,
    sendJob: jobs.send,
    unbookedRefundDays: config.UNBOOKED_REFUND_DAYS,
    sms,
    siteOrigin: config.SITE_ORIGIN,
    membership,
    settleDoorPayment: async (tx, payment) => {
      const result = await collections.settleInside(tx as unknown as Parameters<typeof collections.settleInside>[0], payment)
      if (result.counted) await door.paidInTransaction(tx, payment.providerPaymentId)
      return result
    },
    receiptIssued: collections.receiptIssued,
    onlinePaymentRecorded: collections.issueOnlineReceipt,
  })
  // A cancellation's refund is queued at once; every minute, any pending refund not queued yet
  // (a crash in between) is queued too. Each send is a job, retried with backoff (decision 0021).
  jobs.define<{ refundId: string }>(SEND_REFUND_JOB, {
    retryDelaySeconds: 5 * 60,
    handler: (data, attempt) => payments.sendRefund(data.refundId, attempt),
  })
  jobs.define(QUEUE_REFUNDS_JOB, { retryDelaySeconds: 60, cron: '* * * * *', handler: async () => void (await payments.queuePendingRefunds()) })
  // A webhook that could not be applied when it came (its order not stored yet, a failure) is
  // parked and applied later, once; one whose fields do not fit fails at once for the admins.
  jobs.define<ParkedWebhook>(PARKED_WEBHOOK_JOB, { retryDelaySeconds: 30, handler: (job, attempt) => payments.applyParkedWebhook(job, attempt) })
  // Services paid for and never booked: an SMS a day before, then the full refund after UNBOOKED_REFUND_DAYS (decision 0067).
  jobs.define(QUEUE_UNBOOKED_REFUNDS_JOB, { retryDelaySeconds: 5 * 60, cron: '25 * * * *', handler: async () => void (await payments.queueUnbookedRefunds()) })
  jobs.define<UnbookedNoticeJob>(UNBOOKED_NOTICE_JOB, { retryDelaySeconds: 5 * 60, handler: (job) => payments.sendUnbookedNotice(job) })
  const sendDueRefunds = () =>
    payments.queuePendingRefunds().then(() => undefined, (error: unknown) => {
      app.log.error({ err: (error as Error).message }, 'refunds could not be queued; the next minute queues them')
    })
  const pets = createPetsService(createPetsRepo(deps.database.db), clock, {
    eraseWithPet: (tx, userId, petId) => healthRecord.erasePhotosOfOwnPets(tx, userId, 'pet-deleted', petId),
  })
  // Server-rendered pages kept for a short while (decision 0014), dropped whenever the team changes
  // content they show: other instances keep theirs for at most PAGE_CACHE_SECONDS.
  const pageCache =
    deps.pages && config.PAGE_CACHE_SECONDS > 0 ? createPageCache<CachedPage>({ ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxEntries: PAGE_CACHE_ENTRIES, clock }) : null
  const pincodes = createPincodesService(createServiceAreaRepo(deps.database.db), { db: deps.database.db, clock, onAreaChanged: () => pageCache?.clear() })
  const addresses = createAddressesService(createAddressesRepo(deps.database.db), clock, pincodes)
  const clinics = createClinicsService({
    repo: createClinicsRepo(deps.database.db, { samples: config.DEMO_DATA }),
    pincodes,
    clock,
    sms,
    mailer,
    logger: app.log,
    siteOrigin: config.SITE_ORIGIN,
    sendJob: jobs.send,
  })
  // The applicant hears of each decision by SMS and e-mail, as a job retried with backoff.
  jobs.define<ApplicationNotice>(APPLICATION_NOTICE_JOB, { retryDelaySeconds: 60, handler: (notice) => clinics.deliverNotice(notice) })
  const appointmentsRepo = createAppointmentsRepo(deps.database.db)
  // The partner clinic hears of each clinic visit booked, moved or cancelled: one job per channel and cause.
  const clinicNotices = createClinicNotices({
    repo: appointmentsRepo,
    sms,
    mailer,
    logger: app.log,
    deskUrl: `${config.SITE_ORIGIN}/clinic-desk`,
    supportPhone: formatPhone(config.business.supportPhone),
    sendJob: jobs.send,
  })
  jobs.define<ClinicNoticeJob>(CLINIC_NOTICE_SMS_JOB, { retryDelaySeconds: 60, handler: (job) => clinicNotices.deliverSms(job) })
  jobs.define<ClinicNoticeJob>(CLINIC_NOTICE_MAIL_JOB, { retryDelaySeconds: 60, handler: (job) => clinicNotices.deliverMail(job) })
  // The owner's status notices and reminders, as jobs (decision 0021).
  const ownerNotices = createOwnerNotices({ repo: appointmentsRepo, sms, clock, logger: app.log, supportPhone: formatPhone(config.business.supportPhone), sendJob: jobs.send, ownerLanguage })
  jobs.define<StatusNoticeJob>(STATUS_SMS_JOB, { retryDelaySeconds: 60, handler: (notice) => ownerNotices.deliverStatusSms(notice) })
  jobs.define<ReminderJob>(REMINDER_JOB, { retryDelaySeconds: 60, handler: (reminder) => ownerNotices.deliverReminder(reminder) })
  jobs.define(QUEUE_REMINDERS_JOB, { retryDelaySeconds: 60, cron: '*/5 * * * *', handler: async () => void (await ownerNotices.queueReminders()) })
  const visits = createVisitsService({
    db: deps.database.db,
    repo: createVisitsRepo(deps.database.db),
    clock,
    notifyStatus: ownerNotices.notifyStatus,
    recordVaccines: (tx, given) => healthRecord.recordVetDoses(tx, given),
    money: { dueIn: collections.dueIn, payByLink: collections.payByLink, remindNextMorning: collections.queuePayByLinkReminder },
    callOpensMinutes: config.video.opensMinutesBefore,
  })
  const videoRepo = createVideoRepo(deps.database.db)
  const callNotices = createCallNotices({
    repo: videoRepo,
    sms,
    mailer,
    siteOrigin: config.SITE_ORIGIN,
    supportPhone: formatPhone(config.business.supportPhone),
    opensMinutesBefore: config.video.opensMinutesBefore,
    sendJob: jobs.send,
    ownerLanguage,
  })
  jobs.define<RoomOpenJob>(ROOM_OPEN_SMS_JOB, { retryDelaySeconds: 60, handler: (job) => callNotices.deliverSms(job) })
  jobs.define<RoomOpenJob>(ROOM_OPEN_MAIL_JOB, { retryDelaySeconds: 60, handler: (job) => callNotices.deliverMail(job) })
  const appointments = createAppointmentsService({
    repo: appointmentsRepo,
    catalogue,
    pets,
    mailer,
    clinics,
    sms,
    clock,
    capacity: config.slotCapacity,
    noticePeriods: config.noticePeriods,
    members: membership,
    heldForMembers: config.SLOT_PLACES_HELD_FOR_MEMBERS,
    bookingsPerAccountPerDay: config.BOOKINGS_PER_ACCOUNT_PER_DAY,
    logger: app.log,
    sendDueRefunds,
    pincodes,
    supportPhone: formatPhone(config.business.supportPhone),
    sendJob: jobs.send,
    recordsFor: visits.recordsFor,
    callOpensMinutes: config.video.opensMinutesBefore,
    callLinks: callNotices,
    clinicNotices,
    ownerLanguage,
  })
  // The owner's notices of a moved or cancelled visit: one job per channel, retried with backoff.
  jobs.define<AppointmentChange>(CHANGE_SMS_JOB, { retryDelaySeconds: 60, handler: (change) => appointments.deliverChangeSms(change) })
  jobs.define<AppointmentChange>(CHANGE_MAIL_JOB, { retryDelaySeconds: 60, handler: (change) => appointments.deliverChangeMail(change) })
  // The booking's confirmation, by SMS and by e-mail: one job each, keyed by the booking.
  jobs.define<BookingConfirmationJob>(CONFIRMATION_SMS_JOB, { retryDelaySeconds: 60, handler: (job) => appointments.deliverConfirmationSms(job) })
  jobs.define<BookingConfirmationJob>(CONFIRMATION_MAIL_JOB, { retryDelaySeconds: 60, handler: (job) => appointments.deliverConfirmationMail(job) })
  const uploads = createUploadService({
    store:
      config.UPLOAD_STORAGE === 's3'
        ? s3ImageStore({
            endpoint: config.S3_ENDPOINT!,
            bucket: config.S3_BUCKET!,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID!,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
            timeoutMs: config.S3_TIMEOUT_MS,
          })
        : localImageStore(path.join(config.DATA_DIR, 'uploads')),
    audit: (entry) => writeAudit(deps.database.db, entry),
    clock,
    sendJob: jobs.send,
    repo: createUploadsRepo(deps.database.db),
  })
  const healthRecord = createHealthRecordService({
    storeImage: uploads.storeImage,
    eraseImages: uploads.eraseLater,
    repo: createHealthRecordRepo(deps.database.db),
    clock,
    sms,
    whatsapp,
    templates: { healthReminder: config.WHATSAPP_TEMPLATE_HEALTH_REMINDER, registrationReminder: config.WHATSAPP_TEMPLATE_REGISTRATION_REMINDER },
    logger: app.log,
    siteOrigin: config.SITE_ORIGIN,
    sendJob: jobs.send,
  })
  // A photo taken off or deleted with its pet or account: its files go from the store, retried until they have.
  jobs.define<EraseUpload>(ERASE_UPLOAD_JOB, { retryDelaySeconds: 60, handler: ({ url }) => uploads.eraseImage(url) })
  // Each night, images nothing has referred to for 30 days (the admins' replaced ones, anything left behind) are erased too.
  jobs.define(SWEEP_UPLOADS_JOB, { retryDelaySeconds: 30 * 60, cron: '40 3 * * *', handler: async () => void (await uploads.sweepUnreferenced()) })
  // Each day at REMINDER_HOUR (India) the reminders due are claimed (once each) and sent as one message per owner.
  jobs.define<HealthDigest>(HEALTH_REMINDER_JOB, { retryDelaySeconds: 5 * 60, handler: (digest, attempt) => healthRecord.sendReminder(digest, attempt) })
  jobs.define(QUEUE_HEALTH_REMINDERS_JOB, { retryDelaySeconds: 10 * 60, cron: `0 ${config.REMINDER_HOUR} * * *`, handler: async () => void (await healthRecord.queueDueReminders()) })
  const account = createAccountService({
    db: deps.database.db,
    healthRecord,
    appointments: appointmentsRepo,
    auth: authRepo,
    payments,
    membership,
    clock,
    sendDueRefunds: () => void sendDueRefunds(),
  })
  const geocoder =
    deps.geocoder ??
    (config.GEOAPIFY_API_KEY ? createGeoapifyGeocoder({ apiKey: config.GEOAPIFY_API_KEY, baseUrl: config.GEOAPIFY_BASE_URL }) : noGeocoder)
  const contentChanged = () => {
    blog.forgetLists()
    pageCache?.clear()
  }
  const siteSettings = createSiteSettingsService({
    repo: createSiteSettingsRepo(deps.database.db),
    clock,
    defaults: defaultSettings(config.business.whatsappNumber, SHIPPED_MARKETING_CLAIMS),
    changed: contentChanged,
  })
  // Prices, contact details and hours that content names are filled in from here (core/site/content-facts.ts).
  const businessDetails = async () => ({ ...config.business, whatsappNumber: (await siteSettings.whatsapp()).number })
  const contentFacts = async (): Promise<ContentFacts> => {
    const [business, services, plans, partnerClinics] = await Promise.all([businessDetails(), catalogue.listServices(), membership.listPlans(), clinics.partnerClinics()])
    return { business, catalogue: services, plans, clinics: partnerClinics }
  }
  // A placeholder that names no fact is shown as typed and logged (its name only), never a 500.
  const reportBrokenFact = (error: UnknownFactError) => app.log.error({ error: error.name, detail: error.message }, 'content names an unknown fact')
  const faq = createFaqService(createFaqRepo(deps.database.db), contentFacts, reportBrokenFact)
  const newsletter = createNewsletterService({ repo: createNewsletterRepo(deps.database.db), clock })

  registerHealthRoutes(app, {
    isShuttingDown: () => shuttingDown,
    pingDatabase: () => deps.database.ping(),
  })
  registerBlogRoutes(app, blog)
  registerCatalogueRoutes(app, catalogue)
  registerSeoRoutes(app, {
    siteOrigin: config.SITE_ORIGIN,
    blog,
    faq,
    clinics,
    // The build's date when pages are served; API-only tests have no build.
    releasedAt: deps.pages ? statSync(deps.pages.clientDir).mtime : clock.now(),
  })
  registerAuthRoutes(app, auth, guards)
  registerAccountRoutes(app, { auth, guards, clock, pets, addresses, appointments, account, healthRecord, ownerLanguage })
  registerPaymentRoutes(app, { payments, gateway, guards, idempotency })
  registerPetRoutes(app, pets, guards)
  registerHealthRecordRoutes(app, healthRecord, guards)
  registerAddressRoutes(app, addresses, guards)
  registerPincodeRoutes(app, pincodes)
  registerAppointmentRoutes(app, { appointments, guards, idempotency, geocoder, moneyOf: collections.moneyOf, moneyOfOwner: collections.moneyOfOwner })
  registerClinicRoutes(app, { clinics, guards })
  // Video visits' call rooms (issue 33): signalling relayed between instances (decision 0069).
  const relay: SignalRelay = config.REDIS_URL
    ? await redisRelay(config.REDIS_URL, app.log)
    : deps.database.queue.backend === 'postgres'
      ? await postgresRelay(deps.database.queue.connectionString, app.log)
      : memoryRelay()
  const video = createVideoService({
    repo: videoRepo,
    clock,
    settings: config.video,
    sms,
    logger: app.log,
    startByCall: (vetId, visitId) => visits.startByCall(vetId, visitId),
  })
  const callHub = createSignallingHub({ relay, video, logger: app.log })
  await registerVideoRoutes(app, { video, hub: callHub, guards, uploads, siteOrigin: config.SITE_ORIGIN })
  if (!config.video.turnSecret) {
    app.log.info({ stunUrls: config.video.stunUrls }, 'video calls use STUN only: set TURN_URLS and TURN_SECRET for a TURN relay (some networks need one)')
  }
  registerReceiptRoutes(app, { collections, guards, business: config.business, linkSecret: secret, clock })
  if (isSandbox(gateway) && sandboxDoor) {
    registerSandboxCheckoutRoutes(app, { gateway, repo: paymentsRepo, guards })
    registerLocalDoorRoutes(app, { gateway, door: sandboxDoor, amountOf: collections.openAmountOf, deliver: payments.handleWebhook })
  }
  registerFaqRoutes(app, faq)
  registerWhatsappRoutes(app, siteSettings)
  registerNewsletterRoutes(app, newsletter)
  registerAssistantRoutes(app, { supportHours: config.business.supportHours })
  registerMembershipRoutes(app, { membership, guards })
  const board = createBoardService({
    db: deps.database.db,
    repo: createBoardRepo(deps.database.db),
    appointmentsRepo,
    clock,
    sendDueRefunds,
    billsOf: collections.billsOf,
    notifyStatus: ownerNotices.notifyStatus,
    notifyClinic: clinicNotices.queue,
  })
  const staffService = createStaffService({
    repo: createStaffRepo(deps.database.db),
    audit: createAuditRepo(deps.database.db),
    clock,
    adminPhones: config.ADMIN_PHONES,
    servedCities: () => pincodes.servedCityNames(),
    vetVisits: board,
  })
  const blogAdmin = createBlogAdminService({
    repo: createBlogAdminRepo(deps.database.db),
    clock,
    findStaff: async (userId) => (await staffService.list()).find((member) => member.id === userId) ?? null,
    onChange: contentChanged,
  })
  const hospitals = createHospitalsService({ repo: createHospitalsRepo(deps.database.db), clock, changed: contentChanged })
  const media = createMediaService({
    repo: createMediaRepo(deps.database.db),
    clock,
    findStaff: async (userId) => (await staffService.list()).find((member) => member.id === userId) ?? null,
    changed: contentChanged,
  })
  jobs.define(FLAG_STALE_REVIEWS_JOB, { retryDelaySeconds: 60 * 60, cron: '30 0 * * *', handler: async () => void (await blogAdmin.flagStaleReviews()) })
  registerUploadFiles(app, uploads)
  // Every /api/admin and /api/vet route is registered here, behind its role (SECURITY.md, staff side).
  const staff = { guards, hasRole: roleOfSessionUser }
  const actorOf = async (request: FastifyRequest) => (await guards.requireUser(request)).user.userId
  const faqAdmin = createFaqAdminService({ repo: createFaqRepo(deps.database.db), clock, changed: contentChanged, contentFacts })
  // A service that content names by its price is not withdrawn under it (the page would lose the fact).
  const contentNaming = async (serviceId: string): Promise<string[]> => {
    const placeholders = servicePlaceholders(serviceId)
    const [faqSlugs, articleSlugs] = await Promise.all([createFaqRepo(deps.database.db).slugsHolding(placeholders), createBlogAdminRepo(deps.database.db).slugsHolding(placeholders)])
    return [...faqSlugs.map((slug) => `FAQ ${slug}`), ...articleSlugs.map((slug) => `article ${slug}`)]
  }
  const catalogueAdmin = createCatalogueAdminService({ repo: createCatalogueRepo(deps.database.db), clock, changed: contentChanged, contentNaming })
  await registerStaffRoutes(app, 'admin', staff, (admin) => {
    staffRoutes(staffService, guards)(admin)
    boardRoutes(board, guards)(admin)
    faqAdminRoutes(faqAdmin, actorOf)(admin)
    catalogueAdminRoutes(catalogueAdmin, actorOf, gstinIn(config.business.registration))(admin)
    siteSettingsAdminRoutes(siteSettings, actorOf)(admin)
    contentCorrectionRoutes(createContentCorrections(deps.database.db))(admin)
    blogAdminRoutes(blogAdmin, guards)(admin)
    uploadAdminRoutes(uploads, guards)(admin)
    jobRoutes(jobs)(admin)
    adminBillRoutes(collections, guards)(admin)
    serviceAreaRoutes(pincodes, guards)(admin)
    clinicAdminRoutes(clinics, guards)(admin)
    // After uploadAdminRoutes: it gives the admin scope its image body reader.
    clinicPhotoAdminRoutes(clinics, uploads, guards, contentChanged)(admin)
    membershipAdminRoutes(membership, guards)(admin)
    hospitalAdminRoutes(hospitals, actorOf)(admin)
    mediaAdminRoutes(media, uploads, actorOf)(admin)
    deps.staffRoutes?.admin?.(admin)
  })
  await registerStaffRoutes(app, 'vet', staff, (vet) => {
    blogReviewRoutes(blogAdmin, guards)(vet)
    mediaReviewRoutes(media, actorOf)(vet)
    visitRoutes(visits, guards)(vet)
    vetCatalogueRoutes(catalogue)(vet)
    collectionRoutes(collections, guards)(vet)
    deps.staffRoutes?.vet?.(vet)
  })
  // A partner clinic's desk: its clinic's visits only (decision 0072).
  await registerStaffRoutes(app, 'clinic', staff, (desk) => {
    clinicDeskRoutes(createClinicDeskService({ repo: createClinicDeskRepo(deps.database.db), clock }), guards)(desk)
    deps.staffRoutes?.clinic?.(desk)
  })
  registerApiNotFound(app)

  if (deps.pages) {
    await registerStaticFiles(app, deps.pages.clientDir)
    const stylesheetText = builtStylesheetReader(deps.pages.clientDir)
    await registerPageRenderer(app, {
      build: deps.pages.build,
      // The pages are always a production build (decision 0001); development mode only adds checks.
      mode: 'production',
      context: (request) => ({
        siteOrigin: config.SITE_ORIGIN,
        gtmId: config.GTM_ID ?? null,
        locationLookup: geocoder !== noGeocoder,
        mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
        nonce: request.cspNonce,
        sessionCookie: request.cookies[guards.cookieName] !== undefined,
        stylesheetText,
        business: config.business,
        businessDetails,
        marketingClaims: () => siteSettings.shownClaims(),
        contentFacts,
        reportBrokenFact,
        testPages: !config.isProduction,
        demoData: config.DEMO_DATA,
        isAdmin: async () => {
          const current = await guards.currentSession(request)
          return current !== null && roleOfSessionUser(current.user, 'admin')
        },
        vaccinationCard: async (token) => {
          const card = await healthRecord.publicCard(token).catch(() => null)
          const url = `${config.SITE_ORIGIN}/card/${token}`
          return card && { card, url, qrSvg: qrSvg(url) }
        },
        staffRole: async () => {
          const current = await guards.currentSession(request)
          if (current === null) return null
          return roleOfSessionUser(current.user, 'admin') ? 'admin' : roleOfSessionUser(current.user, 'vet') ? 'vet' : roleOfSessionUser(current.user, 'clinic') ? 'clinic' : null
        },
        callRoom: async (visitId) => {
          const current = await guards.currentSession(request)
          if (current === null) return { signedIn: false }
          return { signedIn: true, room: await video.roomFor(current.user.userId, visitId) }
        },
        services: { blog, catalogue, faq, pincodes, clinics, membership, hospitals, media },
      }),
      cache: pageCache
        ? {
            pages: pageCache,
            bypassCookie: guards.cookieName,
            policy: (inline) => contentSecurityPolicy(inline, csp),
            bodies: createCompressedBodies(PAGE_CACHE_ENTRIES),
          }
        : undefined,
    })
  }

  // Housekeeping safe to run on every instance: each delete is idempotent.
  const purge = () =>
    Promise.all([auth.purgeExpired(), idempotency.purgeExpired()])
      .then(() => undefined)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'housekeeping failed')
      })
  const HOUSEKEEPING_JOB = 'housekeeping'
  jobs.define(HOUSEKEEPING_JOB, { retryDelaySeconds: 60, cron: '17 * * * *', handler: purge })
  app.addHook('onReady', async () => {
    await jobs.start()
    void purge()
    void sendDueRefunds()
  })

  app.addHook('onClose', async () => {
    callHub.closeAll()
    await relay.close()
    // A job being worked (a refund being sent) finishes its write first; one cut short is retried.
    await jobs.stop(JOB_SHUTDOWN_WAIT_MS)
    await deps.database.close()
  })

  const beginShutdown = () => {
    shuttingDown = true
  }
  return Object.assign(app, { beginShutdown, runHousekeeping: purge, jobs, queueReminders: ownerNotices.queueReminders, visits }) as App
}
