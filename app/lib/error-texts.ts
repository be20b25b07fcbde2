import { API_ERROR_CODES, type ApiErrorCode } from '../../core/errors.ts'
import { OTP_POLICY } from '../../core/auth/policy.ts'
import { ApiError } from './api-client.ts'

/** What the server told us about a refused request. */
export type ErrorContext = { message: string; retryAfterSeconds: number | null }

/** '23 seconds', '1 minute', '42 minutes': how long until a limit resets. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return 'a little while'
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

const serverMessage = ({ message }: ErrorContext) => message

/**
 * A refusal as a person reads it where the form shows it beside the right control: the API's
 * 'vetId: This vet already has a visit in this slot' without its field name.
 */
export function withoutFieldName(message: string): string {
  return message
    .split('; ')
    .map((part) => part.replace(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+|\[\d+\])*: /, ''))
    .join('; ')
}

/**
 * The one place where the API's error codes become what a person reads: each says what happened
 * and what to do. Codes whose server message already names the field or the reason pass it on.
 */
export const ERROR_TEXTS: Record<ApiErrorCode, (context: ErrorContext) => string> = {
  VALIDATION_ERROR: serverMessage,
  BAD_REQUEST: () => 'We could not read that request. Please reload the page and try again.',
  UNAUTHENTICATED: () => 'Please sign in to continue.',
  FORBIDDEN: () => 'Your account cannot do this. Please sign in with the number you used.',
  CSRF_REJECTED: () => 'We could not check where this request came from. Please reload the page and try again.',
  NOT_FOUND: serverMessage,
  CONFLICT: serverMessage,
  PAYLOAD_TOO_LARGE: () => 'That is more than we can take in one go. Please send less and try again.',
  UNSUPPORTED_MEDIA_TYPE: () => 'We could not read that request. Please reload the page and try again.',
  UNPROCESSABLE: serverMessage,
  RATE_LIMITED: ({ retryAfterSeconds }) => `Too many requests. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  INTERNAL_ERROR: () => 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: () => 'This service is not available just now. Please try again in a few minutes.',
  RESEND_TOO_SOON: ({ retryAfterSeconds }) => `Please wait ${waitText(retryAfterSeconds)} before asking for a new code.`,
  PHONE_HOURLY_LIMIT: ({ retryAfterSeconds }) =>
    `This number has had ${OTP_POLICY.sendsPerPhonePerHour} codes in the last hour, the most we send. You can ask for a new code in ${waitText(retryAfterSeconds)}.`,
  IP_HOURLY_LIMIT: ({ retryAfterSeconds }) =>
    `Too many codes have been asked for from this network in the last hour. You can ask again in ${waitText(retryAfterSeconds)}.`,
  OTP_INVALID: () => 'Invalid OTP. Please try again.',
  OTP_EXPIRED: () => 'This code has expired. Please tap Resend OTP for a new one.',
  OTP_USED: () => 'This code was already used. Please tap Resend OTP for a new one.',
  OTP_LOCKED: () => 'Too many wrong codes for this OTP. Please tap Resend OTP for a new one.',
  OTP_THROTTLED: ({ retryAfterSeconds }) =>
    `Too many wrong codes for this number in the last hour. You can try again in ${waitText(retryAfterSeconds)}.`,
  SMS_FAILED: () => 'Failed to send OTP. Please try again.',
  IDEMPOTENCY_KEY_REUSED: () => 'This request was already sent with other details. Please start again.',
  IDEMPOTENCY_IN_FLIGHT: () => 'Your earlier request is still going through. Please wait a moment.',
  SLOT_FULL: serverMessage,
  SLOT_PAST: serverMessage,
  DATE_OUT_OF_RANGE: serverMessage,
  NOT_UPCOMING: serverMessage,
  CHANGE_TOO_LATE: serverMessage,
  RESCHEDULE_LIMIT: serverMessage,
  PAYMENT_USED: serverMessage,
  PAYMENT_REFUNDED: serverMessage,
  PAID_LINES_DIFFER: serverMessage,
  SERVICES_DO_NOT_FIT: serverMessage,
  PET_SLOT_TAKEN: serverMessage,
  DAILY_BOOKING_LIMIT: serverMessage,
  UNKNOWN_PINCODE: () => 'Invalid PIN Code',
  OUT_OF_AREA: serverMessage,
  CITY_MISMATCH: serverMessage,
  GEOCODE_FAILED: () => 'Address lookup failed',
  GEOCODE_NOT_FOUND: () => 'Address lookup failed',
  AMOUNT_MISMATCH: () => 'Unable to process online payment. Please try again.',
  BAD_SIGNATURE: () => 'Payment verification failed',
  PAYMENT_PROVIDER_ERROR: () => 'Unable to process online payment. Please try again.',
  STEP_UP_REQUIRED: () => 'For this change, please confirm it is you with a code sent to your phone.',
  STAFF_EXISTS: serverMessage,
  CONFIGURED_ADMIN: serverMessage,
  OWN_ACCOUNT: serverMessage,
  ILLEGAL_TRANSITION: serverMessage,
  VET_REQUIRED: serverMessage,
  VET_SLOT_TAKEN: serverMessage,
  NOT_A_VET: serverMessage,
  STATUS_CHANGED: serverMessage,
  STALE_VERSION: serverMessage,
  ALREADY_EXISTS: serverMessage,
  SLUG_TAKEN: serverMessage,
  NOT_AN_IMAGE: serverMessage,
  IMAGE_TOO_LARGE: serverMessage,
  NOT_A_REVIEWER: serverMessage,
  REGISTRATION_INCOMPLETE: serverMessage,
  NOT_REVIEWED: serverMessage,
  NOT_AUDIO: serverMessage,
  AUDIO_TOO_LARGE: serverMessage,
  VET_VISIT_TYPE_NOT_COVERED: serverMessage,
  VET_CITY_NOT_COVERED: serverMessage,
  RECORD_REQUIRED: serverMessage,
  VISIT_CLOSED: serverMessage,
  ALREADY_PAID: serverMessage,
  LINE_PAID: serverMessage,
  MONEY_DUE: serverMessage,
  UNKNOWN_DISTRICT: serverMessage,
  CITY_NOT_SERVED: serverMessage,
  REFERRAL_INVALID: serverMessage,
  SELF_REFERRAL: serverMessage,
  REFERRAL_CAP: serverMessage,
  REFERRAL_NOT_FIRST_TERM: serverMessage,
  MEMBERSHIP_CHANGED: serverMessage,
  SERVICE_IN_USE: serverMessage,
  MEMBERSHIP_NOT_ACTIVE: serverMessage,
  BAD_REQUEST_ERROR: serverMessage,
  APPLICATION_OPEN: serverMessage,
  APPLICATION_DECIDED: serverMessage,
  CLINIC_CLOSED: serverMessage,
  SHORT_NOTICE: serverMessage,
  NOT_VISIT_DAY: serverMessage,
  VET_HAS_VISITS: serverMessage,
  UNDO_TOO_LATE: serverMessage,
  CALL_NOT_OPEN: serverMessage,
  CALL_ENDED: serverMessage,
}

function isKnownCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code)
}

/**
 * The text for a failed call: the code's text for a refusal the server explained (4xx), the
 * caller's generic text (the spec's) for a network failure or a server error.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500 || !isKnownCode(error.code)) return fallback
  return ERROR_TEXTS[error.code]({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })
}
