/**
 * The booking wizard's steps, its form and the request it sends (spec sections 3 and 4). The
 * check that gates Continue is in `step-check.ts`, which needs the contracts: the first view of
 * the booking page loads without them.
 */

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

/**
 * The field errors still true after the owner changes some fields: an error speaks of the value it
 * was given ('Our vets do not visit 400001'), so a field given a new value loses its error; the
 * next Continue checks the new value.
 */
export function fieldErrorsAfterChange(
  errors: StepProblem['fields'],
  previous: Partial<BookingForm>,
  patch: Partial<BookingForm>,
): StepProblem['fields'] {
  const changed = (Object.keys(patch) as (keyof BookingForm)[]).filter((field) => errors[field] !== undefined && patch[field] !== previous[field])
  if (changed.length === 0) return errors
  const left = { ...errors }
  for (const field of changed) delete left[field]
  return left
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
