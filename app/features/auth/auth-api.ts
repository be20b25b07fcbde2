import {
  OkResponse,
  SendOtpResponse,
  SessionResponse,
  type SessionUser,
  VerifyOtpResponse,
} from '../../../core/contracts/auth.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

export function sendOtp(phoneNumber: string, firstName: string) {
  return callApi('POST', '/api/auth/send-otp', SendOtpResponse, { phoneNumber, firstName })
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
