import { z } from 'zod'
import { UserText } from './text.ts'
import { normalizeIndianMobile } from '../phone.ts'
import { LANGUAGES } from '../i18n/language.ts'

/** 'x is required' when missing, 'x must be a string' when of another type. */
function requiredString(field: string) {
  return UserText({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) })
}

export const PhoneNumber = requiredString('phoneNumber')
  .max(20, 'Enter a valid 10-digit mobile number')
  .transform((value, context) => {
    const phone = normalizeIndianMobile(value)
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'Enter a valid 10-digit mobile number' })
      return z.NEVER
    }
    return phone
  })

export const FirstName = requiredString('firstName')
  .trim()
  .min(1, 'First name is required')
  .max(50, 'First name must be at most 50 characters')

export const OtpCode = requiredString('otp').regex(/^\d{6}$/, 'OTP must be 6 digits')

/**
 * The language of the page that asks for the code: the SMS comes in it (decision 0075). Optional,
 * English when absent, as before Hindi pages existed.
 */
export const SendOtpBody = z.object({ phoneNumber: PhoneNumber, firstName: FirstName, language: z.enum(LANGUAGES).optional() })
export type SendOtpBody = z.infer<typeof SendOtpBody>

export const VerifyOtpBody = z.object({ phoneNumber: PhoneNumber, otp: OtpCode, firstName: FirstName })
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>

export const SessionUser = z.object({
  userId: z.string(),
  phoneNumber: z.string(),
  displayName: z.string(),
  role: z.enum(['customer', 'vet', 'admin', 'clinic']),
  isAdmin: z.boolean(),
})
export type SessionUser = z.infer<typeof SessionUser>

export const SendOtpResponse = z.object({ success: z.literal(true), message: z.string() })
export const VerifyOtpResponse = z.object({ success: z.literal(true), user: SessionUser })
export const SessionResponse = z.object({ authenticated: z.literal(true), user: SessionUser })
export const OkResponse = z.object({ success: z.literal(true) })

export const SessionSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
})
export type SessionSummary = z.infer<typeof SessionSummary>
export const SessionListResponse = z.object({ sessions: z.array(SessionSummary) })

export const SessionIdParams = z.object({ sessionId: z.uuid('sessionId must be a session id') })
