import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OTP_POLICY, decideOtpSend } from '../core/auth/policy.ts'
import { API_ERROR_CODES } from '../core/errors.ts'
import { ApiError } from '../app/lib/api-client.ts'
import { ERROR_TEXTS, errorText } from '../app/lib/error-texts.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

/** Every code literal the server's source can put in an error: kinds, finer codes and limit reasons. */
function codesInServerSource(): Set<string> {
  const patterns = [/DomainError\(\s*'([A-Z_]+)'/g, /\bcode: '([A-Z_]+)'/g, /\bbody\('([A-Z_]+)'/g, /tooMany\([^)]*'([A-Z_]+)'\)/g, /reason: '([A-Z_]+)'/g]
  const codes = new Set<string>()
  for (const file of [...sourceFiles('server'), 'core/auth/policy.ts']) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) codes.add(match[1] as string)
  }
  return codes
}

describe('error codes', () => {
  it('lists every code the server can send', () => {
    const found = codesInServerSource()
    expect(found.size).toBeGreaterThan(20)
    expect([...found].filter((code) => !(API_ERROR_CODES as readonly string[]).includes(code))).toEqual([])
  })

  it('has a text for every code, never an empty one', () => {
    for (const code of API_ERROR_CODES) {
      expect(ERROR_TEXTS[code]({ message: 'server message', retryAfterSeconds: 30 }).trim(), code).not.toBe('')
    }
  })

  it('tells a person how long to wait before a new code', () => {
    const wait = decideOtpSend([new Date('2026-12-04T10:00:07Z')], [], new Date('2026-12-04T10:00:14Z'))
    expect(wait).toMatchObject({ allowed: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: 23 })
    const error = new ApiError(429, 'RESEND_TOO_SOON', 'Too many OTP requests. Please wait before trying again.', 23)
    expect(errorText(error, 'Failed to send OTP. Please try again.')).toBe('Please wait 23 seconds before asking for a new code.')
    expect(errorText(new ApiError(429, 'PHONE_HOURLY_LIMIT', 'x', 2520), 'generic')).toBe(
      `This number has had ${OTP_POLICY.sendsPerPhonePerHour} codes in the last hour, the most we send. You can ask for a new code in 42 minutes.`,
    )
  })

  it('keeps the generic text for a network failure or a server error', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to send OTP. Please try again.')).toBe('Failed to send OTP. Please try again.')
    expect(errorText(new ApiError(503, 'SMS_FAILED', 'x'), 'generic')).toBe('generic')
    expect(errorText(new ApiError(400, 'SOMETHING_NEW', 'x'), 'generic')).toBe('generic')
  })
})
