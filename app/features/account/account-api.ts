import { OkResponse, SessionListResponse } from '../../../core/contracts/auth.ts'
import { callApi } from '../../lib/api-client.ts'

export async function listSessions() {
  return (await callApi('GET', '/api/account/sessions', SessionListResponse)).sessions
}

export function endSession(sessionId: string) {
  return callApi('DELETE', `/api/account/sessions/${encodeURIComponent(sessionId)}`, OkResponse)
}

export function endOtherSessions() {
  return callApi('POST', '/api/account/sessions/end-others', OkResponse)
}

export function deleteAccount() {
  return callApi('DELETE', '/api/account', OkResponse)
}

/** The data export is a download the browser saves itself. */
export const ACCOUNT_EXPORT_URL = '/api/account/export'
