/**
 * The booking wizard's steps and the check that gates Continue (spec sections 4 and 5): each
 * step is validated with its shared contract, and a failure becomes the spec's toast plus a
 * message per field. Pure, so the rules are tested without a browser.
 */
import type { z } from 'zod'
import { AddressStep, BOOKING_MESSAGES, ContactStep, PetDetailsStep, ScheduleStep } from '../contracts/booking.ts'

export const WIZARD_STEPS = ['verify', 'pet', 'contact', 'schedule', 'address', 'confirm'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export const STEP_LABELS: Record<WizardStep, string> = {
  verify: 'Verify Phone',
  pet: 'Pet Details',
  contact: 'Basic Info',
  schedule: 'Schedule',
  address: 'Address',
  confirm: 'Confirm',
}

/** Every field of the wizard's form, as the inputs hold them (strings and flags). */
export type BookingForm = {
  existingPetId: string
  petName: string
  petType: string
  petBreed: string
  petOwnerName: string
  email: string
  phoneNumber: string
  appointmentType: string
  serviceType: string
  appointmentDate: string
  appointmentTime: string
  clinicId: string
  /** The chosen clinic as the form shows it (not sent: the server knows its clinics). */
  clinicName: string
  clinicAddress: string
  addressId: string
  address: string
  city: string
  pincode: string
  landmark: string
  latitude: number | null
  longitude: number | null
  saveAddress: boolean
  isDefault: boolean
  notes: string
}

/** The spec's defaults (section 9): a home visit at 09:00, save the address, not as default. */
export const EMPTY_BOOKING_FORM: BookingForm = {
  existingPetId: '',
  petName: '',
  petType: '',
  petBreed: '',
  petOwnerName: '',
  email: '',
  phoneNumber: '',
  appointmentType: 'home',
  serviceType: '',
  appointmentDate: '',
  appointmentTime: '09:00',
  clinicId: '',
  clinicName: '',
  clinicAddress: '',
  addressId: '',
  address: '',
  city: '',
  pincode: '',
  landmark: '',
  latitude: null,
  longitude: null,
  saveAddress: true,
  isDefault: false,
  notes: '',
}

export type StepProblem = { title: string; description: string; fields: Partial<Record<keyof BookingForm, string>> }

function fieldMessages(error: z.ZodError): StepProblem['fields'] {
  const fields: StepProblem['fields'] = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof BookingForm | undefined
    if (field && !fields[field]) fields[field] = issue.message
  }
  return fields
}

const has = (fields: StepProblem['fields'], message: string) => Object.values(fields).includes(message)

/** What stops Continue on a step, or null when the step is complete. */
export function checkStep(step: WizardStep, form: BookingForm): StepProblem | null {
  switch (step) {
    case 'verify':
    case 'confirm':
      return null
    case 'pet': {
      const result = PetDetailsStep.safeParse(form)
      if (result.success) return null
      return { title: 'Required Fields Missing', description: 'Please fill in all pet details fields', fields: fieldMessages(result.error) }
    }
    case 'contact': {
      const result = ContactStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.contactMissing)) return { title: 'Required Fields Missing', description: BOOKING_MESSAGES.contactMissing, fields }
      return { title: 'Invalid Email', description: BOOKING_MESSAGES.email, fields }
    }
    case 'schedule': {
      const result = ScheduleStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.scheduleMissing)) return { title: 'Required Fields Missing', description: BOOKING_MESSAGES.scheduleMissing, fields }
      return { title: 'Clinic Selection Required', description: BOOKING_MESSAGES.clinic, fields }
    }
    case 'address': {
      const result = AddressStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.addressMissing)) return { title: 'Address Required', description: BOOKING_MESSAGES.addressMissing, fields }
      return { title: 'Invalid PIN Code', description: BOOKING_MESSAGES.pincode, fields }
    }
  }
}

/** The step after `step`; the address step applies to every visit type (optional fields for clinic and video). */
export function nextStep(step: WizardStep): WizardStep {
  const index = WIZARD_STEPS.indexOf(step)
  return WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)] as WizardStep
}

/** The step before `step`; never back to verification once verified. */
export function previousStep(step: WizardStep): WizardStep {
  const index = WIZARD_STEPS.indexOf(step)
  return WIZARD_STEPS[Math.max(index - 1, 1)] as WizardStep
}

export type StepState = 'done' | 'current' | 'upcoming'

export function stepState(step: WizardStep, current: WizardStep): StepState {
  const index = WIZARD_STEPS.indexOf(step)
  const currentIndex = WIZARD_STEPS.indexOf(current)
  return index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'
}

export type RequestLine = { id: string; title: string; price: number; discountedPrice: number; quantity: number }

/**
 * The appointment request payload (spec section 3) from the wizard's form. Address fields go
 * only with a home visit, the clinic only with a clinic visit.
 */
export function appointmentRequest(
  form: BookingForm,
  context: { userId: string; services: readonly RequestLine[]; totalAmount: number; paymentId: string | null },
) {
  const isHome = form.appointmentType === 'home'
  const optional = (value: string) => (value.trim() ? value.trim() : undefined)
  return {
    petOwnerName: form.petOwnerName.trim(),
    phoneNumber: form.phoneNumber,
    email: form.email.trim(),
    petName: form.petName.trim(),
    petType: form.petType,
    petBreed: form.petBreed,
    serviceType: form.serviceType,
    appointmentType: form.appointmentType,
    appointmentDate: form.appointmentDate,
    appointmentTime: form.appointmentTime,
    services: context.services.map(({ id, title, price, discountedPrice, quantity }) => ({ id, title, price, discountedPrice, quantity })),
    totalAmount: context.totalAmount,
    notes: form.notes.trim(),
    userId: context.userId,
    existingPetId: optional(form.existingPetId),
    clinicId: form.appointmentType === 'clinic' ? optional(form.clinicId) : undefined,
    address: isHome ? optional(form.address) : undefined,
    city: isHome ? optional(form.city) : undefined,
    pincode: isHome ? optional(form.pincode) : undefined,
    landmark: isHome ? optional(form.landmark) : undefined,
    latitude: isHome && form.latitude !== null ? form.latitude : undefined,
    longitude: isHome && form.longitude !== null ? form.longitude : undefined,
    paymentId: context.paymentId ?? undefined,
  }
}
