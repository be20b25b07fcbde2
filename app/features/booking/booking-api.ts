import { ProfileDto } from '../../../core/contracts/account.ts'
import { ClinicsResponse } from '../../../core/contracts/clinics.ts'
import {
  AddressDto,
  type AddressBodyInput,
  AddressListResponse,
  AppointmentListResponse,
  type AppointmentRequest,
  AppointmentResponse,
  CreateAppointmentResponse,
  PetListResponse,
  ReverseGeocodeResponse,
  SlotsResponse,
} from '../../../core/contracts/booking.ts'
import { CatalogueListResponse } from '../../../core/contracts/catalogue.ts'
import { SharedPetsResponse } from '../../../core/contracts/health-record.ts'
import { callApi } from '../../lib/api-client.ts'

/** The wizard shows an empty list when this fails (spec) and offers a new pet instead. */
export function fetchPets(userId: string) {
  return callApi('GET', `/api/users/${encodeURIComponent(userId)}/pets`, PetListResponse)
}

/** Pets a family member shared with this person (they may book for them); empty when none. */
export function fetchSharedPets() {
  return callApi('GET', '/api/shared-pets', SharedPetsResponse)
}

/** The wizard shows an empty list when this fails (spec) and offers a new address instead. */
export function fetchAddresses(userId: string) {
  return callApi('GET', `/api/addresses/${encodeURIComponent(userId)}`, AddressListResponse)
}

/** Spec section 7: a failure to save is only logged; the booking goes on. */
export async function saveAddress(body: AddressBodyInput): Promise<void> {
  try {
    await callApi('POST', '/api/addresses', AddressDto, body)
  } catch (error) {
    console.warn('Saving the address failed', error)
  }
}

export function updateAddress(addressId: string, body: AddressBodyInput) {
  return callApi('PUT', `/api/addresses/${encodeURIComponent(addressId)}`, AddressDto, body)
}

/** The owner's saved details: the e-mail on the profile starts the Basic Info step. */
export function fetchProfile() {
  return callApi('GET', '/api/account/profile', ProfileDto)
}

export function fetchSlots(date: string, visitType: string, clinicId = '') {
  const clinic = clinicId ? `&clinicId=${encodeURIComponent(clinicId)}` : ''
  return callApi('GET', `/api/slots?date=${encodeURIComponent(date)}&visitType=${encodeURIComponent(visitType)}${clinic}`, SlotsResponse)
}

export function reverseGeocode(latitude: number, longitude: number) {
  return callApi('GET', `/api/geocode/reverse?lat=${latitude}&lon=${longitude}`, ReverseGeocodeResponse)
}

/** One key per confirmation: a retried request cannot book twice. */
export function createAppointment(body: AppointmentRequest, idempotencyKey: string) {
  return callApi('POST', '/api/appointments', CreateAppointmentResponse, body, { 'Idempotency-Key': idempotencyKey })
}

export function fetchAppointments() {
  return callApi('GET', '/api/appointments', AppointmentListResponse)
}

export function fetchAppointment(id: string) {
  return callApi('GET', `/api/appointments/${encodeURIComponent(id)}`, AppointmentResponse)
}

export function cancelAppointment(id: string) {
  return callApi('POST', `/api/appointments/${encodeURIComponent(id)}/cancel`, AppointmentResponse)
}

export function rescheduleAppointment(id: string, appointmentDate: string, appointmentTime: string) {
  return callApi('POST', `/api/appointments/${encodeURIComponent(id)}/reschedule`, AppointmentResponse, { appointmentDate, appointmentTime })
}

export function calendarFileUrl(id: string): string {
  return `/api/appointments/${encodeURIComponent(id)}/calendar.ics`
}

/** The catalogue the server charges from: the visit charges of an empty cart are read from it. */
export function fetchCatalogue() {
  return callApi('GET', '/api/services', CatalogueListResponse)
}

/** The clinics a clinic visit can be booked at; nearest first from `pincode` when it is a full PIN code. */
export function fetchBookingClinics(pincode: string) {
  return callApi('GET', `/api/clinics?limit=100${/^\d{6}$/.test(pincode) ? `&pincode=${pincode}` : ''}`, ClinicsResponse)
}
