import type { AddressBodyInput, AppointmentRequest } from '../../../core/contracts/booking.ts'
import { callApi } from '../../lib/api-client.ts'

// Each contract is imported with the first answer that needs it, after the booking page has hydrated (decision 0057).
const booking = () => import('../../../core/contracts/booking.ts')
const account = () => import('../../../core/contracts/account.ts')
const catalogue = () => import('../../../core/contracts/catalogue.ts')
const clinics = () => import('../../../core/contracts/clinics.ts')
const healthRecord = () => import('../../../core/contracts/health-record.ts')

/** The wizard shows an empty list when this fails (spec) and offers a new pet instead. */
export function fetchPets(userId: string) {
  return callApi('GET', `/api/users/${encodeURIComponent(userId)}/pets`, async () => (await booking()).PetListResponse)
}

/** Pets a family member shared with this person (they may book for them); empty when none. */
export function fetchSharedPets() {
  return callApi('GET', '/api/shared-pets', async () => (await healthRecord()).SharedPetsResponse)
}

/** The wizard shows an empty list when this fails (spec) and offers a new address instead. */
export function fetchAddresses(userId: string) {
  return callApi('GET', `/api/addresses/${encodeURIComponent(userId)}`, async () => (await booking()).AddressListResponse)
}

/** Spec section 7: a failure to save is only logged; the booking goes on. */
export async function saveAddress(body: AddressBodyInput): Promise<void> {
  try {
    await callApi('POST', '/api/addresses', async () => (await booking()).AddressDto, body)
  } catch (error) {
    console.warn('Saving the address failed', error)
  }
}

export function updateAddress(addressId: string, body: AddressBodyInput) {
  return callApi('PUT', `/api/addresses/${encodeURIComponent(addressId)}`, async () => (await booking()).AddressDto, body)
}

/** The owner's saved details: the e-mail on the profile starts the Basic Info step. */
export function fetchProfile() {
  return callApi('GET', '/api/account/profile', async () => (await account()).ProfileDto)
}

export function fetchSlots(date: string, visitType: string, clinicId = '') {
  const clinic = clinicId ? `&clinicId=${encodeURIComponent(clinicId)}` : ''
  return callApi('GET', `/api/slots?date=${encodeURIComponent(date)}&visitType=${encodeURIComponent(visitType)}${clinic}`, async () => (await booking()).SlotsResponse)
}

export function reverseGeocode(latitude: number, longitude: number) {
  return callApi('GET', `/api/geocode/reverse?lat=${latitude}&lon=${longitude}`, async () => (await booking()).ReverseGeocodeResponse)
}

/** One key per confirmation: a retried request cannot book twice. */
export function createAppointment(body: AppointmentRequest, idempotencyKey: string) {
  return callApi('POST', '/api/appointments', async () => (await booking()).CreateAppointmentResponse, body, { 'Idempotency-Key': idempotencyKey })
}

export function fetchAppointments() {
  return callApi('GET', '/api/appointments', async () => (await booking()).AppointmentListResponse)
}

export function fetchAppointment(id: string) {
  return callApi('GET', `/api/appointments/${encodeURIComponent(id)}`, async () => (await booking()).AppointmentResponse)
}

export function cancelAppointment(id: string) {
  return callApi('POST', `/api/appointments/${encodeURIComponent(id)}/cancel`, async () => (await booking()).AppointmentResponse)
}

export function rescheduleAppointment(id: string, appointmentDate: string, appointmentTime: string) {
  return callApi('POST', `/api/appointments/${encodeURIComponent(id)}/reschedule`, async () => (await booking()).AppointmentResponse, { appointmentDate, appointmentTime })
}

export function calendarFileUrl(id: string): string {
  return `/api/appointments/${encodeURIComponent(id)}/calendar.ics`
}

/** The catalogue the server charges from: the visit charges of an empty cart are read from it. */
export function fetchCatalogue() {
  return callApi('GET', '/api/services', async () => (await catalogue()).CatalogueListResponse)
}

/** The clinics a clinic visit can be booked at; nearest first from `pincode` when it is a full PIN code. */
export function fetchBookingClinics(pincode: string) {
  return callApi('GET', `/api/clinics?limit=100${/^\d{6}$/.test(pincode) ? `&pincode=${pincode}` : ''}`, async () => (await clinics()).ClinicsResponse)
}
