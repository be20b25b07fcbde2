import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const authors = pgTable('authors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The author's title as pages show it under the name ('Veterinarian, BVSc & AH'). */
  credentials: text('credentials').notNull(),
  bio: text('bio').notNull(),
  /** An uploaded photo's address (/uploads/...), or null for initials. */
  photo: text('photo'),
  /** The staff record a named author is (a vet with a registration number); null for the editorial team. */
  staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Raised by every admin save; a save naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
  /** Set by an admin's first edit: from then on the seed never overwrites the row. */
  adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
  ...timestamps,
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    image: text('image'),
    category: text('category').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'restrict' }),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** draft or published; only a published post whose date has come is on the site. */
    status: text('status').notNull().default('published'),
    version: integer('version').notNull().default(1),
    /** Set by an admin's first edit: from then on the seed never overwrites the row. */
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    /** The vet who marked the text reviewed, with their name and registration as they stood then. */
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    reviewerRegistration: text('reviewer_registration'),
    reviewerCouncil: text('reviewer_council'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Set by the daily job when the review is over 12 months old; cleared by a new review. */
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('blog_posts_views_non_negative', sql`${table.views} >= 0`),
    check('blog_posts_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_status', sql`${table.status} in ('draft', 'published')`),
    check('blog_posts_review_complete', sql`(${table.reviewedAt} is null) = (${table.reviewerName} is null)`),
    index('blog_posts_category_idx').on(table.category),
  ],
)

/** The slugs a post had before an admin changed it: each answers with a 301 to the post's slug. */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_slug_redirects_post_idx').on(table.postId)],
)

export const users = pgTable(
  'users',
  {
    /** The phone number's 10 digits (spec: userId is the phone number with every non-digit removed). */
    id: text('id').primaryKey(),
    displayName: text('display_name').notNull(),
    /** Given on the profile page; the next booking starts from it. Null until then. */
    email: text('email'),
    /** customer, vet, admin or clinic (a partner clinic's desk); a number in ADMIN_PHONES is an admin whatever this says. */
    role: text('role').notNull().default('customer'),
    /** False for a staff member an admin deactivated: they sign in as a customer only. */
    active: boolean('active').notNull().default(true),
    /** The owner's choice: reminders by WhatsApp when the business sends WhatsApp messages, else by SMS (decision 0050). */
    whatsappReminders: boolean('whatsapp_reminders').notNull().default(true),
    /** The language of the owner's SMS and e-mails, 'en' or 'hi' (decision 0076); read when each message is sent. */
    language: text('language').notNull().default('en'),
    ...timestamps,
  },
  (table) => [
    check('users_id_is_mobile', sql`${table.id} ~ '^[6-9][0-9]{9}$'`),
    check('users_role', sql`${table.role} in ('customer', 'vet', 'admin', 'clinic')`),
    check('users_language', sql`${table.language} in ('en', 'hi')`),
  ],
)

/** What the team knows of a staff member beyond the user row: for vets, registration and coverage. */
export const staffProfiles = pgTable('staff_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The VCI or state veterinary council registration number. */
  registrationNumber: text('registration_number'),
  /** The council that holds the registration (core/contracts/staff.ts VET_COUNCILS). */
  registrationCouncil: text('registration_council'),
  /**
   * Who checked the number against the council's register, and when (the app cannot query the
   * register): a vet reviews content only once this is recorded (decision 0063).
   */
  registrationCheckedBy: text('registration_checked_by').references(() => users.id, { onDelete: 'set null' }),
  registrationCheckedAt: timestamp('registration_checked_at', { withTimezone: true }),
  cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
  visitTypes: text('visit_types').array().notNull().default(sql`'{}'::text[]`),
  /** For the clinic role: the one partner clinic whose bookings this person sees (decision 0072). */
  clinicId: text('clinic_id').references((): AnyPgColumn => clinics.id, { onDelete: 'restrict' }),
  ...timestamps,
})

/**
 * Every admin change: who, when, what, before and after. Append-only: a trigger refuses updates
 * and deletes (migration 0006), and no code path offers either.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    /** The acting user's id (a phone number's digits); kept as text so the row outlives the account. */
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_entity_idx').on(table.entityType, table.entityId)],
)

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC of the code bound to this challenge and phone; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    /** Keyed hash of the client IP, for the per-IP send limit. */
    ipHash: text('ip_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_challenges_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.ipHash, table.createdAt),
    check('otp_challenges_attempts_range', sql`${table.failedAttempts} between 0 and 5`),
  ],
)

export const otpFailures = pgTable(
  'otp_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('otp_failures_phone_failed_idx').on(table.phone, table.failedAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role signed in with: its limits apply, and a change of role ends the session. */
    role: text('role').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end; the idle end is lastSeenAt plus the role's idle timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

// --- catalogue and payments ---

/**
 * The catalogue: the bookable services, and the medicines and consumables a vet bills at the door
 * (decision 0072). The source of every price the server charges (in paise).
 */
export const catalogueServices = pgTable(
  'catalogue_services',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    petType: text('pet_type').notNull(),
    /** service (bookable), medicine or consumable (billed by a vet at a visit only). */
    kind: text('kind').notNull().default('service'),
    /** A service's type; null for a medicine or a consumable, which are never booked. */
    serviceType: text('service_type'),
    /** What one unit is, for medicines and consumables ('strip of 10 tablets', '1 pipette'); empty for a service. */
    unit: text('unit').notNull().default(''),
    description: text('description').notNull(),
    listPricePaise: integer('list_price_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The tax inside the price, in basis points (1800 = 18 %), printed on receipts; 0 unless an admin sets it. */
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** Raised by every admin save; a save naming an older version is refused (no lost update). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('catalogue_services_id_format', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('catalogue_services_pet_type', sql`${table.petType} in ('dog', 'cat', 'any')`),
    check('catalogue_services_service_type', sql`${table.serviceType} in ('checkup', 'vaccination', 'surgery', 'labtest', 'grooming')`),
    check('catalogue_services_kind', sql`${table.kind} in ('service', 'medicine', 'consumable')`),
    check('catalogue_services_kind_service_type', sql`(${table.kind} = 'service') = (${table.serviceType} is not null)`),
    check('catalogue_services_prices', sql`${table.pricePaise} > 0 and ${table.pricePaise} <= ${table.listPricePaise}`),
    check('catalogue_services_tax_rate', sql`${table.taxRateBps} >= 0 and ${table.taxRateBps} <= 2800`),
  ],
)

/** Gold Membership plans: the price of a membership payment (flowType membership). */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    durationMonths: integer('duration_months').notNull(),
    listPricePaise: integer('list_price_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Home visits without the visit fee, per term. */
    freeHomeVisits: integer('free_home_visits').notNull().default(0),
    /** Percent off vaccinations and lab tests paid after the service. */
    serviceDiscountPercent: integer('service_discount_percent').notNull().default(0),
    freeVideoConsults: boolean('free_video_consults').notNull().default(false),
    /** Members may book the one place per slot held back for them. */
    prioritySlots: boolean('priority_slots').notNull().default(false),
    /** Percent off the first term for someone who joins with a member's code. */
    referralDiscountPercent: integer('referral_discount_percent').notNull().default(0),
    /** Free home visits the referrer gains once the friend's payment is verified. */
    referrerCreditVisits: integer('referrer_credit_visits').notNull().default(0),
    /** Raised by every edit: a save made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('membership_plans_prices', sql`${table.pricePaise} > 0 and ${table.pricePaise} <= ${table.listPricePaise}`),
    check('membership_plans_duration', sql`${table.durationMonths} > 0`),
    check(
      'membership_plans_benefits',
      sql`${table.freeHomeVisits} between 0 and 50 and ${table.serviceDiscountPercent} between 0 and 50 and ${table.referralDiscountPercent} between 0 and 50 and ${table.referrerCreditVisits} between 0 and 5`,
    ),
  ],
)

/**
 * One Gold Membership per account (decision 0036): its current period, the benefits it carries
 * (copied from the plan at purchase, so an edit of the plan never changes a term already paid),
 * the free home visits granted and used, and the member's referral code.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey(),
    /** The member number is built from it: PVG-000123. */
    serial: integer('serial').notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    freeHomeVisits: integer('free_home_visits').notNull(),
    freeVisitsUsed: integer('free_visits_used').notNull().default(0),
    serviceDiscountPercent: integer('service_discount_percent').notNull(),
    freeVideoConsults: boolean('free_video_consults').notNull(),
    prioritySlots: boolean('priority_slots').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    /** The last renewal reminder sent: the expiry date and the days before it ('2027-01-31:15'). */
    lastReminder: text('last_reminder'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (table) => [
    check('memberships_status', sql`${table.status} in ('active', 'cancelled')`),
    check('memberships_period', sql`${table.expiresAt} > ${table.startsAt}`),
    check('memberships_visits', sql`${table.freeVisitsUsed} >= 0 and ${table.freeVisitsUsed} <= ${table.freeHomeVisits}`),
    index('memberships_expires_idx').on(table.status, table.expiresAt),
  ],
)

/** Each paid term of a membership: one per payment order, so a replayed payment never adds a second. */
export const membershipTerms = pgTable(
  'membership_terms',
  {
    id: uuid('id').primaryKey(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    planId: text('plan_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('membership_terms_membership_idx').on(table.membershipId)],
)

/**
 * A friend who joined with a member's code: one per friend (their first term only), written when
 * the friend's payment is verified. `credited`: the referrer gained the credit; `capped`: the
 * referrer had reached the yearly cap.
 */
export const membershipReferrals = pgTable(
  'membership_referrals',
  {
    id: uuid('id').primaryKey(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeUserId: text('referee_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    creditVisits: integer('credit_visits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('membership_referrals_status', sql`${table.status} in ('credited', 'capped')`),
    check('membership_referrals_not_self', sql`${table.referrerUserId} <> ${table.refereeUserId}`),
    index('membership_referrals_referrer_idx').on(table.referrerUserId, table.createdAt),
  ],
)

/** An order created with the payment provider: what the server priced, in paise. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** Null once the account is deleted: the record is kept, detached from the person. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    flowType: text('flow_type').notNull(),
    planId: text('plan_id'),
    /** The member's code a membership was bought with; its discount is already in the amount. */
    referralCode: text('referral_code'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** The priced lines: id, title, listPricePaise, pricePaise, quantity. */
    items: jsonb('items').notNull(),
    status: text('status').notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A collection at the door (flowType visit): the visit, how (upi_qr, payment_link, cash) and by which vet. */
    appointmentId: uuid('appointment_id'),
    collectMethod: text('collect_method'),
    collectedBy: text('collected_by'),
    /** When a door QR code was closed, or a door link cancelled, at the provider (null while it may still take a payment there). */
    providerClosedAt: timestamp('provider_closed_at', { withTimezone: true }),
    /** The page of a UPI QR code or a payment link, so a link can be sent to the owner again. */
    collectUrl: text('collect_url'),
  },
  (table) => [
    check('payment_orders_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_orders_flow_type', sql`${table.flowType} in ('cart', 'membership', 'visit')`),
    check('payment_orders_status', sql`${table.status} in ('created', 'paid', 'failed', 'closed')`),
    check('payment_orders_collect_method', sql`${table.collectMethod} is null or ${table.collectMethod} in ('upi_qr', 'payment_link', 'cash')`),
    index('payment_orders_appointment_idx').on(table.appointmentId),
    check('payment_orders_currency', sql`${table.currency} = 'INR'`),
    index('payment_orders_user_idx').on(table.userId),
  ],
)

/** A payment the provider confirmed (by a verified checkout signature or a signed webhook); one row per provider payment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    method: text('method'),
    /** How the server learnt of it first: the browser's verified checkout or the provider's webhook. */
    source: text('source').notNull(),
    /** The booking this payment paid for, once linked (set by the booking module). */
    appointmentId: uuid('appointment_id'),
    /** A payment beyond what the visit owed (paid twice, two methods racing): not counted, refunded automatically. */
    extra: boolean('extra').notNull().default(false),
    /** Cash a vet took, until an admin records it as deposited. */
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    depositedBy: text('deposited_by'),
    /**
     * Cash recorded by mistake and undone within 10 minutes (issue 36): who undid it, when and why.
     * A voided payment counts nowhere; its receipt keeps its number and reads VOID.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    check('payments_void_complete', sql`(${table.voidedAt} is null) = (${table.voidedBy} is null) and (${table.voidedAt} is null) = (${table.voidReason} is null)`),
    check('payments_source', sql`${table.source} in ('checkout', 'webhook', 'door')`),
    index('payments_appointment_idx').on(table.appointmentId),
    index('payments_order_idx').on(table.orderId),
    index('payments_user_idx').on(table.userId),
  ],
)

/** Provider webhook events already handled: a duplicate delivery is a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
})

/**
 * The local ('sandbox') payment provider's door QR codes and links (decision 0055): what Razorpay
 * keeps on its side, kept here so that after a restart, or on another instance, the reconcile and
 * close jobs still get their answers. Written only when PAYMENT_PROVIDER is sandbox.
 */
export const sandboxDoorCodes = pgTable(
  'sandbox_door_codes',
  {
    /** `qr_...` or `plink_...`, as Razorpay names them. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_door_codes_kind', sql`${table.kind} in ('qr', 'plink')`)],
)

/** The payments the local provider took on its QR codes and links. */
export const sandboxDoorPayments = pgTable(
  'sandbox_door_payments',
  {
    id: text('id').primaryKey(),
    codeId: text('code_id')
      .notNull()
      .references(() => sandboxDoorCodes.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_door_payments_code_idx').on(table.codeId, table.takenAt)],
)

/** Idempotency-Key records of retryable writes (IETF idempotency-key draft): kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.key] }),
    check('idempotency_keys_status', sql`${table.status} in ('in_flight', 'done')`),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
)

// --- booking ---

/** A user's saved pets (spec section 3, pet); erased with the account. */
export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    breed: text('breed').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    ageText: text('age_text'),
    /** Grams, so that weights stay exact integers. */
    weightGrams: integer('weight_grams'),
    notes: text('notes'),
    /** The owner's switch for the health record's reminders (on unless turned off). */
    healthRemindersOn: boolean('health_reminders_on').notNull().default(true),
    /** The municipal registration (MCD, Noida, Gurugram) and the date it must be renewed by. */
    registrationNumber: text('registration_number'),
    registrationRenewsOn: date('registration_renews_on', { mode: 'string' }),
    /** The pet's photo (an address under /uploads, decision 0045), or null. */
    photoUrl: text('photo_url'),
    ...timestamps,
  },
  (table) => [
    check('pets_type', sql`${table.type} in ('dog', 'cat', 'puppy', 'kitten')`),
    check('pets_weight_positive', sql`${table.weightGrams} is null or ${table.weightGrams} > 0`),
    index('pets_user_idx').on(table.userId),
  ],
)

/** A user's saved addresses (spec section 3, address); erased with the account. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    pincode: text('pincode').notNull(),
    landmark: text('landmark'),
    tag: text('tag').notNull().default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps,
  },
  (table) => [
    check('addresses_pincode', sql`${table.pincode} ~ '^[0-9]{6}$'`),
    index('addresses_user_idx').on(table.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
)

/**
 * Booked places per slot and visit type. The conditional increment (booked < capacity) and the
 * check below make the database refuse an overbooking, however many requests race for a slot.
 */
export const slotCounts = pgTable(
  'slot_counts',
  {
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    visitType: text('visit_type').notNull(),
    /** The clinic of a clinic visit (each has its own places); '' for home and video visits. */
    clinicId: text('clinic_id').notNull().default(''),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.date, table.time, table.visitType, table.clinicId] }),
    check('slot_counts_booked_range', sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`),
    check('slot_counts_visit_type', sql`${table.visitType} in ('home', 'clinic', 'video')`),
  ],
)

/** An appointment as booked (spec section 3, appointment request), priced by the server in paise. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey(),
    /** Null once the account is deleted: the record is kept, detached from the person. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('booked'),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    petBreed: text('pet_breed').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    serviceType: text('service_type').notNull(),
    visitType: text('visit_type').notNull(),
    clinicId: text('clinic_id'),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    address: text('address'),
    city: text('city'),
    pincode: text('pincode'),
    landmark: text('landmark'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes').notNull().default(''),
    /** The priced lines: id, title, listPricePaise, pricePaise, quantity. */
    services: jsonb('services').notNull(),
    vaccinationPlan: jsonb('vaccination_plan'),
    totalPaise: integer('total_paise').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The vet given the visit on the appointments board; null until one is assigned. */
    vetId: text('vet_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who last moved the status on the team's side, and when (the audit log keeps every move). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by'),
    /** Why the clinic cancelled, told to the owner. */
    cancelReason: text('cancel_reason'),
    /** The membership whose benefit priced this booking, and which benefit (decision 0036). */
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    membershipBenefit: text('membership_benefit'),
    /**
     * A video visit's call (issue 33): when both people were first in the room, when the last of
     * them left, and the seconds between (kept so the board reads it without arithmetic).
     */
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    callEndedAt: timestamp('call_ended_at', { withTimezone: true }),
    callSeconds: integer('call_seconds'),
    ...timestamps,
  },
  (table) => [
    check(
      'appointments_status',
      sql`${table.status} in ('booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed', 'no_show', 'cancelled', 'cancelled_by_clinic')`,
    ),
    // A vet is never given two visits in one slot (open visits only; decision 0027).
    uniqueIndex('appointments_vet_slot_idx')
      .on(table.vetId, table.date, table.time)
      .where(sql`${table.vetId} is not null and ${table.status} in ('booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress')`),
    index('appointments_date_idx').on(table.date, table.time),
    check('appointments_visit_type', sql`${table.visitType} in ('home', 'clinic', 'video')`),
    check('appointments_total', sql`${table.totalPaise} >= 0`),
    check('appointments_membership_benefit', sql`${table.membershipBenefit} is null or ${table.membershipBenefit} in ('free_visit', 'free_video', 'discount')`),
    index('appointments_user_idx').on(table.userId, table.startsAt),
    // One payment pays for one booking.
    uniqueIndex('appointments_payment_idx').on(table.paymentId),
  ],
)

/**
 * What the vet wrote after a visit (issue 11, step 4): one record per appointment, shown to the
 * owner once the visit is completed. Prescription lines and vaccines given are JSON lists whose
 * shapes are the contracts in core/contracts/visits.ts.
 */
export const visitRecords = pgTable(
  'visit_records',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The vet who wrote it (kept as text so the record outlives the account). */
    vetId: text('vet_id').notNull(),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    findings: text('findings').notNull(),
    diagnosisNotes: text('diagnosis_notes').notNull().default(''),
    prescription: jsonb('prescription').notNull(),
    vaccines: jsonb('vaccines').notNull(),
    advice: text('advice').notNull().default(''),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [index('visit_records_pet_idx').on(table.petId)],
)

/**
 * What was said and shown in a video visit's call (issue 33): chat lines and photos (an upload's
 * address), kept with the visit for its record. `senderId` is text so a line outlives the account.
 */
export const callMessages = pgTable(
  'call_messages',
  {
    id: uuid('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull().default(''),
    photoUrl: text('photo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('call_messages_sender_role', sql`${table.senderRole} in ('owner', 'vet')`),
    check('call_messages_content', sql`${table.body} <> '' or ${table.photoUrl} is not null`),
    index('call_messages_appointment_idx').on(table.appointmentId, table.createdAt),
  ],
)

// --- newsletter and FAQ ---

/** One row per e-mail address (stored trimmed and lower-cased), with the consent given. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    /** The consent line the person saw when subscribing (DPDP Act: consent must be specific). */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    check('newsletter_subscribers_email_lower', sql`${table.email} = lower(${table.email})`),
    check('newsletter_subscribers_email_shape', sql`${table.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$' and length(${table.email}) <= 254`),
  ],
)

/** Questions and answers of /faq; `slug` is the stable key the seed and the page anchors use. */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The Hindi question and answer (decision 0081): both or neither; without them /hi/faq shows the English, marked as such. */
    questionHi: text('question_hi'),
    answerHi: text('answer_hi'),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** Raised by every admin save; a save naming an older version is refused (no lost update). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('faqs_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('faqs_category_format', sql`${table.category} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('faqs_question_not_blank', sql`length(trim(${table.question})) > 0`),
    check('faqs_answer_not_blank', sql`length(trim(${table.answer})) > 0`),
    check('faqs_hindi_both_or_neither', sql`(${table.questionHi} is null) = (${table.answerHi} is null)`),
    check('faqs_hindi_not_blank', sql`${table.questionHi} is null or (length(trim(${table.questionHi})) > 0 and length(trim(${table.answerHi})) > 0)`),
    index('faqs_published_order_idx').on(table.published, table.sortOrder),
  ],
)

// --- refunds ---

/**
 * The full refund of an online payment for a cancelled appointment (decision 0015). Written in
 * the cancellation's own transaction, then sent to the provider by a job that retries; the
 * refund row's id is the provider's idempotency key, so a retry never refunds twice.
 * `pending`: not yet accepted by the provider; `initiated`: accepted, money on its way;
 * `processed`: the provider confirmed it; `failed`: refused, for the operators to settle.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_status', sql`${table.status} in ('pending', 'initiated', 'processed', 'failed')`),
    index('refunds_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

/**
 * The districts where vets make home visits, each with the served city it belongs to (decision
 * 0025). Seeded from core/service-area/service-area.ts; the seed never overwrites an edited row.
 */
export const serviceAreaDistricts = pgTable(
  'service_area_districts',
  {
    state: text('state').notNull(),
    district: text('district').notNull(),
    citySlug: text('city_slug').notNull(),
    cityName: text('city_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.state, table.district] }),
    check('service_area_city_slug_format', sql`${table.citySlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

// --- health record ---

/**
 * Doses given to a pet: vaccines, worming and tick and flea prevention. Entered by the owner (or a
 * caregiver who may edit), or by a vet in a visit record (`source` 'vet', with the visit's id).
 */
export const petDoses = pgTable(
  'pet_doses',
  {
    id: uuid('id').primaryKey(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The vaccine of a vaccination (core/health/vaccination-schedules.ts); null otherwise. */
    vaccine: text('vaccine'),
    /** The product's name as written on the card, if given. */
    productName: text('product_name'),
    batch: text('batch'),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    source: text('source').notNull(),
    /** The visit record a vet wrote it in; no foreign key until visit records exist in this schema. */
    visitId: uuid('visit_id'),
    /** Who entered it: the owner, a caregiver or the vet (a phone number). */
    recordedBy: text('recorded_by'),
    /** A photo of the vaccination card page for a dose the owner entered (under /uploads), or null. */
    cardPhotoUrl: text('card_photo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pet_doses_kind', sql`${table.kind} in ('vaccination', 'deworming', 'tick-flea')`),
    check('pet_doses_source', sql`${table.source} in ('owner', 'vet')`),
    check('pet_doses_vaccine', sql`(${table.kind} = 'vaccination') = (${table.vaccine} is not null)`),
    check('pet_doses_vet_visit', sql`${table.source} = 'vet' or ${table.visitId} is null`),
    index('pet_doses_pet_idx').on(table.petId, table.givenOn),
    // A visit record names each vaccine once: recording it again is a no-op.
    uniqueIndex('pet_doses_visit_vaccine_key').on(table.visitId, table.vaccine),
  ],
)

/** Public, read-only links to a pet's vaccination card; only the token's SHA-256 is kept. */
export const petCardLinks = pgTable(
  'pet_card_links',
  {
    id: uuid('id').primaryKey(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('pet_card_links_token_key').on(table.tokenHash), index('pet_card_links_pet_idx').on(table.petId)],
)

/** Family members or a walker the owner shares a pet with, by phone number (a user's id). */
export const petCaregivers = pgTable(
  'pet_caregivers',
  {
    id: uuid('id').primaryKey(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    canEdit: boolean('can_edit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pet_caregivers_phone', sql`${table.phone} ~ '^[6-9][0-9]{9}$'`),
    uniqueIndex('pet_caregivers_pet_phone_key').on(table.petId, table.phone),
    index('pet_caregivers_phone_idx').on(table.phone),
  ],
)

/** Each reminder of the health record, sent once: the item, its due date and the stage. */
export const healthRemindersSent = pgTable(
  'health_reminders_sent',
  {
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.petId, table.itemKey, table.dueDate, table.stage] })],
)

/**
 * Small pieces of site content the team edits as a whole (decision 0030): the WhatsApp number and
 * message, the marketing claims. One row per key; the value's shape is the key's contract in
 * core/contracts/site-settings.ts.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    /** Raised by every admin save; a save naming an older version is refused (no lost update). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [check('site_settings_key_format', sql`${table.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
)

/** Lines a vet adds to a visit's bill at the door, priced from the catalogue at the moment of adding (issue 22). */
export const visitBillLines = pgTable(
  'visit_bill_lines',
  {
    id: uuid('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => catalogueServices.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    quantity: integer('quantity').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** The owner's Gold Membership discount when the vet added the line (0 for a non-member); kept so a later change of membership never reprices a bill. */
    memberDiscountPercent: integer('member_discount_percent').notNull().default(0),
    addedBy: text('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('visit_bill_lines_price', sql`${table.unitPaise} > 0`),
    check('visit_bill_lines_quantity', sql`${table.quantity} between 1 and 20`),
    check('visit_bill_lines_member_discount', sql`${table.memberDiscountPercent} between 0 and 50`),
    index('visit_bill_lines_appointment_idx').on(table.appointmentId),
  ],
)

/** The last receipt number given in each financial year; its row lock keeps the series gap-free. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
})

/** One receipt per counted payment, numbered PV/<year>/<sequence> with no gap and no duplicate. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The bill lines at the time of payment, with tax. */
    lines: jsonb('lines').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('receipts_series_idx').on(table.financialYear, table.sequence), check('receipts_amount_positive', sql`${table.amountPaise} > 0`)],
)

// --- clinics (decisions 0034, 0035) ---

/**
 * The clinics of the finder and of clinic visits. `status` live shows it; hidden keeps its page
 * and bookings out of sight. `sample` marks the shipped sample data until the business replaces it.
 */
export const clinics = pgTable(
  'clinics',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** WeeklyHours of core/clinics/hours.ts. */
    hours: jsonb('hours').notNull(),
    open24x7: boolean('open_24x7').notNull().default(false),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** Places per hourly slot for clinic visits. */
    capacityPerSlot: integer('capacity_per_slot').notNull().default(2),
    status: text('status').notNull().default('live'),
    sample: boolean('sample').notNull().default(false),
    vetRegistrations: text('vet_registrations').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    check('clinics_id_format', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('clinics_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('clinics_pincode', sql`${table.pincode} ~ '^[0-9]{6}$'`),
    check('clinics_status', sql`${table.status} in ('live', 'hidden')`),
    check('clinics_capacity', sql`${table.capacityPerSlot} between 1 and 50`),
    index('clinics_status_idx').on(table.status),
  ],
)

/**
 * One row whose `version` a statement trigger on clinics bumps at every change (migration 0010):
 * the search keeps the live clinics in memory and asks only this row whether they changed.
 */
export const clinicsVersion = pgTable(
  'clinics_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('clinics_version_one_row', sql`${table.id} = 1`)],
)

/** A clinic's application to join, from a signed-in applicant; decided by an admin. */
export const clinicApplications = pgTable(
  'clinic_applications',
  {
    id: uuid('id').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    clinicName: text('clinic_name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    services: text('services').array().notNull(),
    hours: jsonb('hours').notNull(),
    open24x7: boolean('open_24x7').notNull().default(false),
    vetRegistrations: text('vet_registrations').array().notNull(),
    gstNumber: text('gst_number'),
    reviewNote: text('review_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    clinicId: text('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    check('clinic_applications_status', sql`${table.status} in ('pending', 'changes_requested', 'approved', 'rejected')`),
    index('clinic_applications_status_idx').on(table.status, table.createdAt),
    // One open application per applicant.
    uniqueIndex('clinic_applications_one_open_idx').on(table.applicantId).where(sql`${table.status} in ('pending', 'changes_requested')`),
  ],
)

/** A signed-in user's favourite clinics; erased with the account. */
export const favoriteClinics = pgTable(
  'favorite_clinics',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clinicId] })],
)

/**
 * 24-hour veterinary hospitals the team has checked (decision 0063): shown on the emergency pages
 * with the date each was last verified and by whom. Nothing is seeded: no list is better than an
 * invented one.
 */
export const emergencyHospitals = pgTable(
  'emergency_hospitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    /** The day someone called or visited and confirmed a vet is on duty around the clock. */
    lastVerifiedOn: date('last_verified_on').notNull(),
    verifiedBy: text('verified_by').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('emergency_hospitals_city_idx').on(table.city, table.name)],
)

/**
 * The media library (decision 0063): videos (a YouTube or Vimeo link) and podcast episodes (an
 * uploaded audio file with its transcript). /videos and /podcasts list only published items; an
 * item on a health topic is published only once a vet has reviewed it.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    videoUrl: text('video_url'),
    audioUrl: text('audio_url'),
    transcript: text('transcript').notNull().default(''),
    durationMinutes: integer('duration_minutes'),
    healthTopic: boolean('health_topic').notNull().default(true),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    reviewerRegistration: text('reviewer_registration'),
    reviewerCouncil: text('reviewer_council'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('media_items_kind', sql`${table.kind} in ('video', 'podcast')`),
    check('media_items_status', sql`${table.status} in ('draft', 'published')`),
    check('media_items_source', sql`(${table.kind} = 'video' and ${table.videoUrl} is not null) or (${table.kind} = 'podcast' and ${table.audioUrl} is not null)`),
    check('media_items_podcast_transcript', sql`${table.kind} <> 'podcast' or length(${table.transcript}) > 0`),
    // A health topic is never published without a vet's review.
    check('media_items_reviewed_to_publish', sql`${table.status} = 'draft' or not ${table.healthTopic} or ${table.reviewedAt} is not null`),
    index('media_items_published_idx').on(table.kind, table.status, table.publishedAt),
  ],
)
