import { z } from 'zod'
import { AccountProfileDto, type MessageLanguageBody, type ProfileBody } from '../../../core/contracts/account.ts'
import { OkResponse, SessionListResponse } from '../../../core/contracts/auth.ts'
import { type AddressBodyInput, AddressDto, AddressListResponse, AppointmentListResponse } from '../../../core/contracts/booking.ts'
import { callApi } from '../../lib/api-client.ts'

export function fetchProfile() {
  return callApi('GET', '/api/account/profile', AccountProfileDto)
}

export function saveProfile(body: ProfileBody) {
  return callApi('PUT', '/api/account/profile', AccountProfileDto, body)
}

/** The language switch, for a signed-in owner: the profile's language of messages follows it. */
export function saveMessageLanguage(body: MessageLanguageBody) {
  return callApi('PUT', '/api/account/language', AccountProfileDto, body)
}

export function listAddresses(userId: string) {
  return callApi('GET', `/api/addresses/${encodeURIComponent(userId)}`, AddressListResponse)
}

export function createAddress(body: AddressBodyInput) {
  return callApi('POST', '/api/addresses', AddressDto, body)
}

export function updateAddress(id: string, body: AddressBodyInput) {
  return callApi('PUT', `/api/addresses/${encodeURIComponent(id)}`, AddressDto, body)
}

export function removeAddress(id: string) {
  return callApi('DELETE', `/api/addresses/${encodeURIComponent(id)}`, z.unknown())
}

/** The visits a deletion would cancel are the upcoming ones of this list. */
export function listAppointments() {
  return callApi('GET', '/api/appointments', AppointmentListResponse)
}

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
