/**
 * The check that gates Continue (spec section 5): each step is validated with its shared
 * contract, and a failure becomes the spec's toast plus a message per field. Pure, so the rules
 * are tested without a browser.
 */
import type { z } from 'zod'
import { AddressStep, ContactStep, PetDetailsStep, ScheduleStep } from '../contracts/booking.ts'
import { BOOKING_MESSAGES, STEP_CHECK_TITLES as TITLES } from './messages.ts'
import type { BookingForm, StepProblem, WizardStep } from './wizard.ts'

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
      return { title: TITLES.required, description: TITLES.petDetails, fields: fieldMessages(result.error) }
    }
    case 'contact': {
      const result = ContactStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.contactMissing)) return { title: TITLES.required, description: BOOKING_MESSAGES.contactMissing, fields }
      return { title: TITLES.invalidEmail, description: BOOKING_MESSAGES.email, fields }
    }
    case 'schedule': {
      const result = ScheduleStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.scheduleMissing)) return { title: TITLES.required, description: BOOKING_MESSAGES.scheduleMissing, fields }
      return { title: TITLES.clinicRequired, description: BOOKING_MESSAGES.clinic, fields }
    }
    case 'address': {
      const result = AddressStep.safeParse(form)
      if (result.success) return null
      const fields = fieldMessages(result.error)
      if (has(fields, BOOKING_MESSAGES.addressMissing)) return { title: TITLES.addressRequired, description: BOOKING_MESSAGES.addressMissing, fields }
      return { title: TITLES.invalidPincode, description: BOOKING_MESSAGES.pincode, fields }
    }
  }
}

