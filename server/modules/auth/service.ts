import type { ProfileBody, ProfileDto } from '../../../core/contracts/account.ts'
import { randomUUID } from 'node:crypto'
import { createTranslator } from 'use-intl/core'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from '../../../core/i18n/language.ts'
import type { FastifyBaseLogger } from 'fastify'
import { OTP_POLICY, type Role, SESSION_TOUCH_INTERVAL_MS, decideOtpSend, isSessionActive, retryAfterSeconds, roleOf, sessionExpiry } from '../../../core/auth/policy.ts'
import type { SendOtpBody, SessionSummary, SessionUser, VerifyOtpBody } from '../../../core/contracts/auth.ts'
import { maskPhone, maskPhonesInText } from '../../../core/phone.ts'
import type { ApiErrorCode } from '../../../core/errors.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { AuthRepo, SessionRow, UserRow } from './repo.ts'
import { constantTimeEqual, generateOtp, hashSessionToken, keyedHash, newSessionToken, otpHmac } from './secrets.ts'

/** The OTP SMS in the owner's language: each language's text is its own DLT template (decision 0075). */
export function otpText(code: string, language: Language): string {
  return createTranslator({ locale: INTL_LOCALE[language], messages: MESSAGES[language], namespace: 'sms' })('otp', { code })
}

export const OTP_RECORD_RETENTION_MS = 24 * 60 * 60_000
export const SEND_OTP_FAILED = 'Failed to send OTP. Please try again.'
export const INVALID_OTP = 'Invalid OTP. Please try again.'

export type AuthDeps = {
  repo: AuthRepo
  sms: SmsSender
  clock: Clock
  secret: string
  adminPhones: readonly string[]
  /** A WhatsApp provider is configured, so reminders can go there (decision 0050). */
  whatsappOffered: boolean
  logger: FastifyBaseLogger
}

export type AuthenticatedSession = { session: SessionRow; user: SessionUser }

function tooMany(message: string, retryAfter: number, code: ApiErrorCode): DomainError {
  return new DomainError('RATE_LIMITED', message, { code, headers: { 'Retry-After': String(retryAfter) } })
}

function invalidOtp(): DomainError {
  return new DomainError('VALIDATION_ERROR', INVALID_OTP, { code: 'OTP_INVALID' })
}

export function createAuthService(deps: AuthDeps) {
  const { repo, clock, secret, logger } = deps

  /** The role a user signs in with: ADMIN_PHONES first, then the row; deactivated staff are customers. */
  function roleOfUser(user: UserRow): Role {
    if (deps.adminPhones.includes(user.id)) return 'admin'
    return user.active ? roleOf(user.role) : 'customer'
  }

  function toProfile(user: UserRow): ProfileDto {
    return {
      userId: user.id,
      phoneNumber: user.id,
      displayName: user.displayName,
      email: user.email ?? '',
      whatsappReminders: user.whatsappReminders,
      whatsappRemindersOffered: deps.whatsappOffered,
    }
  }

  function toSessionUser(user: UserRow): SessionUser {
    const role = roleOfUser(user)
    return { userId: user.id, phoneNumber: user.id, displayName: user.displayName, role, isAdmin: role === 'admin' }
  }

  return {
    /** Sends a code when the limits allow; the answer is the same for known and unknown numbers. */
    async sendOtp(input: SendOtpBody, clientIp: string): Promise<void> {
      const now = clock.now()
      const since = new Date(now.getTime() - OTP_POLICY.windowMs)
      const ipHash = keyedHash(secret, 'ip', clientIp)
      const challengeId = randomUUID()
      const code = generateOtp()

      await repo.db.transaction(async (tx) => {
        // Both limits are read and counted under their locks (the IP's first, always in this
        // order): parallel sends from one IP or for one phone cannot all see room left.
        await repo.lockIp(tx, ipHash)
        await repo.lockPhone(tx, input.phoneNumber)
        const decision = decideOtpSend(
          await repo.sendTimes(tx, { phone: input.phoneNumber }, since),
          await repo.sendTimes(tx, { ipHash }, since),
          now,
        )
        if (!decision.allowed) {
          logger.info({ phone: maskPhone(input.phoneNumber), reason: decision.reason }, 'OTP send refused by limit')
          throw tooMany('Too many OTP requests. Please wait before trying again.', decision.retryAfterSeconds, decision.reason)
        }
        await repo.insertChallenge(tx, {
          id: challengeId,
          phone: input.phoneNumber,
          codeHmac: otpHmac(secret, challengeId, input.phoneNumber, code),
          ipHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
        })
      })

      try {
        await deps.sms.send({
          kind: 'code',
          to: input.phoneNumber,
          code,
          text: otpText(code, input.language ?? DEFAULT_LANGUAGE),
        })
      } catch (error) {
        await repo.deleteChallenge(challengeId)
        // Providers quote the number in their errors (Twilio does): mask it before it reaches the log.
        const reason = maskPhonesInText((error as Error).message)
        logger.error({ phone: maskPhone(input.phoneNumber), provider: deps.sms.name, reason }, 'SMS provider failed')
        throw new DomainError('SERVICE_UNAVAILABLE', SEND_OTP_FAILED, { code: 'SMS_FAILED' })
      }
    },

    /**
     * Checks the code and starts a session; the cookie token is returned once and never stored.
     * The limits are read, the code compared and the outcome counted in one transaction under the
     * phone's lock, so parallel guesses are compared one after another: never more than the limits.
     */
    async verifyOtp(input: VerifyOtpBody, userAgent: string): Promise<{ token: string; user: SessionUser; expiresAt: Date }> {
      const now = clock.now()
      const { token, hash } = newSessionToken()
      const outcome = await repo.db.transaction(async (tx): Promise<DomainError | { user: SessionUser; expiresAt: Date }> => {
        await repo.lockPhone(tx, input.phoneNumber)
        const failures = await repo.failureTimes(tx, input.phoneNumber, new Date(now.getTime() - OTP_POLICY.windowMs))
        if (failures.length >= OTP_POLICY.failedVerificationsPerPhonePerHour) {
          return tooMany('Too many wrong codes. Please try again later.', retryAfterSeconds(failures[0] as Date, OTP_POLICY.windowMs, now), 'OTP_THROTTLED')
        }
        const challenge = await repo.latestChallenge(tx, input.phoneNumber)
        if (!challenge) return invalidOtp()
        if (challenge.consumedAt) {
          // The code that already signed in: say so, since trying it again cannot work.
          const reused = constantTimeEqual(otpHmac(secret, challenge.id, input.phoneNumber, input.otp), challenge.codeHmac)
          return reused ? new DomainError('VALIDATION_ERROR', 'This OTP was already used. Please request a new one.', { code: 'OTP_USED' }) : invalidOtp()
        }
        const locked = () =>
          tooMany('Too many wrong codes for this OTP. Please request a new one.', retryAfterSeconds(challenge.createdAt, OTP_POLICY.resendIntervalMs, now), 'OTP_LOCKED')
        if (challenge.failedAttempts >= OTP_POLICY.maxWrongCodesPerChallenge) return locked()
        if (challenge.expiresAt.getTime() <= now.getTime()) {
          return new DomainError('VALIDATION_ERROR', 'OTP expired. Please request a new one.', { code: 'OTP_EXPIRED' })
        }
        const expected = otpHmac(secret, challenge.id, input.phoneNumber, input.otp)
        if (!constantTimeEqual(expected, challenge.codeHmac)) {
          const counted = await repo.recordWrongCode(tx, challenge.id, input.phoneNumber, now, OTP_POLICY.maxWrongCodesPerChallenge)
          return counted ? invalidOtp() : locked()
        }
        if (!(await repo.consumeChallenge(tx, challenge.id, now, OTP_POLICY.maxWrongCodesPerChallenge))) return invalidOtp()
        const user = await repo.upsertUser(tx, input.phoneNumber, input.firstName, now)
        const role = roleOfUser(user)
        const expiresAt = sessionExpiry(now, role)
        await repo.insertSession(tx, {
          id: randomUUID(),
          tokenHash: hash,
          userId: user.id,
          role,
          userAgent: userAgent.slice(0, 300),
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        })
        return { user: toSessionUser(user), expiresAt }
      })
      // A refusal is returned, not thrown, so that the wrong code it counted is committed.
      if (outcome instanceof DomainError) throw outcome
      logger.info({ phone: maskPhone(input.phoneNumber) }, 'signed in')
      return { token, ...outcome }
    },

    /** The session of a cookie token, if it is still active; an ended session is deleted. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 100) return null
      const found = await repo.findSessionByTokenHash(hashSessionToken(token))
      if (!found) return null
      const now = clock.now()
      const current = toSessionUser(found.user)
      // A user whose role changed since sign-in must sign in again under the other role's limits.
      if (!isSessionActive(found.session, now) || current.role !== found.session.role) {
        await repo.deleteSession(found.session.id)
        return null
      }
      if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await repo.touchSession(found.session.id, now)
      }
      return { session: found.session, user: current }
    },

    signOut: (sessionId: string) => repo.deleteSession(sessionId),

    async listSessions(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
      const now = clock.now()
      return (await repo.listSessions(userId))
        .filter((session) => isSessionActive(session, now))
        .map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          userAgent: session.userAgent,
          current: session.id === currentSessionId,
        }))
    },

    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.deleteUserSession(userId, sessionId))) throw new DomainError('NOT_FOUND', 'No such session')
    },

    endOtherSessions: (userId: string, currentSessionId: string) => repo.deleteOtherSessions(userId, currentSessionId),

    findUser: async (userId: string) => {
      const user = await repo.findUser(userId)
      return user ? { ...toSessionUser(user), createdAt: user.createdAt.toISOString() } : null
    },

    async profile(userId: string): Promise<ProfileDto> {
      const user = await repo.findUser(userId)
      if (!user) throw new DomainError('NOT_FOUND', 'No such user')
      return toProfile(user)
    },

    async updateProfile(userId: string, body: ProfileBody): Promise<ProfileDto> {
      // Turning on a channel the business does not send on would change nothing: say so. Turning it
      // off is kept, so the owner's choice holds if WhatsApp is configured later.
      if (body.whatsappReminders === true && !deps.whatsappOffered) {
        throw new DomainError('VALIDATION_ERROR', 'whatsappReminders: Reminders on WhatsApp are not available; reminders come by SMS')
      }
      const user = await repo.updateProfile(
        userId,
        { displayName: body.displayName, email: body.email || null, ...(body.whatsappReminders === undefined ? {} : { whatsappReminders: body.whatsappReminders }) },
        clock.now(),
      )
      if (!user) throw new DomainError('NOT_FOUND', 'No such user')
      return toProfile(user)
    },

    /** OTP records are kept a day at most (privacy policy); ended sessions go too. */
    purgeExpired: () => {
      const now = clock.now()
      return repo.purge(new Date(now.getTime() - OTP_RECORD_RETENTION_MS), now)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
