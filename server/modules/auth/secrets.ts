import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit code from the cryptographic generator. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The code bound to its challenge and phone, keyed with the server secret. */
export function otpHmac(secret: string, challengeId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${challengeId}:${phone}:${code}`).digest('hex')
}

export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex')
}

/** Constant-time comparison that is also safe for inputs of unequal length. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  if (left.length !== right.length) {
    timingSafeEqual(left, left)
    return false
  }
  return timingSafeEqual(left, right)
}

/** A random 256-bit session token for the cookie, and the SHA-256 the database keeps. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionToken(token) }
}

export function hashSessionToken(token: string): string {
  return hash('sha256', token)
}
