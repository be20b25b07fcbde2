/** The figures of SECURITY.md for phone sign-in and sessions, and the rules that use them. */
export const OTP_POLICY = {
  digits: 6,
  lifetimeMs: 5 * 60_000,
  maxWrongCodesPerChallenge: 5,
  resendIntervalMs: 30_000,
  sendsPerPhonePerHour: 5,
  sendsPerIpPerHour: 20,
  failedVerificationsPerPhonePerHour: 10,
  windowMs: 60 * 60_000,
} as const

/** The code the sign-in dialog last asked for: to which number, and when (epoch ms). */
export type SentCode = { phoneNumber: string; sentAt: number }

/**
 * Whether the code already sent to this number can still be entered: the same number, within the
 * code's life. After 'Change' and back to the same number the dialog returns to that code rather
 * than ask for another (which the server refuses within 30 s); the server checks the code itself.
 */
export function sentCodeStillOpen(sent: SentCode | null, phoneNumber: string, now: number): boolean {
  return sent !== null && sent.phoneNumber === phoneNumber && now - sent.sentAt < OTP_POLICY.lifetimeMs
}

/** `clinic`: a partner clinic's desk, which sees that one clinic's bookings (decision 0072). */
export const ROLES = ['customer', 'vet', 'admin', 'clinic'] as const
export type Role = (typeof ROLES)[number]

export const SESSION_POLICY: Record<Role, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: 14 * 24 * 60 * 60_000, absoluteMs: 60 * 24 * 60 * 60_000 },
  vet: { idleMs: 12 * 60 * 60_000, absoluteMs: 7 * 24 * 60 * 60_000 },
  admin: { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 },
  // A clinic's front desk signs in for its shift, as a vet does for the day.
  clinic: { idleMs: 12 * 60 * 60_000, absoluteMs: 7 * 24 * 60 * 60_000 },
}

/** Changing a role or deactivating staff needs a code sign-in this recent (step-up). */
export const STEP_UP_WINDOW_MS = 10 * 60_000

export function isRecentSignIn(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() < STEP_UP_WINDOW_MS
}

/** Touching a session on every request would write on every request; once a minute is enough. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000

/** A role as stored (text), read safely: anything unknown is a customer. */
export function roleOf(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'customer'
}

export type SessionTimes = { createdAt: Date; lastSeenAt: Date; expiresAt: Date; role: string }

/** A session ends at its absolute expiry or after its role's idle time, whichever is first. */
export function sessionEndsAt(session: SessionTimes): Date {
  const idleEnd = session.lastSeenAt.getTime() + SESSION_POLICY[roleOf(session.role)].idleMs
  return new Date(Math.min(idleEnd, session.expiresAt.getTime()))
}

export function isSessionActive(session: SessionTimes, now: Date): boolean {
  return now.getTime() < sessionEndsAt(session).getTime()
}

export function sessionExpiry(createdAt: Date, role: Role): Date {
  return new Date(createdAt.getTime() + SESSION_POLICY[role].absoluteMs)
}

/** Whole seconds until a sliding-window limit frees a slot: when its oldest entry leaves the window. */
export function retryAfterSeconds(oldestInWindow: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((oldestInWindow.getTime() + windowMs - now.getTime()) / 1000))
}

export type SendDecision =
  | { allowed: true }
  | { allowed: false; reason: 'RESEND_TOO_SOON' | 'PHONE_HOURLY_LIMIT' | 'IP_HOURLY_LIMIT'; retryAfterSeconds: number }

/**
 * Whether a code may be sent now, given the send times (newest first) of this phone and of this
 * client IP within the last hour.
 */
export function decideOtpSend(phoneSends: Date[], ipSends: Date[], now: Date): SendDecision {
  const windowStart = now.getTime() - OTP_POLICY.windowMs
  const recentPhone = phoneSends.filter((at) => at.getTime() > windowStart)
  const recentIp = ipSends.filter((at) => at.getTime() > windowStart)
  const latest = recentPhone[0]
  if (latest && now.getTime() - latest.getTime() < OTP_POLICY.resendIntervalMs) {
    return { allowed: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: retryAfterSeconds(latest, OTP_POLICY.resendIntervalMs, now) }
  }
  if (recentPhone.length >= OTP_POLICY.sendsPerPhonePerHour) {
    const oldest = recentPhone[recentPhone.length - 1] as Date
    return { allowed: false, reason: 'PHONE_HOURLY_LIMIT', retryAfterSeconds: retryAfterSeconds(oldest, OTP_POLICY.windowMs, now) }
  }
  if (recentIp.length >= OTP_POLICY.sendsPerIpPerHour) {
    const oldest = recentIp[recentIp.length - 1] as Date
    return { allowed: false, reason: 'IP_HOURLY_LIMIT', retryAfterSeconds: retryAfterSeconds(oldest, OTP_POLICY.windowMs, now) }
  }
  return { allowed: true }
}
