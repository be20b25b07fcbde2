import {
  OkResponse,
  SendOtpResponse,
  SessionResponse,
  type SessionUser,
  VerifyOtpResponse,
} from '../../../core/contracts/auth.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

/** Asks for a code by SMS, written in the language of the page asking (decision 0075). */
export function sendOtp(phoneNumber: string, firstName: string, language: Language) {
  return callApi('POST', '/api/auth/send-otp', SendOtpResponse, { phoneNumber, firstName, language })
}

export async function verifyOtp(phoneNumber: string, otp: string, firstName: string): Promise<SessionUser> {
  return (await callApi('POST', '/api/auth/verify-otp', VerifyOtpResponse, { phoneNumber, otp, firstName })).user
}

export function logoutOnServer() {
  return callApi('POST', '/api/auth/logout', OkResponse)
}

/** The signed-in user according to the server, or null when there is no live session. */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return (await callApi('GET', '/api/auth/session', SessionResponse)).user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
