/** Error codes shared by the API and the client; the server maps each to an HTTP status. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_CODES

/** The one JSON error shape of the API. */
export type ApiError = { success: false; error: string; code: ErrorCode | string; message: string }

/**
 * Every `code` the API sends in its JSON error shape: the kinds above and the finer codes that
 * say what happened. The client has a text for each (app/lib/error-texts.ts); a test checks that
 * the server sends no other.
 */
export const API_ERROR_CODES = [
  ...(Object.keys(ERROR_CODES) as ErrorCode[]),
  'BAD_REQUEST',
  // Phone sign-in (SECURITY.md limits).
  'RESEND_TOO_SOON',
  'PHONE_HOURLY_LIMIT',
  'IP_HOURLY_LIMIT',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_USED',
  'OTP_LOCKED',
  'OTP_THROTTLED',
  'SMS_FAILED',
  // Requests a client may retry.
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_FLIGHT',
  // Booking.
  'SLOT_FULL',
  'SLOT_PAST',
  'DATE_OUT_OF_RANGE',
  'NOT_UPCOMING',
  'CHANGE_TOO_LATE',
  'RESCHEDULE_LIMIT',
  'PAYMENT_USED',
  'PAYMENT_REFUNDED',
  'PAID_LINES_DIFFER',
  'SERVICES_DO_NOT_FIT',
  'PET_SLOT_TAKEN',
  'DAILY_BOOKING_LIMIT',
  'UNKNOWN_PINCODE',
  'OUT_OF_AREA',
  'CITY_MISMATCH',
  'GEOCODE_FAILED',
  'GEOCODE_NOT_FOUND',
  // Payment.
  'AMOUNT_MISMATCH',
  'BAD_SIGNATURE',
  'PAYMENT_PROVIDER_ERROR',
  // The team's side (staff and roles).
  'STEP_UP_REQUIRED',
  'STAFF_EXISTS',
  'CONFIGURED_ADMIN',
  'OWN_ACCOUNT',
  // The appointments board.
  'ILLEGAL_TRANSITION',
  'VET_REQUIRED',
  'VET_SLOT_TAKEN',
  'NOT_A_VET',
  'STATUS_CHANGED',
  // The content admin: a save over a newer version, a key or slug already taken, an upload refused,
  // a review by someone who may not review.
  'STALE_VERSION',
  'ALREADY_EXISTS',
  'SLUG_TAKEN',
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
  'NOT_A_REVIEWER',
  // What the pages claim (decision 0063): a vet's registration not complete enough to check, an
  // unreviewed health item published, an episode's audio that is not audio or too large.
  'REGISTRATION_INCOMPLETE',
  'NOT_REVIEWED',
  'NOT_AUDIO',
  'AUDIO_TOO_LARGE',
  // Assigning a vet who does not cover the visit.
  'VET_VISIT_TYPE_NOT_COVERED',
  'VET_CITY_NOT_COVERED',
  // The vet's day.
  'RECORD_REQUIRED',
  'VISIT_CLOSED',
  'ALREADY_PAID',
  'LINE_PAID',
  'MONEY_DUE',
  // The service area.
  'UNKNOWN_DISTRICT',
  'CITY_NOT_SERVED',
  // Clinics.
  'APPLICATION_OPEN',
  'APPLICATION_DECIDED',
  'CLINIC_CLOSED',
  // Operations, day one (issue 36): a slot inside its notice, a visit on another day, a vet with visits ahead.
  'SHORT_NOTICE',
  'NOT_VISIT_DAY',
  'VET_HAS_VISITS',
  'UNDO_TOO_LATE',
  // Gold Membership and referrals.
  'REFERRAL_INVALID',
  'SELF_REFERRAL',
  'REFERRAL_CAP',
  'REFERRAL_NOT_FIRST_TERM',
  'MEMBERSHIP_CHANGED',
  'MEMBERSHIP_NOT_ACTIVE',
  // A catalogue service that content names by its price is not withdrawn (issue 38).
  'SERVICE_IN_USE',
  // Video visits' call rooms: before the window opens, after it closes.
  'CALL_NOT_OPEN',
  'CALL_ENDED',
  // The sandbox checkout's declined payment, in Razorpay's own error shape.
  'BAD_REQUEST_ERROR',
] as const

export type ApiErrorCode = (typeof API_ERROR_CODES)[number]
